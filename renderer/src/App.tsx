import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { GameAudio } from './audio/createGameAudio';
import { GameAudioProvider } from './audio/GameAudioContext';
import { ConsentGate } from './features/consent/ConsentGate';
import { MapPage } from './features/map/MapPage';
import { SettingsDrawer } from './features/settings/SettingsDrawer';
import { useDocumentSettings } from './features/settings/useDocumentSettings';
import { SlideOverlay } from './features/title/SlideOverlay';
import { TitleOverlay } from './features/title/TitleOverlay';
import { TypingPage } from './features/typing/TypingPage';
import { type MessageKey, useT } from './i18n';
import {
  type AppStore,
  audioUnlocked,
  englishVoiceMissing,
  loadPersistedState,
  type Page,
  pageChanged,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from './store';
import { ScreenBoundary } from './ui/ScreenBoundary';
import './App.css';

// The learning corner's pages open from the map, never first: each is its own chunk, fetched when
// opened, so the start-up bundle stays small as they grow.
const NotebookPage = lazy(() =>
  import('./features/notebook/NotebookPage').then((m) => ({ default: m.NotebookPage })),
);
const ProgressPage = lazy(() =>
  import('./features/progress/ProgressPage').then((m) => ({ default: m.ProgressPage })),
);
const LibraryPage = lazy(() =>
  import('./features/library/LibraryPage').then((m) => ({ default: m.LibraryPage })),
);
const WorldsPage = lazy(() =>
  import('./features/worlds/WorldsPage').then((m) => ({ default: m.WorldsPage })),
);
const WorldPage = lazy(() => import('./features/worlds/WorldPage').then((m) => ({ default: m.WorldPage })));
const PlacementPage = lazy(() =>
  import('./features/placement/PlacementPage').then((m) => ({ default: m.PlacementPage })),
);
const SchoolCheckPage = lazy(() =>
  import('./features/schoolcheck/SchoolCheckPage').then((m) => ({ default: m.SchoolCheckPage })),
);
const TeacherPage = lazy(() =>
  import('./features/teacher/TeacherPage').then((m) => ({ default: m.TeacherPage })),
);

/** The screens that load as their own chunk the first time they open (never the first screen). */
const LAZY_PAGES = {
  notebook: NotebookPage,
  progress: ProgressPage,
  library: LibraryPage,
  worlds: WorldsPage,
  world: WorldPage,
  placement: PlacementPage,
  schoolCheck: SchoolCheckPage,
  teacher: TeacherPage,
} as const satisfies Partial<Record<Page, unknown>>;

function isLazyPage(page: Page): page is keyof typeof LAZY_PAGES {
  return Object.hasOwn(LAZY_PAGES, page);
}

const SCREEN_NAME: Record<Page, MessageKey> = {
  title: 'screen.title',
  map: 'screen.map',
  typing: 'screen.typing',
  results: 'screen.results',
  notebook: 'screen.notebook',
  progress: 'screen.progress',
  library: 'screen.library',
  worlds: 'screen.worlds',
  world: 'screen.world',
  placement: 'screen.placement',
  schoolCheck: 'screen.schoolCheck',
  teacher: 'screen.teacher',
};

/** One of the screens that load on demand. */
function LazyScreen({ page }: { page: keyof typeof LAZY_PAGES }) {
  const Screen = LAZY_PAGES[page];
  return <Screen />;
}

/** Props of {@link App}. */
export interface AppProps {
  /**
   * Starts music, effects and speech once the settings are read (or answers a promise of them); tests
   * and stories may pass null.
   */
  startAudio?:
    | ((
        store: Pick<AppStore, 'getState' | 'dispatch'>,
        onNoEnglishVoice: () => void,
      ) => GameAudio | Promise<GameAudio>)
    | null;
}

/** The real audio, fetched as its own chunk once the game is ready (see {@link App}). */
async function loadRealAudio(): Promise<NonNullable<AppProps['startAudio']>> {
  return (await import('./audio/createGameAudio')).createGameAudio;
}

/**
 * The game: loads settings and progress, asks for sound consent on first launch, then shows the
 * title, the map and the typing page as the store's page slice says. Screen changes sweep with the
 * slide overlay and are announced to screen readers. Without a `startAudio` the real audio is fetched
 * once the game is ready: nothing sounds before the first key or click, and the sound library does not
 * weigh on the game's start.
 */
export function App({ startAudio }: AppProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [gameAudio, setGameAudio] = useState<GameAudio | null>(null);
  const status = useAppSelector((state) => state.persistence.status);
  const consent = useAppSelector((state) => state.settings.consent);
  const page = useAppSelector((state) => state.page.current);
  const booted = useRef(false);
  useDocumentSettings();

  useEffect(() => {
    // Once per app, even when React runs effects twice in development.
    if (booted.current) return;
    booted.current = true;
    void dispatch(loadPersistedState());
  }, [dispatch]);

  const ready = status === 'loaded' || status === 'failed';

  // The screen's name on <html> lets shared parts (the toaster) keep clear of each screen's layout.
  useEffect(() => {
    document.documentElement.dataset.page = page;
  }, [page]);

  // Audio starts after boot so it begins with the player's saved volumes and consent.
  useEffect(() => {
    if (!ready || startAudio === null) return undefined;
    // No toast: a pupil cannot act on a missing voice. The hint ladder adapts and the settings say
    // how a teacher adds one. A voice list that arrives late clears the flag again.
    let stopped = false;
    let stop = () => {};
    const start = async () => {
      const begin = startAudio ?? (await loadRealAudio());
      if (stopped) return;
      // The store's state when the audio starts, not when it was asked for: its listeners follow changes from here.
      const game = await begin(store, () => dispatch(englishVoiceMissing(true)));
      if (stopped) {
        game.stop();
        return;
      }
      const unsubscribe = game.speech.subscribe(() =>
        dispatch(englishVoiceMissing(game.speech.status === 'noEnglishVoice')),
      );
      setGameAudio(game);
      stop = () => {
        unsubscribe();
        game.stop();
        setGameAudio(null);
      };
    };
    start().catch((error: unknown) => console.warn('The game audio could not start:', error));
    return () => {
      stopped = true;
      stop();
    };
  }, [ready, startAudio, store, dispatch]);

  // Browsers let sound start only after a key or click; the sound slice records the first one.
  useEffect(() => {
    const unlock = () => {
      dispatch(audioUnlocked());
      window.removeEventListener('keydown', unlock, true);
      window.removeEventListener('pointerdown', unlock, true);
    };
    window.addEventListener('keydown', unlock, true);
    window.addEventListener('pointerdown', unlock, true);
    return () => {
      window.removeEventListener('keydown', unlock, true);
      window.removeEventListener('pointerdown', unlock, true);
    };
  }, [dispatch]);

  if (!ready) {
    return (
      <div className="loading" role="status">
        {t('app.loading')}
      </div>
    );
  }

  const asking = consent === 'unasked';
  return (
    <GameAudioProvider value={gameAudio}>
      <p className="visually-hidden" aria-live="polite" data-testid="screen-announcer">
        {asking ? t('consent.title') : t(SCREEN_NAME[page])}
      </p>
      <ConsentGate>
        <div className="kq-app" data-page={page}>
          {page === 'title' ? (
            <TitleOverlay onStart={() => dispatch(pageChanged('map'))} />
          ) : page === 'typing' || page === 'results' ? (
            <TypingPage />
          ) : isLazyPage(page) ? (
            <ScreenBoundary
              key={page}
              message={t('app.screenFailed')}
              backLabel={t('notebook.back')}
              onBack={() => dispatch(pageChanged('map'))}
            >
              <Suspense
                fallback={
                  <div className="loading" role="status">
                    {t('app.loading')}
                  </div>
                }
              >
                <LazyScreen page={page} />
              </Suspense>
            </ScreenBoundary>
          ) : (
            <MapPage />
          )}
        </div>
      </ConsentGate>
      <SettingsDrawer />
      <SlideOverlay screenKey={asking ? 'consent' : page === 'results' ? 'typing' : page} />
    </GameAudioProvider>
  );
}
