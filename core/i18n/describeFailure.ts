import type { Failure, FailureReason } from '../contract/errors';
import { ja } from './ja';
import type { Language, MessageKey } from './messages';
import { translate } from './translate';

/** The message key that words a failure reason: `error.` and the reason. */
export type FailureMessageKey = `error.${FailureReason}`;

// Fails to compile while a reason has no sentence in the tables (`en` has the keys of `ja`).
const everyReasonWorded: Record<FailureMessageKey, string> = ja;
void everyReasonWorded;

/** The message key of a failure's reason. */
export function failureMessageKey(reason: FailureReason): MessageKey {
  return `error.${reason}`;
}

/** A failure told in `language`, its values filled in; no English from the host reaches a player. */
export function describeFailure(language: Language, failure: Failure): string {
  return translate(language, failureMessageKey(failure.reason), failure.values);
}
