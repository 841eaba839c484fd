import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  pickEnglishVoice,
  SpeechHelper,
  type SynthesisLike,
  type UtteranceLike,
  type VoiceLike,
} from './speech';

function voice(name: string, lang: string, localService = true, isDefault = false): VoiceLike {
  return { name, lang, localService, default: isDefault };
}

/** A fake `speechSynthesis` that records what it was asked to say and can deliver voices late. */
function fakeSynthesis(initialVoices: VoiceLike[]) {
  let voices = initialVoices;
  const listeners = new Set<() => void>();
  const log: string[] = [];
  const spoken: UtteranceLike[] = [];
  const synthesis: SynthesisLike = {
    speak(utterance) {
      log.push(`speak ${utterance.text} @${utterance.rate}`);
      spoken.push(utterance);
    },
    cancel() {
      log.push('cancel');
    },
    getVoices: () => voices,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  return {
    synthesis,
    log,
    spoken,
    listenerCount: () => listeners.size,
    deliverVoices(next: VoiceLike[]) {
      voices = next;
      for (const listener of listeners) listener();
    },
  };
}

const createUtterance = (text: string): UtteranceLike => ({ text, lang: '', rate: 1, voice: null });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pickEnglishVoice', () => {
  const table: { name: string; voices: VoiceLike[]; expected: string | null }[] = [
    {
      name: 'prefers a local American English voice over a remote one',
      voices: [voice('Remote US', 'en-US', false, true), voice('Kyoko', 'ja-JP'), voice('Local US', 'en-US')],
      expected: 'Local US',
    },
    {
      name: 'prefers American English over other English, even remote',
      voices: [voice('Daniel', 'en-GB'), voice('Cloud US', 'en-US', false)],
      expected: 'Cloud US',
    },
    {
      name: 'takes any English voice when there is no American one',
      voices: [voice('Haruka', 'ja-JP'), voice('Karen', 'en-AU')],
      expected: 'Karen',
    },
    {
      name: 'prefers a local English voice over a remote one when neither is American',
      voices: [voice('Cloud GB', 'en-GB', false), voice('Moira', 'en-IE')],
      expected: 'Moira',
    },
    {
      name: 'reads underscore and lower-case language tags (Linux and Android style)',
      voices: [voice('Other', 'en_GB'), voice('espeak us', 'en_us')],
      expected: 'espeak us',
    },
    {
      name: 'prefers the system default among equally good voices',
      voices: [voice('David', 'en-US'), voice('Zira', 'en-US', true, true)],
      expected: 'Zira',
    },
    {
      name: 'answers null when no voice is English',
      voices: [voice('Haruka', 'ja-JP'), voice('Ayumi', 'ja-JP'), voice('Enrique', 'es-ES')],
      expected: null,
    },
    {
      name: 'does not mistake a language starting with "en" for English',
      voices: [voice('Other', 'eng-XX')],
      expected: null,
    },
  ];
  for (const row of table) {
    it(row.name, () => {
      expect(pickEnglishVoice(row.voices)?.name ?? null).toBe(row.expected);
    });
  }
});

