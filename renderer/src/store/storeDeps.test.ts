import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextPaint } from './storeDeps';

describe('nextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('serves every caller before a frame with one frame callback, and resolves them after that frame', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const requestAnimationFrame = vi.fn((callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('requestAnimationFrame', requestAnimationFrame);
    const done: string[] = [];
    const sounds = nextPaint().then(() => done.push('sounds'));
    const record = nextPaint().then(() => done.push('record'));
    expect(requestAnimationFrame).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5);
    expect(done).toEqual([]);
    frames[0]?.(0);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([sounds, record]);
    expect(done).toEqual(['sounds', 'record']);
    // The next caller asks for the next frame.
    const next = nextPaint();
    expect(requestAnimationFrame).toHaveBeenCalledTimes(2);
    frames[1]?.(16);
    await vi.advanceTimersByTimeAsync(1);
    await next;
    vi.useRealTimers();
  });

  it('ends the wait when no frame comes (a hidden window), and a later caller starts afresh', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal(
      'requestAnimationFrame',
      vi.fn((callback: FrameRequestCallback) => frames.push(callback)),
    );
    let resolved = false;
    const hidden = nextPaint().then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await hidden;
    expect(resolved).toBe(true);
    // The frame that comes late changes nothing, and the next wait has a frame callback of its own.
    frames[0]?.(0);
    const later = nextPaint();
    expect(frames).toHaveLength(2);
    frames[1]?.(16);
    await vi.advanceTimersByTimeAsync(1);
    await later;
    vi.useRealTimers();
  });

  it('waits for the next task where there are no frames', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    let resolved = false;
    const paint = nextPaint().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    await paint;
    expect(resolved).toBe(true);
  });
});
