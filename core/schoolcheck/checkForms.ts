import type { Band } from '../bank/bankEntry';
import type { CheckForm, CheckFormsFile } from './buildCheckForms';
import type { CheckFormId } from './checkFormRules';
import frozen from './checkForms.json';

/** The frozen forms of every year (`checkForms.json`): what the game asks, whatever the bank holds now. */
export const CHECK_FORMS = frozen as CheckFormsFile;

/** One year's frozen form, or null when the file has none (a year with too few words). */
export function checkFormFor(band: Band, form: CheckFormId): CheckForm | null {
  return CHECK_FORMS.forms.find((f) => f.band === band && f.form === form) ?? null;
}
