import type { SoundBackend, SoundHandle, SoundSpec } from '../../../../renderer/src/audio/soundBackend';

/** One call made on a recorded sound. */
export interface RecordedCall {
  src: string;
  method: 'create' | 'play' | 'stop' | 'fade' | 'volume' | 'unload';
  args: number[];
}

/** A recorded sound: its spec, its calls, and whether it is playing now. */
export interface RecordedSound {
  spec: SoundSpec;
  isPlaying: boolean;
  volume: number;
}

/**
 * A stand-in for howler that records every call and keeps play state, for tests and stories.
 * `failing` lists sources whose load fails at creation (the spec's `onLoadError` is called).
 */
export function createRecordingBackend(failing: readonly string[] = []) {
  const calls: RecordedCall[] = [];
  const sounds: RecordedSound[] = [];
  let resumed = 0;
  const backend: SoundBackend = {
    create(spec) {
      const sound: RecordedSound = { spec, isPlaying: false, volume: spec.volume };
      sounds.push(sound);
      calls.push({ src: spec.src, method: 'create', args: [spec.volume] });
      if (failing.includes(spec.src)) spec.onLoadError(new Error(`cannot decode ${spec.src}`));
      const handle: SoundHandle = {
        play() {
          calls.push({ src: spec.src, method: 'play', args: [] });
          if (failing.includes(spec.src)) {
            spec.onPlayError(new Error(`cannot play ${spec.src}`));
            return 0;
          }
          sound.isPlaying = true;
          return calls.length;
        },
        stop() {
          calls.push({ src: spec.src, method: 'stop', args: [] });
          sound.isPlaying = false;
        },
        fade(from, to, durationMs) {
          calls.push({ src: spec.src, method: 'fade', args: [from, to, durationMs] });
          sound.volume = to;
        },
        volume(value) {
          calls.push({ src: spec.src, method: 'volume', args: [value] });
          sound.volume = value;
        },
        playing: () => sound.isPlaying,
        unload() {
          calls.push({ src: spec.src, method: 'unload', args: [] });
          sound.isPlaying = false;
        },
      };
      return handle;
    },
    resume() {
      resumed += 1;
    },
  };
  return {
    backend,
    calls,
    sounds,
    /** Sources of the sounds playing now. */
    playing: () => sounds.filter((s) => s.isPlaying).map((s) => s.spec.src),
    /** Sources started with `play`, in order. */
    played: () => calls.filter((c) => c.method === 'play').map((c) => c.src),
    /** How often audio output was resumed. */
    resumedCount: () => resumed,
  };
}
