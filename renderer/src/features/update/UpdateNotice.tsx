import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { useAppSelector } from '../../store';
import { isCalmMoment } from './updateMoment';
import { isWebEdition, type UpdateSource } from './updateSource';
import { useManualWarmUp } from './useManualWarmUp';
import './update.css';

/** Props of {@link UpdateNotice}. */
export interface UpdateNoticeProps {
  /**
   * Where new versions come from; by default the web edition's service worker, and nothing at all in
   * the desktop app (which updates by installer).
   */
  source?: UpdateSource | null;
}

let sharedSource: Promise<UpdateSource> | null = null;

/** How often a game left open at a calm moment looks for a new version. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** The web edition's service worker, registered once per page (its module is fetched only in the browser). */
function webSource(): Promise<UpdateSource> | null {
  // Spelled out here (not only in isWebEdition) so the desktop build sees the rest is dead and drops it.
  if (import.meta.env.KOTOBA_WEB !== 'true' || !isWebEdition()) return null;
  sharedSource ??= import('./serviceWorkerSource').then((m) => m.serviceWorkerSource());
  return sharedSource;
}

/**
 * Offers a new version of the web edition: 「あたらしい バージョンが あるよ」 with 「いま こうしんする」,
 * shown only at a calm moment (the title or the map, no save on its way) and never in a battle, so
 * updating — which reloads the page — never costs a pupil a save. It also looks for a new version each
 * time the pupil comes back to the title or the map.
 */
export function UpdateNotice({ source }: UpdateNoticeProps) {
  const t = useT();
  const calm = useAppSelector(isCalmMoment);
  useManualWarmUp(calm);
  const [found, setFound] = useState<UpdateSource | null>(null);
  const [ready, setReady] = useState(false);
  const [later, setLater] = useState(false);

  useEffect(() => {
    let stop = () => {};
    let stopped = false;
    const pending = source === undefined ? webSource() : source ? Promise.resolve(source) : null;
    pending
      ?.then((s) => {
        if (stopped) return;
        setFound(s);
        stop = s.onReady(() => setReady(true));
      })
      .catch((error: unknown) => console.warn('Updates could not be looked for:', error));
    return () => {
      stopped = true;
      stop();
    };
  }, [source]);

  // Back at the title or the map: a good time to look for a new version in the background, and again
  // every hour for a class that leaves the game open on the map.
  useEffect(() => {
    if (!calm || !found || ready) return undefined;
    found.check();
    const timer = window.setInterval(() => found.check(), CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [calm, found, ready]);

  if (!found || !ready || later || !calm) return null;
  return (
    <section className="kq-update" aria-labelledby="kq-update-text" data-testid="update-notice">
      <p id="kq-update-text" className="kq-update-text" role="status">
        {t('update.ready')}
      </p>
      <button type="button" className="btn btn-primary kq-update-now" onClick={() => found.apply()}>
        {t('update.now')}
      </button>
      <button type="button" className="btn kq-update-later" onClick={() => setLater(true)}>
        {t('update.later')}
      </button>
    </section>
  );
}
