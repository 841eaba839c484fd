import { Howl, Howler } from 'howler';
import { resumeIfHeld, resumeOnGesture } from './resumeOnGesture';

/** What the audio manager asks of one loaded sound file; a thin slice of howler's `Howl`. */
export interface SoundHandle {
  /** Starts the sound (again); returns howler's play id. */
  play(): number;
  /** Stops the sound and rewinds it. */
  stop(): void;
  /** Moves the volume from `from` to `to` over `durationMs` milliseconds. */
  fade(from: number, to: number, durationMs: number): void;
  /** Sets the volume at once (0 to 1). */
  volume(value: number): void;
  /** Whether the sound is playing now. */
  playing(): boolean;
  /** Frees the decoded audio. */
  unload(): void;
}

/** How to load one sound file. */
export interface SoundSpec {
  src: string;
  loop: boolean;
  /** Starting volume, 0 to 1. */
  volume: number;
  /** Called when the file cannot be fetched or decoded. */
  onLoadError(error: unknown): void;
  /** Called when the sound cannot start. */
  onPlayError(error: unknown): void;
}

/** The audio library boundary: tests replace it with a recorder. */
export interface SoundBackend {
  /** Loads a sound file and answers a handle to it. */
  create(spec: SoundSpec): SoundHandle;
  /** Resumes the audio output after the player has agreed to sound. */
  resume(): void;
  /** Stops whatever the backend listens to (the page's gestures). */
  dispose?(): void;
}

const warn = (message: string, error: unknown) => console.warn(message, error);

/**
 * The real backend over howler: Web Audio (so loops are gapless), files declared as Opus so howler's
 * codec check does not depend on the extension. Howler unlocks the output at the first gesture
 * (`Howler.autoUnlock`) but only once; every later key or tap resumes it too when a tablet has held
 * it (a call, another app), so sound is never lost for good.
 */
export function createHowlerBackend(): SoundBackend {
  const stopListening =
    typeof document === 'undefined' ? () => {} : resumeOnGesture(document, () => Howler.ctx, warn);
  return {
    create(spec) {
      const howl = new Howl({
        src: [spec.src],
        format: ['opus'],
        loop: spec.loop,
        volume: spec.volume,
        preload: true,
        onloaderror: (_id, error) => spec.onLoadError(error),
        onplayerror: (_id, error) => spec.onPlayError(error),
      });
      return {
        play: () => howl.play(),
        stop: () => {
          howl.stop();
        },
        fade: (from, to, durationMs) => {
          howl.fade(from, to, durationMs);
        },
        volume: (value) => {
          howl.volume(value);
        },
        playing: () => howl.playing(),
        unload: () => {
          howl.unload();
        },
      };
    },
    resume() {
      resumeIfHeld(Howler.ctx, warn);
    },
    dispose: stopListening,
  };
}
