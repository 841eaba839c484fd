import type { SoundBackend, SoundHandle } from './soundBackend';
import type { BgmTrack, SfxName } from './soundNames';

/** The sound settings the manager follows; the same names as in `Settings`. */
export interface AudioSettings {
  /** Master switch: false silences everything. */
  sound: boolean;
  /** Background music on/off. */
  bgm: boolean;
  /** Sound effects on/off. */
  sfx: boolean;
  /** Background music volume, 0 to 1. */
  bgmVolume: number;
  /** Sound effect volume, 0 to 1. */
  sfxVolume: number;
}

/** What the manager needs: the audio library, the file URLs, and where to report failures. */
export interface AudioManagerOptions {
  backend: SoundBackend;
  bgmSources: Readonly<Record<BgmTrack, string>>;
  bgmLoops: Readonly<Record<BgmTrack, boolean>>;
  sfxSources: Readonly<Record<SfxName, string>>;
  settings: AudioSettings;
  /** Fade length when music starts, stops or changes, in milliseconds. */
  fadeMs?: number;
  /** Where failures are reported; the game goes on either way. */
  log?: (message: string, error?: unknown) => void;
}

interface PlayingTrack {
  track: BgmTrack;
  handle: SoundHandle;
}

interface FadingTrack extends PlayingTrack {
  timer: ReturnType<typeof setTimeout>;
}

/** Default fade length (ms): long enough not to click, short enough to follow quick screen changes. */
export const DEFAULT_FADE_MS = 250;

/**
 * Background music and sound effects for the game.
 *
 * Music: one track at a time. Changing track fades the old one out and starts the new one only after
 * the old one has stopped, so two tracks never sound together; rapid changes collapse to the last
 * request, and returning to a track that is still fading out brings it back instead of restarting it.
 * Nothing plays until {@link AudioManager.unlock} (the player's consent); a track asked for before then
 * starts at unlock. A file that fails to load or play is logged and otherwise ignored.
 */
export class AudioManager {
  private readonly backend: SoundBackend;
  private readonly options: AudioManagerOptions;
  private readonly fadeMs: number;
  private readonly log: (message: string, error?: unknown) => void;
  private settings: AudioSettings;
  private unlocked = false;
  private wanted: BgmTrack | null = null;
  private current: PlayingTrack | null = null;
  private outgoing: FadingTrack | null = null;
  private readonly tracks = new Map<BgmTrack, SoundHandle>();
  private readonly effects = new Map<SfxName, SoundHandle>();
  private readonly failed = new Set<string>();

  constructor(options: AudioManagerOptions) {
    this.options = options;
    this.backend = options.backend;
    this.settings = { ...options.settings };
    this.fadeMs = options.fadeMs ?? DEFAULT_FADE_MS;
    this.log = options.log ?? ((message, error) => console.warn(message, error));
  }

  /** The track most recently asked for (it may be silent because of settings or consent). */
  get requestedTrack(): BgmTrack | null {
    return this.wanted;
  }

  /** The track that is sounding or fading in now, or null. */
  get audibleTrack(): BgmTrack | null {
    return this.current?.track ?? null;
  }

  /** Lets sound play: call once the player has agreed to sound. Starts the requested music. */
  unlock(): void {
    if (this.unlocked) return;
    this.unlocked = true;
    this.backend.resume();
    this.sync();
  }

  /** Asks for a background track, or silence with `null`; asking for the current track changes nothing. */
  playBgm(track: BgmTrack | null): void {
    this.wanted = track;
    this.sync();
  }

  /** Plays a sound effect once, if effects are on; never throws. */
  playSfx(name: SfxName): void {
    if (!this.unlocked || this.sfxGain() <= 0) return;
    const handle = this.effect(name);
    if (!handle) return;
    try {
      handle.play();
    } catch (error) {
      this.report(`Sound effect "${name}" could not play`, error);
    }
  }

  /** Applies new sound settings at once: volumes change, muted sounds stop, unmuted music resumes. */
  applySettings(settings: AudioSettings): void {
    const effectsBefore = this.sfxGain();
    const musicBefore = this.bgmGain();
    this.settings = { ...settings };
    const effectsNow = this.sfxGain();
    if (effectsNow !== effectsBefore) {
      for (const handle of this.effects.values()) {
        handle.volume(effectsNow);
        if (effectsNow <= 0) handle.stop();
      }
    }
    const musicNow = this.bgmGain();
    if (musicNow <= 0) {
      this.stopAllMusic();
      return;
    }
    // Only a real change touches the volume: setting it would also cut short a fade-in.
    if (this.current && musicNow !== musicBefore) this.current.handle.volume(musicNow);
    this.sync();
  }

