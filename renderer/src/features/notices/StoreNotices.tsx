import { useEffect } from 'react';
import type { MessageKey } from '../../i18n';
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
      const { message, tone } = NOTICE_TOAST[notice.kind];
      show(message, tone);
      dispatch(noticeDismissed(notice.id));
    }
  }, [notices, show, dispatch]);
  return null;
}
