import { BANDS, type Band, type BankEntry } from '../../core/bank/bankEntry';
import type { BankStage } from '../../core/bank/bankStages';
import { formBandOf, parseFormItemId, VERB_FORMS } from '../../core/bank/verbForms';
import { englishWords } from './checks';

/** Verbs without a past of their own, which a forms stage never asks. */
const NO_PAST_FORMS: ReadonlySet<string> = new Set([
  'shall',
  'should',
  'must',
  'can',
  'could',
  'may',
  'might',
  'will',
  'would',
  'was',
  'were',
]);

/** The past a regular verb would have (-ed, -d, -ied, a doubled consonant). */
function regularPasts(base: string): string[] {
  const pasts = [`${base}ed`, `${base}d`];
  if (/[^aeiou]y$/.test(base)) pasts.push(`${base.slice(0, -1)}ied`);
  if (/[^aeiou][aeiou][^aeiouwxy]$/.test(base)) pasts.push(`${base}${base.slice(-1)}ed`);
  return pasts;
}

const rank = (band: Band) => BANDS.indexOf(band);

/**
 * The irregular verbs have their forms, spelled right: every one-word verb whose regular past is no
 * dictionary word (go → "goed") gives its `forms`, unless it is itself a form of a verb (went), a
 * regular past (played) or a modal; and every form given is a dictionary word.
 */
export function checkVerbForms(entries: readonly BankEntry[], dictionary: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const formWords = new Set<string>();
  for (const e of entries)
    for (const form of VERB_FORMS) for (const w of e.forms?.[form] ?? []) formWords.add(w.toLowerCase());
  for (const e of entries) {
    if (e.pos !== 'verb') continue;
    const base = e.en.toLowerCase();
    for (const form of VERB_FORMS)
      for (const w of e.forms?.[form] ?? [])
        if (!dictionary.has(w.toLowerCase()))
          problems.push(`${e.id}: the ${form} "${w}" is not a dictionary word`);
    if (e.forms || !/^[a-z]+$/.test(base)) continue;
    if (NO_PAST_FORMS.has(base) || formWords.has(base) || base.endsWith('ed')) continue;
    if (!regularPasts(base).some((p) => dictionary.has(p)))
      problems.push(`${e.id}: "${e.en}" looks irregular (no regular past in the dictionary): give its forms`);
  }
  return problems;
}

/**
 * No form is asked or used before its year: a forms stage asks a verb's form only from the form's year
 * on (the past from year 1, the past participle from year 2), and no example or key sentence of an
 * earlier year uses a past participle that only the later year teaches (gone, eaten, written).
 */
export function checkFormYears(entries: readonly BankEntry[], stages: readonly BankStage[]): string[] {
  const problems: string[] = [];
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const stage of stages) {
    for (const id of stage.entryIds) {
      const asForm = parseFormItemId(id);
      const verb = asForm && byId.get(asForm.entryId);
      if (!asForm || !verb) continue;
      const year = formBandOf(verb, asForm.form);
      if (rank(year) > rank(stage.band))
        problems.push(`${stage.id}: asks ${id} in ${stage.band}, before its year ${year}`);
    }
  }
  // A word that is only ever a later form (not a base, nor the past of any verb) dates a sentence.
  const laterOnly = new Map<string, { id: string; year: Band }>();
  const earlierWords = new Set<string>();
  for (const e of entries) {
    earlierWords.add(e.en.toLowerCase());
    for (const w of e.forms?.past ?? []) earlierWords.add(w.toLowerCase());
  }
  for (const e of entries)
    for (const w of e.forms?.pastParticiple ?? []) {
      const lower = w.toLowerCase();
      if (!earlierWords.has(lower)) laterOnly.set(lower, { id: e.id, year: formBandOf(e, 'pastParticiple') });
    }
  for (const e of entries) {
    const texts = [e.pos === 'sentence' ? e.en : undefined, e.example?.en].filter((t) => t !== undefined);
    // A set phrase teaches its own words ("Well done!" in year 1).
    const own = e.pos === 'sentence' ? new Set<string>() : new Set(englishWords(e.en).map((w) => w.lower));
    for (const text of texts)
      for (const w of englishWords(text)) {
        const form = laterOnly.get(w.lower);
        if (form && rank(form.year) > rank(e.band) && !own.has(w.lower))
          problems.push(
            `${e.id}: "${w.written}" is the past participle of ${form.id}, taught from ${form.year}`,
          );
      }
  }
  return problems;
}
