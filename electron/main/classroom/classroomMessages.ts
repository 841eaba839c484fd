import type { FileRefusal } from '../../../core/wordlists/parseWordList';
import type { MenuLanguage } from '../menu/menuLabels';

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

/** The classroom texts in Japanese and English. */
export const CLASSROOM_MESSAGES: Record<MenuLanguage, ClassroomMessages> = {
  ja: {
    importWordList: '単語リストを読み込む…',
    exportResults: '成績を書き出す…',
    wordListFilter: '単語リスト (CSV, TSV)',
    resultsFilter: '成績 (CSV)',
    exported: '成績を書き出しました。',
    exportFailed: '成績を書き出せませんでした。',
    ok: 'OK',
    refusals: {
      'not-text': 'このファイルは CSV や TSV の文字ではありません。',
      empty: 'このファイルには行がありません。',
      'no-header': '1行目に en と ja（または 英語 と 日本語）の見出しが必要です。',
      'too-large': 'ファイルが大きすぎます。',
      unreadable: 'ファイルを開けませんでした。',
      'no-window': 'ゲームの画面が開いていないため、確認画面を出せません。',
    },
  },
  en: {
    importWordList: 'Import word list…',
    exportResults: 'Export results…',
    wordListFilter: 'Word list (CSV, TSV)',
    resultsFilter: 'Results (CSV)',
    exported: 'The results were exported.',
    exportFailed: 'The results could not be exported.',
    ok: 'OK',
    refusals: {
      'not-text': 'This file is not CSV or TSV text.',
      empty: 'This file has no rows.',
      'no-header': 'The first row must name the columns en and ja (or 英語 and 日本語).',
      'too-large': 'The file is too large.',
      unreadable: 'The file could not be opened.',
      'no-window': 'The game window is not open, so the preview cannot be shown.',
    },
  },
};
