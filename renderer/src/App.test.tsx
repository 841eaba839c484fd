// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../core/contract';
import { renderWithProviders } from '../../tests/support/renderer/renderWithProviders';
import { App, type AppProps } from './App';
import { createLocalStoragePlatform, STORAGE_KEYS } from './platform';
import { makeStore, type RootState } from './store';

/** Starts the game as a fresh page would, over whatever the browser storage holds. */
async function launch(startAudio: AppProps['startAudio'] = null) {
  const platform = createLocalStoragePlatform(window.localStorage);
  const store = makeStore(undefined, { timer: false, settingsDebounceMs: 0, platform: () => platform });
  const view = renderWithProviders(<App startAudio={startAudio} />, { store });
  // Let the boot thunk's reads settle.
  await act(async () => {
    await Promise.resolve();
  });
  await screen.findByTestId('screen-announcer');
  return view;
}

describe('App', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('takes a new player from the sound question to the title and on to the map, announcing each screen', async () => {
    const { store } = await launch();
    expect(screen.getByTestId('screen-announcer').textContent).toBe('おとの かくにん');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'はい（おとを出す）' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ことばクエスト');
    expect(screen.getByTestId('screen-announcer').textContent).toBe('タイトルがめん');
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(store.getState().page.current).toBe('map');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('せかいちず');
    expect(screen.getByTestId('screen-announcer').textContent).toBe('せかいちず');
  });

  it('goes straight to the title for a returning player, in the saved language and colours', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.settings,
      JSON.stringify({ ...DEFAULT_SETTINGS, consent: 'granted', language: 'en', colorMode: 'dark' }),
    );
    await launch();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kotoba Quest');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('tells the player when the settings file was damaged and reset, and keeps the bad copy', async () => {
    window.localStorage.setItem(STORAGE_KEYS.settings, '{"version":1,"sound":');
    const { store } = await launch();
    expect(screen.getByRole('status').textContent).toContain('せっていの ファイルが こわれていたので');
    expect(store.getState().settings.consent).toBe('unasked');
    const keptAside = Object.keys(window.localStorage).filter((k) =>
      k.startsWith(`${STORAGE_KEYS.settings}.corrupt`),
    );
    expect(keptAside).toHaveLength(1);
  });

  it('tells the player when the progress file was damaged and reset', async () => {
    window.localStorage.setItem(STORAGE_KEYS.progress, '[1,2,3]');
    await launch();
    expect(screen.getByRole('status').textContent).toContain('きろくの ファイルが こわれていたので');
  });

  it('starts the audio once the saved settings are in, and, with no English voice, tells the settings rather than a notice', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.settings,
      JSON.stringify({ ...DEFAULT_SETTINGS, consent: 'granted', bgmVolume: 0.2 }),
    );
    const stop = vi.fn();
    let reportNoVoice: () => void = () => {};
    const startAudio = vi.fn((_store: { getState: () => RootState }, onNoEnglishVoice: () => void) => {
      reportNoVoice = onNoEnglishVoice;
      return { audio: {}, speech: { subscribe: () => () => {}, status: 'unknown' }, stop } as never;
    });
    const { unmount, store } = await launch(startAudio);
    expect(startAudio).toHaveBeenCalledTimes(1);
    expect(startAudio.mock.calls[0]![0].getState().settings.bgmVolume).toBe(0.2);
    act(() => reportNoVoice());
    // A pupil cannot act on it: no notice over the game; the flag reaches the store (hint ladder,
    // settings note) instead.
    expect(screen.getByRole('status').textContent).toBe('');
    expect(store.getState().sound.noEnglishVoice).toBe(true);
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
