import type { Band, BankEntry } from '../../core/bank/bankEntry';
import { GRAMMAR_FIRST_BAND, type GrammarUse } from '../../core/bank/bankTerms';
import { bandRank } from './checks';

// Reads an English sentence for the grammar points a pupil could meet before their year. The rules
// look at words and their neighbours only (no parser): each is written to be sure when it fires, and
// an entry's `uses` says what a rule cannot see (an -ed adjective or a passive, "that" as a relative or
// a demonstrative, a relative clause without its pronoun).

/** A set of words written as one space-separated string. */
function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.split(/\s+/).filter(Boolean));
}

const BE_PRESENT = wordSet("am is are 'm 're 's isnt arent");
const BE_PAST = wordSet('was were wasnt werent');
const BE = new Set([...BE_PRESENT, ...BE_PAST, 'be', 'been', 'being']);
const HAVE = wordSet("have has 've havent hasnt");
const MODALS = wordSet("will 'll wont can cant cannot must may might should could would");
const SUBJECT_PRONOUNS = wordSet('i you he she it we they');
const DETERMINERS = wordSet(
  'a an the my your his her its our their this that these those some any no many much few lots lot ' +
    'every each one two three four five six seven eight nine ten several enough more only about',
);
// Words that sit between an auxiliary and its verb.
const ADVERBS_BETWEEN = wordSet(
  'not ever never already just also often always still usually really all both once sometimes yet',
);
// Words after which a new clause may begin inside a sentence ("|" marks a full stop or a comma).
const CLAUSE_STARTERS = wordSet('| and but so or because when if what where how why who which');

// Set phrases a pupil learns whole before the grammar inside them: they are read as one word.
const SET_PHRASES: readonly RegExp[] = [
  /\b(nice|glad|good|happy) to (meet|see) you\b/g,
  /\bbest (friend|friends|memory|memories)\b/g,
];

