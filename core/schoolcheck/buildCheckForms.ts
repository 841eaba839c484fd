import { BANDS, type Band, type BankEntry } from '../bank/bankEntry';
import {
  CHECK_FORM_IDS,
  CHECK_POS_GROUPS,
  type CheckFormId,
  checkableEntries,
  difficultyOf,
  KEYING_LETTERS,
  KEYING_WORDS,
  posGroupOf,
  RECALL_WORDS,
} from './checkFormRules';

/** One form of a year's check: the words asked from memory, in order, then the words copied. */
export interface CheckForm {
  band: Band;
  form: CheckFormId;
  /** Bank ids of the words asked from memory, in the order asked. */
  recall: string[];
  /** Bank ids of the words typed with the answer shown, in the order typed. */
  keying: string[];
  /** Mean letters per recall word ({@link difficultyOf}), kept so a reader sees the forms' balance. */
  difficulty: number;
  /** Letters typed in the keying part (the sum of the keying words' lengths). */
  keyingLetters: number;
}

/**
 * The frozen forms of every year, as `checkForms.json` holds them, with the pool each year's forms
 * were dealt from (the ids of its checkable words then), so dealing again gives the same forms
 * however the bank has grown since.
 */
export interface CheckFormsFile {
  version: 1;
  seed: number;
  pools: Partial<Record<Band, string[]>>;
  forms: CheckForm[];
}

/** A 32-bit FNV-1a hash of a text: a seeded order that never changes with the bank's other entries. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Entries by difficulty, ties in the seed's order. */
function byDifficulty(entries: readonly BankEntry[], seed: number): BankEntry[] {
  return [...entries].sort(
    (a, b) => difficultyOf(a) - difficultyOf(b) || hash32(`${seed}:${a.id}`) - hash32(`${seed}:${b.id}`),
  );
}

/**
 * Shares of `total` per group, proportional to the groups' sizes (largest remainder, ties by group
 * order), never more than a group can give every form.
 */
function quotas(sizes: readonly number[], total: number, forms: number): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  const exact = sizes.map((n) => (sum === 0 ? 0 : (n / sum) * total));
  const shares = exact.map((x, i) => Math.min(Math.floor(x), Math.floor((sizes[i] ?? 0) / forms)));
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest);
  let left = total - shares.reduce((a, b) => a + b, 0);
  while (left > 0) {
    const room = order.find(({ i }) => ((shares[i] ?? 0) + 1) * forms <= (sizes[i] ?? 0));
    if (!room) break;
    shares[room.i] = (shares[room.i] ?? 0) + 1;
    left--;
    order.push(...order.splice(order.indexOf(room), 1));
  }
  return shares;
}

/**
 * Deals `perForm` matched sets from `pool` to `forms` forms: the pool (by difficulty) is cut into
 * `perForm` equal slices, and from each slice `forms` neighbouring words (at a seeded offset) go one
 * to each form, the easiest to a different form each time, so every form gets one word of each
 * difficulty step. Answers each form's words; fewer when the pool is too small.
 */
function dealMatchedSets(
  pool: readonly BankEntry[],
  perForm: number,
  forms: number,
  seed: number,
  salt: string,
): BankEntry[][] {
  const sorted = byDifficulty(pool, seed);
  const dealt: BankEntry[][] = Array.from({ length: forms }, () => []);
  if (perForm === 0) return dealt;
  const width = sorted.length / perForm;
  for (let step = 0; step < perForm; step++) {
    const from = Math.floor(step * width);
    const to = Math.floor((step + 1) * width);
    if (to - from < forms) continue;
    const offset = hash32(`${seed}:${salt}:${step}`) % (to - from - forms + 1);
    const set = sorted.slice(from + offset, from + offset + forms);
    // Rotating who gets the easiest of each set keeps the forms' sums within one letter or so.
    set.forEach((entry, k) => {
      dealt[(k + step) % forms]?.push(entry);
    });
  }
  return dealt;
}

/** A form's words in the order asked: a seeded order, so neighbours share no theme by design. */
function askingOrder(entries: readonly BankEntry[], seed: number, salt: string): BankEntry[] {
  return [...entries].sort((a, b) => hash32(`${seed}:${salt}:${a.id}`) - hash32(`${seed}:${salt}:${b.id}`));
}

/**
 * The forms of one year: {@link RECALL_WORDS} recall words per form, stratified by part of speech
 * (each group's share of the year's checkable words) and by difficulty (matched sets), and
 * {@link KEYING_WORDS} short keying words per form, taken from the checkable words no form asks from
 * memory. No word is in two forms.
 */
export function buildYearForms(
  band: Band,
  entries: readonly BankEntry[],
  seed: number,
  pool?: readonly string[],
): CheckForm[] {
  // A frozen pool is taken as it is: a word added to the bank later cannot push one out of it.
  const kept = pool ? new Set(pool) : null;
  const checkable = kept
    ? entries.filter((e) => e.band === band && kept.has(e.id))
    : checkableEntries(band, entries);
  const forms = CHECK_FORM_IDS.length;
  const groups = [...CHECK_POS_GROUPS, 'other'].map((g) => checkable.filter((e) => posGroupOf(e) === g));
  const shares = quotas(
    groups.map((g) => g.length),
    RECALL_WORDS,
    forms,
  );
  const recall: BankEntry[][] = Array.from({ length: forms }, () => []);
  groups.forEach((group, g) => {
    const dealt = dealMatchedSets(group, shares[g] ?? 0, forms, seed, `recall-${g}`);
    dealt.forEach((words, f) => {
      recall[f]?.push(...words);
    });
  });
  const asked = new Set(recall.flat().map((e) => e.id));
  const keyingPool = checkable.filter((e) => {
    const letters = difficultyOf(e);
    return !asked.has(e.id) && letters >= KEYING_LETTERS.min && letters <= KEYING_LETTERS.max;
  });
  const keying = dealMatchedSets(keyingPool, KEYING_WORDS, forms, seed, 'keying');
  return CHECK_FORM_IDS.map((form, f) => {
    const words = askingOrder(recall[f] ?? [], seed, `${band}-${form}`);
    const copied = askingOrder(keying[f] ?? [], seed, `${band}-${form}-keying`);
    const letters = words.reduce((sum, e) => sum + difficultyOf(e), 0);
    return {
      band,
      form,
      recall: words.map((e) => e.id),
      keying: copied.map((e) => e.id),
      difficulty: words.length === 0 ? 0 : Math.round((letters / words.length) * 100) / 100,
      keyingLetters: copied.reduce((sum, e) => sum + difficultyOf(e), 0),
    };
  });
}

/**
 * The forms of every year from the bank's word files (`entries` of all bands), as frozen in
 * `checkForms.json`. With `pools` (a frozen file's) each year is dealt from those words only, so
 * the answer is the frozen file again; without, from today's checkable words (new forms).
 */
export function buildCheckForms(
  entries: readonly BankEntry[],
  seed: number,
  pools?: CheckFormsFile['pools'],
): CheckFormsFile {
  const poolOf = (band: Band) =>
    pools?.[band] ??
    checkableEntries(band, entries)
      .map((e) => e.id)
      .sort();
  return {
    version: 1,
    seed,
    pools: Object.fromEntries(BANDS.map((band) => [band, poolOf(band)])),
    forms: BANDS.flatMap((band) => buildYearForms(band, entries, seed, poolOf(band))),
  };
}
