import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BANDS, type Band, type BankEntry, bankFileSchema } from '../../core/bank/bankEntry';
import { isKanji, unknownKanji } from '../../core/bank/kanjiGrades';
import { irregularFormsOf } from '../../core/bank/verbForms';
import { furiganaToBase, parseFurigana } from '../../core/text/parseFurigana';
import { hasWrittenReading, type ReadingAnnotator } from './readings';

/** The word bank's folder. */
export const BANK_DIR = join(import.meta.dirname, '..', '..', 'core', 'bank');

/** The data files of the bank, in route order: the bands' words, then the key sentences. */
export const BANK_FILE_NAMES = [...BANDS, 'sentences'] as const;

/** One data file as read from disk, before any checking. */
export interface RawBankFile {
  name: string;
  data: unknown;
}

/** The bank's raw data: its files and the proper nouns its English may use. */
export interface BankSource {
  files: RawBankFile[];
  properNouns: string[];
}

/** Reads the data files and every `properNouns.<band>.json` list from the bank's folder, unchecked. */
export function readBankSource(dir: string = BANK_DIR): BankSource {
  const read = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const files = BANK_FILE_NAMES.map((name) => ({ name, data: read(`${name}.json`) }));
  const properNouns = readdirSync(dir)
    .filter((f) => /^properNouns\.[a-z0-9]+\.json$/.test(f))
    .sort()
    .flatMap((f) => read(f) as string[]);
  return { files, properNouns };
}

/** The dictionary word list the English is spelled against (lower-case words). */
export function englishDictionary(): ReadonlySet<string> {
  return new Set(createRequire(import.meta.url)('an-array-of-english-words') as string[]);
}

/**
 * Every file parses against `bankFileSchema` and carries the band its name says. Answers the problems
 * and the entries of the files that parsed.
 */
