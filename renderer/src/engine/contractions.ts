import type { QAPair } from './types';

/**
 * Standard English contractions and their full forms, accepted both ways for every answer by rule:
 * "When is your birthday?" ⇄ "When's your birthday?", "I am" ⇄ "I'm", "do not" ⇄ "don't",
 * "cannot" / "can not" ⇄ "can't", "will not" ⇄ "won't". Only pronouns, question words and there/here/that
 * take 's, so a possessive ("Ken's bag", "its") is never read as "is"; and a full form is contracted only
 * where English allows it ("Yes, I am." stays, "I know where it is." stays).
 */

/** Most forms one answer may gain, so a long sentence full of auxiliaries cannot grow without bound. */
const MAX_FORMS = 24;

// Who may take each contracted ending (lower case).
const AM = new Set(['i']);
const ARE = new Set(['you', 'we', 'they']);
const IS = new Set(['it', 'he', 'she', 'that', 'there', 'here', 'what', 'where', 'when', 'who', 'how']);
const HAS = new Set(['it', 'he', 'she', 'that', 'there', 'who', 'what']);
const HAVE = new Set(['i', 'you', 'we', 'they']);
const WILL = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'that', 'there', 'who']);
const WOULD = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'that', 'there', 'who']);

// there and here are subjects only where a clause starts; elsewhere they are places.
const PLACE_SUBJECTS = new Set(['there', 'here']);
const CLAUSE_JOINERS = new Set(['and', 'but', 'so', 'because', 'if', 'when', 'think', 'know', 'that']);

/** Verbs with their "n't" form; can't and won't are their own (see below). */
const NOT_FORMS: Readonly<Record<string, string>> = {
  is: "isn't",
  are: "aren't",
  was: "wasn't",
  were: "weren't",
  do: "don't",
  does: "doesn't",
  did: "didn't",
  have: "haven't",
  has: "hasn't",
  had: "hadn't",
  could: "couldn't",
  should: "shouldn't",
  would: "wouldn't",
  must: "mustn't",
};

// Words that may stand between an auxiliary and its participle ("He's never been").
const ADVERBS = new Set(['never', 'ever', 'already', 'just', 'not', 'always', 'also', 'often', 'recently']);
// Past participles that do not end in -ed, for have/has/had ⇄ 've/'s/'d.
const PARTICIPLES = new Set(
  (
    'been done gone seen had made taken given eaten written spoken told met known found bought brought ' +
    'thought taught caught come become run begun swum sung drunk read heard left lost kept slept sent ' +
    'spent built felt won sold held stood understood forgotten gotten got broken chosen driven ridden ' +
    'flown grown thrown drawn worn put cut hit set let shut hurt cost said paid laid fallen shown'
  ).split(' '),
);

/** Whether `word` reads as a past participle after have/has/had (visited, been, written). */
function isParticiple(word: string | undefined): boolean {
  if (word === undefined) return false;
  // -ed past forms (visited, played), but not words such as need, seed or red.
  return PARTICIPLES.has(word) || (word.length > 4 && word.endsWith('ed') && !word.endsWith('eed'));
}

/** Whether 's before `word` stands for has ("It's been", "He's got"), not is. */
function perfectFollows(word: string | undefined): boolean {
  return word === 'been' || word === 'got';
}

/** Whether have before `word` is the auxiliary that contracts to 've (a participle, or got). */
function haveFollows(word: string | undefined): boolean {
  return isParticiple(word) || word === 'got';
}

/** Whether 'd before `word` stands for had (a participle, or "better"), not would. */
function hadFollows(word: string | undefined): boolean {
  return isParticiple(word) || word === 'better';
}

/** The first word from `index` on that is not one of the adverbs an auxiliary may be followed by. */
function firstPastAdverbs(words: readonly string[], index: number): string | undefined {
  let i = index;
  while (i < words.length && ADVERBS.has(words[i] ?? '')) i++;
  return words[i];
}

