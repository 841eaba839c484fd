import type { AppStore } from '../store';
import { selectSound } from '../store/sound';
import { nextPaint } from '../store/storeDeps';
import { AudioManager } from './AudioManager';
import { audioSettingsFor, setupAudioListeners } from './audioListeners';
import { bgmLoops, bgmSources, sfxSources } from './audioSources';
import { createHowlerBackend } from './soundBackend';
import { browserSpeechOptions, SpeechHelper } from './speech';

/** The game's running audio: music and effects, English speech, and a function that stops both. */
export interface GameAudio {
  audio: AudioManager;
  speech: SpeechHelper;
  /** Removes the store listeners, stops all sound and frees the files. */
  stop(): void;
}

/**
 * Starts the real audio for the app: howler with the synthesised Ogg/Opus files, the browser's speech
 * synthesis, and the listeners on `store` that drive them from its state now onwards. `onNoEnglishVoice`
 * is called once when English words cannot be spoken on this computer (the game then shows them).
 */
export function createGameAudio(
  store: Pick<AppStore, 'getState' | 'dispatch'>,
  onNoEnglishVoice?: () => void,
): GameAudio {
  const state = store.getState();
  const audio = new AudioManager({
    backend: createHowlerBackend(),
    bgmSources,
    bgmLoops,
    sfxSources,
    settings: audioSettingsFor(selectSound(state)),
  });
  const speech = new SpeechHelper({ ...browserSpeechOptions(), onNoEnglishVoice });
  const teardown = setupAudioListeners(store.dispatch, {
    audio,
    speech,
    initialState: state,
    afterPaint: nextPaint,
  });
  return {
    audio,
    speech,
    stop() {
      teardown();
      speech.dispose();
      audio.dispose();
    },
  };
}
