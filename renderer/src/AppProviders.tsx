import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { ModalProvider } from './ui/ModalProvider';
import { ToastProvider } from './ui/ToastProvider';

/** The providers every screen expects: the real store, modal tracking and the toaster. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ModalProvider>
        <ToastProvider>{children}</ToastProvider>
      </ModalProvider>
    </Provider>
  );
}