/** A piece of an answer: a word (letters and apostrophes) or the text between words. */
interface Piece {
  text: string;
  word: boolean;
}

function splitAnswer(answer: string): Piece[] {
  return (answer.match(/[A-Za-z'’]+|[^A-Za-z'’]+/g) ?? []).map((text) => ({
    text,
    word: /^[A-Za-z]/.test(text),
  }));
}

/** `replacement` written in the case of `original`'s first letter (It's from "It is", Do not from "Don't"). */
function inCaseOf(original: string, replacement: string): string {
  const first = original[0] ?? '';
  if (first !== first.toUpperCase() || replacement === '') return replacement;
  // "I" stays capital in any case; only the first letter follows the original.
  return replacement[0]?.toUpperCase() + replacement.slice(1);
}

/** Lower case with the typographic apostrophe as a plain one. */
function plain(word: string): string {
  return word.toLowerCase().replace(/’/g, "'");
}

/**
 * Every answer one contraction or expansion away from `answer`: each rule applied at one place. The
 * pieces of the answer between words (spaces, punctuation) are kept as written.
 */
function oneStepForms(answer: string): string[] {
  const pieces = splitAnswer(answer);
  const wordAt: number[] = [];
  pieces.forEach((p, i) => {
    if (p.word) wordAt.push(i);
  });
  const words = wordAt.map((i) => plain(pieces[i]?.text ?? ''));
  const out: string[] = [];
  const rewrite = (fromWord: number, toWord: number, text: string) => {
    const start = wordAt[fromWord] ?? 0;
    const end = wordAt[toWord] ?? 0;
    const before = pieces.slice(0, start).map((p) => p.text);
    const after = pieces.slice(end + 1).map((p) => p.text);
    out.push([...before, text, ...after].join(''));
  };
  // Whether words k and k+1 stand side by side, with one space between them.
  const adjacent = (k: number) => {
    const a = wordAt[k];
    const b = wordAt[k + 1];
    return a !== undefined && b === a + 2 && pieces[a + 1]?.text === ' ';
  };
  // Whether word k starts a clause: first, after punctuation, or after a joining word.
  const startsClause = (k: number) =>
    k === 0 || pieces[(wordAt[k] ?? 0) - 1]?.text !== ' ' || CLAUSE_JOINERS.has(words[k - 1] ?? '');

  for (let k = 0; k < words.length; k++) {
    const word = words[k] ?? '';
    const original = pieces[wordAt[k] ?? 0]?.text ?? '';
    // The word after this one, past never/already/not …: it tells have from be and had from would.
    const next = firstPastAdverbs(words, k + 1);

    // Contracted → full. A contracted be, have, will or would never ends a clause, so only one followed
    // by a word is read; each reads the same signs as its contraction below, so a form and its full
    // form always lead back to each other.
    const match = adjacent(k) ? /^([a-z]+)'(m|re|s|ve|ll|d)$/.exec(word) : null;
    if (match) {
      const [, subject = '', ending] = match;
      const head = original.slice(0, subject.length);
      const full = (verb: string) => rewrite(k, k, `${head} ${verb}`);
      if (ending === 'm' && AM.has(subject)) full('am');
      if (ending === 're' && ARE.has(subject)) full('are');
      const asSubject = !PLACE_SUBJECTS.has(subject) || startsClause(k);
      if (ending === 's' && IS.has(subject) && asSubject && !perfectFollows(next)) full('is');
      if (ending === 's' && HAS.has(subject) && asSubject && perfectFollows(next)) full('has');
      if (ending === 've' && HAVE.has(subject) && haveFollows(next)) full('have');
      if (ending === 'll' && WILL.has(subject)) full('will');
      if (ending === 'd' && WOULD.has(subject)) full(hadFollows(next) ? 'had' : 'would');
    }
    if (word === "can't") {
      rewrite(k, k, inCaseOf(original, 'cannot'));
      rewrite(k, k, inCaseOf(original, 'can not'));
    } else if (word === "won't") rewrite(k, k, inCaseOf(original, 'will not'));
    else if (word.endsWith("n't")) {
      const verb = Object.keys(NOT_FORMS).find((v) => NOT_FORMS[v] === word);
      if (verb !== undefined) rewrite(k, k, `${original.slice(0, verb.length)} not`);
    }
    if (word === 'cannot') {
      rewrite(k, k, inCaseOf(original, "can't"));
      rewrite(k, k, inCaseOf(original, 'can not'));
    }

    // Full → contracted: word k and the word after it.
    if (!adjacent(k)) continue;
    const second = words[k + 1] ?? '';
    const secondOriginal = pieces[wordAt[k + 1] ?? 0]?.text ?? '';
    const afterSecond = firstPastAdverbs(words, k + 2);
    const contract = (ending: string) => rewrite(k, k + 1, `${original}'${ending}`);
    if (second === 'not') {
      if (word === 'can') {
        rewrite(k, k + 1, inCaseOf(original, "can't"));
        rewrite(k, k + 1, inCaseOf(original, 'cannot'));
      } else if (word === 'will') rewrite(k, k + 1, inCaseOf(original, "won't"));
      else if (NOT_FORMS[word] !== undefined) rewrite(k, k + 1, `${original}n't`);
    }
    // be, have, will and would contract only before another word ("Yes, I am." stays).
    if (!adjacent(k + 1) || secondOriginal !== second) continue;
    if (second === 'am' && AM.has(word)) contract('m');
    if (second === 'are' && ARE.has(word)) contract('re');
    // there/here take 's only as the subject starting a clause, not as a place ("over there is ours").
    const asSubject = !PLACE_SUBJECTS.has(word) || startsClause(k);
    if (second === 'is' && IS.has(word) && asSubject && !perfectFollows(afterSecond)) contract('s');
    if (second === 'has' && HAS.has(word) && asSubject && perfectFollows(afterSecond)) contract('s');
    if (second === 'have' && HAVE.has(word) && haveFollows(afterSecond)) contract('ve');
    if (second === 'will' && WILL.has(word)) contract('ll');
    if (second === 'would' && WOULD.has(word) && !hadFollows(afterSecond)) contract('d');
    if (second === 'had' && WOULD.has(word) && hadFollows(afterSecond)) contract('d');
  }
  return out;
}

