// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failureLogText, type KotobaApi, type Settings } from '../../../../core/contract';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { createLocalStoragePlatform } from '../../platform';
import { loadPersistedState, makeStore, settingsOpened } from '../../store';
import { useModalOpen } from '../../ui/ModalProvider';
import { SettingsButton } from './SettingsButton';
import { SettingsDrawer } from './SettingsDrawer';
import { useDocumentSettings } from './useDocumentSettings';

function Screen() {
  useDocumentSettings();
  const modal = useModalOpen();
  return (
    <>
      <output data-testid="modal">{String(modal)}</output>
      <SettingsButton />
      <SettingsDrawer />
    </>
  );
}

/** One launch of the game over the browser fallback, as after a reload. */
async function launch() {
  const platform: KotobaApi = createLocalStoragePlatform(window.localStorage);
  const store = makeStore(undefined, { timer: false, settingsDebounceMs: 0, platform: () => platform });
  await store.dispatch(loadPersistedState());
  return { store, platform };
}

async function saved(platform: KotobaApi): Promise<Settings> {
  const result = await platform.settings.get();
  if (!result.ok) throw new Error(failureLogText(result.error));
  return result.value.settings;
}

function openDrawer() {
  fireEvent.click(screen.getByRole('button', { name: 'せってい' }));
  return screen.getByRole('dialog', { name: 'せってい' });
}

describe('SettingsDrawer', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('opens from the gear button as a modal that holds the game\u2019s keys, and Escape closes it', async () => {
    const { store } = await launch();
    renderWithProviders(<Screen />, { store });
    expect(screen.getByTestId('modal').textContent).toBe('false');
    openDrawer();
    expect(store.getState().page.settingsOpen).toBe(true);
    expect(screen.getByTestId('modal').textContent).toBe('true');
    fireEvent.keyDown(screen.getByRole('switch', { name: 'おと' }), { key: 'Escape' });
    expect(store.getState().page.settingsOpen).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('modal').textContent).toBe('false');
  });

  it('applies switches and choices at once and saves them through the platform', async () => {
    const { store, platform } = await launch();
    renderWithProviders(<Screen />, { store });
    openDrawer();
    fireEvent.click(screen.getByRole('switch', { name: 'えいごを よみあげる' }));
    fireEvent.click(screen.getByRole('radio', { name: 'バトル' }));
    fireEvent.click(screen.getByRole('radio', { name: 'ランダム' }));
    fireEvent.click(screen.getByRole('switch', { name: /おぼえてから おもいだす/ }));
    fireEvent.click(screen.getByRole('switch', { name: 'おおもじ・こもじを くべつする' }));
    const state = store.getState();
    expect(state.settings.speech).toBe(false);
    expect(state.settings).toMatchObject({
      mode: 'battle',
      order: 'random',
      learnThenRecall: false,
      strictCase: true,
    });
    await waitFor(async () => {
      expect(await saved(platform)).toMatchObject({
        speech: false,
        mode: 'battle',
        order: 'random',
        learnThenRecall: false,
        strictCase: true,
      });
    });
  });

  it('changes volumes with the sliders and keeps them after a reload', async () => {
    const first = await launch();
    const { unmount } = renderWithProviders(<Screen />, { store: first.store });
    openDrawer();
    fireEvent.change(screen.getByRole('slider', { name: 'BGMの おおきさ' }), { target: { value: '30' } });
    fireEvent.change(screen.getByRole('slider', { name: 'こうかおんの おおきさ' }), {
      target: { value: '100' },
    });
    expect(first.store.getState().settings.bgmVolume).toBeCloseTo(0.3);
    expect(screen.getByRole('slider', { name: 'BGMの おおきさ' }).getAttribute('aria-valuetext')).toBe('30%');
    await waitFor(async () => expect((await saved(first.platform)).bgmVolume).toBeCloseTo(0.3));
    unmount();

    const second = await launch();
    renderWithProviders(<Screen />, { store: second.store });
    openDrawer();
    expect((screen.getByRole('slider', { name: 'BGMの おおきさ' }) as HTMLInputElement).value).toBe('30');
    expect((screen.getByRole('slider', { name: 'こうかおんの おおきさ' }) as HTMLInputElement).value).toBe(
      '100',
    );
  });

  it('switches the colour mode, text size and language of the whole page at once', async () => {
    const { store, platform } = await launch();
    renderWithProviders(<Screen />, { store });
    openDrawer();
    fireEvent.click(screen.getByRole('radio', { name: 'くらい' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    fireEvent.click(screen.getByRole('radio', { name: 'おおきい' }));
    expect(document.documentElement.dataset.textSize).toBe('large');
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Read English aloud' })).toBeTruthy();
    await waitFor(async () =>
      expect(await saved(platform)).toMatchObject({ colorMode: 'dark', textSize: 'large', language: 'en' }),
    );
  });

  it('lets the player change the sound answer given at first launch', async () => {
    const { store, platform } = await launch();
    renderWithProviders(<Screen />, { store });
    store.dispatch(settingsOpened());
    await screen.findByRole('dialog');
    const consent = screen.getByRole('switch', { name: 'おとを 出して いい' }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    // Without consent the sound controls cannot be used.
    expect((screen.getByRole('slider', { name: 'BGMの おおきさ' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(consent);
    expect(store.getState().settings.consent).toBe('granted');
    expect((screen.getByRole('slider', { name: 'BGMの おおきさ' }) as HTMLInputElement).disabled).toBe(false);
    await waitFor(async () => expect((await saved(platform)).consent).toBe('granted'));
  });
});
