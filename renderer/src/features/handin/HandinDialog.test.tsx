// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KotobaApi } from '../../../../core/contract';
import { parseHandin } from '../../../../core/handin';
import { utf8Bytes } from '../../../../core/web/webStandard';
import { playedSnapshot } from '../../../../tests/support/core/progress/playedSnapshot';
import { HANAKO, handinPlatform } from '../../../../tests/support/renderer/features/handin/handinPlatform';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { createLocalStoragePlatform } from '../../platform';
import type { SavedFile } from '../../platform/web/files';
import { makeStore } from '../../store';
import { HandinDialog } from './HandinDialog';

const now = new Date(2026, 10, 29, 10, 30);

async function dialog(platform: KotobaApi) {
  await platform.app.save(playedSnapshot(6));
  const save = vi.fn<(file: SavedFile) => void>();
  const store = makeStore(undefined, { timer: false, platform: () => platform, now: () => now });
  renderWithProviders(<HandinDialog open onClose={() => {}} save={save} />, { store });
  return save;
}

const savedHandin = (save: ReturnType<typeof vi.fn<(file: SavedFile) => void>>) => {
  const file = save.mock.calls[0]?.[0];
  const read = parseHandin(utf8Bytes(String(file?.content)));
  if (!read.ok) throw new Error(`the saved file is not a hand-in: ${read.detail}`);
  return { file, handin: read.value };
};

/** Waits on state, not on time: generous for a loaded machine. */
const SLOW = { timeout: 15_000 };

describe('the hand-in dialog', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllEnvs());

  it('fills in the player’s name and saves their progress with the class and number written', {
    timeout: 60_000,
  }, async () => {
    // The build defines the game's version; the hand-in carries it for the teacher's list of files.
    vi.stubEnv('KOTOBA_APP_VERSION', '0.1.0');
    const save = await dialog(handinPlatform());
    const name = screen.getByTestId<HTMLInputElement>('handin-name');
    await waitFor(() => expect(name.value).toBe('はなこ'), SLOW);
    fireEvent.change(screen.getByTestId('handin-className'), { target: { value: ' 3年2組 ' } });
    fireEvent.change(screen.getByTestId('handin-number'), { target: { value: '１２' } });
    fireEvent.click(screen.getByTestId('handin-save'));

    expect((await screen.findByTestId('handin-saved', {}, SLOW)).textContent).toContain(
      'kotoba-handin-はなこ-20261129.json',
    );
    const { file, handin } = savedHandin(save);
    expect(file).toMatchObject({ name: 'kotoba-handin-はなこ-20261129.json', type: 'application/json' });
    expect(handin.pupil).toEqual({
      playerId: HANAKO.id,
      name: 'はなこ',
      className: '3年2組',
      number: 12,
      avatar: HANAKO.avatar,
    });
    expect(handin.snapshot).toEqual(playedSnapshot(6));
    expect(handin.savedAt).toBe(now.toISOString());
    expect(handin.appVersion).toBe('0.1.0');
  });

  it('asks for the class and a whole number before it saves anything', { timeout: 60_000 }, async () => {
    const save = await dialog(handinPlatform());
    await waitFor(
      () => expect(screen.getByTestId<HTMLInputElement>('handin-name').value).toBe('はなこ'),
      SLOW,
    );
    fireEvent.change(screen.getByTestId('handin-number'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('handin-save'));

    expect(screen.getByTestId('handin-className').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('クラスを かいてね（20もじまで）。')).not.toBeNull();
    expect(screen.queryByText('ばんごうは 1から 999までの すうじで かいてね。')).not.toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('works where the device keeps no players: the pupil writes their name', {
    timeout: 60_000,
  }, async () => {
    const save = await dialog(createLocalStoragePlatform(window.localStorage));
    fireEvent.change(screen.getByTestId('handin-name'), { target: { value: 'Ken' } });
    fireEvent.change(screen.getByTestId('handin-className'), { target: { value: '6-1' } });
    fireEvent.click(screen.getByTestId('handin-save'));

    await screen.findByTestId('handin-saved', {}, SLOW);
    const { handin } = savedHandin(save);
    expect(handin.pupil).toMatchObject({ name: 'Ken', className: '6-1' });
    expect(handin.pupil.playerId).toMatch(/^p-[0-9a-f]{16}$/);
    expect(handin.pupil.number).toBeUndefined();
    // Without a version from the build, the file simply has none (it stays valid).
    expect(handin.appVersion).toBeNull();
  });
});
