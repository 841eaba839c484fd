import { beforeAll, describe, expect, it } from 'vitest';
import { READING_OVERRIDES } from '../../../scripts/bank/readingOverrides';
import {
  alignReading,
  annotateTokens,
  createReadingAnnotator,
  type ReadingAnnotator,
  toHiragana,
} from '../../../scripts/bank/readings';

describe('readings written by the analyser', () => {
  let annotate: ReadingAnnotator;
  beforeAll(async () => {
    annotate = await createReadingAnnotator();
  });

  it('reads only the kanji the band has not learned', () => {
    expect(annotate('私の名前はハルトです。', 'e56')).toEqual({
      text: '私（わたし）の名前はハルトです。',
      missing: [],
    });
    expect(annotate('私の名前はハルトです。', 'j1').text).toBe('私の名前はハルトです。');
    expect(annotate('私の名前はハルトです。', 'e34').text).toBe('私（わたし）の名前（なまえ）はハルトです。');
  });

  it('keeps okurigana and kana prefixes outside the brackets', () => {
    expect(annotate('食べる', 'e34').text).toBe('食（た）べる');
    expect(annotate('取り消す', 'e34').text).toBe('取（と）り消（け）す');
    expect(annotate('お茶', 'e34').text).toBe('お茶（ちゃ）');
  });

  it('reads a number with its counter as one word, as the question panel shows 1月', () => {
    expect(annotate('1月', 'e34').text).toBe('1月（いちがつ）');
  });

  it('puts a learned kanji right before an unlearned one into the same reading', () => {
    // The question panel takes the whole run of kanji before a bracket as the base of the reading.
    expect(annotate('大事件', 'e56').text).toBe('大事件（だいじけん）');
  });

  it('leaves numbers, latin letters and punctuation alone', () => {
    expect(annotate('Tシャツを3まい、ABC！', 'e56')).toEqual({ text: 'Tシャツを3まい、ABC！', missing: [] });
  });

  it('leaves text that already carries a reading as written', () => {
    expect(annotate('記憶（きおく）力', 'e56')).toEqual({ text: '記憶（きおく）力', missing: [] });
  });

  it('reports a kanji it cannot read', () => {
    // The dictionary knows 癒す, not the newer spelling 癒やす.
    expect(annotate('癒やす', 'j1').missing).toEqual(['癒']);
  });

  it('uses the override table where the analyser misreads a word', () => {
    // What a pupil reads: each bracket's reading in place of its kanji, kana as written.
    const spoken = (text: string) =>
      text.replace(/[^（）]+?（([^）]+)）/g, (whole, reading: string) => {
        const kana = whole.slice(0, whole.indexOf('（')).match(/^[\u3041-\u3096]*/)?.[0] ?? '';
        return kana + reading;
      });
    for (const [word, reading] of Object.entries(READING_OVERRIDES)) {
      expect(spoken(annotate(word, 'e34').text), word).toBe(reading);
    }
  });

  it('applies an override only where the number starts and where the tokens cover the word', () => {
    expect(annotate('13日', 'e34').text).not.toContain('みっか');
    expect(annotate('一人っ子', 'e34').text).toBe('一人（ひとり）っ子（こ）');
  });
});

describe('the pure parts of the annotator', () => {
  it('turns katakana readings into hiragana', () => {
    expect(toHiragana('ワタシ・ヴァー')).toBe('わたし・ゔぁー');
  });

  it('splits a reading over the kanji runs of a word, or keeps it whole when the kana do not line up', () => {
    expect(alignReading('話し合う', 'はなしあう')).toEqual([
      { text: '話', reading: 'はな' },
      { text: 'し' },
      { text: '合', reading: 'あ' },
      { text: 'う' },
    ]);
    expect(alignReading('食べる', 'くう')).toEqual([{ text: '食べる', reading: 'くう' }]);
  });

  it('reports kanji whose token has no reading, a placeholder reading, or its own surface as reading', () => {
    const tokens = [
      { surface: '記憶', reading: undefined },
      { surface: 'と' },
      { surface: '憲法', reading: '*' },
      { surface: '犬', reading: 'イヌ' },
    ];
    expect(annotateTokens('記憶と憲法犬', tokens, 'e56')).toEqual({
      text: '記憶と憲法犬',
      missing: ['憶', '憲'],
    });
    expect(annotateTokens('術', [{ surface: '術', reading: '術' }], 'e56').missing).toEqual(['術']);
  });
});
