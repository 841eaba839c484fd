export {
  classFolderProblemKey,
  describeFailure,
  en,
  failureMessageKey,
  ja,
  type Language,
  type MessageKey,
  type MessageParams,
  type Messages,
  progressProblemKey,
  translate,
} from '../../../core/i18n';
export { failureText } from './failureText';
export { LanguageContext, type Translator, useLanguage, useT } from './useT';
