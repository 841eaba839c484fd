import type { GlobalProvider } from '@ladle/react';
import { useMemo } from 'react';
import { AppProviders } from '../src/AppProviders';
import { useDocumentSettings } from '../src/features/settings/useDocumentSettings';
import { makeStore } from '../src/store';
import '../src/styles/global.css';
import './ladle.css';

function DocumentSettings() {
  useDocumentSettings();
  return null;
}

/** Every story runs inside the game's real providers with a fresh store. */
export const Provider: GlobalProvider = ({ children }) => {
  const store = useMemo(() => makeStore(), []);
  return (
    <AppProviders store={store}>
      <DocumentSettings />
      {children}
    </AppProviders>
  );
};
