import { beforeAll, describe, expect, it } from 'vitest';
import { BANDS, type BankEntry } from '../../../core/bank/bankEntry';
import { isKanji } from '../../../core/bank/kanjiGrades';
import { checkSchema, readBankSource } from '../../../scripts/bank/checks';
import { type ReviewBand, readingReview, readingReviewMarkdown } from '../../../scripts/bank/readingReview';
import { createWordAnalyser, type WordAnalyser } from '../../../scripts/bank/readings';

const { entries } = checkSchema(readBankSource().files);

describe('the teachers’ review of every reading', () => {
  let analyse: WordAnalyser;
  let review: ReviewBand[];
  beforeAll(async () => {
    analyse = await createWordAnalyser();
    review = readingReview(entries, analyse);
  });

  it('lists every kanji of every year’s Japanese inside a listed word of that year', () => {
    for (const band of BANDS) {
      const listed =
        review
          .find((r) => r.band === band)
          ?.words.map((w) => w.word)
          .join('') ?? '';
      const texts = entries.filter((e) => e.band === band).flatMap((e) => [e.ja, e.example?.ja ?? '']);
      const kanji = new Set(texts.flatMap((text) => [...text].filter(isKanji)));
      for (const ch of kanji) expect(listed, `${band}: ${ch}`).toContain(ch);
    }
  });

  it('lists every word the analyser finds in an entry, with the reading the game gives it', () => {
    const nervous = entries.find((e) => e.id === 'e56.nervous') as BankEntry;
    const e56 = review.find((r) => r.band === 'e56')?.words ?? [];
    expect(e56).toContainEqual(
      expect.objectContaining({ word: '緊張', reading: 'きんちょう', furigana: true }),
    );
    expect(e56.find((w) => w.word === '緊張')?.firstEntry).toBe(nervous.en);
    const j3 = review.find((r) => r.band === 'j3')?.words ?? [];
    expect(j3).toContainEqual(expect.objectContaining({ word: '300年間', reading: 'さんびゃくねんかん' }));
  });

  it('gives every listed word a reading in hiragana', () => {
    for (const { band, words } of review) {
      for (const w of words) expect(w.reading, `${band}: ${w.word}`).toMatch(/^[\u3041-\u3096ー]+$/);
    }
  });

  it('writes a section per year and a table row per listed word', () => {
    const markdown = readingReviewMarkdown(review);
    const rows = markdown
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| ことば') && !line.startsWith('| ---'));
    expect(rows).toHaveLength(review.reduce((sum, r) => sum + r.words.length, 0));
    expect(markdown).toContain('## 小学 3・4 年');
    expect(markdown).toContain('## 中学 3 年');
    expect(markdown).toContain('| 緊張 | きんちょう | 表示 |');
  });
});

describe('the review of a small bank', () => {
  // A stand-in analyser: each kanji run is a word read by the table.
  const READINGS: Record<string, string> = { 学校: 'がっこう', 犬: 'いぬ', 雪像: 'せつぞう' };
  const analyse: WordAnalyser = (ja) =>
    (ja.match(/[\u4e00-\u9fff]+|[^\u4e00-\u9fff]+/g) ?? []).map((surface) => ({
      surface,
      reading: READINGS[surface],
    }));
  const entry = (id: string, ja: string, example?: string): BankEntry => ({
    id: `e56.${id}`,
    en: id,
    ja,
    pos: 'noun',
    band: 'e56',
    theme: 't',
    ...(example ? { example: { en: id, ja: example } } : {}),
  });

  it('lists each word once per year with how many entries use it, in reading order', () => {
    const review = readingReview(
      [entry('school', '学校', '学校の犬'), entry('dog', '犬'), entry('statue', '雪像')],
      analyse,
    );
    expect(review.find((r) => r.band === 'e56')?.words).toEqual([
      { word: '犬', reading: 'いぬ', furigana: false, firstEntry: 'school', entries: 2 },
      { word: '学校', reading: 'がっこう', furigana: false, firstEntry: 'school', entries: 1 },
      { word: '雪像', reading: 'せつぞう', furigana: true, firstEntry: 'statue', entries: 1 },
    ]);
    expect(review.find((r) => r.band === 'j1')?.words).toEqual([]);
  });

  it('escapes table characters and says when a year has no kanji', () => {
    const markdown = readingReviewMarkdown([
      { band: 'e34', words: [] },
      { band: 'e56', words: [{ word: 'A|B', reading: '', furigana: false, firstEntry: '*x*', entries: 1 }] },
    ]);
    expect(markdown).toContain('漢字はありません');
    expect(markdown).toContain('| A\\|B | （読みなし） | — | \\*x\\* |');
  });
});
