import { z } from 'zod';
import { BANDS, GRAMMAR_POINTS, GRAMMAR_USES, PARTS_OF_SPEECH } from './bankTerms';

export { BANDS, type Band, GRAMMAR_POINTS, PARTS_OF_SPEECH } from './bankTerms';

const english = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[\x20-\x7e]+$/, 'half-width ASCII only')
  .refine((s) => s === s.trim() && !s.includes('  '), 'no leading, trailing or double spaces');

/**
 * One entry of the word bank. `id` is stable and never reused (progress and teachers' stages refer
 * to it): `<band>.<slug>`, the slug in lower-case ASCII with hyphens. `ja` is the meaning as a pupil of
 * the band reads it (kana only for e34); several meanings are joined with 「、」. Readings for kanji are
 * generated at build time, never typed here.
 */
export const bankEntrySchema = z
  .object({
    id: z.string().regex(/^(e34|e56|j1|j2|j3)\.[a-z0-9]+(-[a-z0-9]+)*$/),
    en: english,
    variants: z.array(english).max(6).optional(),
    ja: z.string().min(1).max(80),
    pos: z.enum(PARTS_OF_SPEECH),
    band: z.enum(BANDS),
    theme: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    example: z
      .object({
        en: english,
        ja: z.string().min(1).max(120),
        // Every grammar point the example uses, in place of the checker's reading where that is wrong.
        uses: z.array(z.enum(GRAMMAR_USES)).optional(),
      })
      .strict()
      .optional(),
    img: z.string().min(1).max(16).optional(),
    grammar: z.enum(GRAMMAR_POINTS).optional(),
    newWords: z.array(z.string().min(1).max(40)).max(6).optional(),
    // Every grammar point a key sentence uses, in place of the checker's reading where that is wrong.
    uses: z.array(z.enum(GRAMMAR_USES)).optional(),
    /** Beyond what every junior-high course teaches: in the year's optional 発展 set, played when chosen. */
    advanced: z.literal(true).optional(),
    /** An irregular verb's past and past participle, the usual form first (learned, learnt). */
    forms: z
      .object({ past: z.array(english).min(1).max(3), pastParticiple: z.array(english).min(1).max(3) })
      .strict()
      .optional(),
  })
  .strict()
  .refine((e) => e.id.startsWith(`${e.band}.`), 'the id starts with its band')
  .refine(
    (e) => (e.pos === 'sentence') === (e.grammar !== undefined),
    'sentences, and only sentences, name a grammar point',
  )
  .refine(
    (e) => e.pos === 'sentence' || e.uses === undefined,
    'only key sentences list their grammar in uses',
  )
  .refine((e) => e.forms === undefined || e.pos === 'verb', 'only verbs have past forms');

/** One entry of the word bank. */
export type BankEntry = z.infer<typeof bankEntrySchema>;

/**
 * A data file: a band's words in the order of our own route through the themes, or (`sentences`) the
 * key sentences of every band along the grammar path.
 */
export const bankFileSchema = z
  .object({ band: z.enum([...BANDS, 'sentences']), entries: z.array(bankEntrySchema) })
  .strict();

/** A band's data file. */
export type BankFile = z.infer<typeof bankFileSchema>;
