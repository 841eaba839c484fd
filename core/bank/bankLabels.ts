import type { Band, GRAMMAR_POINTS, PARTS_OF_SPEECH } from './bankEntry';

/** A label for teachers and IT staff, in ordinary adult Japanese and in English. */
export interface BankLabel {
  ja: string;
  en: string;
}

/** The school years of each band, as a teacher names them. */
export const BAND_LABELS: Record<Band, BankLabel> = {
  e34: { ja: '小学 3・4 年', en: 'Grades 3–4' },
  e56: { ja: '小学 5・6 年', en: 'Grades 5–6' },
  j1: { ja: '中学 1 年', en: 'Junior high, year 1' },
  j2: { ja: '中学 2 年', en: 'Junior high, year 2' },
  j3: { ja: '中学 3 年', en: 'Junior high, year 3' },
};

/** Parts of speech as a word list for teachers names them. */
export const PART_OF_SPEECH_LABELS: Record<(typeof PARTS_OF_SPEECH)[number], BankLabel> = {
  noun: { ja: '名詞', en: 'noun' },
  'proper-noun': { ja: '固有名詞', en: 'proper noun' },
  verb: { ja: '動詞', en: 'verb' },
  adjective: { ja: '形容詞', en: 'adjective' },
  adverb: { ja: '副詞', en: 'adverb' },
  pronoun: { ja: '代名詞', en: 'pronoun' },
  preposition: { ja: '前置詞', en: 'preposition' },
  conjunction: { ja: '接続詞', en: 'conjunction' },
  interjection: { ja: '間投詞', en: 'interjection' },
  determiner: { ja: '限定詞', en: 'determiner' },
  number: { ja: '数詞', en: 'number' },
  phrase: { ja: '表現', en: 'phrase' },
  sentence: { ja: '文', en: 'sentence' },
};

/** The grammar points of the key sentences, in the terms of a junior-high grammar lesson. */
export const GRAMMAR_LABELS: Record<(typeof GRAMMAR_POINTS)[number], BankLabel> = {
  'classroom-phrase': { ja: '教室で使う表現', en: 'classroom phrases' },
  'be-verb': { ja: 'be 動詞', en: 'the verb be' },
  'general-verb': { ja: '一般動詞', en: 'other verbs' },
  'question-negative': { ja: '疑問文・否定文', en: 'questions and negatives' },
  can: { ja: '助動詞 can', en: 'can' },
  'present-progressive': { ja: '現在進行形', en: 'present progressive' },
  'past-regular': { ja: '過去形（規則動詞）', en: 'past tense, regular verbs' },
  'past-irregular': { ja: '過去形（不規則動詞）', en: 'past tense, irregular verbs' },
  'past-progressive': { ja: '過去進行形', en: 'past progressive' },
  future: { ja: '未来の表現（will, be going to）', en: 'future: will, be going to' },
  'there-is': { ja: 'There is / There are', en: 'there is, there are' },
  'infinitive-gerund': { ja: '不定詞・動名詞', en: 'infinitives and gerunds' },
  comparison: { ja: '比較', en: 'comparison' },
  'must-have-to': { ja: 'must, have to', en: 'must, have to' },
  'present-perfect': { ja: '現在完了形', en: 'present perfect' },
  passive: { ja: '受け身（受動態）', en: 'passive voice' },
  'relative-pronoun': { ja: '関係代名詞', en: 'relative pronouns' },
};

/**
 * What kind of entry this is, for a teacher: its part of speech, or for a key sentence 「文：」 and its
 * grammar point (`sentence: present perfect`).
 */
export function entryKindLabel(
  entry: { pos: keyof typeof PART_OF_SPEECH_LABELS; grammar?: keyof typeof GRAMMAR_LABELS },
  lang: 'ja' | 'en',
): string {
  const pos = PART_OF_SPEECH_LABELS[entry.pos][lang];
  if (entry.grammar === undefined) return pos;
  return `${pos}${lang === 'ja' ? '：' : ': '}${GRAMMAR_LABELS[entry.grammar][lang]}`;
}
