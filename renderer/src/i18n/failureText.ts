import type { Failure } from '../../../core/contract';
import { failureMessageKey } from '../../../core/i18n';
import type { Translator } from './useT';

/** A failure the host answered, worded by `t` in the player's language with its values filled in. */
export function failureText(t: Translator, failure: Failure): string {
  return t(failureMessageKey(failure.reason), failure.values);
}
