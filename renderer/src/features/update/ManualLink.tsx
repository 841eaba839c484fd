import { useT } from '../../i18n';
import { useAppSelector } from '../../store';
import { isWebEdition } from './updateSource';
import './update.css';

/** The manual's address in the web edition: `<base>manual/`, beside the game. */
export function manualAddress(base: string = import.meta.env.BASE_URL): string {
  return `${base}manual/`;
}

/** Props of {@link ManualLink}. */
export interface ManualLinkProps {
  /** Whether to offer the link; by default only in the web edition (the desktop app has Help → Manual). */
  shown?: boolean;
}

/**
 * The web edition's way to the manual (the desktop app's is its Help menu): a link on the title screen
 * that opens `<base>manual/` in a new tab, from the precache when offline. It sits outside the screens'
 * own landmarks, so it is a navigation landmark of its own, named, for a screen reader's list of them.
 */
export function ManualLink({ shown = isWebEdition() }: ManualLinkProps) {
  const t = useT();
  const onTitle = useAppSelector((state) => state.page.current === 'title');
  if (!shown || !onTitle) return null;
  return (
    <nav className="kq-manual-nav" aria-label={t('update.manualNav')}>
      <a className="kq-manual-link" href={manualAddress()} target="_blank" rel="noopener">
        {t('update.manual')}
      </a>
    </nav>
  );
}
