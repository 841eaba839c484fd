import { Howl, Howler } from 'howler';

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
}

/**
 * The real backend over howler: Web Audio (so loops are gapless), files declared as Opus so howler's
 * codec check does not depend on the extension.
 */
export function createHowlerBackend(): SoundBackend {
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
      const context = Howler.ctx;
      if (context && context.state === 'suspended') {
        context.resume().catch((error: unknown) => console.warn('Audio output could not resume:', error));
      }
    },
  };
}
