// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SpeechHelper, type SynthesisLike, type VoiceLike } from './speech';
import { useSpeechStatus } from './useSpeechStatus';

afterEach(() => {
  cleanup();
});

function lateVoices() {
  let voices: VoiceLike[] = [];
  const listeners = new Set<() => void>();
  const synthesis: SynthesisLike = {
    speak: () => {},
    cancel: () => {},
    getVoices: () => voices,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  return {
    synthesis,
    deliver(next: VoiceLike[]) {
      voices = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('useSpeechStatus', () => {
  it('re-renders when it becomes clear that no English voice exists', () => {
    const fake = lateVoices();
    const speech = new SpeechHelper({
      synthesis: fake.synthesis,
      createUtterance: (text) => ({ text, lang: '', rate: 1, voice: null }),
    });
    const { result } = renderHook(() => useSpeechStatus(speech));
    expect(result.current).toBe('unknown');
    act(() => fake.deliver([{ name: 'Kyoko', lang: 'ja-JP', localService: true, default: true }]));
    expect(result.current).toBe('noEnglishVoice');
    speech.dispose();
  });

  it('treats missing speech as no English voice', () => {
    const { result } = renderHook(() => useSpeechStatus(null));
    expect(result.current).toBe('noEnglishVoice');
  });
});