export function checkSchema(files: readonly RawBankFile[]): { problems: string[]; entries: BankEntry[] } {
  const problems: string[] = [];
  const entries: BankEntry[] = [];
  for (const file of files) {
    const parsed = bankFileSchema.safeParse(file.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${file.name}: ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    if (parsed.data.band !== file.name) problems.push(`${file.name}: the file says band ${parsed.data.band}`);
    entries.push(...parsed.data.entries);
  }
  return { problems, entries };
}

/** Bands from the first taught to the last. */
export function bandRank(band: Band): number {
  return BANDS.indexOf(band);
}

// Shortened forms that are not a word plus a suffix.
const WHOLE_CONTRACTIONS: Readonly<Record<string, readonly string[]>> = {
  "can't": ['can', 'not'],
  "won't": ['will', 'not'],
  "shan't": ['shall', 'not'],
  "let's": ['let', 'us'],
};
// Words spelled with an apostrophe of their own, which the word list (letters only) leaves out.
const APOSTROPHE_WORDS: ReadonlySet<string> = new Set(["o'clock", "ma'am"]);
const SUFFIX_CONTRACTIONS: ReadonlyArray<readonly [suffix: string, expands: string]> = [
  ["n't", 'not'],
  ["'re", 'are'],
  ["'ve", 'have'],
  ["'ll", 'will'],
  ["'m", 'am'],
  ["'d", 'would'],
  // is, has, or the possessive: the word before it is what counts.
  ["'s", ''],
];
/** A word of an English text: as written (for proper nouns), lower-case, and whether it is a number. */
export interface EnglishWord {
  written: string;
  lower: string;
  number: boolean;
}

/**
 * The words of an English text, contractions opened (I'm → I, am; don't → do, not; Ken's → Ken),
 * initials closed up (U.K. → UK, Mr. → Mr), punctuation dropped; a hyphenated word stays whole
 * (`hyphenParts` splits it). Numbers (5, 5th, 7:30, $10) come back marked as numbers.
 */
export function englishWords(text: string): EnglishWord[] {
  const words: EnglishWord[] = [];
  const push = (written: string) => {
    if (written) words.push({ written, lower: written.toLowerCase(), number: false });
  };
  for (const chunk of text.split(/\s+/)) {
    let word = chunk.replace(/^["'(]+/, '').replace(/[)"',;:!?]+$/, '');
    word = /^([A-Za-z]\.)+[A-Za-z]?\.?$/.test(word) ? word.replaceAll('.', '') : word.replace(/\.+$/, '');
    if (!word) continue;
    if (/^\$?\d[\d,.:]*(st|nd|rd|th|s)?$/i.test(word)) {
      words.push({ written: word, lower: word.toLowerCase(), number: true });
      continue;
    }
    const lower = word.toLowerCase();
    const whole = WHOLE_CONTRACTIONS[lower];
    if (whole) {
      for (const w of whole) push(w);
      continue;
    }
    const suffix = APOSTROPHE_WORDS.has(lower)
      ? undefined
      : SUFFIX_CONTRACTIONS.find(([s]) => lower.endsWith(s) && lower.length > s.length);
    if (suffix) {
      push(word.slice(0, -suffix[0].length));
      push(suffix[1]);
    } else push(word);
  }
  return words;
}

/** The pieces of a hyphenated word (twenty-one → twenty, one); a plain word is its own piece. */
export function hyphenParts(word: EnglishWord): EnglishWord[] {
  return word.written
    .split('-')
    .filter((p) => p !== '')
    .map((p) => ({ written: p, lower: p.toLowerCase(), number: /^\d+$/.test(p) }));
}

/** The English texts of an entry: its answer, the other accepted answers and the example. */
function englishTexts(e: BankEntry): string[] {
  return [e.en, ...(e.variants ?? []), ...(e.example ? [e.example.en] : [])];
}

/**
 * Every English word of every entry (answer, variants, example) is a dictionary word or a listed proper
 * noun (initials such as UK and Mr are listed there too); contractions and numbers are allowed.
 */
export function checkEnglishSpelling(
  entries: readonly BankEntry[],
  dictionary: ReadonlySet<string>,
  properNouns: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  for (const e of entries) {
    for (const text of englishTexts(e)) {
      for (const w of englishWords(text)) {
        const spelled = (x: EnglishWord) =>
          x.number || dictionary.has(x.lower) || APOSTROPHE_WORDS.has(x.lower) || properNouns.has(x.written);
        // e-mail is spelled email in the word list; T-shirt and forty-two are spelled piece by piece.
        if (spelled(w) || dictionary.has(w.lower.replaceAll('-', '')) || hyphenParts(w).every(spelled))
          continue;
        problems.push(
          `${e.id}: "${w.written}" (in "${text}") is neither a dictionary word nor a listed proper noun`,
        );
      }
    }
  }
  return problems;
}

/** The answer as compared for duplicates: lower-case, without a final full stop, question or exclamation mark. */
function answerKey(en: string): string {
  return en.toLowerCase().replace(/[.!?]+$/, '');
}

/** No id is used twice anywhere in the bank, and no band asks for the same English twice. */
export function checkDuplicates(entries: readonly BankEntry[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const answers = new Map<string, string>();
  for (const e of entries) {
    if (ids.has(e.id)) problems.push(`${e.id}: the id is used twice`);
    ids.add(e.id);
    const key = `${e.band}|${answerKey(e.en)}`;
    const first = answers.get(key);
    if (first) problems.push(`${e.id}: "${e.en}" is already asked in ${e.band} by ${first}`);
    else answers.set(key, e.id);
  }
  return problems;
}

const BRACKET_PAIRS: Readonly<Record<string, string>> = {
  '）': '（',
  '」': '「',
  '』': '『',
  '】': '【',
  ')': '(',
};
const OPENING = new Set(Object.values(BRACKET_PAIRS));

/** Whether every bracket of a text closes, in order. */
export function bracketsBalance(text: string): boolean {
  const open: string[] = [];
  for (const ch of text) {
    if (OPENING.has(ch)) open.push(ch);
    const opener = BRACKET_PAIRS[ch];
    if (opener !== undefined && open.pop() !== opener) return false;
  }
  return open.length === 0;
}

/** The Japanese texts of an entry: its meaning and its example's Japanese. */
function japaneseTexts(e: BankEntry): string[] {
  return [e.ja, ...(e.example ? [e.example.ja] : [])];
}

/**
 * Every Japanese text (meaning and example) has something to read, balanced brackets and no reading
 * typed in by hand (readings are generated); grades 3–4 read kana only.
 */
export function checkJapanese(entries: readonly BankEntry[]): string[] {
  const problems: string[] = [];
  for (const e of entries) {
    for (const ja of japaneseTexts(e)) {
      if (ja.trim() === '') problems.push(`${e.id}: a Japanese text is empty`);
      if (!bracketsBalance(ja)) problems.push(`${e.id}: brackets do not balance in 「${ja}」`);
      if (hasWrittenReading(ja))
        problems.push(`${e.id}: a reading is typed in 「${ja}」 (readings are generated)`);
      const kanji = [...ja].filter(isKanji);
      if (e.band === 'e34' && kanji.length > 0)
        problems.push(`${e.id}: grades 3–4 read kana only, but 「${ja}」 has ${kanji.join('')}`);
    }
  }
  return problems;
}

/**
 * After annotation, every kanji a band has not learned carries a reading: the annotator reports none
 * missing, the question panel's own parsing of the result shows no such kanji outside a base with
 * furigana, and taking the readings away gives back the text as written.
 */
export function checkReadings(entries: readonly BankEntry[], annotate: ReadingAnnotator): string[] {
  const problems: string[] = [];
  for (const e of entries) {
    for (const ja of japaneseTexts(e)) {
      const { text, missing } = annotate(ja, e.band);
      if (missing.length > 0) problems.push(`${e.id}: no reading found for ${missing.join('')} in 「${ja}」`);
      if (furiganaToBase(text) !== ja)
        problems.push(`${e.id}: 「${text}」 no longer reads 「${ja}」 without its readings`);
      const bare = parseFurigana(text).flatMap((part) =>
        'text' in part ? unknownKanji(part.text, e.band) : [],
      );
      if (missing.length === 0 && bare.length > 0)
        problems.push(`${e.id}: ${bare.join('')} shows without a reading in 「${text}」`);
    }
  }
  return problems;
}

// Words every sentence may use from the first lesson on, though the bank spells some of them only
// later (I, my, you … are year-1 entries): articles, personal pronouns, be/do/have, not, and/or/but
// and the commonest prepositions. Modals, conjunctions such as if / than / so, and question words are
// entries of their own year and are checked by it.
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the i me my mine you your yours he him his she her hers it its we us our ours they them their ' +
    'theirs this that these those am is are was were be been being do does did done doing have has had ' +
    'having not ' +
    'and or but to of in on at for with from by'
  ).split(' '),
);

/** The verbs of the bank with their forms, read once from the data files (the forms' one source). */
function bankVerbs(): BankEntry[] {
  return checkSchema(readBankSource().files).entries.filter((e) => e.forms !== undefined);
}

/**
 * Irregular past forms and past participles with their base form, for the past, present perfect and
 * passive sentences: the verbs' forms as the bank's entries give them (`forms`), then the irregular
 * comparisons and plurals.
 */
export const IRREGULAR_FORMS: Readonly<Record<string, string>> = {
  ...irregularFormsOf(bankVerbs()),
  better: 'good',
  best: 'good',
  worse: 'bad',
  worst: 'bad',
  more: 'many',
  most: 'many',
  less: 'little',
  least: 'little',
  children: 'child',
  men: 'man',
  women: 'woman',
  people: 'person',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
};

type PartOfSpeech = BankEntry['pos'];

// Words with an irregular form (see → saw, good → better), whose regular endings are other words.
const IRREGULAR_BASES: ReadonlySet<string> = new Set(Object.values(IRREGULAR_FORMS));

/** A form a word may be an inflection of, and the parts of speech that inflect that way. */
export interface Inflection {
  base: string;
  takes: readonly PartOfSpeech[] | 'any';
}

const PLURAL_OR_THIRD: readonly PartOfSpeech[] = ['noun', 'verb', 'number', 'pronoun', 'determiner'];
const VERB_FORM: readonly PartOfSpeech[] = ['verb'];
const COMPARED: readonly PartOfSpeech[] = ['adjective', 'adverb'];

/**
 * The forms a word may be an inflection of: plural and third person -s (nouns and verbs), -ed and -ing
 * (verbs), -er and -est (adjectives and adverbs), or an irregular form of any word. The part of speech
 * keeps "thing" from passing as "the" + -ing and "corner" as "corn" + -er.
 */
export function inflectionsOf(word: string): Inflection[] {
  const found: Inflection[] = [];
  const add = (takes: Inflection['takes'], ...bases: string[]) => {
    for (const base of bases) if (base.length > 1 && base !== word) found.push({ base, takes });
  };
  const irregular = IRREGULAR_FORMS[word];
  if (irregular) add('any', irregular);
  const stem = (n: number) => word.slice(0, -n);
  const undouble = (s: string) => (/([b-df-hj-np-tv-z])\1$/.test(s) ? s.slice(0, -1) : s);
  if (word.endsWith('ies')) add(PLURAL_OR_THIRD, `${stem(3)}y`);
  if (/(s|x|z|ch|sh|o)es$/.test(word)) add(PLURAL_OR_THIRD, stem(2));
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) add(PLURAL_OR_THIRD, stem(1));
  if (word.endsWith('ied')) add(VERB_FORM, `${stem(3)}y`);
  // A verb with an irregular past never takes -ed ("seed" is not "see" + -d).
  if (word.endsWith('ed'))
    add(VERB_FORM, ...[stem(2), stem(1), undouble(stem(2))].filter((b) => !IRREGULAR_BASES.has(b)));
  if (word.endsWith('ying')) add(VERB_FORM, `${stem(4)}ie`);
  if (word.endsWith('ing')) add(VERB_FORM, stem(3), `${stem(3)}e`, undouble(stem(3)));
  if (word.endsWith('ier')) add(COMPARED, `${stem(3)}y`);
  if (word.endsWith('iest')) add(COMPARED, `${stem(4)}y`);
  if (word.endsWith('er')) add(COMPARED, stem(2), stem(1), undouble(stem(2)));
  if (word.endsWith('est')) add(COMPARED, stem(3), stem(2), undouble(stem(3)));
  return found;
}

/** The forms a word may be an inflection of, whatever their part of speech. */
export function baseFormsOf(word: string): string[] {
  return inflectionsOf(word).map((i) => i.base);
}

/**
 * Whether a phrase's words stand in a text's words in a row, each as written or inflected ("taking a
 * bath" holds "take a bath").
 */
function holdsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  const matches = (w: string, p: string) => w === p || baseFormsOf(w).includes(p);
  for (let i = 0; i + phrase.length <= words.length; i++)
    if (phrase.every((p, k) => matches(words[i + k] ?? '', p))) return true;
  return false;
}

