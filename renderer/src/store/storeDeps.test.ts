import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextPaint } from './storeDeps';

/** Frames the test paints by hand: fake timers, and a frame callback kept until `paint(i)`. */
function framesByHand() {
  vi.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  const requestAnimationFrame = vi.fn((callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('requestAnimationFrame', requestAnimationFrame);
  /** Paints frame `i`, then lets the task after it run. */
  const paint = async (i: number) => {
    frames[i]?.(i * 16);
    await vi.advanceTimersByTimeAsync(1);
  };
  return { frames, requestAnimationFrame, paint };
}

describe('nextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('serves every caller before a frame with one frame callback, and resolves them after that frame', async () => {
    const { requestAnimationFrame, paint } = framesByHand();
    const done: string[] = [];
    const sounds = nextPaint().then(() => done.push('sounds'));
    const record = nextPaint().then(() => done.push('record'));
    expect(requestAnimationFrame).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5);
    expect(done).toEqual([]);
    await paint(0);
    await Promise.all([sounds, record]);
    expect(done).toEqual(['sounds', 'record']);
    // The next caller asks for the next frame.
    const next = nextPaint();
    expect(requestAnimationFrame).toHaveBeenCalledTimes(2);
    await paint(1);
    await next;
  });

  it('ends the wait when no frame comes (a hidden window), and a later caller starts afresh', async () => {
    const { frames, paint } = framesByHand();
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
    await paint(1);
    await later;
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
