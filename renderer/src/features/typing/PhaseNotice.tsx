import { memo } from 'react';
import { useT } from '../../i18n';
import { TypingIcon, type TypingIconName } from './TypingIcon';

/** Which notice to show: the two learning phases, or battle. */
export type PhaseNoticeKind = 'study' | 'recall' | 'battle';

const ICONS: Record<PhaseNoticeKind, TypingIconName> = { study: 'eye', recall: 'spark', battle: 'sword' };

/**
 * A badge that tells the player what to do now: look and type (study), type from memory (recall),
 * or fight (battle). It pops in again each time the phase changes.
 */
export const PhaseNotice = memo(function PhaseNotice({ phase }: { phase: PhaseNoticeKind }) {
  const t = useT();
  return (
    <p key={phase} className={`phase-notice phase-notice--${phase}`} data-phase={phase}>
      <TypingIcon name={ICONS[phase]} className="phase-notice-icon" />
      {t(`typing.phase.${phase}`)}
    </p>
  );
});
