import type { MessageKey } from '../../../core/i18n';
import type { FileRefusal } from '../../../core/wordlists/parseWordList';
import { desktopWords, type MenuLanguage } from '../menu/menuLabels';

/** Every text of the classroom menu items and their dialogs. */
export interface ClassroomMessages {
  importWordList: string;
  exportResults: string;
  wordListFilter: string;
  resultsFilter: string;
  exported: string;
  exportFailed: string;
  ok: string;
  /** Why a word-list file was refused as a whole, or could not be shown. */
  refusals: Record<FileRefusal | 'unreadable' | 'no-window', string>;
}

const NAMES = [
  'importWordList',
  'exportResults',
  'wordListFilter',
  'resultsFilter',
  'exported',
  'exportFailed',
  'ok',
] as const;
// Fails to compile while a text has no entry in the tables.
type KeysWorded = `desktop.classroom.${(typeof NAMES)[number]}` extends MessageKey ? true : never;
const keysWorded: KeysWorded = true;
void keysWorded;
const REFUSALS = ['not-text', 'empty', 'no-header', 'too-large', 'unreadable', 'no-window'] as const;
type RefusalsWorded = `desktop.classroom.refusal.${(typeof REFUSALS)[number]}` extends MessageKey
  ? true
  : never;
const refusalsWorded: RefusalsWorded = true;
void refusalsWorded;

const wordsIn = (language: MenuLanguage): ClassroomMessages => ({
  ...desktopWords(language, 'desktop.classroom.', NAMES),
  refusals: desktopWords(language, 'desktop.classroom.refusal.', REFUSALS),
});

/** The texts in Japanese and English, from the game's message tables. */
export const CLASSROOM_MESSAGES: Record<MenuLanguage, ClassroomMessages> = {
  ja: wordsIn('ja'),
  en: wordsIn('en'),
};
