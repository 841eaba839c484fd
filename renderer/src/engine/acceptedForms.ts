import type { QAPair } from './types';

/**
 * The accepted forms of a question are `en` followed by its `variants`, in that order of preference.
 * These helpers walk them in place (no list is built), so a key costs no allocation here.
 */

/** Whether `c` is a final mark an answer may leave off: `.`, `!` or `?`. */
export function isFinalMark(c: string | undefined): boolean {
  return c === '.' || c === '!' || c === '?';
}

function sameChar(a: string | undefined, b: string | undefined, strictCase: boolean): boolean {
  if (a === b) return true;
  return !strictCase && a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
}

/** Whether `form` starts with the first `length` characters of `prefix`, then `next` when given. */
function fits(
  form: string,
  prefix: string,
  length: number,
  next: string | null,
  strictCase: boolean,
): boolean {
  if (form.length < length + (next === null ? 0 : 1)) return false;
  if (next !== null && !sameChar(form[length], next, strictCase)) return false;
  for (let i = 0; i < length; i++) {
    if (!sameChar(form[i], prefix[i], strictCase)) return false;
  }
  return true;
}

/**
 * The first accepted form of `q` (in the order `en`, then `variants`) that starts with the first
 * `length` characters of `prefix` and, when `next` is given, continues with `next` — compared by the
 * case rule (`strictCase`, or case-insensitive). Undefined when no form fits.
 */
export function firstFormFitting(
  q: QAPair,
  prefix: string,
  length: number,
  next: string | null,
  strictCase: boolean,
): string | undefined {
  if (fits(q.en, prefix, length, next, strictCase)) return q.en;
  const variants = q.variants;
  if (variants === undefined) return undefined;
  for (const form of variants) {
    if (fits(form, prefix, length, next, strictCase)) return form;
  }
  return undefined;
}

/**
 * Whether `typedLength` correct characters complete `answer`: all of it, or (with an optional final
 * mark) all of it but a final `.`, `!` or `?`.
 */
export function completesAnswer(answer: string, typedLength: number, optionalFinalMark: boolean): boolean {
  if (typedLength === answer.length) return true;
  return (
    optionalFinalMark &&
    typedLength > 0 &&
    typedLength === answer.length - 1 &&
    isFinalMark(answer[typedLength])
  );
}

/**
 * An accepted form of `q` other than `shown` that `typed` already completes (by the case rule, a final
 * mark optional when `optionalFinalMark`): "lab" while "laboratory" is shown. Undefined when none does.
 */
export function otherFormCompleted(
  q: QAPair,
  shown: string,
  typed: string,
  strictCase: boolean,
  optionalFinalMark: boolean,
): string | undefined {
  const done = (form: string) =>
    form !== shown &&
    completesAnswer(form, typed.length, optionalFinalMark) &&
    fits(form, typed, typed.length, null, strictCase);
  if (done(q.en)) return q.en;
  for (const form of q.variants ?? []) if (done(form)) return form;
  return undefined;
}

/**
 * The accepted forms of `q` that begin with `typed` (by the case rule) and are longer, in the order
 * `en`, then `variants`: "programme" after "program", "." after "I'm fine". Empty when there are none.
 */
export function longerForms(q: QAPair, typed: string, strictCase: boolean): string[] {
  const longer: string[] = [];
  const take = (form: string) => {
    if (form.length > typed.length && fits(form, typed, typed.length, null, strictCase)) longer.push(form);
  };
  take(q.en);
  for (const form of q.variants ?? []) take(form);
  return longer;
}

/** The forms among `forms` whose character at `index` is `next` (by the case rule), in their order. */
export function formsContinuing(
  forms: readonly string[],
  index: number,
  next: string,
  strictCase: boolean,
): string[] {
  return forms.filter((form) => sameChar(form[index], next, strictCase));
}
