export * from './describeFailure';
export * from './describeProblem';
export { en } from './en';
export { ja } from './ja';
export type { Language, MessageKey, MessageParams, Messages } from './messages';
export { translate } from './translate';
