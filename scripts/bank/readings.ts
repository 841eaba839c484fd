import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from 'kuromoji';
import type { Band } from '../../core/bank/bankEntry';
import { isKanji, unknownKanji } from '../../core/bank/kanjiGrades';
import { COUNTERS, countReading, questionCountReading } from './countReading';
import { numberReading, parseNumber } from './numberReading';
import { CONTEXT_READINGS, READING_OVERRIDES } from './readingOverrides';

/** A prompt with its readings written in, and the kanji that needed a reading but got none. */
export interface AnnotatedText {
  text: string;
  missing: string[];
}

/** Writes the readings a reader of the band needs into a Japanese prompt. */
export type ReadingAnnotator = (ja: string, band: Band) => AnnotatedText;

/** One word of the analysed text: its surface and, when the analyser knows it, its reading (any kana). */
export interface ReadingToken {
  surface: string;
  reading?: string;
  /** The analyser's part of speech says this token is (part of) a number: 1, 十, 百, 万, 何, a comma. */
  number?: boolean;
}

/** kuromoji's own dictionary, found through the installed package. */
export const DEFAULT_DIC_PATH = join(
  dirname(createRequire(import.meta.url).resolve('kuromoji/package.json')),
  'dict',
);

// The dictionary takes a second and ~100 MB to load: one load per path for the whole process.
const tokenizers = new Map<string, Promise<Tokenizer<IpadicFeatures>>>();

function loadTokenizer(dicPath: string): Promise<Tokenizer<IpadicFeatures>> {
  let loading = tokenizers.get(dicPath);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      kuromoji.builder({ dicPath }).build((err, tokenizer) => (err ? reject(err) : resolve(tokenizer)));
    });
    // A failed load is not cached, so a later call may try again.
    loading.catch(() => tokenizers.delete(dicPath));
    tokenizers.set(dicPath, loading);
  }
  return loading;
}

/** Splits a Japanese text into its words, each with the reading a pupil is taught (see {@link readWords}). */
export type WordAnalyser = (ja: string) => ReadingToken[];

/**
 * Loads the analyser (once per dictionary path) and answers a function that splits a text into
 * kuromoji's tokens, written back with the text's own characters.
 */
async function createTokenizer(dicPath: string): Promise<WordAnalyser> {
  const tokenizer = await loadTokenizer(dicPath);
  return (ja) => {
    // The dictionary reads numbers with their counter only in full-width digits (１月 いちがつ, but 1 and
    // 月 つき apart); the text is analysed that way and written back with its own characters.
    let at = 0;
    return tokenizer.tokenize(toFullWidthDigits(ja)).map((t) => {
      const surface = ja.slice(at, at + t.surface_form.length);
      at += t.surface_form.length;
      return t.pos_detail_1 === '数'
        ? { surface, reading: t.reading, number: true }
        : { surface, reading: t.reading };
    });
  };
}

/**
 * Loads the analyser and answers a function that splits a text into words with the readings the
 * annotator writes: numbers with their counters, context readings and overrides applied (the teachers'
 * review of every reading is built from it).
 */
export async function createWordAnalyser(dicPath: string = DEFAULT_DIC_PATH): Promise<WordAnalyser> {
  const tokenize = await createTokenizer(dicPath);
  return (ja) => readWords(tokenize(ja));
}

/**
 * Loads the analyser (once per dictionary path) and answers a function that writes the readings a band
 * needs into a prompt: 「私の名前」 for grades 5–6 becomes 「私（わたし）の名前」.
 */
export async function createReadingAnnotator(dicPath: string = DEFAULT_DIC_PATH): Promise<ReadingAnnotator> {
  const tokenize = await createTokenizer(dicPath);
  return (ja, band) => annotateTokens(ja, tokenize(ja), band);
}

/** Half-width digits to full-width, one character for one. */
function toFullWidthDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
}

// A reading written after a base, as the question panel parses it: kana only in full-width brackets.
const WRITTEN_READING =
  /[\u3400-\u9fff\uf900-\ufaff\u3005\u30060-9A-Za-z\uff10-\uff19]（[\u3041-\u30ff\u3000 ]+）/;
// Characters the question panel takes into the base of a reading when they stand right before it.
const BASE_CHAR = /[\u4e00-\u9fff\u3005\u3006\u30f6\uff10-\uff19\uff21-\uff3a\uff41-\uff5a0-9A-Za-z]/;
const KANA_READING = /^[\u3041-\u3096\u30fc]+$/;

