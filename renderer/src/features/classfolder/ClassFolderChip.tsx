import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { selectClassFolderStatus, useAppSelector } from '../../store';
import { type ChipState, chipStateOf } from './classFolderFormat';
import './classfolder.css';

/** How long 「ほぞんしました」 stays after the waiting records were written back, ms. */
export const SAVED_SHOWN_MS = 5_000;

/** Props of {@link ClassFolderChipView}. */
export interface ClassFolderChipViewProps {
  state: ChipState;
  /** The waiting records were just written back. */
  saved: boolean;
}

/**
 * The chip itself: 「オフライン・のこり N」 or 「おくっています…」 with a sentence for screen readers, or
 * 「ほぞんしました」 for a moment after writing back. The words carry the meaning; colour and the dot
 * only repeat it. The region is a polite live region, so each change is read out once.
 */
export function ClassFolderChipView({ state, saved }: ClassFolderChipViewProps) {
  const t = useT();
  const help = useId();
  return (
    <div
      className="kq-cf-chip-region"
      role="status"
      aria-label={t('classFolder.chip.label')}
      data-testid="class-folder-chip"
      data-state={state.kind === 'quiet' ? (saved ? 'saved' : 'quiet') : state.kind}
    >
      {state.kind === 'offline' ? (
        <>
          <span className="kq-cf-chip" data-kind="offline" aria-describedby={help}>
            <span className="kq-cf-dot" aria-hidden="true" />
            {t('classFolder.chip.offline', { count: state.pending })}
          </span>
          <span id={help} className="visually-hidden">
            {t('classFolder.chip.offlineHelp', { count: state.pending })}
          </span>
        </>
      ) : state.kind === 'sending' ? (
        <>
          <span className="kq-cf-chip" data-kind="sending" aria-describedby={help}>
            {t('classFolder.chip.sending')}
          </span>
          <span id={help} className="visually-hidden">
            {t('classFolder.chip.sendingHelp')}
          </span>
        </>
      ) : saved ? (
        <span className="kq-cf-chip" data-kind="saved">
          {t('classFolder.chip.saved')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The class folder's state during play, in a corner that leaves the typing area free: only in class
 * mode, and only while something waits (offline, or records being sent), then 「ほぞんしました」 for a
 * few seconds. It reads the class-folder status from the store alone (kept fresh by
 * `useClassFolderStatusFeed`), so keystrokes never re-render it.
 */
export function ClassFolderChip() {
  const status = useAppSelector(selectClassFolderStatus);
  const state = chipStateOf(status);
  const [saved, setSaved] = useState(false);
  const waited = useRef(false);

  // Records that waited (offline or being sent) and are now all written back: say so, briefly.
  const waiting = state.kind !== 'quiet' && state.pending > 0;
  const writtenBack = status?.mode === 'class' && status.online && status.pending === 0;
  useEffect(() => {
    if (waiting) {
      waited.current = true;
      setSaved(false);
      return;
    }
    if (!writtenBack) {
      setSaved(false);
      return;
    }
    if (!waited.current) return;
    waited.current = false;
    setSaved(true);
    const timer = setTimeout(() => setSaved(false), SAVED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [waiting, writtenBack]);

  if (status?.mode !== 'class') return null;
  return <ClassFolderChipView state={state} saved={saved} />;
}
