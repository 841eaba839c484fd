// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingBackend } from '../../../tests/support/renderer/audio/recordingBackend';
import { AudioManager } from './AudioManager';
import { GameAudioProvider, useGameAudio } from './GameAudioContext';
import { BGM_TRACKS, type BgmTrack, SFX_NAMES, type SfxName } from './soundNames';
import { SpeechHelper } from './speech';
import { useSpeechStatus } from './useSpeechStatus';

afterEach(() => {
  cleanup();
});

function SpeechBadge() {
  const gameAudio = useGameAudio();
  const status = useSpeechStatus(gameAudio?.speech ?? null);
  return <p>{status}</p>;
}

describe('GameAudioProvider', () => {
  it('hands the running audio to the screens', () => {
    const recorder = createRecordingBackend();
    const audio = new AudioManager({
      backend: recorder.backend,
      bgmSources: Object.fromEntries(BGM_TRACKS.map((t) => [t, t])) as Record<BgmTrack, string>,
      bgmLoops: { map: true, battle: true, victory: false, defeat: false },
      sfxSources: Object.fromEntries(SFX_NAMES.map((n) => [n, n])) as Record<SfxName, string>,
      settings: { sound: true, bgm: true, sfx: true, bgmVolume: 1, sfxVolume: 1 },
    });
    const speech = new SpeechHelper({
      synthesis: {
        speak: () => {},
        cancel: () => {},
        getVoices: () => [{ name: 'Samantha', lang: 'en-US', localService: true, default: true }],
        addEventListener: () => {},
        removeEventListener: () => {},
      },
      createUtterance: (text) => ({ text, lang: '', rate: 1, voice: null }),
    });
    render(
      <GameAudioProvider value={{ audio, speech }}>
        <SpeechBadge />
      </GameAudioProvider>,
    );
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('answers null outside a provider', () => {
    render(<SpeechBadge />);
    expect(screen.getByText('noEnglishVoice')).toBeTruthy();
  });
});
