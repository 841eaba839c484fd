import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

interface ModalContextValue {
  /** The open modal elements, oldest first. */
  stack: readonly HTMLElement[];
  /** Registers one open modal; returns the function that unregisters it. */
  register: (element: HTMLElement) => () => void;
}

const ModalContext = createContext<ModalContextValue>({ stack: [], register: () => () => {} });

/**
 * Tracks the open dialogs and drawers, so the game can ignore keys meanwhile and notices can be
 * shown inside the topmost one (a modal dialog makes everything outside it inert). It is the one
 * source of "keys are blocked": every dialog and drawer registers here through `Dialog`.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<readonly HTMLElement[]>([]);
  const register = useCallback((element: HTMLElement) => {
    setStack((list) => [...list.filter((e) => e !== element), element]);
    return () => setStack((list) => list.filter((e) => e !== element));
  }, []);
  const value = useMemo(() => ({ stack, register }), [stack, register]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

/** True while any dialog (consent, results, the settings drawer, …) is open. */
export function useModalOpen(): boolean {
  return useContext(ModalContext).stack.length > 0;
}

/** The topmost open modal element, or null when none is open. */
export function useTopModal(): HTMLElement | null {
  const { stack } = useContext(ModalContext);
  return stack[stack.length - 1] ?? null;
}

/**
 * Marks `element` as an open modal while `active` is true. It registers in the commit that opens it,
 * before the browser paints or takes another key, so no key slips through while a dialog arrives.
 */
export function useModalLock(active: boolean, element: HTMLElement | null): void {
  const { register } = useContext(ModalContext);
  useLayoutEffect(() => (active && element ? register(element) : undefined), [active, element, register]);
}