/**
 * Every English word of a key sentence (answer and variants) is taught at or below its band: a
 * one-word entry of the bank (or its variant), an inflection of one that its part of speech allows
 * (plural, -s, -ed, -ing, -er, -est, an irregular form), a word of a longer entry only where the
 * sentence holds that whole entry ("school" of "go to school"), a function word, a number, a listed
 * proper noun, or one of the entry's `newWords`.
 */
export function checkSentenceWords(
  entries: readonly BankEntry[],
  properNouns: ReadonlySet<string>,
): string[] {
  // Each one-word answer with the band and part of speech that teach it first.
  const taughtBy = new Map<string, { rank: number; pos: PartOfSpeech }[]>();
  const phrases: { words: string[]; rank: number }[] = [];
  for (const e of entries) {
    // The optional advanced sets are not played by everyone, so a key sentence cannot count on them.
    if (e.pos === 'sentence' || e.advanced) continue;
    for (const text of [e.en, ...(e.variants ?? [])]) {
      const words = englishWords(text).map((w) => w.lower);
      if (words.length === 1 && words[0] !== undefined) {
        const list = taughtBy.get(words[0]) ?? [];
        list.push({ rank: bandRank(e.band), pos: e.pos });
        taughtBy.set(words[0], list);
      } else phrases.push({ words, rank: bandRank(e.band) });
    }
  }
  const problems: string[] = [];
  for (const e of entries) {
    if (e.pos !== 'sentence') continue;
    const rank = bandRank(e.band);
    const newWords = new Set((e.newWords ?? []).map((w) => w.toLowerCase()));
    for (const text of [e.en, ...(e.variants ?? [])]) {
      const words = englishWords(text).map((w) => w.lower);
      const inPhrase = new Set(
        phrases.filter((p) => p.rank <= rank && holdsPhrase(words, p.words)).flatMap((p) => p.words),
      );
      const known = (w: string, takes: Inflection['takes'] = 'any') =>
        (taughtBy.get(w) ?? []).some((t) => t.rank <= rank && (takes === 'any' || takes.includes(t.pos)));
      for (const w of englishWords(text)) {
        const taught = (x: EnglishWord) =>
          x.number ||
          properNouns.has(x.written) ||
          FUNCTION_WORDS.has(x.lower) ||
          newWords.has(x.lower) ||
          inPhrase.has(x.lower) ||
          known(x.lower) ||
          inflectionsOf(x.lower).some(
            (i) => known(i.base, i.takes) || newWords.has(i.base) || inPhrase.has(i.base),
          );
        if (taught(w) || hyphenParts(w).every(taught)) continue;
        problems.push(`${e.id}: "${w.written}" is not taught at or below ${e.band} (add it to newWords)`);
      }
    }
  }
  return [...new Set(problems)];
}

/** The figures of the bank: entries per band, key sentences per grammar point, entries with pictures. */
export interface BankCounts {
  wordsPerBand: Record<Band, number>;
  sentencesPerBand: Record<Band, number>;
  sentencesPerGrammar: Record<string, number>;
  words: number;
  sentences: number;
  withPicture: number;
}

/** Counts the bank's entries: words and phrases apart from key sentences, per band and grammar point. */
export function countBank(entries: readonly BankEntry[]): BankCounts {
  const zero = () => Object.fromEntries(BANDS.map((b) => [b, 0])) as Record<Band, number>;
  const counts: BankCounts = {
    wordsPerBand: zero(),
    sentencesPerBand: zero(),
    sentencesPerGrammar: {},
    words: 0,
    sentences: 0,
    withPicture: 0,
  };
  for (const e of entries) {
    if (e.img) counts.withPicture++;
    if (e.pos === 'sentence') {
      counts.sentences++;
      counts.sentencesPerBand[e.band]++;
      const grammar = e.grammar ?? 'none';
      counts.sentencesPerGrammar[grammar] = (counts.sentencesPerGrammar[grammar] ?? 0) + 1;
    } else {
      counts.words++;
      counts.wordsPerBand[e.band]++;
    }
  }
  return counts;
}