  /** Stops everything and frees every loaded file. */
  dispose(): void {
    this.stopAllMusic();
    for (const handle of [...this.tracks.values(), ...this.effects.values()]) handle.unload();
    this.tracks.clear();
    this.effects.clear();
    this.backend.dispose?.();
  }

  private bgmGain(): number {
    const { sound, bgm, bgmVolume } = this.settings;
    return this.unlocked && sound && bgm ? clampVolume(bgmVolume) : 0;
  }

  private sfxGain(): number {
    const { sound, sfx, sfxVolume } = this.settings;
    return sound && sfx ? clampVolume(sfxVolume) : 0;
  }

  /** Brings what sounds in line with what was asked for. */
  private sync(): void {
    const gain = this.bgmGain();
    if (gain <= 0) {
      this.stopAllMusic();
      return;
    }
    const wanted = this.wanted;
    if (this.current?.track === wanted) return;
    if (this.outgoing && this.outgoing.track === wanted && !this.current) {
      // The player came straight back: fade the leaving track back in rather than restart it.
      const { track, handle, timer } = this.outgoing;
      clearTimeout(timer);
      this.outgoing = null;
      this.current = { track, handle };
      handle.fade(0, gain, this.fadeMs);
      return;
    }
    if (this.current) this.fadeOut(this.current);
    this.current = null;
    if (!this.outgoing) this.startWanted();
  }

  private fadeOut(leaving: PlayingTrack): void {
    // At most one track is ever leaving: one still fading from an earlier change is cut off now.
    if (this.outgoing) this.hardStop(this.outgoing);
    const volume = this.bgmGain();
    leaving.handle.fade(volume, 0, this.fadeMs);
    const timer = setTimeout(() => {
      if (this.outgoing?.handle !== leaving.handle) return;
      this.outgoing = null;
      leaving.handle.stop();
      this.startWanted();
    }, this.fadeMs);
    this.outgoing = { ...leaving, timer };
  }

  private startWanted(): void {
    const track = this.wanted;
    const gain = this.bgmGain();
    if (track === null || gain <= 0 || this.current || this.outgoing) return;
    const handle = this.track(track);
    if (!handle) return;
    try {
      if (handle.playing()) handle.stop();
      handle.volume(0);
      handle.play();
      handle.fade(0, gain, this.fadeMs);
      this.current = { track, handle };
    } catch (error) {
      this.report(`Music "${track}" could not play`, error);
    }
  }

  private hardStop(fading: FadingTrack): void {
    clearTimeout(fading.timer);
    fading.handle.stop();
    if (this.outgoing === fading) this.outgoing = null;
  }

  private stopAllMusic(): void {
    if (this.outgoing) this.hardStop(this.outgoing);
    if (this.current) this.current.handle.stop();
    this.current = null;
  }

  private track(track: BgmTrack): SoundHandle | null {
    const existing = this.tracks.get(track);
    if (existing) return existing;
    const handle = this.load(
      this.options.bgmSources[track],
      this.options.bgmLoops[track],
      0,
      `music "${track}"`,
    );
    if (handle) this.tracks.set(track, handle);
    return handle;
  }

  private effect(name: SfxName): SoundHandle | null {
    const existing = this.effects.get(name);
    if (existing) return existing;
    const handle = this.load(this.options.sfxSources[name], false, this.sfxGain(), `sound effect "${name}"`);
    if (handle) this.effects.set(name, handle);
    return handle;
  }

  private load(src: string | undefined, loop: boolean, volume: number, label: string): SoundHandle | null {
    if (!src) {
      this.report(`No file for ${label}`);
      return null;
    }
    try {
      return this.backend.create({
        src,
        loop,
        volume,
        onLoadError: (error) => this.report(`Could not load ${label} (${src})`, error),
        onPlayError: (error) => this.report(`Could not play ${label} (${src})`, error),
      });
    } catch (error) {
      this.report(`Could not load ${label} (${src})`, error);
      return null;
    }
  }

  /** Logs a failure once per message so a broken file does not flood the console. */
  private report(message: string, error?: unknown): void {
    if (this.failed.has(message)) return;
    this.failed.add(message);
    this.log(message, error);
  }
}

function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}