/**
 * The other forms of `answer` its contractions and full forms give, by rule: "When's your birthday?"
 * for "When is your birthday?", "I am fine." for "I'm fine.", both "cannot" and "can not" for "can't".
 * Every combination is reached (a sentence with two places gives up to three more forms); the answer
 * itself is not among them. Empty when the answer has no such place.
 */
export function contractionForms(answer: string): string[] {
  const seen = new Set([answer]);
  const queue = [answer];
  const forms: string[] = [];
  while (queue.length > 0 && forms.length < MAX_FORMS) {
    const form = queue.shift() ?? '';
    for (const next of oneStepForms(form)) {
      if (seen.has(next) || forms.length >= MAX_FORMS) continue;
      seen.add(next);
      forms.push(next);
      queue.push(next);
    }
  }
  return forms;
}

/**
 * `q` with the contraction forms of its answers added after its own variants, so the engine accepts them
 * as it accepts "colour" for "color"; the same object when there are none. `en` stays the form shown
 * first, and the entry's own variants keep their places before the generated ones.
 */
export function withContractionForms(q: QAPair): QAPair {
  const own = [q.en, ...(q.variants ?? [])];
  const known = new Set(own);
  const added: string[] = [];
  for (const form of own) {
    for (const other of contractionForms(form)) {
      if (!known.has(other)) {
        known.add(other);
        added.push(other);
      }
    }
  }
  return added.length === 0 ? q : { ...q, variants: [...(q.variants ?? []), ...added] };
}
