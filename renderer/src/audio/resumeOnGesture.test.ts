// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { type ResumableAudio, resumeOnGesture } from './resumeOnGesture';

/** An audio output held until a gesture, as a browser's autoplay rules hold it; `refuse` makes resume fail. */
class FakeAudio implements ResumableAudio {
  state = 'suspended';
  resumes = 0;
  refuse = false;
  resume(): Promise<void> {
    this.resumes += 1;
    if (this.refuse) return Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
    this.state = 'running';
    return Promise.resolve();
  }
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function listen(audio: () => ResumableAudio | undefined) {
  const logged: string[] = [];
  stops.push(resumeOnGesture(document, audio, (message) => logged.push(message)));
  return logged;
}

const press = (type: string) => document.body.dispatchEvent(new Event(type, { bubbles: true }));

describe('resumeOnGesture', () => {
  it('lets the held sound start at the first key, before the key reaches the game', () => {
    const audio = new FakeAudio();
    listen(() => audio);
    let stateWhenGameHeard = '';
    const game = () => {
      stateWhenGameHeard = audio.state;
    };
    document.body.addEventListener('keydown', game);
    press('keydown');
    document.body.removeEventListener('keydown', game);
    expect(stateWhenGameHeard).toBe('running');
  });

  it("a finger's pointerdown is no gesture for autoplay; its touchend and pointerup are", () => {
    const audio = new FakeAudio();
    listen(() => audio);
    press('pointerdown');
    press('touchstart');
    expect(audio.resumes).toBe(0);
    press('touchend');
    expect(audio.state).toBe('running');
  });

  it('does nothing while the sound runs, and resumes again after a tablet interrupted it', () => {
    const audio = new FakeAudio();
    listen(() => audio);
    press('click');
    press('click');
    expect(audio.resumes).toBe(1);
    audio.state = 'interrupted';
    press('pointerup');
    expect(audio.resumes).toBe(2);
    expect(audio.state).toBe('running');
  });

  it('a refused resume is logged, never thrown, and the next gesture tries again', async () => {
    const audio = new FakeAudio();
    audio.refuse = true;
    const logged = listen(() => audio);
    expect(() => press('keydown')).not.toThrow();
    await Promise.resolve();
    expect(logged).toHaveLength(1);
    audio.refuse = false;
    press('keydown');
    expect(audio.state).toBe('running');
  });

  it('reads the output at each gesture, so one created later (or replaced) is resumed too', () => {
    let audio: FakeAudio | undefined;
    listen(() => audio);
    expect(() => press('keydown')).not.toThrow();
    audio = new FakeAudio();
    press('keydown');
    expect(audio.state).toBe('running');
  });

  it('stops listening when torn down', () => {
    const audio = new FakeAudio();
    listen(() => audio);
    for (const stop of stops.splice(0)) stop();
    press('keydown');
    expect(audio.resumes).toBe(0);
  });
});
