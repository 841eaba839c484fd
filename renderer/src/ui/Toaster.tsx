import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n';
import { useTopModal } from './ModalProvider';
import type { Toast } from './ToastProvider';
import './Toaster.css';

/** Props of {@link Toaster}. */
export interface ToasterProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
}

const ICON: Record<Toast['tone'], string> = { success: '✓', info: 'i', error: '!' };

/**
 * The corner where short notices appear ("saved", "could not save", a damaged file was reset).
 * It is a polite `role="status"` live region that always exists, so screen readers hear each new
 * notice; the tone is shown by colour and by an icon. While a modal dialog is open the toaster
 * moves inside it, since everything outside a modal dialog is inert and hidden from screen readers.
 */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const t = useT();
  const modal = useTopModal();
  const ref = useRef<HTMLElement>(null);
  // Full-window overlays (the title) end above the bar: its height is published as a CSS variable.
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver !== 'function') return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--kq-notices-height', `${modal ? 0 : bar.offsetHeight}px`);
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    publish();
    return () => {
      observer.disconnect();
      root.style.removeProperty('--kq-notices-height');
    };
  }, [modal]);
  const region = (
    <section ref={ref} className="kq-toaster" aria-label={t('toast.region')}>
      <div role="status" aria-live="polite" aria-atomic="false" className="kq-toaster-list">
        {toasts.map((toast) => (
          <div key={toast.id} className={`kq-toast kq-toast-${toast.tone}`} data-message={toast.message}>
            <span className="kq-toast-icon" aria-hidden="true">
              {ICON[toast.tone]}
            </span>
            <span className="kq-toast-text">{t(toast.message)}</span>
            <button
              type="button"
              className="kq-toast-close"
              aria-label={t('toast.dismiss')}
              onClick={() => onDismiss(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  );
  return modal ? createPortal(region, modal) : region;
}
