import { en } from './en';
import { ja } from './ja';
import type { Language, MessageKey, MessageParams, Messages } from './messages';

const tables: Record<Language, Messages> = { ja, en };

/**
 * Looks up `key` in the table of `language` and fills `{name}` placeholders from `params`;
 * an unknown placeholder is left as written so a missing value is visible, not silent.
 */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const text = tables[language][key] ?? ja[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
