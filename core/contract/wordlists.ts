import { z } from 'zod';

/** Current version of the word lists file's shape. */
export const WORDLISTS_VERSION = 1;

/** The longest English answer of a teacher's word (characters). */
export const MAX_ANSWER_LENGTH = 60;
/** The longest Japanese prompt of a teacher's word (characters). */
export const MAX_PROMPT_LENGTH = 100;
/** The longest list title (characters). */
export const MAX_TITLE_LENGTH = 40;
/** The most words one list may hold. */
export const MAX_WORDS_PER_LIST = 200;
/** The most lists kept at once. */
export const MAX_WORD_LISTS = 50;

/** The answer characters a player can type on a Japanese keyboard in half-width mode. */
export const TYPEABLE_ANSWER = /^[\x20-\x7e]+$/;
/** A picture name: letters, digits, dot, dash and underscore; never a path. */
export const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** One word of a teacher's list: the English answer, the Japanese prompt and an optional picture name. */
export const wordListItemSchema = z
  .object({
    en: z.string().min(1).max(MAX_ANSWER_LENGTH).regex(TYPEABLE_ANSWER),
    ja: z.string().min(1).max(MAX_PROMPT_LENGTH),
    img: z.string().regex(IMAGE_NAME).optional(),
  })
  .strict();
/** One word of a teacher's list. */
export type WordListItem = z.infer<typeof wordListItemSchema>;

/** A list id: `wl-` and lowercase letters or digits, safe in stage ids and file names. */
export const wordListIdSchema = z.string().regex(/^wl-[a-z0-9]{6,32}$/);

/** A list title as shown on the map. */
export const wordListTitleSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_TITLE_LENGTH)
  .refine((title) => !/\p{Cc}/u.test(title), 'a title has no control characters');

/** A teacher's word list, saved after the teacher confirmed its preview. */
export const wordListSchema = z
  .object({
    id: wordListIdSchema,
    title: wordListTitleSchema,
    createdAt: z.string().max(40),
    items: z.array(wordListItemSchema).min(1).max(MAX_WORDS_PER_LIST),
  })
  .strict();
/** A teacher's saved word list. */
export type WordList = z.infer<typeof wordListSchema>;

/** The whole `wordlists.json`. */
export const wordListsFileSchema = z
  .object({
    version: z.literal(WORDLISTS_VERSION),
    lists: z.array(wordListSchema).max(MAX_WORD_LISTS),
  })
  .strict();
/** The whole `wordlists.json`. */
export type WordListsFile = z.infer<typeof wordListsFileSchema>;

/** Why one row of an imported file was left out. */
export const rowRejectionSchema = z.enum([
  'empty-cell',
  'not-typeable',
  'duplicate',
  'too-long',
  'bad-image',
  'unclosed-quote',
  'too-many-words',
]);
/** Why one row of an imported file was left out. */
export type RowRejection = z.infer<typeof rowRejectionSchema>;

/** A row that will be saved, with its line in the file. */
export interface AcceptedRow extends WordListItem {
  line: number;
}

/** A row that was left out: its line in the file, the cells as read, why, and a sentence naming the problem. */
export interface RejectedRow {
  line: number;
  cells: string[];
  reason: RowRejection;
  detail: string;
}

/** What the teacher sees before a list is saved: the file's encoding and delimiter, and every row's fate. */
export interface WordListPreview {
  /** Identifies this preview when the teacher confirms or cancels it. */
  id: string;
  /** Suggested title, from the file name. */
  title: string;
  /** The file's name (without folders). */
  fileName: string;
  encoding: 'utf-8' | 'utf-16le' | 'shift_jis';
  delimiter: 'comma' | 'tab';
  accepted: AcceptedRow[];
  /** The first rows left out (at most {@link MAX_REJECTED_SHOWN}), so a huge bad file makes a small preview. */
  rejected: RejectedRow[];
  /** How many rows were left out for each reason, all of them counted. */
  rejectedCounts: Record<RowRejection, number>;
}

/** The most rows left out that a preview lists one by one; the rest are only counted. */
export const MAX_REJECTED_SHOWN = 20;

/** A preview id as carried by the confirm and cancel calls. */
export const previewIdSchema = z.string().regex(/^pv-[a-z0-9]{6,32}$/);
