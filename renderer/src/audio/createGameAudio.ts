import { startAppListening } from '../store/listenerMiddleware';
import { selectSound } from '../store/sound';
import { AudioManager } from './AudioManager';
import { type AudioView, audioSettingsFor, setupAudioListeners } from './audioListeners';
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
 * synthesis, and the store listeners that drive them from `state` onwards. `onNoEnglishVoice` is
 * called once when English words cannot be spoken on this computer (the game then shows them).
 */
export function createGameAudio(state: AudioView, onNoEnglishVoice?: () => void): GameAudio {
  const audio = new AudioManager({
    backend: createHowlerBackend(),
    bgmSources,
    bgmLoops,
    sfxSources,
    settings: audioSettingsFor(selectSound(state)),
  });
  const speech = new SpeechHelper({ ...browserSpeechOptions(), onNoEnglishVoice });
  const teardown = setupAudioListeners(startAppListening, { audio, speech, initialState: state });
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
