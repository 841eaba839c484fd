import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordingBackend } from '../../../tests/support/renderer/audio/recordingBackend';
import { AudioManager, type AudioSettings } from './AudioManager';
import { BGM_TRACKS, type BgmTrack, SFX_NAMES, type SfxName } from './soundNames';

const bgmSources = Object.fromEntries(BGM_TRACKS.map((t) => [t, `bgm/${t}.ogg`])) as Record<BgmTrack, string>;
const sfxSources = Object.fromEntries(SFX_NAMES.map((n) => [n, `sfx/${n}.ogg`])) as Record<SfxName, string>;
const bgmLoops: Record<BgmTrack, boolean> = { map: true, battle: true, victory: false, defeat: false };
const ON: AudioSettings = { sound: true, bgm: true, sfx: true, bgmVolume: 0.5, sfxVolume: 0.8 };
const FADE = 200;

function setup(settings: AudioSettings = ON, failing: string[] = []) {
  const recorder = createRecordingBackend(failing);
  const log = vi.fn();
  const audio = new AudioManager({
    backend: recorder.backend,
    bgmSources,
    bgmLoops,
    sfxSources,
    settings,
    fadeMs: FADE,
    log,
  });
  return { audio, recorder, log };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AudioManager music', () => {
  it('plays nothing before unlock and starts the requested track at unlock', () => {
    const { audio, recorder } = setup();
    audio.playBgm('map');
    audio.playSfx('keyOn');
    expect(recorder.played()).toEqual([]);
    audio.unlock();
    expect(recorder.resumedCount()).toBe(1);
    expect(recorder.playing()).toEqual(['bgm/map.ogg']);
    const map = recorder.sounds.find((s) => s.spec.src === 'bgm/map.ogg');
    expect(map?.spec.loop).toBe(true);
    expect(map?.volume).toBe(0.5);
  });

  it('fades in a new track from silence to the music volume', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    audio.playBgm('battle');
    expect(recorder.calls.filter((c) => c.src === 'bgm/battle.ogg' && c.method === 'fade')).toEqual([
      { src: 'bgm/battle.ogg', method: 'fade', args: [0, 0.5, FADE] },
    ]);
  });

  it('fades the old track out and only then starts the next, so two tracks never sound together', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    audio.playBgm('map');
    audio.playBgm('battle');
    expect(recorder.playing()).toEqual(['bgm/map.ogg']);
    expect(recorder.calls.at(-1)).toEqual({ src: 'bgm/map.ogg', method: 'fade', args: [0.5, 0, FADE] });
    vi.advanceTimersByTime(FADE);
    expect(recorder.playing()).toEqual(['bgm/battle.ogg']);
    expect(audio.audibleTrack).toBe('battle');
  });

  it('never has two tracks playing across rapid screen changes, and ends on the last request', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    const requests: (BgmTrack | null)[] = [
      'map',
      'battle',
      'victory',
      'map',
      null,
      'defeat',
      'battle',
      'map',
    ];
    let maxTogether = 0;
    for (const [i, track] of requests.entries()) {
      audio.playBgm(track);
      maxTogether = Math.max(maxTogether, recorder.playing().length);
      vi.advanceTimersByTime(i % 3 === 0 ? FADE / 4 : FADE / 2);
      maxTogether = Math.max(maxTogether, recorder.playing().length);
    }
    for (let t = 0; t < 4; t++) {
      vi.advanceTimersByTime(FADE / 2);
      maxTogether = Math.max(maxTogether, recorder.playing().length);
    }
    expect(maxTogether).toBe(1);
    expect(recorder.playing()).toEqual(['bgm/map.ogg']);
  });

  it('keeps a random storm of screen changes to at most one playing track', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    const tracks: (BgmTrack | null)[] = [...BGM_TRACKS, null];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    let last: BgmTrack | null = null;
    for (let i = 0; i < 300; i++) {
      last = tracks[next() % tracks.length] ?? null;
      audio.playBgm(last);
      expect(recorder.playing().length).toBeLessThanOrEqual(1);
      vi.advanceTimersByTime(next() % (FADE * 2));
      expect(recorder.playing().length).toBeLessThanOrEqual(1);
    }
    vi.advanceTimersByTime(FADE * 2);
    expect(recorder.playing()).toEqual(last ? [bgmSources[last]] : []);
  });

  it('asking for the track already playing does not restart it', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    audio.playBgm('map');
    audio.playBgm('map');
    vi.advanceTimersByTime(FADE * 3);
    audio.playBgm('map');
    expect(recorder.played()).toEqual(['bgm/map.ogg']);
  });

  it('returning to a track that is still fading out fades it back in without restarting it', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    audio.playBgm('map');
    audio.playBgm('battle');
    vi.advanceTimersByTime(FADE / 2);
    audio.playBgm('map');
    vi.advanceTimersByTime(FADE * 2);
    expect(recorder.played()).toEqual(['bgm/map.ogg']);
    expect(recorder.playing()).toEqual(['bgm/map.ogg']);
    expect(recorder.calls.at(-1)).toEqual({ src: 'bgm/map.ogg', method: 'fade', args: [0, 0.5, FADE] });
  });

  it('null fades the music out to silence', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    audio.playBgm('battle');
    audio.playBgm(null);
    vi.advanceTimersByTime(FADE);
    expect(recorder.playing()).toEqual([]);
    expect(audio.audibleTrack).toBeNull();
  });

  it('jingles play once; loops repeat', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    audio.playBgm('victory');
    expect(recorder.sounds.find((s) => s.spec.src === 'bgm/victory.ogg')?.spec.loop).toBe(false);
  });
});

