import { type ReactNode, useMemo } from 'react';
import { Provider } from 'react-redux';
import { StoreNotices } from './features/notices/StoreNotices';
import { LanguageContext } from './i18n';
import { type AppStore, storeForReact, useAppSelector } from './store';
import { ModalProvider } from './ui/ModalProvider';
import { ToastProvider } from './ui/ToastProvider';

/** Gives i18n the language the player chose; i18n itself never reads the store. */
function StoreLanguage({ children }: { children: ReactNode }) {
  const language = useAppSelector((state) => state.settings.language);
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/**
 * The providers every screen expects: the real store (as React sees it: a typed letter reaches React
 * after the frame that shows it, see `storeForReact`), the player's language, modal tracking and the
 * toaster with the store's notices. This is where the layers meet; below it, ui and i18n know
 * nothing of the store.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const forReact = useMemo(() => storeForReact(store), [store]);
  return (
    <Provider store={forReact}>
      <StoreLanguage>
        <ModalProvider>
          <ToastProvider>
            <StoreNotices />
            {children}
          </ToastProvider>
        </ModalProvider>
      </StoreLanguage>
    </Provider>
  );
}
