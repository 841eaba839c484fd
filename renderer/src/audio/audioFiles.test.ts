import { describe, expect, it } from 'vitest';
import { inspectOggOpus } from '../../../tests/support/renderer/audio/inspectOggOpus';
import { bgmLoops, bgmSources, engineSfxSources, sfxSources } from './audioSources';
import { BGM_TRACKS, SFX_NAMES } from './soundNames';

const BUDGET_BYTES = 3 * 1024 * 1024;

/**
 * Every file in the audio folder as Vite inlines it (a base64 data URL), keyed by its path from here.
 * Globbing the folder (not just the referenced names) also finds files nothing refers to.
 */
const onDisk = import.meta.glob<string>('../assets/audio/**/*', {
  query: '?inline',
  import: 'default',
  eager: true,
});

/** The part of a path or URL from `assets/audio/` on, the same for glob keys and asset URLs. */
function audioPath(pathOrUrl: string): string {
  const at = pathOrUrl.indexOf('assets/audio/');
  return at < 0 ? pathOrUrl : decodeURIComponent(pathOrUrl.slice(at).split('?')[0] ?? '');
}

const filesByPath = new Map(
  Object.entries(onDisk).map(([key, dataUrl]) => {
    const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
    return [audioPath(key), Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))] as const;
  }),
);

const referenced = [
  ...BGM_TRACKS.map((track) => ({
    name: `bgm ${track}`,
    url: bgmSources[track],
    kind: bgmLoops[track] ? 'loop' : 'jingle',
  })),
  ...SFX_NAMES.map((name) => ({ name: `sfx ${name}`, url: sfxSources[name], kind: 'effect' })),
];

/** Allowed lengths in seconds: loops 8–16 s as designed, jingles a few seconds, effects short. */
const lengthLimits: Record<string, [number, number]> = {
  loop: [8, 16],
  jingle: [2, 8],
  effect: [0.03, 2],
};

describe('the audio files the game references', () => {
  it('has a source for every track and every effect, each a distinct file', () => {
    expect(Object.keys(bgmSources).sort()).toEqual([...BGM_TRACKS].sort());
    expect(Object.keys(sfxSources).sort()).toEqual([...SFX_NAMES].sort());
    const urls = referenced.map((r) => r.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(Object.values(engineSfxSources).every((url) => urls.includes(url))).toBe(true);
  });

  for (const { name, url, kind } of referenced) {
    it(`${name} exists and is a valid mono Ogg/Opus ${kind} of sensible length`, () => {
      const bytes = filesByPath.get(audioPath(url));
      expect(bytes, `${audioPath(url)} is missing`).toBeDefined();
      const info = inspectOggOpus(bytes ?? new Uint8Array(0));
      expect(info.channels).toBe(1);
      const [shortest, longest] = lengthLimits[kind] ?? [0, 0];
      expect(info.durationSeconds).toBeGreaterThanOrEqual(shortest);
      expect(info.durationSeconds).toBeLessThanOrEqual(longest);
      expect(info.audioPacketCount).toBeGreaterThan(0);
    });
  }

  it('every file in the audio folder is referenced, none is WAV, and the set fits in 3 MB', () => {
    const paths = [...filesByPath.keys()];
    const referencedPaths = new Set(referenced.map((r) => audioPath(r.url)));
    expect(paths.filter((path) => !referencedPaths.has(path))).toEqual([]);
    expect(paths.length).toBe(referenced.length);
    expect(paths.filter((path) => /\.wav$/i.test(path))).toEqual([]);
    const total = [...filesByPath.values()].reduce((sum, bytes) => sum + bytes.length, 0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
