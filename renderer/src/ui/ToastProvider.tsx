import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { MessageKey } from '../i18n';
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

/**
 * Holds the toasts and renders the toaster beside its children. It knows nothing of the store: the
 * store's notices reach it through `StoreNotices` (features/notices), like any other caller of `show`.
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
