import type { Band, BankEntry } from './bankEntry';
import { BANDS } from './bankTerms';

/** The forms of an irregular verb a stage asks beside its base form. */
export const VERB_FORMS = ['past', 'pastParticiple'] as const;
/** One form of a verb: its past or its past participle. */
export type VerbForm = (typeof VERB_FORMS)[number];

/**
 * The first school year that learns each form (the grammar path: the past in junior-high year 1, the
 * present perfect and the passive, and so the past participle, in year 2).
 */
export const FORM_BAND: Readonly<Record<VerbForm, Band>> = { past: 'j1', pastParticiple: 'j2' };

/**
 * What the prompt adds to the verb's meaning to say which form is asked, with its reading in the bank's
 * own way (outer brackets hold kanji, so they stay plain text around the furigana).
 */
export const FORM_LABEL_JA: Readonly<Record<VerbForm, string>> = {
  past: '（過去形（かこけい））',
  pastParticiple: '（過去分詞（かこぶんし））',
};

/** The id a form is practised and saved under: `<entry id>#past`, `<entry id>#pastParticiple`. */
export function formItemId(entryId: string, form: VerbForm): string {
  return `${entryId}#${form}`;
}

/** The entry and form of a form's id, or null for an entry's own id (or anything else). */
export function parseFormItemId(id: string): { entryId: string; form: VerbForm } | null {
  const at = id.lastIndexOf('#');
  if (at < 0) return null;
  const form = id.slice(at + 1);
  return (VERB_FORMS as readonly string[]).includes(form)
    ? { entryId: id.slice(0, at), form: form as VerbForm }
    : null;
}

/** A band's place in the school years, 0 for grades 3–4. */
function rank(band: Band): number {
  return BANDS.indexOf(band);
}

/** The later of two bands. */
export function laterBand(a: Band, b: Band): Band {
  return rank(a) >= rank(b) ? a : b;
}

/** The year a verb's form is first asked: the form's own year, or the verb's when that comes later. */
export function formBandOf(entry: Pick<BankEntry, 'band'>, form: VerbForm): Band {
  return laterBand(FORM_BAND[form], entry.band);
}

/** One question of a forms stage: the form as answer (other spellings accepted), the meaning with the form named. */
export interface FormQuestion {
  id: string;
  en: string;
  variants?: string[];
  ja: string;
}

/**
 * The question asking one form of a verb entry (its `ja` already carrying readings where the game
 * shows it), e.g. 「行く（過去形）」 → "went"; null when the entry has no forms.
 */
export function formQuestionOf(entry: BankEntry, form: VerbForm): FormQuestion | null {
  const spellings = entry.forms?.[form];
  const [en, ...variants] = spellings ?? [];
  if (en === undefined) return null;
  return {
    id: formItemId(entry.id, form),
    en,
    ...(variants.length ? { variants } : {}),
    ja: `${entry.ja}${FORM_LABEL_JA[form]}`,
  };
}

/** The forms a band's stages ask of a verb in turn after its base form: the past from year 1, the past participle from year 2. */
export function formsAskedIn(band: Band): VerbForm[] {
  return VERB_FORMS.filter((form) => rank(FORM_BAND[form]) <= rank(band));
}

/**
 * Every irregular form the entries give, lower-case, with the base form it comes from (went → go,
 * learnt → learn); forms equal to their base (put, read) are left out.
 */
export function irregularFormsOf(entries: readonly BankEntry[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of entries) {
    const forms = e.forms;
    if (!forms) continue;
    const base = e.en.toLowerCase();
    for (const form of VERB_FORMS)
      for (const spelling of forms[form]) {
        const w: string = spelling.toLowerCase();
        if (w !== base && !Object.hasOwn(out, w)) out[w] = base;
      }
  }
  return out;
}

/** One item of a stage as a question: an entry's own, or one of a verb's forms. */
export interface StageItem {
  /** The entry the item comes from (the verb, for a form). */
  entry: BankEntry;
  id: string;
  en: string;
  variants?: readonly string[];
  ja: string;
  img?: string;
}

/**
 * The question behind one id of a stage's `entryIds`: the entry itself, or, for `<entry id>#<form>`,
 * that form of the verb (see {@link formQuestionOf}); null when the entry is not at hand.
 */
export function stageItemOf(id: string, entryById: (id: string) => BankEntry | undefined): StageItem | null {
  const asForm = parseFormItemId(id);
  const entry = entryById(asForm ? asForm.entryId : id);
  if (!entry) return null;
  if (!asForm) {
    return {
      entry,
      id: entry.id,
      en: entry.en,
      ja: entry.ja,
      ...(entry.variants ? { variants: entry.variants } : {}),
      ...(entry.img ? { img: entry.img } : {}),
    };
  }
  const question = formQuestionOf(entry, asForm.form);
  return question ? { entry, ...question } : null;
}