/** Whether a text already carries a reading in brackets after a kanji (such text is left as written). */
export function hasWrittenReading(ja: string): boolean {
  return WRITTEN_READING.test(ja);
}

/** Katakana to hiragana; other characters unchanged. */
export function toHiragana(kana: string): string {
  return kana.replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));
}

/** A piece of a token: kana or other text as written, or a run of kanji with the reading it takes. */
interface Piece {
  text: string;
  reading?: string;
}

/** The counter spelled by the token at `at` (alone, or with the next one: 回目, 年前); undefined for none. */
function counterAt(tokens: readonly ReadingToken[], at: number): { word: string; end: number } | undefined {
  const first = tokens[at]?.surface;
  if (first === undefined) return undefined;
  const two = first + (tokens[at + 1]?.surface ?? '');
  if (at + 1 < tokens.length && COUNTERS[two] !== undefined) return { word: two, end: at + 1 };
  return COUNTERS[first] !== undefined ? { word: first, end: at } : undefined;
}

// After 1日 these begin a count of days ("1日に3回", "すばらしい一日でした"), not the first of a month.
const DAY_COUNT_NEXT = /^(に|で|も|の|中|目|間|おき)/;

/**
 * 1日 is いちにち (one day) unless it is a date: after a month (1月1日) or on its own (the word list's
 * 「1日」). Undefined for every other number and counter.
 */
function oneDay(
  tokens: readonly ReadingToken[],
  start: number,
  counter: { word: string; end: number },
  value: number,
): string | undefined {
  if (value !== 1 || counter.word !== '日') return undefined;
  if ((tokens[start - 1]?.surface ?? '').endsWith('月')) return undefined;
  return DAY_COUNT_NEXT.test(tokens[counter.end + 1]?.surface ?? '') ? 'いちにち' : undefined;
}

/**
 * Joins each number the analyser splits into digits (1 and 0 of 10) with the counter after it into one
 * token read as Japanese reads it: 10歳 じゅっさい, 300年間 さんびゃくねんかん, 何本 なんぼん. A number
 * without a counter is read whole (15 じゅうご); what is not a whole number is left as analysed.
 */
export function joinCounts(tokens: readonly ReadingToken[]): ReadingToken[] {
  const out: ReadingToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === undefined) continue;
    if (token.surface === '何') {
      const counter = counterAt(tokens, i + 1);
      const reading = counter && questionCountReading(counter.word);
      if (counter && reading) {
        out.push({ surface: `何${counter.word}`, reading });
        i = counter.end;
      } else out.push(token);
      continue;
    }
    if (!token.number) {
      out.push(token);
      continue;
    }
    let end = i;
    // A thousands comma the analyser may take for a symbol stays inside the number (2,000).
    const continues = (at: number) =>
      (tokens[at]?.number && tokens[at]?.surface !== '何') ||
      (/^[,，]$/.test(tokens[at]?.surface ?? '') && tokens[at + 1]?.number === true);
    while (continues(end + 1)) end++;
    const written = tokens
      .slice(i, end + 1)
      .map((t) => t.surface)
      .join('');
    const value = parseNumber(written);
    if (value === undefined) {
      out.push(...tokens.slice(i, end + 1));
      i = end;
      continue;
    }
    const counter = counterAt(tokens, end + 1);
    const counted = counter && (oneDay(tokens, i, counter, value) ?? countReading(value, counter.word));
    if (counter && counted?.endsWith('の') && counter.word.endsWith('の')) {
      // A fraction's の (4分の1) stays outside the reading, as a particle does.
      out.push({ surface: written + counter.word.slice(0, -1), reading: counted.slice(0, -1) });
      out.push({ surface: 'の', reading: 'の' });
      i = counter.end;
    } else if (counter && counted) {
      out.push({ surface: written + counter.word, reading: counted });
      i = counter.end;
    } else {
      out.push({ surface: written, reading: numberReading(value) });
      i = end;
    }
  }
  return out;
}

/** Tokens with the readings that depend on the words before them (rain 降る ふる, not おりる). */
function applyContextReadings(tokens: readonly ReadingToken[]): ReadingToken[] {
  return tokens.map((token, i) => {
    const reading = token.reading === undefined ? undefined : toHiragana(token.reading);
    for (const rule of CONTEXT_READINGS) {
      if (reading === undefined || !token.surface.startsWith(rule.stem) || !reading.startsWith(rule.wrong))
        continue;
      const before = tokens.slice(Math.max(0, i - (rule.window ?? 3)), i).map((t) => t.surface);
      if (before.some((surface) => rule.after.test(surface))) {
        return { ...token, reading: rule.reading + reading.slice(rule.wrong.length) };
      }
    }
    return token;
  });
}

