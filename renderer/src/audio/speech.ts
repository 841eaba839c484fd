/** The parts of a Web Speech voice the helper reads. */
export interface VoiceLike {
  name: string;
  lang: string;
  localService: boolean;
  default: boolean;
}

/** The parts of a `SpeechSynthesisUtterance` the helper sets. */
export interface UtteranceLike {
  text: string;
  lang: string;
  rate: number;
  voice: VoiceLike | null;
}

/** The parts of `window.speechSynthesis` the helper uses; tests pass a fake. */
export interface SynthesisLike {
  speak(utterance: UtteranceLike): void;
  cancel(): void;
  getVoices(): VoiceLike[];
  addEventListener(type: 'voiceschanged', listener: () => void): void;
  removeEventListener(type: 'voiceschanged', listener: () => void): void;
}

/** Whether English speech is possible: not known yet, ready with a voice, or impossible here. */
export type SpeechStatus = 'unknown' | 'ready' | 'noEnglishVoice';

/** What {@link SpeechHelper} needs from the page. */
export interface SpeechHelperOptions {
  /** The browser's speech synthesis, or null where the Web Speech API is missing. */
  synthesis: SynthesisLike | null;
  /** Makes an utterance for a text; in the browser, `new SpeechSynthesisUtterance(text)`. */
  createUtterance: (text: string) => UtteranceLike;
  /** Called once when it is clear that no English voice exists, so the game can show words instead. */
  onNoEnglishVoice?: () => void;
  /** How long to wait for a voice list that arrives late before giving up, in ms. */
  voicesTimeoutMs?: number;
  /** Speaking rate of the first reading of a word. */
  normalRate?: number;
  /** Speaking rate when the same word is asked for again. */
  slowRate?: number;
}

function normaliseLang(lang: string): string {
  return lang.replace(/_/g, '-').toLowerCase();
}

/**
 * Chooses the voice for English words: an American English voice on this computer first, then any
 * American English voice, then any English voice on this computer, then any English voice; within each
 * group the system's default voice wins. Answers null when there is no English voice at all.
 */
export function pickEnglishVoice(voices: readonly VoiceLike[]): VoiceLike | null {
  const rank = (voice: VoiceLike): number => {
    const lang = normaliseLang(voice.lang);
    const american = lang === 'en-us';
    const english = lang === 'en' || lang.startsWith('en-');
    if (!english) return Number.POSITIVE_INFINITY;
    return (american ? 0 : 4) + (voice.localService ? 0 : 2) + (voice.default ? 0 : 1);
  };
  let best: VoiceLike | null = null;
  let bestRank = Number.POSITIVE_INFINITY;
  for (const voice of voices) {
    const r = rank(voice);
    if (r < bestRank) {
      best = voice;
      bestRank = r;
    }
  }
  return best;
}

/** Default wait for a late voice list (ms); Chromium usually delivers it well within this. */
export const DEFAULT_VOICES_TIMEOUT_MS = 2000;

/**
 * Speaks English answers through the Web Speech API.
 * A word asked for again right after is read more slowly; each request cancels the one before, so
 * utterances never overlap. The voice list may arrive late (`voiceschanged`): a word asked for
 * meanwhile is spoken when it arrives. Where no English voice exists, it says so once through
 * `onNoEnglishVoice` and stays silent, so the game shows the word instead; an English voice that
 * arrives even after that (with or without `voiceschanged`, as Safari may) is taken up and used.
 */
export class SpeechHelper {
  private readonly synthesis: SynthesisLike | null;
  private readonly options: SpeechHelperOptions;
  private voice: VoiceLike | null = null;
  private currentStatus: SpeechStatus = 'unknown';
  private reported = false;
  private lastWord: string | null = null;
  private pendingWord: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly onVoicesChanged = () => this.refreshVoices(true);
  private readonly statusListeners = new Set<() => void>();

