import { useEffect } from 'react';
import { failureMessageKey, type MessageKey } from '../../i18n';
import { type Notice, noticeDismissed, useAppDispatch, useAppSelector } from '../../store';
import { type ToastTone, useToast } from '../../ui/ToastProvider';

/** The message and tone of each notice the store raises about saving and loading. */
export const NOTICE_TOAST: Record<Notice['kind'], { message: MessageKey; tone: ToastTone }> = {
  saveFailed: { message: 'toast.saveFailed', tone: 'error' },
  settingsSaveFailed: { message: 'toast.settingsSaveFailed', tone: 'error' },
  settingsRecovered: { message: 'toast.settingsReset', tone: 'error' },
  progressRecovered: { message: 'toast.progressReset', tone: 'error' },
  readOnly: { message: 'toast.readOnly', tone: 'error' },
  loadFailed: { message: 'toast.loadFailed', tone: 'error' },
};

/** Refusals whose own words tell the player more than "could not save": the cause and what is kept. */
const WORDED_REASONS = new Set<Notice['reason']>(['save.diskFull', 'save.readOnly']);

/** The message a notice shows: a full disk or a place that keeps nothing in its own words, else its kind's. */
export function noticeMessage(notice: Notice): MessageKey {
  return notice.reason && WORDED_REASONS.has(notice.reason)
    ? failureMessageKey(notice.reason)
    : NOTICE_TOAST[notice.kind].message;
}

/**
 * Turns the notices the store queues about saving and loading (`persistence.notices`) into
 * toasts, then removes them from the store. Renders nothing.
 */
export function StoreNotices() {
  const show = useToast();
  const notices = useAppSelector((state) => state.persistence.notices);
  const dispatch = useAppDispatch();
  useEffect(() => {
    for (const notice of notices) {
      show(noticeMessage(notice), NOTICE_TOAST[notice.kind].tone);
      dispatch(noticeDismissed(notice.id));
    }
  }, [notices, show, dispatch]);
  return null;
}
