import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { getPlatform } from '../../platform';
import { getPagePlayLock, type PlayLock, type PlayLockState } from '../../platform/web/playLock';
import { Dialog } from '../../ui/Dialog';

/** Props of {@link OtherTabNotice}. */
export interface OtherTabNoticeProps {
  /** This tab's claim to play; by default the page's (none outside the web edition). */
  lock?: PlayLock | null;
}

const noLock = () => () => {};

/** The page's play lock: the platform claims it when first asked for, which may be after this first renders. */
function pagePlayLock(): PlayLock | null {
  getPlatform();
  return getPagePlayLock();
}
const settled = (): PlayLockState => 'unsupported';

/**
 * Says when the game is open in another tab of this browser (at start, or when another tab took
 * over) and offers to play here instead; it cannot be dismissed, since this tab saves nothing meanwhile.
 */
export function OtherTabNotice({ lock = pagePlayLock() }: OtherTabNoticeProps) {
  const t = useT();
  const bodyId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [taking, setTaking] = useState(false);
  const state = useSyncExternalStore(
    lock ? lock.subscribe : noLock,
    lock ? lock.state : settled,
    lock ? lock.state : settled,
  );
  const shown = state === 'elsewhere' || state === 'taken-over' || taking;
  if (!lock || !shown) return null;
  const elsewhere = state === 'elsewhere' || (taking && state === 'claiming');

  return (
    <Dialog
      open
      onClose={() => {}}
      dismissible={false}
      title={t(elsewhere ? 'playLock.elsewhere.title' : 'playLock.takenOver.title')}
      describedBy={bodyId}
      initialFocus={buttonRef}
      className="kq-play-lock"
    >
      <div data-testid="play-lock" data-state={state}>
        <p id={bodyId}>{t(elsewhere ? 'playLock.elsewhere.body' : 'playLock.takenOver.body')}</p>
        <button
          ref={buttonRef}
          type="button"
          className="btn btn-primary"
          data-testid="play-lock-take-over"
          disabled={taking}
          onClick={() => {
            setTaking(true);
            void lock.takeOver();
          }}
        >
          {taking ? t('playLock.taking') : t('playLock.takeOver')}
        </button>
        <p className="kq-dash-help">{t('playLock.takeOverHelp')}</p>
      </div>
    </Dialog>
  );
}
