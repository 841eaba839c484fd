import { BANDS, type Band, type BankEntry } from '../../core/bank/bankEntry';
import { BAND_LABELS } from '../../core/bank/bankLabels';
import { isKanji, unknownKanji } from '../../core/bank/kanjiGrades';
import { hasWrittenReading, toHiragana, type WordAnalyser } from './readings';

/** One kanji word of a year with the reading the game gives it. */
export interface ReviewWord {
  word: string;
  /** The reading in hiragana, or '' when the analyser has none. */
  reading: string;
  /** Whether pupils of the year see this reading as furigana (the word has a kanji they have not learned). */
  furigana: boolean;
  /** The English answer of the first entry that uses the word, and how many entries use it. */
  firstEntry: string;
  entries: number;
}

/** The kanji words of one year, in reading order. */
export interface ReviewBand {
  band: Band;
  words: ReviewWord[];
}

/** The Japanese texts of an entry a pupil reads: its meaning and its example. */
function japaneseTexts(entry: BankEntry): string[] {
  return [entry.ja, entry.example?.ja].filter((text): text is string => text !== undefined);
}

/** The words holding a kanji in `ja`, as the analyser reads them (none for text with readings written in). */
export function kanjiWords(ja: string, analyse: WordAnalyser): { word: string; reading: string }[] {
  if (hasWrittenReading(ja)) return [];
  return analyse(ja)
    .filter((token) => [...token.surface].some(isKanji))
    .map((token) => ({ word: token.surface, reading: toHiragana(token.reading ?? '') }));
}

/**
 * Every kanji word of the bank with its reading, year by year: each word and reading once per year (a
 * word read two ways is listed twice), in the order of its reading.
 */
export function readingReview(entries: readonly BankEntry[], analyse: WordAnalyser): ReviewBand[] {
  return BANDS.map((band) => {
    const words = new Map<string, ReviewWord>();
    for (const entry of entries) {
      if (entry.band !== band) continue;
      const seenHere = new Set<string>();
      for (const text of japaneseTexts(entry)) {
        for (const { word, reading } of kanjiWords(text, analyse)) {
          const key = `${word}\u0000${reading}`;
          const known = words.get(key);
          if (known === undefined) {
            const furigana = unknownKanji(word, band).length > 0;
            words.set(key, { word, reading, furigana, firstEntry: entry.en, entries: 1 });
          } else if (!seenHere.has(key)) known.entries += 1;
          seenHere.add(key);
        }
      }
    }
    const sorted = [...words.values()].sort(
      (a, b) => a.reading.localeCompare(b.reading, 'ja') || a.word.localeCompare(b.word, 'ja'),
    );
    return { band, words: sorted };
  });
}

/** Escapes the characters a Markdown table cell cannot hold as they are. */
function cell(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[<>{}*_`[\]]/g, (ch) => `\\${ch}`);
}

/**
 * The review as a Markdown section per year (Japanese, for teachers): a table of each kanji word, its
 * reading, whether pupils see it as furigana, and the first entry that uses it.
 */
export function readingReviewMarkdown(review: readonly ReviewBand[]): string {
  const lines: string[] = [];
  for (const { band, words } of review) {
    lines.push(`## ${BAND_LABELS[band].ja}`, '');
    if (words.length === 0) {
      lines.push('この学年のことばは、ひらがなとカタカナだけで書いています（漢字はありません）。', '');
      continue;
    }
    const shown = words.filter((w) => w.furigana).length;
    lines.push(`漢字のことば ${words.length} 語（うち、ふりがなを表示するもの ${shown} 語）。`, '');
    lines.push('| ことば | 読み | ふりがな | 使われている項目 |', '| --- | --- | --- | --- |');
    for (const w of words) {
      const where = w.entries > 1 ? `${w.firstEntry} ほか ${w.entries - 1} 項目` : w.firstEntry;
      const reading = w.reading === '' ? '（読みなし）' : w.reading;
      lines.push(`| ${cell(w.word)} | ${cell(reading)} | ${w.furigana ? '表示' : '—'} | ${cell(where)} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
