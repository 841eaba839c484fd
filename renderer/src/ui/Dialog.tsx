import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useModalLock } from './ModalProvider';
import './Dialog.css';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the player asks to close it: Escape, the backdrop (if allowed) or a close button. */
  onClose: () => void;
  /** The visible heading; it also names the dialog for screen readers. */
  title: ReactNode;
  children: ReactNode;
  /** `center` for a dialog box, `drawer` for a panel sliding in from the right. */
  variant?: 'center' | 'drawer';
  /** Close when the dark backdrop around the dialog is clicked. */
  closeOnBackdrop?: boolean;
  /** False for questions that must be answered (Escape then does nothing). */
  dismissible?: boolean;
  /** Element to focus when the dialog opens; by default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra class on the `<dialog>`. */
  className?: string;
  /** Id of the element that describes the dialog (read after the title). */
  describedBy?: string;
}

/**
 * An accessible modal dialog built on the native `<dialog>` element.
 *
 * `showModal()` gives us, from the browser itself, what hand-written focus traps get subtly wrong:
 * the rest of the page becomes inert (no focus, no clicks, hidden from screen readers), Tab stays
 * inside, Escape raises `cancel`, and focus returns to the opener on close. Because the page behind
 * is inert, the game's hidden input cannot receive keys while a dialog is open; the modal lock
 * below also tells the game explicitly.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  variant = 'center',
  closeOnBackdrop = false,
  dismissible = true,
  initialFocus,
  className,
  describedBy,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [element, setElement] = useState<HTMLDialogElement | null>(null);
  const titleId = useId();
  // Read by the native close handler, which must know whether React still wants the dialog open.
  const wanted = useRef(open);
  wanted.current = open;
  useModalLock(open, element);
  // A stable callback ref: React calls it only when the element mounts or unmounts.
  const attach = useCallback((el: HTMLDialogElement | null) => {
    ref.current = el;
    setElement(el);
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // The dialog opens at its top (its title in view) even when the focused control sits further
      // down, as the results' buttons do on a short window.
      (initialFocus?.current ?? firstFocusable(dialog))?.focus({ preventScroll: true });
      dialog.scrollTop = 0;
      return () => {
        if (dialog.open) {
          if (typeof dialog.close === 'function') dialog.close();
          else dialog.removeAttribute('open');
        }
        if (opener?.isConnected) opener.focus();
      };
    }
    return undefined;
  }, [open, initialFocus]);

  return (
    <dialog
      ref={attach}
      className={`kq-dialog kq-dialog-${variant}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: React state decides whether the dialog closes, not the browser. Chromium makes
        // `cancel` uncancelable without a recent click or key; the close handler below covers that.
        if (!event.cancelable) return;
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClose={() => {
        // The browser closed the dialog on its own while React still shows it: follow the player's
        // wish if it may be dismissed, otherwise show the question again.
        const dialog = ref.current;
        if (!wanted.current || !dialog || dialog.open) return;
        if (dismissible) onClose();
        else if (typeof dialog.showModal === 'function') dialog.showModal();
        else dialog.setAttribute('open', '');
      }}
      onKeyDown={(event) => {
        // Keys typed inside a dialog belong to it and never bubble to the game.
        event.stopPropagation();
        if (event.key === 'Escape' && dismissible && typeof ref.current?.showModal !== 'function') {
          onClose();
        }
      }}
      onClick={(event) => {
        if (closeOnBackdrop && dismissible && event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className="kq-dialog-body">
          <h2 id={titleId} className="kq-dialog-title">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

function firstFocusable(root: HTMLElement): HTMLElement | null {
  return root.querySelector<HTMLElement>(
    '[autofocus], button:not([disabled]), input:not([disabled]), select:not([disabled]), [href], [tabindex]:not([tabindex="-1"])',
  );
}
