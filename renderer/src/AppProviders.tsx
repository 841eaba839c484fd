import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { StoreNotices } from './features/notices/StoreNotices';
import { LanguageContext } from './i18n';
import { type AppStore, useAppSelector } from './store';
import { ModalProvider } from './ui/ModalProvider';
import { ToastProvider } from './ui/ToastProvider';

/** Gives i18n the language the player chose; i18n itself never reads the store. */
function StoreLanguage({ children }: { children: ReactNode }) {
  const language = useAppSelector((state) => state.settings.language);
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/**
 * The providers every screen expects: the real store, the player's language, modal tracking and the
 * toaster with the store's notices. This is where the layers meet; below it, ui and i18n know
 * nothing of the store.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
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