describe('SpeechHelper', () => {
  it('speaks with the chosen English voice and its language', () => {
    const fake = fakeSynthesis([voice('Kyoko', 'ja-JP'), voice('Samantha', 'en-US')]);
    const helper = new SpeechHelper({ synthesis: fake.synthesis, createUtterance });
    expect(helper.status).toBe('ready');
    expect(helper.speak('January')).toBe(true);
    expect(fake.spoken[0]?.voice?.name).toBe('Samantha');
    expect(fake.spoken[0]?.lang).toBe('en-US');
  });

  it('reads the same word more slowly when it is asked for again, and a new word at normal speed', () => {
    const fake = fakeSynthesis([voice('Samantha', 'en-US')]);
    const helper = new SpeechHelper({ synthesis: fake.synthesis, createUtterance });
    helper.speak('Monday');
    helper.speak('Monday');
    helper.speak('Tuesday');
    expect(fake.spoken.map((u) => `${u.text}@${u.rate}`)).toEqual(['Monday@1', 'Monday@0.7', 'Tuesday@1']);
  });

  it('cancels before every utterance so two never overlap', () => {
    const fake = fakeSynthesis([voice('Samantha', 'en-US')]);
    const helper = new SpeechHelper({ synthesis: fake.synthesis, createUtterance });
    helper.speak('one');
    helper.speak('two');
    expect(fake.log).toEqual(['cancel', 'speak one @1', 'cancel', 'speak two @1']);
  });

  it('waits for voices that load late and then speaks the word asked for meanwhile', () => {
    const fake = fakeSynthesis([]);
    const onNoEnglishVoice = vi.fn();
    const helper = new SpeechHelper({ synthesis: fake.synthesis, createUtterance, onNoEnglishVoice });
    expect(helper.status).toBe('unknown');
    expect(helper.speak('apple')).toBe(true);
    expect(fake.spoken).toEqual([]);
    fake.deliverVoices([voice('Alex', 'en-US')]);
    expect(helper.status).toBe('ready');
    expect(fake.spoken.map((u) => u.text)).toEqual(['apple']);
    vi.advanceTimersByTime(10_000);
    expect(onNoEnglishVoice).not.toHaveBeenCalled();
  });

  it('reports no English voice once when only other languages exist, and stays silent', () => {
    const fake = fakeSynthesis([voice('Haruka', 'ja-JP')]);
    const onNoEnglishVoice = vi.fn();
    const helper = new SpeechHelper({ synthesis: fake.synthesis, createUtterance, onNoEnglishVoice });
    expect(helper.status).toBe('noEnglishVoice');
    expect(helper.speak('cat')).toBe(false);
    expect(helper.speak('dog')).toBe(false);
    fake.deliverVoices([voice('Haruka', 'ja-JP'), voice('Ichiro', 'ja-JP')]);
    expect(onNoEnglishVoice).toHaveBeenCalledTimes(1);
    expect(fake.log.filter((entry) => entry.startsWith('speak'))).toEqual([]);
  });

  it('tells subscribers when the status changes', () => {
    const fake = fakeSynthesis([]);
    const helper = new SpeechHelper({ synthesis: fake.synthesis, createUtterance });
    const seen: string[] = [];
    const unsubscribe = helper.subscribe(() => seen.push(helper.status));
    fake.deliverVoices([voice('Haruka', 'ja-JP')]);
    fake.deliverVoices([voice('Haruka', 'ja-JP'), voice('Alex', 'en-US')]);
    unsubscribe();
    fake.deliverVoices([voice('Haruka', 'ja-JP')]);
    expect(seen).toEqual(['noEnglishVoice', 'ready']);
  });

  it('reports no English voice once when no voice list ever arrives', () => {
    const fake = fakeSynthesis([]);
    const onNoEnglishVoice = vi.fn();
    const helper = new SpeechHelper({
      synthesis: fake.synthesis,
      createUtterance,
      onNoEnglishVoice,
      voicesTimeoutMs: 1500,
    });
    helper.speak('red');
    vi.advanceTimersByTime(1499);
    expect(onNoEnglishVoice).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onNoEnglishVoice).toHaveBeenCalledTimes(1);
    expect(helper.status).toBe('noEnglishVoice');
    expect(fake.spoken).toEqual([]);
  });

  it('an empty voice list announced early does not end the wait before the timeout', () => {
    const fake = fakeSynthesis([]);
    const onNoEnglishVoice = vi.fn();
    const helper = new SpeechHelper({ synthesis: fake.synthesis, createUtterance, onNoEnglishVoice });
    fake.deliverVoices([]);
    expect(helper.status).toBe('unknown');
    fake.deliverVoices([voice('Fred', 'en-US')]);
    expect(helper.status).toBe('ready');
    expect(onNoEnglishVoice).not.toHaveBeenCalled();
  });

  it('takes up an English voice that arrives after the wait ended, and speaks with it', () => {
    const fake = fakeSynthesis([]);
    const onNoEnglishVoice = vi.fn();
    const helper = new SpeechHelper({
      synthesis: fake.synthesis,
      createUtterance,
      onNoEnglishVoice,
      voicesTimeoutMs: 1000,
    });
    vi.advanceTimersByTime(1000);
    expect(helper.status).toBe('noEnglishVoice');
    // ChromeOS: the list comes seconds later, with voiceschanged.
    fake.deliverVoices([voice('Kyoko', 'ja-JP'), voice('Google US English', 'en-US', false)]);
    expect(helper.status).toBe('ready');
    expect(helper.speak('apple')).toBe(true);
    expect(fake.spoken.map((u) => [u.text, u.voice?.name, u.lang])).toEqual([
      ['apple', 'Google US English', 'en-US'],
    ]);
    expect(onNoEnglishVoice).toHaveBeenCalledTimes(1);
  });

  it('finds voices that filled in with no voiceschanged at all (Safari) when the next word is asked for', () => {
    const voices: VoiceLike[] = [];
    const synthesis: SynthesisLike = {
      speak: (utterance) => spoken.push(utterance),
      cancel: () => {},
      getVoices: () => voices,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    const spoken: UtteranceLike[] = [];
    const helper = new SpeechHelper({ synthesis, createUtterance, voicesTimeoutMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(helper.speak('cat')).toBe(false);
    voices.push(voice('Samantha', 'en-US', true, true));
    expect(helper.speak('dog')).toBe(true);
    expect(helper.status).toBe('ready');
    expect(spoken.map((u) => [u.text, u.voice?.name])).toEqual([['dog', 'Samantha']]);
  });

  it('reports no English voice at once where the Web Speech API is missing', () => {
    const onNoEnglishVoice = vi.fn();
    const helper = new SpeechHelper({ synthesis: null, createUtterance, onNoEnglishVoice });
    expect(helper.status).toBe('noEnglishVoice');
    expect(helper.speak('blue')).toBe(false);
    expect(onNoEnglishVoice).toHaveBeenCalledTimes(1);
  });

  it('stop silences speech and the next reading of the same word is at normal speed again', () => {
    const fake = fakeSynthesis([voice('Samantha', 'en-US')]);
    const helper = new SpeechHelper({ synthesis: fake.synthesis, createUtterance });
    helper.speak('green');
    helper.stop();
    helper.speak('green');
    expect(fake.log).toEqual(['cancel', 'speak green @1', 'cancel', 'cancel', 'speak green @1']);
  });

  it('ignores blank words and stops listening for voices when disposed', () => {
    const fake = fakeSynthesis([voice('Samantha', 'en-US')]);
    const helper = new SpeechHelper({ synthesis: fake.synthesis, createUtterance });
    expect(helper.speak('   ')).toBe(false);
    expect(fake.listenerCount()).toBe(1);
    helper.dispose();
    expect(fake.listenerCount()).toBe(0);
  });
});
