import { en } from '../../core/i18n/en';
import { ja } from '../../core/i18n/ja';
import { rulesText } from '../../renderer/src/i18n/rulesText';

/** A language of the manual, which is also a language of the game. */
export type ManualLanguage = 'ja' | 'en';

// The game's own tables, merged: the manual quotes buttons and rules from here at build time, so a
// label renamed in the game is renamed in the manual by the next build.
const tables: Record<ManualLanguage, Record<string, string>> = {
  ja: { ...ja, ...rulesText.ja },
  en: { ...en, ...rulesText.en },
};

/** The game's words for `key` in `language`; an unknown key throws, so a typo fails the build. */
export function gameText(language: ManualLanguage, key: string): string {
  const text = tables[language][key];
  if (text === undefined) throw new Error(`The game has no text "${key}" (${language})`);
  return text;
}

/** Whether the game has a text of that key. */
export function hasGameText(key: string): boolean {
  return key in tables.ja && key in tables.en;
}
