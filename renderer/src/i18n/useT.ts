import { createContext, useCallback, useContext } from 'react';
import type { Language, MessageKey, MessageParams } from '../../../core/i18n/messages';
import { translate } from '../../../core/i18n/translate';

/** A bound translator: `t('map.title')`, `t('map.level', { level: 3 })`. */
export type Translator = (key: MessageKey, params?: MessageParams) => string;

/**
 * The UI language in force. The app provides the player's setting (see `AppProviders`); without a
 * provider it is Japanese, the game's first language. i18n knows nothing of the store.
 */
export const LanguageContext = createContext<Language>('ja');

/** The UI language the player chose in settings. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** Returns `t(key, params)` in the player's UI language; re-renders when the language changes. */
export function useT(): Translator {
  const language = useLanguage();
  return useCallback((key, params) => translate(language, key, params), [language]);
}
