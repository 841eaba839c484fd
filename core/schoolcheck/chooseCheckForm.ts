import { CHECK_FORM_IDS, type CheckFormId } from './checkFormRules';

/** A form a pupil has taken: its year, its form and when. */
export interface TakenForm {
  band: string;
  form: string;
  at: string;
}

/**
 * The form a pupil takes next in a year: the first in order (A, B, C, D) they have not taken, so a
 * class moves through the forms together term by term; once every form is taken, the one taken
 * longest ago (its items are then the least remembered).
 */
export function chooseCheckForm(band: string, taken: readonly TakenForm[]): CheckFormId {
  const lastTaken = new Map<string, number>();
  for (const t of taken) {
    if (t.band !== band) continue;
    const time = Date.parse(t.at);
    lastTaken.set(t.form, Math.max(lastTaken.get(t.form) ?? Number.NEGATIVE_INFINITY, time));
  }
  const fresh = CHECK_FORM_IDS.find((form) => !lastTaken.has(form));
  if (fresh) return fresh;
  let oldest: CheckFormId = CHECK_FORM_IDS[0];
  for (const form of CHECK_FORM_IDS)
    if ((lastTaken.get(form) ?? 0) < (lastTaken.get(oldest) ?? 0)) oldest = form;
  return oldest;
}