  constructor(options: SpeechHelperOptions) {
    this.options = options;
    this.synthesis = options.synthesis;
    if (!this.synthesis) {
      this.setNoVoice();
      return;
    }
    this.synthesis.addEventListener('voiceschanged', this.onVoicesChanged);
    this.refreshVoices(false);
    if (this.currentStatus === 'unknown') {
      this.timer = setTimeout(() => {
        this.timer = null;
        if (this.currentStatus === 'unknown') this.refreshVoices(true);
      }, options.voicesTimeoutMs ?? DEFAULT_VOICES_TIMEOUT_MS);
    }
  }

  /** Whether English speech works here yet. */
  get status(): SpeechStatus {
    return this.currentStatus;
  }

  /** Calls `listener` whenever {@link SpeechHelper.status} changes; answers a function that stops it. */
  subscribe(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  /** The chosen voice, or null. */
  get chosenVoice(): VoiceLike | null {
    return this.voice;
  }

  /**
   * Speaks `word`; the same word asked for again is read slowly. Answers false when it cannot be
   * spoken (no English voice), true when it was spoken or will be once the voices arrive.
   */
  speak(word: string): boolean {
    const text = word.trim();
    if (!text || !this.synthesis) return false;
    // Safari and ChromeOS may fill the list after the wait with no voiceschanged: look again.
    if (this.currentStatus === 'noEnglishVoice') this.refreshVoices(true);
    if (this.currentStatus === 'noEnglishVoice') return false;
    const repeat = this.lastWord === text;
    this.lastWord = text;
    if (this.currentStatus === 'unknown') {
      this.pendingWord = text;
      return true;
    }
    this.say(text, repeat ? (this.options.slowRate ?? 0.7) : (this.options.normalRate ?? 1));
    return true;
  }

  /** Silences any word being spoken and forgets the last word, so the next reading is at normal speed. */
  stop(): void {
    this.pendingWord = null;
    this.lastWord = null;
    this.synthesis?.cancel();
  }

  /** Stops listening for voice changes and silences speech. */
  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.synthesis?.removeEventListener('voiceschanged', this.onVoicesChanged);
    this.stop();
  }

  private say(text: string, rate: number): void {
    const synthesis = this.synthesis;
    if (!synthesis || !this.voice) return;
    const utterance = this.options.createUtterance(text);
    utterance.voice = this.voice;
    utterance.lang = this.voice.lang.replace(/_/g, '-');
    utterance.rate = rate;
    synthesis.cancel();
    synthesis.speak(utterance);
  }

  /** Re-reads the voice list; `final` means an empty list is the real answer, not a late one. */
  private refreshVoices(final: boolean): void {
    const voices = this.synthesis?.getVoices() ?? [];
    if (voices.length === 0 && !final) return;
    this.voice = pickEnglishVoice(voices);
    if (!this.voice) {
      // An empty list right after a change event may still be filling in; only the timeout decides.
      if (voices.length === 0 && this.timer) return;
      this.setNoVoice();
      return;
    }
    this.setStatus('ready');
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const pending = this.pendingWord;
    this.pendingWord = null;
    if (pending) this.say(pending, this.options.normalRate ?? 1);
  }

  private setStatus(status: SpeechStatus): void {
    if (this.currentStatus === status) return;
    this.currentStatus = status;
    for (const listener of this.statusListeners) listener();
  }

  private setNoVoice(): void {
    this.setStatus('noEnglishVoice');
    this.pendingWord = null;
    if (this.reported) return;
    this.reported = true;
    this.options.onNoEnglishVoice?.();
  }
}

/** The browser's speech synthesis and utterance maker, or a silent stand-in where the API is missing. */
export function browserSpeechOptions(): Pick<SpeechHelperOptions, 'synthesis' | 'createUtterance'> {
  const available = typeof window !== 'undefined' && 'speechSynthesis' in window;
  return {
    synthesis: available ? window.speechSynthesis : null,
    createUtterance: (text) => new SpeechSynthesisUtterance(text),
  };
}
