import type { Band, BankEntry } from './bankEntry';
import { formBandOf, formItemId, formsAskedIn, VERB_FORMS } from './verbForms';

/** Most words in one stage of the bank: a stage is a few minutes of play. */
export const MAX_STAGE_ENTRIES = 20;
/** Fewest words in one stage: fewer and a stage is over before the demon is worth a fight. */
export const MIN_STAGE_ENTRIES = 10;

/** One stage cut from the bank: the words of one theme (or the sentences of one grammar point) of a band. */
export interface BankStage {
  /**
   * Stable id, saved in progress: `<band>.<theme>-<part>` for words, `<band>.sentences-<grammar>-<part>`
   * for key sentences. Stays put as long as a theme's size keeps its number of parts.
   */
  id: string;
  band: Band;
  /** The theme (words) or grammar point (sentences) the stage is cut from. */
  theme: string;
  /** Words, key sentences, or irregular verbs asked form by form (go → went → gone). */
  kind: 'words' | 'sentences' | 'forms';
  /** 1-based part of the theme, and how many parts it was cut into. */
  part: number;
  parts: number;
  /**
   * The entries of the stage, in the data's order; in a forms stage, each verb's id followed by its
   * forms' ids (`<entry id>#past`, see `formItemId`), asked in that order.
   */
  entryIds: string[];
  /** A stage of the band's optional 発展 (advanced) set: played only when the pupil or teacher chooses it. */
  advanced?: true;
}

/** The id prefix (after the band) of the stages of a band's 発展 (advanced) set. */
export const ADVANCED_STAGE_PREFIX = 'advanced-';

/**
 * Cuts a list into `ceil(n / MAX_STAGE_ENTRIES)` parts of nearly equal size (the first parts take the
 * remainder), so a theme of 22 words becomes 11 + 11, never 20 + 2.
 */
export function splitEvenly<T>(items: readonly T[], most: number = MAX_STAGE_ENTRIES): T[][] {
  if (items.length === 0) return [];
  const parts = Math.ceil(items.length / most);
  const base = Math.floor(items.length / parts);
  const extra = items.length % parts;
  const out: T[][] = [];
  let at = 0;
  for (let i = 0; i < parts; i++) {
    const size = base + (i < extra ? 1 : 0);
    out.push(items.slice(at, at + size));
    at += size;
  }
  return out;
}

/** Groups entries by a key, keeping the first-seen order of keys and the data's order within each group. */
function groupInOrder(
  entries: readonly BankEntry[],
  keyOf: (e: BankEntry) => string,
): Map<string, BankEntry[]> {
  const groups = new Map<string, BankEntry[]>();
  for (const e of entries) {
    const key = keyOf(e);
    const group = groups.get(key);
    if (group) group.push(e);
    else groups.set(key, [e]);
  }
  return groups;
}

/**
 * The stages of one band, in route order: its words theme by theme in the data's order, then its key
 * sentences grammar point by grammar point, then its irregular verbs form by form (the 発展 set's verbs
 * left out); after the route, the entries marked `advanced` theme by theme, as the stages of the band's
 * optional 発展 set (`<band>.advanced-<theme>-<part>`). `sentences` may hold every band's sentences; only
 * this band's are used. `verbs` may hold the verbs of every band (see {@link formsStages}).
 */
export function bankStages(
  band: Band,
  words: readonly BankEntry[],
  sentences: readonly BankEntry[],
  verbs: readonly BankEntry[] = [],
): BankStage[] {
  const stages: BankStage[] = [];
  const cut = (
    kind: BankStage['kind'],
    groups: Map<string, BankEntry[]>,
    prefix: string,
    advanced = false,
  ) => {
    for (const [theme, entries] of groups) {
      const parts = splitEvenly(entries);
      parts.forEach((part, i) => {
        stages.push({
          id: `${band}.${prefix}${theme}-${i + 1}`,
          band,
          theme,
          kind,
          part: i + 1,
          parts: parts.length,
          entryIds: part.map((e) => e.id),
          ...(advanced ? { advanced: true as const } : {}),
        });
      });
    }
  };
  const ownWords = words.filter((e) => e.band === band && e.pos !== 'sentence');
  cut(
    'words',
    groupInOrder(
      ownWords.filter((e) => !e.advanced),
      (e) => e.theme,
    ),
    '',
  );
  cut(
    'sentences',
    groupInOrder(
      sentences.filter((e) => e.band === band && e.pos === 'sentence'),
      (e) => e.grammar ?? e.theme,
    ),
    'sentences-',
  );
  stages.push(
    ...formsStages(
      band,
      verbs.filter((e) => !e.advanced),
    ),
  );
  cut(
    'words',
    groupInOrder(
      ownWords.filter((e) => e.advanced),
      (e) => e.theme,
    ),
    ADVANCED_STAGE_PREFIX,
    true,
  );
  return stages;
}

/** The theme of the forms stages, titled like any theme. */
export const FORMS_THEME = 'irregular-verbs';

/** Whether a stage id names a forms stage, whose questions are asked in their order (go, went, gone). */
export function isFormsStageId(stageId: string): boolean {
  return /^(e34|e56|j1|j2|j3)\.forms-/.test(stageId);
}

/**
 * A band's irregular-verb stages: every verb with forms that has a form first asked in this band (its
 * past from year 1, its past participle from year 2, later for a later verb), each asked as its base
 * form then the forms learnt so far, in turn (go, went in year 1; go, went, gone in year 2). A verb's
 * questions stay in one stage.
 */
export function formsStages(band: Band, verbs: readonly BankEntry[]): BankStage[] {
  const asked = formsAskedIn(band);
  if (asked.length === 0) return [];
  const own = verbs.filter(
    (e) => e.forms !== undefined && VERB_FORMS.some((form) => formBandOf(e, form) === band),
  );
  const perVerb = 1 + asked.length;
  const parts = splitEvenly(own, Math.floor(MAX_STAGE_ENTRIES / perVerb));
  return parts.map((part, i) => ({
    id: `${band}.forms-${FORMS_THEME}-${i + 1}`,
    band,
    theme: FORMS_THEME,
    kind: 'forms' as const,
    part: i + 1,
    parts: parts.length,
    entryIds: part.flatMap((e) => [e.id, ...asked.map((form) => formItemId(e.id, form))]),
  }));
}
