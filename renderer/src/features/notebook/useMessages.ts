import { useCallback } from 'react';
import { type Language, type MessageParams, useLanguage } from '../../i18n';

/** A feature's own message tables: the same keys in Japanese and English. */
export type MessageTables<K extends string> = Record<Language, Record<K, string>>;

/** Fills `{name}` placeholders; an unknown placeholder stays as written so a missing value shows. */
export function fillMessage(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A translator over a feature's own tables, in the language the player chose in settings. */
export function useMessages<K extends string>(tables: MessageTables<K>) {
  const language = useLanguage();
  return useCallback(
    (key: K, params?: MessageParams) => fillMessage(tables[language][key] ?? tables.ja[key], params),
    [language, tables],
  );
}
