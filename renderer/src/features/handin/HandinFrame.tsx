import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../../ui/Dialog';
import './handin.css';

/** Props of {@link HandinFrame}. */
export interface HandinFrameProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading, which names it. */
  title: ReactNode;
  /** Id of the paragraph that says what the dialog does (read after the title). */
  describedBy: string;
  /** When given, the body is a form (checked by the dialog itself, not the browser) that calls it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Extra class on the body, after `kq-handin-form`. */
  className?: string;
  'data-testid'?: string;
  'data-step'?: string;
  /** The buttons, in one row at the end of the body. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * The frame the hand-in and hand-out dialogs share: a dialog whose body (a form when it has
 * `onSubmit`) holds the dialog's own content, then its row of buttons.
 */
export function HandinFrame({
  open,
  onClose,
  title,
  describedBy,
  onSubmit,
  className,
  actions,
  children,
  ...data
}: HandinFrameProps) {
  const bodyClass = `kq-handin-form${className ? ` ${className}` : ''}`;
  const body = (
    <>
      {children}
      <div className="kq-handin-actions">{actions}</div>
    </>
  );
  return (
    <Dialog open={open} onClose={onClose} title={title} describedBy={describedBy}>
      {onSubmit ? (
        <form className={bodyClass} onSubmit={onSubmit} noValidate {...data}>
          {body}
        </form>
      ) : (
        <div className={bodyClass} {...data}>
          {body}
        </div>
      )}
    </Dialog>
  );
}