// -ing words that grades 3–6 learn as the names of activities ("I like swimming", "We went camping").
const ACTIVITY_NOUNS = wordSet(
  'swimming skiing skating camping fishing shopping hiking cooking reading dancing singing running ' +
    'jogging cycling drawing painting surfing climbing snowboarding skateboarding wrestling boxing ' +
    'bowling sailing walking studying gardening sightseeing riding writing baking programming',
);
// -ing words that are not a verb's form.
const NOT_ING_VERBS = wordSet(
  'thing something anything nothing everything king ring spring string sing bring wing swing sting ' +
    'morning evening ceiling building ending during interesting exciting boring amazing surprising ' +
    'relaxing tiring shocking disappointing charming touching missing amusing outstanding living ' +
    'wedding pudding darling lightning clothing feeling meeting among long young strong wrong song ' +
    'along belong following icing',
);
// -ed words that are adjectives (or nouns) rather than a verb's form; where one can be either, the
// entry's `uses` says which.
const ED_ADJECTIVES = wordSet(
  'tired excited interested surprised bored worried scared pleased married crowded closed shocked ' +
    'disappointed satisfied relaxed confused amazed embarrassed frightened retired talented colored ' +
    'supposed used red bed shed sled wed bred fled fed led hundred naked wicked sacred beloved kindred ' +
    'hatred ragged rugged aged skilled lost finished done gone filled stuffed fried boiled dried mixed ' +
    'shaved striped spotted canned frozen broken hurt left tied injured blessed learned advanced limited ' +
    'united detailed organized experienced grilled baked roasted steamed smoked sliced chopped salted ' +
    'pickled scrambled wrapped named',
);
// Past participles that differ from the past.
const PARTICIPLES_ONLY = wordSet(
  'been done gone seen eaten taken given written spoken known grown drawn flown thrown begun broken ' +
    'chosen forgotten fallen worn woken ridden driven sung drunk swum hidden stolen shaken rung frozen ' +
    'born gotten shown beaten bitten risen torn blown',
);
// Irregular pasts that are the participle too, and participles that look like the present.
const PARTICIPLES_SAME_AS_PAST = wordSet(
  'made had told bought brought thought taught caught found felt met sent spent slept stood understood ' +
    'sat kept built heard held paid sold shot lent meant fought said won lost left read put cut hit set ' +
    'hurt cost shut let got',
);
// Irregular pasts; read, put, cut and the like are left out because they look like their present.
const IRREGULAR_PAST = wordSet(
  'ate went saw came took made got had did said told gave bought brought thought taught caught ran swam ' +
    'sang wrote rode drank found felt met sent spent slept stood understood sat spoke knew grew drew flew ' +
    'threw began broke chose forgot fell wore woke won kept built heard held paid became sold lent hid ' +
    'stole meant fought shook rang froze drove was were left lost didnt wasnt werent',
);
// The pasts grades 5–6 teach as words and set phrases ("I went to …", "I enjoyed …", "It was fun").
const BASIC_PAST = wordSet(
  'was went saw ate enjoyed played visited bought made swam watched stayed caught climbed',
);
// Verbs whose -ing object grades 5–6 meet in set phrases ("I like playing …", "I enjoyed fishing").
const BASIC_GERUND_VERBS = wordSet('like likes love loves enjoy enjoys enjoyed');
const GERUND_VERBS = wordSet(
  'finish finished finishes stop stopped stops start started starts begin began keep kept practice ' +
    'practiced mind hate liked loved quit avoid remember try tried',
);
// Words after which an -ing word names an activity rather than taking an object.
const NOT_OBJECT = wordSet(
  '| at in of for about without before after by on from like and or with together very well every ' +
    'today now too to alone outside here there last this next yesterday tomorrow a is are was were hard',
);
// Base forms that follow "to" in an infinitive and are not places to go to.
const INFINITIVE_VERBS = wordSet(
  'be go come lose play eat see watch buy make do read write study learn visit help become get have ' +
    'take know meet join talk speak listen sing dance swim ski cook clean live use try find tell say ask ' +
    'give send show keep leave hear think feel win travel practice save protect understand teach open ' +
    'close wear bring carry stay wait enjoy sell call look fly run ride draw climb catch throw grow ' +
    'collect borrow start finish stop change build share solve explain answer improve introduce reduce ' +
    'decide remember forget choose spend pick jump hold drink communicate follow check pass attend ' +
    'return receive prepare create hurry relax rest move believe imagine invite celebrate continue ' +
    'support recycle volunteer express develop discover experience',
);
// Words after which "to" is a preposition: the next word is a place or a person.
const TO_AS_PREPOSITION = wordSet(
  'go goes went gone going come comes came coming get got walk walked back way trip listen listened ' +
    'talk talked speak spoke next close from belong belongs welcome thanks ride fly drive run ran move ' +
    'moved return returned have has had used',
);
// Purposes a pupil states after a verb of going ("I went to see …"): never a place.
const PURPOSE_VERBS = wordSet('see buy eat play watch be meet visit help study learn get find take');
const PLACE_NOUNS = wordSet('school bed work church class town sleep');
// Words after "to" that make it a preposition, not the mark of an infinitive.
const TO_OBJECTS = wordSet('me him us them school |');
// Comparatives that need no "than" to be comparatives.
const COMPARATIVES = wordSet(
  'better worse bigger smaller taller faster larger higher colder hotter warmer easier heavier ' +
    'stronger cheaper louder quicker slower busier happier longer harder shorter earlier nearer ' +
    'farther cooler',
);
const SUPERLATIVE_WORDS = wordSet('best worst most least');
// -est words that are not superlatives.
const NOT_SUPERLATIVES = wordSet(
  'west test rest chest nest forest guest interest contest vest request harvest honest quest pest ' +
    'protest digest arrest conquest southwest northwest midwest crest zest jest unrest priest suggest ' +
    'invest manifest modest earnest everest',
);
const COMPARED_AFTER_MORE = wordSet(
  'important difficult popular famous expensive interesting beautiful carefully slowly quickly often ' +
    'easily',
);
// Words that make a be + -ing a noun ("My hobby is reading").
const ACTIVITY_SUBJECTS = wordSet('hobby sport favorite dream job fun activity subject');
// Words after which "that", "who" or "which" starts a noun clause or a question, not a relative clause.
const NOT_ANTECEDENT = wordSet(
  '| know knows knew think thinks thought say says said hope hopes believe believes ask asked tell told ' +
    "wonder sure so such and or but is was are were 's like likes liked at of in on about to for with " +
    'from by see saw look hear heard remember understand glad happy sorry afraid all do does did after ' +
    'before because than if when me you him her us them it learned found show showed shows mean means ' +
    'meant find noticed feel felt wish realized news fact idea reason feeling certain clear true proud ' +
    'surprised',
);
// Words after a relative "that": a subject, or a verb of the clause.
const AFTER_RELATIVE_THAT = wordSet(
  'i you he she we they my your his her our their the a is are was were has have had can will must ' +
    'lives likes plays runs makes works sells teaches wrote made built painted sings speaks helps takes ' +
    'gives comes goes went came looks shows stands flows loves gave took sent invented discovered won ' +
    'cooks cooked grows opened tells told keeps uses used became starts started visited visits says said',
);
// Words after which an -ed word is an adjective ("I feel tired", "I like boiled eggs"), not a past.
const BEFORE_ED_ADJECTIVE = wordSet(
  'had get got very so too feel feels felt look looks looked become became like likes eat eats love ' +
    'want make buy of with',
);
const SAYS_PASSIVE_AFTER_S = wordSet('made born called known used loved spoken written');

