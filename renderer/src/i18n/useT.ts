import { useCallback } from 'react';
import { useAppSelector } from '../store';
import type { Language, MessageKey, MessageParams } from './messages';
import { translate } from './translate';

/** A bound translator: `t('map.title')`, `t('map.level', { level: 3 })`. */
export type Translator = (key: MessageKey, params?: MessageParams) => string;

/** The UI language the player chose in settings. */
export function useLanguage(): Language {
  return useAppSelector((state) => state.settings.language);
}

/** Returns `t(key, params)` in the player's UI language; re-renders when the language changes. */
export function useT(): Translator {
  const language = useLanguage();
  return useCallback((key, params) => translate(language, key, params), [language]);
}