describe('AudioManager settings', () => {
  it('muting the master switch stops music and effects at once and unmuting brings the same track back', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    audio.playBgm('map');
    audio.playSfx('levelUp');
    expect(recorder.playing()).toEqual(['bgm/map.ogg', 'sfx/levelUp.ogg']);
    audio.applySettings({ ...ON, sound: false });
    expect(recorder.playing()).toEqual([]);
    audio.playSfx('slash');
    expect(recorder.played()).toEqual(['bgm/map.ogg', 'sfx/levelUp.ogg']);
    audio.applySettings(ON);
    expect(recorder.playing()).toEqual(['bgm/map.ogg']);
  });

  it('turning music off keeps effects; turning effects off keeps music', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    audio.playBgm('map');
    audio.applySettings({ ...ON, bgm: false });
    audio.playSfx('punch');
    expect(recorder.playing()).toEqual(['sfx/punch.ogg']);
    audio.applySettings({ ...ON, sfx: false });
    audio.playSfx('slash');
    expect(recorder.played()).not.toContain('sfx/slash.ogg');
    expect(recorder.playing()).toContain('bgm/map.ogg');
  });

  it('volume changes apply at once to the playing track and to loaded effects', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    audio.playBgm('battle');
    audio.playSfx('keyOn');
    const keyOn = recorder.sounds.find((s) => s.spec.src === 'sfx/keyOn.ogg');
    expect(keyOn?.spec.volume).toBe(0.8);
    audio.applySettings({ ...ON, bgmVolume: 0.2, sfxVolume: 0.3 });
    expect(recorder.sounds.find((s) => s.spec.src === 'bgm/battle.ogg')?.volume).toBe(0.2);
    expect(keyOn?.volume).toBe(0.3);
  });

  it('settings that leave the music volume alone do not interrupt its fade-in', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    audio.playBgm('map');
    const callsBefore = recorder.calls.length;
    audio.applySettings({ ...ON, sfxVolume: 0.4 });
    expect(recorder.calls.slice(callsBefore).filter((c) => c.src === 'bgm/map.ogg')).toEqual([]);
  });

  it('a volume of zero is silence, and volumes outside 0..1 are clamped', () => {
    const { audio, recorder } = setup({ ...ON, sfxVolume: 0 });
    audio.unlock();
    audio.playSfx('clear');
    expect(recorder.played()).toEqual([]);
    audio.applySettings({ ...ON, bgmVolume: 3 });
    audio.playBgm('map');
    expect(recorder.calls.at(-1)).toEqual({ src: 'bgm/map.ogg', method: 'fade', args: [0, 1, FADE] });
  });

  it('a track asked for while music is off starts when music is switched on', () => {
    const { audio, recorder } = setup({ ...ON, bgm: false });
    audio.unlock();
    audio.playBgm('battle');
    expect(recorder.played()).toEqual([]);
    audio.applySettings(ON);
    expect(recorder.playing()).toEqual(['bgm/battle.ogg']);
  });
});

