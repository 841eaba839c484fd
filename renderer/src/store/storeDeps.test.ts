import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextPaint } from './storeDeps';

describe('nextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('serves every caller before a frame with one frame callback, and resolves them after that frame', async () => {
    const frames: FrameRequestCallback[] = [];
    const requestAnimationFrame = vi.fn((callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('requestAnimationFrame', requestAnimationFrame);
    const done: string[] = [];
    const sounds = nextPaint().then(() => done.push('sounds'));
    const record = nextPaint().then(() => done.push('record'));
    expect(requestAnimationFrame).toHaveBeenCalledTimes(1);
    await new Promise((next) => setTimeout(next, 5));
    expect(done).toEqual([]);
    frames[0]?.(0);
    await Promise.all([sounds, record]);
    expect(done).toEqual(['sounds', 'record']);
    // The next caller asks for the next frame.
    void nextPaint();
    expect(requestAnimationFrame).toHaveBeenCalledTimes(2);
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
