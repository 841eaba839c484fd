import type { PlayerInUse } from '../../../../core/contract';
import { useT } from '../../i18n';
import { selectPlayersView, useAppSelector } from '../../store';
import { localClockTime } from './classFolderFormat';
import './classfolder.css';

/** Props of {@link InUseNotice}. */
export interface InUseNoticeProps {
  /** Who has the player open, from main's `in-use` refusal. */
  inUse: PlayerInUse;
}

/**
 * Says why a pupil could not be chosen: they are open on another PC of the class (named, with the
 * time on this PC's clock), and what to do. An alert, so it is read out while the keyboard stays on
 * the player's button.
 */
export function InUseNotice({ inUse }: InUseNoticeProps) {
  const t = useT();
  const view = useAppSelector(selectPlayersView);
  const name = view?.profiles.find((p) => p.id === inUse.playerId)?.name ?? inUse.playerId;
  return (
    <p className="kq-cf-in-use" role="alert" data-testid="player-in-use">
      {t('classFolder.who.inUse', { name, pc: inUse.pcName, time: localClockTime(inUse.since) })}
    </p>
  );
}
