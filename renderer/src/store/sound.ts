import type { Settings } from '../../../core/contract';
import type { RootState } from './index';
import { createAppSelector } from './selectors';

/**
 * The spec's "sound" area as the audio layer reads it: the sound settings (stored once, in the
 * settings slice) plus the two facts the sound slice itself owns — whether the browser lets audio
 * start yet, and whether this computer has an English voice.
 */
export interface SoundView {
  sound: boolean;
  bgm: boolean;
  sfx: boolean;
  bgmVolume: number;
  sfxVolume: number;
  speech: boolean;
  consent: Settings['consent'];
  /** A key or click has happened, so the browser allows audio to start. */
  unlocked: boolean;
  /** No English voice exists here, so words cannot be spoken. */
  noEnglishVoice: boolean;
}

/** Whether any sound may play: the master switch is on and the player agreed to sound. The one rule. */
export function soundAllowed(settings: Pick<Settings, 'sound' | 'consent'>): boolean {
  return settings.sound && settings.consent === 'granted';
}

/** Whether English words may be spoken: sound allowed and reading aloud on. */
export function speechAllowed(settings: Pick<Settings, 'sound' | 'consent' | 'speech'>): boolean {
  return soundAllowed(settings) && settings.speech;
}

/** The sound settings, audio unlock and voice availability, one object while none of them changes. */
export const selectSound = createAppSelector(
  [
    (s: RootState) => s.settings.sound,
    (s: RootState) => s.settings.bgm,
    (s: RootState) => s.settings.sfx,
    (s: RootState) => s.settings.bgmVolume,
    (s: RootState) => s.settings.sfxVolume,
    (s: RootState) => s.settings.speech,
    (s: RootState) => s.settings.consent,
    (s: RootState) => s.sound.unlocked,
    (s: RootState) => s.sound.noEnglishVoice,
  ],
  (sound, bgm, sfx, bgmVolume, sfxVolume, speech, consent, unlocked, noEnglishVoice): SoundView => ({
    sound,
    bgm,
    sfx,
    bgmVolume,
    sfxVolume,
    speech,
    consent,
    unlocked,
    noEnglishVoice,
  }),
);

/** Whether any sound may play (see {@link soundAllowed}). */
export const selectSoundAllowed = (s: RootState) => soundAllowed(s.settings);

/**
 * Whether a word can be heard when asked for: speech allowed and an English voice on this computer.
 * When not, the hint ladder starts at its written steps.
 */
export const selectCanSpeakWords = (s: RootState) => speechAllowed(s.settings) && !s.sound.noEnglishVoice;
