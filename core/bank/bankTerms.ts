// The word bank's fixed vocabularies, apart from its schema so that the game can use them without
// loading the schema library (the data is checked at build time, not in the player's window).

/** The school years the word bank is graded by: grades 3–4, grades 5–6, junior high years 1, 2 and 3. */
export const BANDS = ['e34', 'e56', 'j1', 'j2', 'j3'] as const;
/** One band of the word bank. */
export type Band = (typeof BANDS)[number];

/** The bands with an optional 発展 (advanced) set: entries marked `advanced` (a test keeps this true). */
export const ADVANCED_SET_BANDS: readonly Band[] = ['j3'];

/** Parts of speech used in the bank; `phrase` is a set expression, `sentence` a key sentence. */
export const PARTS_OF_SPEECH = [
  'noun',
  'proper-noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'interjection',
  'determiner',
  'number',
  'phrase',
  'sentence',
] as const;

/** The steps of the junior-high grammar path that key sentences follow, plus the elementary phrases. */
export const GRAMMAR_POINTS = [
  'classroom-phrase',
  'be-verb',
  'general-verb',
  'question-negative',
  'can',
  'present-progressive',
  'past-regular',
  'past-irregular',
  'past-progressive',
  'future',
  'there-is',
  'infinitive-gerund',
  'comparison',
  'must-have-to',
  'present-perfect',
  'passive',
  'relative-pronoun',
] as const;
