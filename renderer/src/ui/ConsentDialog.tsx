import { useId, useRef } from 'react';
import { useT } from '../i18n';
import { Dialog } from './Dialog';
import './ConsentDialog.css';

/** Props of {@link ConsentDialog}. */
export interface ConsentDialogProps {
  open: boolean;
  /** The player's answer: true to allow sound, false to play silently. */
  onAnswer: (granted: boolean) => void;
}

/**
 * The first-launch question 「音が出ます。よろしいですか？」. It must be answered (Escape means "no
 * sound"); "yes" has the focus so Enter agrees, as most players expect.
 */
export function ConsentDialog({ open, onAnswer }: ConsentDialogProps) {
  const t = useT();
  const bodyId = useId();
  const yesRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(false)}
      title={t('consent.title')}
      describedBy={bodyId}
      initialFocus={yesRef}
      className="kq-consent"
    >
      <div className="kq-consent-speaker" aria-hidden="true">
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
          <path
            d="M8 24h12l16-12v40L20 40H8z"
            fill="var(--gold)"
            stroke="var(--text)"
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path
            d="M44 22c5 5 5 15 0 20M50 15c9 9 9 25 0 34"
            fill="none"
            stroke="var(--text)"
            strokeWidth="4"
            strokeLinecap="round"
          />
        </svg>
      </div>
      <p id={bodyId} className="kq-consent-body">
        {t('consent.body')}
      </p>
      <p className="kq-consent-note">{t('consent.note')}</p>
      <div className="kq-consent-actions">
        <button ref={yesRef} type="button" className="btn btn-primary" onClick={() => onAnswer(true)}>
          {t('consent.yes')}
        </button>
        <button type="button" className="btn" onClick={() => onAnswer(false)}>
          {t('consent.no')}
        </button>
      </div>
    </Dialog>
  );
}
