import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { MessageKey } from '../i18n/messages';
import { type Notice, noticeDismissed, useAppDispatch, useAppSelector } from '../store';
import { Toaster } from './Toaster';

/** How a toast looks: good news, a neutral note, or a problem. */
export type ToastTone = 'success' | 'info' | 'error';

/** One message shown in the toaster. */
export interface Toast {
  id: number;
  message: MessageKey;
  tone: ToastTone;
}

interface ToastContextValue {
  toasts: readonly Toast[];
  show: (message: MessageKey, tone?: ToastTone) => void;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

/**
 * How long a toast stays, in milliseconds; null keeps it until the player (or teacher) closes it —
 * a problem with the save files must be seen by someone who can act on it, however busy the class.
 */
export const TOAST_MS: Record<ToastTone, number | null> = { success: 2500, info: 5000, error: null };

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
 * Holds the toasts and renders the toaster beside its children. Notices the store queues
 * (`settings.persistence.notices`) become toasts and are then removed from the store.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);
  const show = useCallback(
    (message: MessageKey, tone: ToastTone = 'info') => {
      const id = nextId.current++;
      // The same message twice in a row (e.g. several failed saves) shows once.
      setToasts((list) => [...list.filter((t) => t.message !== message), { id, message, tone }].slice(-4));
      const ms = TOAST_MS[tone];
      if (ms !== null) setTimeout(() => dismiss(id), ms);
    },
    [dismiss],
  );
  const notices = useAppSelector((state) => state.settings.persistence.notices);
  const dispatch = useAppDispatch();
  useEffect(() => {
    for (const notice of notices) {
      const { message, tone } = NOTICE_TOAST[notice.kind];
      show(message, tone);
      dispatch(noticeDismissed(notice.id));
    }
  }, [notices, show, dispatch]);
  const value = useMemo(() => ({ toasts, show, dismiss }), [toasts, show, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** Returns `show(messageKey, tone)` to put a message in the toaster. */
export function useToast(): ToastContextValue['show'] {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast needs a <ToastProvider> above it');
  return ctx.show;
}
