export { en } from './en';
export { ja } from './ja';
export type { Language, MessageKey, MessageParams, Messages } from './messages';
export { translate } from './translate';
export { LanguageContext, type Translator, useLanguage, useT } from './useT';
