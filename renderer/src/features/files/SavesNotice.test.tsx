// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KotobaApi } from '../../../../core/contract';
import {
  attemptAt,
  fakeWebHost,
  pickedFile,
  progressWith,
} from '../../../../tests/support/renderer/features/files/fakeWebHost';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { createLocalStoragePlatform } from '../../platform';
import type { StartState } from '../../platform/web/webHost';
import { setWebHost } from '../../platform/web/webHost';
import { loadPersistedState, makeStore } from '../../store';
import { TitleOverlay } from '../title/TitleOverlay';
import { backupFileFor } from './backupFile';
import { reloadPage } from './pageReload';
import { SavesNotice } from './SavesNotice';

vi.mock('./pageReload', () => ({ reloadPage: vi.fn() }));

const BACKED_UP = progressWith(7, [attemptAt('2026-10-01T10:00:00.000Z')]);

async function boot() {
  const local = createLocalStoragePlatform(window.localStorage);
  const overwrite = vi.fn(local.app.overwrite);
  const platform: KotobaApi = { ...local, app: { ...local.app, overwrite } };
  const store = makeStore(undefined, { timer: false, settingsDebounceMs: 0, platform: () => platform });
  await store.dispatch(loadPersistedState());
  return { store, overwrite };
}

/** The title and the map's notice together, as a pupil meets them one after the other. */
async function showAt(state: StartState) {
  const host = fakeWebHost({ startState: state });
  setWebHost(host);
  const { store, overwrite } = await boot();
  const onStart = vi.fn();
  renderWithProviders(
    <>
      <TitleOverlay onStart={onStart} />
      <div data-testid="map-side">
        <SavesNotice where="map" />
      </div>
    </>,
    { store },
  );
  await waitFor(() => expect(host.startState).toHaveBeenCalled());
  await act(async () => {
    await host.startState.mock.results[0]?.value;
  });
  return { host, store, overwrite, onStart };
}

describe('the start notice about the saves', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.mocked(reloadPage).mockClear();
  });
  afterEach(() => setWebHost(null));

  it('tells the pupil when the saves are gone, and why, on the title and the map', async () => {
    const { host } = await showAt('gone');
    const notices = screen.getAllByTestId('saves-gone');
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      expect(within(notice).getByRole('heading').textContent).toBe('まえの セーブが みつからないよ');
      expect(within(notice).getByRole('alert').textContent).toContain('サイトの データが けされる');
      expect(within(notice).getByRole('button', { name: 'バックアップから もどす' })).toBeTruthy();
      expect(within(notice).getByRole('button', { name: 'はじめから あそぶ' })).toBeTruthy();
    }
    // Asked once for the page, however many screens show it.
    expect(host.startState).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('restores from a backup picked from the notice, and reloads the game', async () => {
    const { store, overwrite, onStart } = await showAt('gone');
    const title = within(screen.getByRole('region', { name: 'ことばクエスト' }));
    const restore = title.getByRole('button', { name: 'バックアップから もどす' });
    fireEvent.keyDown(restore, { key: 'Enter' });
    fireEvent.click(restore);
    expect(onStart).not.toHaveBeenCalled();
    const text = backupFileFor(BACKED_UP, new Date('2026-10-02T00:00:00.000Z')).content as string;
    fireEvent.change(screen.getByTestId('saves-notice-picker-title'), {
      target: { files: [pickedFile(text, 'kotoba-quest-progress-2026-10-02.json')] },
    });
    const question = await screen.findByRole('dialog', { name: 'バックアップから もどす' });
    fireEvent.click(within(question).getByRole('button', { name: 'おきかえる' }));
    const done = await screen.findByRole('dialog', { name: 'バックアップから もどしたよ' });
    expect(overwrite).toHaveBeenCalledWith(BACKED_UP);
    expect(store.getState().level.snapshot.level).toBe(7);
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    expect(vi.mocked(reloadPage)).toHaveBeenCalledTimes(1);
    expect(onStart).not.toHaveBeenCalled();
  });

  it('"start anew" puts the notice away on every screen and changes nothing', async () => {
    const { overwrite, onStart } = await showAt('gone');
    const title = within(screen.getByRole('region', { name: 'ことばクエスト' }));
    fireEvent.click(title.getByRole('button', { name: 'はじめから あそぶ' }));
    expect(screen.queryAllByTestId('saves-gone')).toHaveLength(0);
    expect(overwrite).not.toHaveBeenCalled();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('on a first visit quietly offers a backup on the title only', async () => {
    await showAt('fresh');
    expect(screen.queryByTestId('saves-gone')).toBeNull();
    const offer = screen.getByTestId('saves-fresh');
    expect(offer.textContent).toContain('バックアップの ファイルが あれば、もどせるよ。');
    expect(within(screen.getByTestId('map-side')).queryByRole('button')).toBeNull();
  });

  it('says nothing when the saves were found', async () => {
    await showAt('kept');
    expect(screen.queryByTestId('saves-gone')).toBeNull();
    expect(screen.queryByTestId('saves-fresh')).toBeNull();
  });

  it('is not there in the desktop app', async () => {
    const { store } = await boot();
    renderWithProviders(<TitleOverlay onStart={() => {}} />, { store });
    expect(screen.queryByTestId('saves-gone')).toBeNull();
    expect(screen.queryByRole('button', { name: 'ファイル' })).toBeNull();
  });
});
