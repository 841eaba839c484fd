// The global styles come first so each screen's own styles can refine them.
import './styles/global.css';
// Before any schema runs.
import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { PlayerGate } from './features/classroom/PlayerGate';
import { OtherTabNotice } from './features/playLock/OtherTabNotice';
import { ManualLink } from './features/update/ManualLink';
import { UpdateNotice } from './features/update/UpdateNotice';
import { makeStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const store = makeStore();

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <PlayerGate>
        <App />
      </PlayerGate>
      <UpdateNotice />
      <ManualLink />
      <OtherTabNotice />
    </AppProviders>
  </StrictMode>,
);