/** Joins tokens that together spell a word of the override table into one token with the table's reading. */
function applyOverrides(tokens: readonly ReadingToken[]): ReadingToken[] {
  const out: ReadingToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let best: { end: number; word: string } | null = null;
    let spelled = '';
    for (let j = i; j < tokens.length && spelled.length < 8; j++) {
      spelled += tokens[j]?.surface ?? '';
      if (READING_OVERRIDES[spelled] !== undefined) best = { end: j, word: spelled };
    }
    if (best) {
      out.push({ surface: best.word, reading: READING_OVERRIDES[best.word] });
      i = best.end;
    } else {
      const token = tokens[i];
      if (token) out.push(token);
    }
  }
  return out;
}

/**
 * Splits a token's reading over its kanji runs so that kana written in the token (okurigana, a prefix
 * like お) stays outside the brackets: 食べる/たべる → 食(た) べる. Answers one piece for the whole token
 * when the kana do not line up with the reading.
 */
export function alignReading(surface: string, reading: string): Piece[] {
  const runs =
    surface.match(
      /[\u3400-\u9fff\uf900-\ufaff\u3005\u3006\u30f6]+|[^\u3400-\u9fff\uf900-\ufaff\u3005\u3006\u30f6]+/g,
    ) ?? [];
  const whole = [{ text: surface, reading }];
  if (runs.some((run) => !isKanji(run[0] ?? '') && !/^[\u3041-\u30ff]+$/.test(run))) return whole;
  const pattern = runs.map((run) => (isKanji(run[0] ?? '') ? '(.+?)' : toHiragana(run))).join('');
  const match = new RegExp(`^${pattern}$`).exec(reading);
  if (!match) return whole;
  let group = 1;
  return runs.map((run) => (isKanji(run[0] ?? '') ? { text: run, reading: match[group++] } : { text: run }));
}

/**
 * The analyser's tokens as the words a pupil reads: numbers joined with their counters, readings that
 * depend on the words before them, and the override table applied.
 */
export function readWords(tokens: readonly ReadingToken[]): ReadingToken[] {
  return applyOverrides(applyContextReadings(joinCounts(tokens)));
}

/**
 * Writes readings into a prompt from its analysed tokens (pure; `createReadingAnnotator` feeds it
 * kuromoji's tokens). Every token holding a kanji the band has not learned gets its reading in
 * hiragana, in full-width brackets after its kanji. Known kanji standing right before such a token join
 * its base, since the question panel takes the whole run of kanji before a bracket as the base.
 */
export function annotateTokens(ja: string, tokens: readonly ReadingToken[], band: Band): AnnotatedText {
  if (hasWrittenReading(ja)) return { text: ja, missing: [] };
  let text = '';
  const missing: string[] = [];
  // Pieces written since the last bracket that form the run of base characters at the end of `text`.
  let tail: Piece[] = [];
  const writePlain = (piece: Piece) => {
    text += piece.text;
    const chars = [...piece.text];
    if (chars.every((ch) => BASE_CHAR.test(ch))) tail.push(piece);
    else {
      let k = chars.length;
      while (k > 0 && BASE_CHAR.test(chars[k - 1] ?? '')) k--;
      tail = k < chars.length ? [{ text: chars.slice(k).join('') }] : [];
    }
  };
  const writeWithReading = (piece: Piece & { reading: string }) => {
    const tailReadings = tail.map((p) => p.reading);
    const joined = tailReadings.every((r) => r !== undefined) ? tailReadings.join('') : '';
    text += `${piece.text}（${joined}${piece.reading}）`;
    tail = [];
  };

  for (const token of readWords(tokens)) {
    const needed = unknownKanji(token.surface, band);
    const reading = token.reading === undefined ? '' : toHiragana(token.reading);
    const readable = KANA_READING.test(reading) && reading !== toHiragana(token.surface);
    if (!readable) {
      if (needed.length > 0) missing.push(...needed);
      writePlain({ text: token.surface });
      continue;
    }
    for (const piece of alignReading(token.surface, reading)) {
      if (needed.length > 0 && piece.reading !== undefined && [...piece.text].some(isKanji)) {
        writeWithReading({ text: piece.text, reading: piece.reading });
      } else writePlain(piece);
    }
  }
  return { text, missing: [...new Set(missing)] };
}