describe('AudioManager effects and failures', () => {
  it('plays each named effect from its own file', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    for (const name of SFX_NAMES) audio.playSfx(name);
    expect(recorder.played()).toEqual(SFX_NAMES.map((n) => `sfx/${n}.ogg`));
  });

  it('loads each file once however often it plays', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    for (let i = 0; i < 5; i++) audio.playSfx('keyOn');
    expect(recorder.calls.filter((c) => c.method === 'create')).toHaveLength(1);
    expect(recorder.played()).toHaveLength(5);
  });

  it('a file that fails to load or play is logged once and the game goes on', () => {
    const { audio, recorder, log } = setup(ON, ['sfx/slash.ogg', 'bgm/map.ogg']);
    audio.unlock();
    expect(() => {
      audio.playBgm('map');
      audio.playSfx('slash');
      audio.playSfx('slash');
      audio.playSfx('punch');
    }).not.toThrow();
    expect(recorder.playing()).toEqual(['sfx/punch.ogg']);
    const messages = log.mock.calls.map((c) => String(c[0]));
    expect(messages.filter((m) => m.includes('slash'))).toEqual([
      'Could not load sound effect "slash" (sfx/slash.ogg)',
      'Could not play sound effect "slash" (sfx/slash.ogg)',
    ]);
    expect(messages.some((m) => m.includes('music "map"'))).toBe(true);
  });

  it('a backend that throws while loading is logged and play goes on', () => {
    const recorder = createRecordingBackend();
    const log = vi.fn();
    const audio = new AudioManager({
      backend: {
        create: (spec) => {
          if (spec.src.includes('miss')) throw new Error('no decoder');
          return recorder.backend.create(spec);
        },
        resume: () => {},
      },
      bgmSources,
      bgmLoops,
      sfxSources,
      settings: ON,
      log,
    });
    audio.unlock();
    audio.playSfx('miss');
    audio.playSfx('hint');
    expect(recorder.played()).toEqual(['sfx/hint.ogg']);
    expect(log).toHaveBeenCalledWith('Could not load sound effect "miss" (sfx/miss.ogg)', expect.any(Error));
  });

  it('dispose stops the music and frees every file', () => {
    const { audio, recorder } = setup();
    audio.unlock();
    audio.playBgm('map');
    audio.playSfx('hint');
    audio.dispose();
    expect(recorder.playing()).toEqual([]);
    expect(recorder.calls.filter((c) => c.method === 'unload').map((c) => c.src)).toEqual([
      'bgm/map.ogg',
      'sfx/hint.ogg',
    ]);
  });

  it("dispose also stops the backend's own listening (the page's gestures)", () => {
    const recorder = createRecordingBackend([]);
    const dispose = vi.fn();
    const audio = new AudioManager({
      backend: { ...recorder.backend, dispose },
      bgmSources,
      bgmLoops,
      sfxSources,
      settings: ON,
    });
    audio.dispose();
    expect(dispose).toHaveBeenCalledOnce();
  });
});
