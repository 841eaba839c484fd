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

/**
 * The year each grammar point an example or key sentence may use is first taught: the junior-high
 * path above, plus the few forms that grades 5–6 teach earlier as set phrases. One table, so that the
 * checker, the schema's `uses` names and the manual agree.
 */
// Why these years: the Course of Study (2017) gives grades 3–4 no grammar target (they meet "I like",
// "I have", "I want", "Do you …?", "What's this?", "Let's …"); grades 5–6 add "I can", "I want to …",
// "I'd like …" and the past and -ing forms "of high frequency" (went, saw, ate, enjoyed, It was …,
// I like playing …) as set phrases; junior high then follows the path, whose order every course
// shares although each textbook places a point a little differently.
export const GRAMMAR_FIRST_BAND = {
  'classroom-phrase': 'e34',
  'be-verb': 'e34',
  'general-verb': 'e34',
  'question-negative': 'e34',
  can: 'e56',
  'want-to': 'e56',
  'would-like': 'e56',
  'past-basic': 'e56',
  'gerund-basic': 'e56',
  'present-progressive': 'j1',
  'past-regular': 'j1',
  'past-irregular': 'j1',
  'past-progressive': 'j2',
  future: 'j2',
  'there-is': 'j2',
  'infinitive-gerund': 'j2',
  comparison: 'j2',
  'must-have-to': 'j2',
  'present-perfect': 'j3',
  passive: 'j3',
  'relative-pronoun': 'j3',
} as const satisfies Record<string, Band>;

/** A grammar point a sentence may use: a step of the path or an elementary set phrase. */
export type GrammarUse = keyof typeof GRAMMAR_FIRST_BAND;

/** Every grammar point a sentence may use, in the order they are first taught. */
export const GRAMMAR_USES = Object.keys(GRAMMAR_FIRST_BAND) as [GrammarUse, ...GrammarUse[]];
