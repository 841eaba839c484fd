export { AudioManager, type AudioManagerOptions, type AudioSettings, DEFAULT_FADE_MS } from './AudioManager';
export {
  type AudioListenerDeps,
  type AudioView,
  audioSettingsFor,
  setupAudioListeners,
  trackFor,
} from './audioListeners';
export { bgmLoops, bgmSources, engineSfxSources, sfxSources } from './audioSources';
export { createGameAudio, type GameAudio } from './createGameAudio';
export { type EventCues, engineEventCues } from './engineEventCues';
export { GameAudioProvider, useGameAudio } from './GameAudioContext';
export { createHowlerBackend, type SoundBackend, type SoundHandle, type SoundSpec } from './soundBackend';
export { BGM_TRACKS, type BgmTrack, SFX_NAMES, type SfxName } from './soundNames';
export {
  browserSpeechOptions,
  pickEnglishVoice,
  SpeechHelper,
  type SpeechHelperOptions,
  type SpeechStatus,
  type SynthesisLike,
  type UtteranceLike,
  type VoiceLike,
} from './speech';
export { useSpeechStatus } from './useSpeechStatus';