/** The words of a sentence as the rules read them: lower case, contractions opened, "|" for a clause's end. */
export function grammarWords(text: string): string[] {
  let t = ` ${text.toLowerCase().replace(/[‘’]/g, "'")} `;
  for (const phrase of SET_PHRASES) t = t.replace(phrase, (m) => m.replaceAll(' ', '_'));
  t = t
    .replace(/\bcan't\b/g, 'cant')
    .replace(/\bwon't\b/g, 'wont')
    .replace(/\blet's\b/g, 'let us')
    .replace(/n't\b/g, 'nt')
    .replace(/(\w)'(s|re|m|ve|ll|d)\b/g, "$1 '$2")
    .replace(/[.,;:!?]+/g, ' | ');
  return t
    .split(/[^a-z0-9_'|]+/)
    .map((w) => w.replace(/^'+(?![a-z]{1,2}$)|'+$/g, ''))
    .filter((w) => w !== '');
}

/** Whether a word looks like a regular past or past participle (-ed, and not an adjective). */
function isRegularEd(w: string): boolean {
  if (w.endsWith('eed') && !['agreed', 'freed', 'succeeded', 'proceeded', 'exceeded'].includes(w))
    return false;
  return w.length >= 5 && w.endsWith('ed') && !ED_ADJECTIVES.has(w);
}

/** Whether a word is a past participle by its form. */
function isParticiple(w: string): boolean {
  return PARTICIPLES_ONLY.has(w) || PARTICIPLES_SAME_AS_PAST.has(w) || isRegularEd(w);
}

/** Whether a word is the -ing form of a verb. */
function isIng(w: string): boolean {
  return w.length >= 5 && w.endsWith('ing') && !NOT_ING_VERBS.has(w);
}

/**
 * The grammar points an English sentence uses, by rule, among those a pupil could meet too early
 * (can, the set phrases of grades 5–6, the progressive, the past, and the junior-high path beyond).
 */
export function detectGrammar(text: string): GrammarUse[] {
  const w = grammarWords(text);
  const found = new Set<GrammarUse>();
  const at = (i: number) => w[i] ?? '';
  const skipAdverbs = (i: number) => {
    let j = i;
    while (ADVERBS_BETWEEN.has(at(j))) j++;
    return j;
  };
  const clauseStart = (i: number) => i === 0 || CLAUSE_STARTERS.has(at(i - 1));
  const toIsPreposition = (i: number) =>
    DETERMINERS.has(at(i + 1)) || TO_OBJECTS.has(at(i + 1)) || at(i + 1) === '';
  for (let i = 0; i < w.length; i++) {
    const word = at(i);
    const prev = at(i - 1);
    const next = at(i + 1);
    const start = i === 0 || prev === '|';

    // there is / are, Is there …?, There will be … ("over there", "Who is there?" are not).
    if (word === 'there' && (BE.has(next) || (MODALS.has(next) && at(i + 2) === 'be'))) found.add('there-is');
    if (word === 'there' && BE.has(prev) && clauseStart(i - 1) && (DETERMINERS.has(next) || /^\d/.test(next)))
      found.add('there-is');

    // will, won't, 'll; be going to + verb.
    if ((word === 'will' && !DETERMINERS.has(prev) && prev !== 'free') || word === "'ll" || word === 'wont')
      found.add('future');
    const goingToDo =
      word === 'going' && next === 'to' && INFINITIVE_VERBS.has(at(i + 2)) && !PLACE_NOUNS.has(at(i + 2));
    if (goingToDo && (BE.has(prev) || ADVERBS_BETWEEN.has(prev))) found.add('future');

    if (['can', 'cant', 'cannot', 'could', 'couldnt'].includes(word)) found.add('can');

    if (word === 'must' || word === 'mustnt') found.add('must-have-to');
    if (['have', 'has', 'had', 'having'].includes(word) && next === 'to' && !toIsPreposition(i + 1))
      found.add('must-have-to');

    // Comparison: than, as … as, -er and -est, more and most.
    if (word === 'than' || COMPARATIVES.has(word)) found.add('comparison');
    if (word === 'as' && (at(i + 2) === 'as' || (at(i + 3) === 'as' && ['many', 'much'].includes(next))))
      found.add('comparison');
    const superlative =
      SUPERLATIVE_WORDS.has(word) || (word.length > 5 && word.endsWith('est') && !NOT_SUPERLATIVES.has(word));
    if (superlative && (DETERMINERS.has(prev) || prev === "'s")) found.add('comparison');
    if (word === 'more' && (COMPARED_AFTER_MORE.has(next) || /(ful|ous|ive|able|ly)$/.test(next)))
      found.add('comparison');

    // Present perfect: have / has (+ a subject in a question) (+ ever, never …) + past participle.
    if (HAVE.has(word)) {
      let j = skipAdverbs(i + 1);
      if (SUBJECT_PRONOUNS.has(at(j)) && clauseStart(i)) j = skipAdverbs(j + 1);
      if (isParticiple(at(j)) && at(j) !== 'got') found.add('present-perfect');
    }
    if (word === "'s" && next === 'been') found.add('present-perfect');

    // Passive: be + past participle (an -ed adjective is not one; 's is read as "is" only before a
    // participle that is never a past).
    if (BE.has(word) && word !== 'been') {
      const v = at(skipAdverbs(i + 1));
      if (
        isParticiple(v) &&
        !ED_ADJECTIVES.has(v) &&
        (word !== "'s" || SAYS_PASSIVE_AFTER_S.has(v) || PARTICIPLES_ONLY.has(v)) &&
        v !== 'been'
      )
        found.add('passive');
    }
    if (word === 'been' && isParticiple(next)) found.add('passive');

    // Progressive: be + -ing ("My hobby is reading" and "be going to" are not), or be + subject + -ing.
    if (BE.has(word) && !['be', 'been', 'being'].includes(word)) {
      const k = skipAdverbs(i + 1);
      const v = at(k);
      const activity = w.slice(Math.max(0, i - 3), i).some((x) => ACTIVITY_SUBJECTS.has(x));
      const future = v === 'going' && at(k + 1) === 'to' && INFINITIVE_VERBS.has(at(k + 2));
      if (isIng(v) && !activity && !future && !(ACTIVITY_NOUNS.has(v) && start))
        found.add(BE_PAST.has(word) ? 'past-progressive' : 'present-progressive');
      if (clauseStart(i) && SUBJECT_PRONOUNS.has(next) && isIng(at(i + 2)))
        found.add(BE_PAST.has(word) ? 'past-progressive' : 'present-progressive');
    }

    // Infinitive: to + verb ("want to" is a set phrase of grades 5–6); "would like" + a noun too.
    if (word === 'to' && ['want', 'wants', 'wanted'].includes(prev) && !toIsPreposition(i))
      found.add('want-to');
    else if (word === 'to' && INFINITIVE_VERBS.has(next) && !TO_AS_PREPOSITION.has(prev))
      found.add('infinitive-gerund');
    else if (word === 'to' && PURPOSE_VERBS.has(next) && TO_AS_PREPOSITION.has(prev) && !HAVE.has(prev)) {
      if (!['next', 'listen', 'going', 'had', 'used'].includes(prev)) found.add('infinitive-gerund');
    }
    const wouldLike =
      ((word === 'would' || word === "'d") && next === 'like') ||
      (word === 'would' && SUBJECT_PRONOUNS.has(next) && at(i + 2) === 'like');
    if (wouldLike) found.add(w.slice(i + 1, i + 4).includes('to') ? 'infinitive-gerund' : 'would-like');

    // Gerund: -ing after like, enjoy, finish …, after a preposition, or as a subject; an activity's
    // name with no object is a noun ("I like swimming", "We went camping").
    if (isIng(word) && !BE.has(prev) && !(word === 'going' && next === 'to')) {
      const object = next !== '' && !NOT_OBJECT.has(next);
      const afterGoodAt = prev === 'at' && at(i - 2) === 'good';
      if (ACTIVITY_NOUNS.has(word) && !object) {
        if (start && BE.has(next)) found.add('gerund-basic');
      } else if (BASIC_GERUND_VERBS.has(prev) || afterGoodAt) found.add('gerund-basic');
      else if (GERUND_VERBS.has(prev)) found.add('infinitive-gerund');
      else if (
        ['about', 'without', 'before', 'after', 'for', 'of', 'by'].includes(prev) &&
        object &&
        !DETERMINERS.has(at(i - 2))
      )
        found.add('infinitive-gerund');
      else if (start && (BE.has(next) || (object && w.slice(i + 1).includes('is'))))
        found.add('infinitive-gerund');
    }

    // Past: did, irregular pasts, -ed after its subject.
    if (word === 'did' || word === 'didnt') found.add('past-irregular');
    if (
      IRREGULAR_PAST.has(word) &&
      !BE.has(prev) &&
      !HAVE.has(prev) &&
      !['had', 'get', 'got'].includes(prev)
    ) {
      if (isPastVerb(w, i)) found.add(BASIC_PAST.has(word) ? 'past-basic' : 'past-irregular');
    }
    const notAfterSubject =
      start ||
      BE.has(prev) ||
      HAVE.has(prev) ||
      BE.has(at(i - 2)) ||
      DETERMINERS.has(prev) ||
      BEFORE_ED_ADJECTIVE.has(prev);
    if (isRegularEd(word) && !notAfterSubject)
      found.add(BASIC_PAST.has(word) ? 'past-basic' : 'past-regular');

    // Relative pronouns: who, which, whose after a noun; that after a noun with a subject or verb next.
    if (
      ['who', 'which', 'whose', 'whom'].includes(word) &&
      !clauseStart(i) &&
      !NOT_ANTECEDENT.has(prev) &&
      !SUBJECT_PRONOUNS.has(prev)
    )
      found.add('relative-pronoun');
    const thatAfterNoun =
      !start &&
      at(i - 2) !== '|' &&
      i > 1 &&
      !NOT_ANTECEDENT.has(prev) &&
      !DETERMINERS.has(prev) &&
      !SUBJECT_PRONOUNS.has(prev) &&
      !MODALS.has(prev) &&
      !BE.has(prev) &&
      !HAVE.has(prev) &&
      !INFINITIVE_VERBS.has(prev);
    if (word === 'that' && thatAfterNoun && (AFTER_RELATIVE_THAT.has(next) || MODALS.has(next)))
      found.add('relative-pronoun');
  }
  return [...found];
}

/** Whether an irregular past at `i` is a verb's past (not "turn left", "a lost key"). */
function isPastVerb(words: readonly string[], i: number): boolean {
  const word = words[i] ?? '';
  const prev = words[i - 1] ?? '';
  if (DETERMINERS.has(prev)) return false;
  if (word === 'left')
    return SUBJECT_PRONOUNS.has(prev) || /^(he|she|it|we|they|i|train|bus|everyone)$/.test(prev);
  if (word === 'lost') return !['get', 'got', 'a', 'the'].includes(prev);
  return true;
}

/**
 * The grammar points an example or key sentence uses: its `uses` where written (they replace the
 * rules' reading), else what the rules find; a key sentence always uses its own point too.
 */
export function grammarUses(
  en: string,
  uses: readonly GrammarUse[] | undefined,
  own?: GrammarUse,
): GrammarUse[] {
  const all = new Set<GrammarUse>(uses ?? detectGrammar(en));
  if (own) all.add(own);
  return [...all];
}

/** The points of a list that are first taught after a band. */
export function laterGrammar(uses: readonly GrammarUse[], band: Band): GrammarUse[] {
  return uses.filter((u) => bandRank(GRAMMAR_FIRST_BAND[u]) > bandRank(band));
}

/**
 * Every example of a word entry and every key sentence uses only grammar taught at or below its band
 * (`GRAMMAR_FIRST_BAND`): the rules read the English, and an entry's `uses` replaces their reading.
 */
export function checkGrammar(entries: readonly BankEntry[]): string[] {
  const problems: string[] = [];
  for (const e of entries) {
    const sentence = e.pos === 'sentence';
    const text = sentence ? e.en : e.example?.en;
    if (text === undefined) continue;
    const uses = sentence ? grammarUses(text, e.uses, e.grammar) : grammarUses(text, e.example?.uses);
    const late = laterGrammar(uses, e.band);
    if (late.length > 0)
      problems.push(
        `${e.id}: "${text}" uses ${late.map((u) => `${u} (${GRAMMAR_FIRST_BAND[u]})`).join(', ')}, after ${e.band}`,
      );
  }
  return problems;
}
