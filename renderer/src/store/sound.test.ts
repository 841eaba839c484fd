import { describe, expect, it } from 'vitest';
import { makeStore } from './index';
import { updateSettings } from './settingsSlice';
import { selectCanSpeakWords, selectSound } from './sound';
import { audioUnlocked, englishVoiceMissing } from './soundSlice';

const store = () => makeStore(undefined, { timer: false });

describe('speaking words aloud', () => {
  it('speaks words only with sound allowed, reading aloud on and an English voice present', () => {
    const s = store();
    expect(selectCanSpeakWords(s.getState())).toBe(false);
    s.dispatch(updateSettings({ consent: 'granted', speech: true }));
    expect(selectCanSpeakWords(s.getState())).toBe(true);
    s.dispatch(updateSettings({ speech: false }));
    expect(selectCanSpeakWords(s.getState())).toBe(false);
    s.dispatch(updateSettings({ speech: true, sound: false }));
    expect(selectCanSpeakWords(s.getState())).toBe(false);
    s.dispatch(updateSettings({ sound: true }));
    s.dispatch(englishVoiceMissing(true));
    expect(selectCanSpeakWords(s.getState())).toBe(false);
  });

  it('gives the audio layer the settings as chosen and whether audio may start yet', () => {
    const s = store();
    s.dispatch(updateSettings({ consent: 'granted', bgm: false, sfxVolume: 0.3, bgmVolume: 0.6 }));
    expect(selectSound(s.getState())).toMatchObject({
      sound: true,
      bgm: false,
      sfxVolume: 0.3,
      bgmVolume: 0.6,
      consent: 'granted',
      unlocked: false,
      noEnglishVoice: false,
    });
    s.dispatch(audioUnlocked());
    expect(selectSound(s.getState()).unlocked).toBe(true);
  });
});
