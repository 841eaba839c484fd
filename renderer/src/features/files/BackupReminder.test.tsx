// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attempt } from '../../../../core/contract';
import {
  attemptAt,
  fakeWebHost,
  progressWith,
} from '../../../../tests/support/renderer/features/files/fakeWebHost';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { createLocalStoragePlatform } from '../../platform';
import { saveFile } from '../../platform/web/files';
import { setWebHost } from '../../platform/web/webHost';
import {
  type AppStore,
  keyTyped,
  loadPersistedState,
  makeStore,
  startStage,
  updateSettings,
} from '../../store';
import { ResultsDialog } from '../results/ResultsDialog';
import { BackupReminder, resetBackupReminder } from './BackupReminder';

vi.mock('../../platform/web/files', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../platform/web/files')>()),
  saveFile: vi.fn(),
}));

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A store booted on a local platform holding progress with `history`. */
async function storeWith(history: Attempt[]): Promise<AppStore> {
  const platform = createLocalStoragePlatform(window.localStorage);
  await platform.app.save(progressWith(3, history));
  const store = makeStore(undefined, {
    timer: false,
    devChecks: false,
    settingsDebounceMs: 0,
    afterPaint: () => Promise.resolve(),
    platform: () => platform,
  });
  await store.dispatch(loadPersistedState());
  return store;
}

/** Plays the numbers stage to its end in study mode, one word after another, and waits for the results. */
async function winNumbers(store: AppStore): Promise<void> {
  store.dispatch(updateSettings({ mode: 'study', learnThenRecall: false, order: 'sequential' }));
  let at = 1000;
  store.dispatch(startStage({ stageId: 'number', at }));
  for (const word of ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']) {
    for (const char of word) {
      at += 200;
      store.dispatch(keyTyped({ char, at }));
    }
  }
  await waitFor(() => expect(store.getState().page.current).toBe('results'));
}

/** Waits until every answer of the host's last backup time has reached the screen. */
async function answered(host: ReturnType<typeof fakeWebHost>): Promise<void> {
  await waitFor(() => expect(host.lastBackupAt).toHaveBeenCalled());
  await act(async () => {
    await Promise.all(host.lastBackupAt.mock.results.map((result) => result.value));
  });
}

describe('the backup reminder on the results', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.mocked(saveFile).mockClear();
    resetBackupReminder();
  });
  afterEach(() => setWebHost(null));

  it('after a won stage, offers a backup to a player who never saved one, and saves it from there', async () => {
    const host = fakeWebHost({ lastBackupAt: null });
    setWebHost(host);
    const store = await storeWith([attemptAt(daysAgo(2))]);
    await winNumbers(store);
    renderWithProviders(<ResultsDialog />, { store });
    const dialog = screen.getByRole('dialog');
    const line = await within(dialog).findByTestId('backup-reminder');
    expect(line.textContent).toContain('まだ バックアップが ないよ。');
    fireEvent.click(within(line).getByRole('button', { name: 'バックアップを ほぞんする' }));
    expect((await screen.findByTestId('backup-reminder-outcome')).textContent).toBe(
      'バックアップを ほぞんしたよ。',
    );
    expect(vi.mocked(saveFile)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(saveFile).mock.calls[0]?.[0].name).toMatch(
      /^kotoba-quest-progress-\d{4}-\d{2}-\d{2}\.json$/,
    );
    expect(host.noteBackup).toHaveBeenCalledTimes(1);
    // The backup holds this very run.
    const content = JSON.parse(String(vi.mocked(saveFile).mock.calls[0]?.[0].content));
    expect(content.snapshot.history).toHaveLength(2);
  });

  it('reminds of an old backup by its age when stages were won since', async () => {
    setWebHost(fakeWebHost({ lastBackupAt: daysAgo(5.2) }));
    const store = await storeWith([attemptAt(daysAgo(10)), attemptAt(daysAgo(1))]);
    renderWithProviders(<BackupReminder />, { store });
    expect((await screen.findByTestId('backup-reminder')).textContent).toContain(
      'さいごの バックアップから 5にち たったよ。',
    );
  });

  it('says nothing after a recent backup', async () => {
    const host = fakeWebHost({ lastBackupAt: daysAgo(1) });
    setWebHost(host);
    const store = await storeWith([attemptAt(daysAgo(0.5)), attemptAt(daysAgo(0.2))]);
    renderWithProviders(<BackupReminder />, { store });
    await answered(host);
    expect(screen.queryByTestId('backup-reminder')).toBeNull();
  });

  it('"later" puts it away until the page reloads, not for one screen only', async () => {
    const host = fakeWebHost({ lastBackupAt: null });
    setWebHost(host);
    const store = await storeWith([attemptAt(daysAgo(3)), attemptAt(daysAgo(2))]);
    const first = renderWithProviders(<BackupReminder />, { store });
    fireEvent.click(await screen.findByRole('button', { name: 'あとで' }));
    expect(screen.queryByTestId('backup-reminder')).toBeNull();
    first.unmount();
    renderWithProviders(<BackupReminder />, { store });
    await answered(host);
    expect(screen.queryByTestId('backup-reminder')).toBeNull();
    expect(vi.mocked(saveFile)).not.toHaveBeenCalled();
  });

  it('is never shown in the desktop app, whose saves are files', async () => {
    const store = await storeWith([attemptAt(daysAgo(3)), attemptAt(daysAgo(2))]);
    await winNumbers(store);
    renderWithProviders(<ResultsDialog />, { store });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByTestId('backup-reminder')).toBeNull();
    expect(screen.queryByRole('button', { name: 'バックアップを ほぞんする' })).toBeNull();
  });
});
