// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { KotobaApi, Result } from '../../../../core/contract';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { memoryWordLists, unit3 } from '../../../../tests/support/renderer/store/memoryWordLists';
import { createLocalStoragePlatform } from '../../platform';
import { loadWordLists, makeStore } from '../../store';
import { WordListStages } from './WordListStages';

const ok = <T,>(value: T): Result<T> => ({ ok: true, value });

/** A platform whose word lists live in memory, recording every change. */
function listsPlatform() {
  const calls: string[] = [];
  const { bridge } = memoryWordLists([unit3], calls);
  const platform: KotobaApi = {
    ...createLocalStoragePlatform(null),
    wordLists: {
      ...bridge,
      confirm: async () => ok(unit3),
      cancel: async () => ok(true),
    },
  };
  return { calls, platform };
}

/** A store over `platform` with the lists already read, as the player gate leaves it. */
async function storeWithLists(platform: KotobaApi) {
  const store = makeStore(undefined, { platform: () => platform, timer: false });
  await store.dispatch(loadWordLists());
  return store;
}

describe('teacher’s stages beside the map', () => {
  it('shows nothing without lists', () => {
    const { container } = renderWithProviders(<WordListStages />);
    expect(container.textContent).toBe('');
  });

  it('starts a list’s stage with its own words', async () => {
    const store = await storeWithLists(listsPlatform().platform);
    renderWithProviders(<WordListStages />, { store });
    fireEvent.click(screen.getByRole('button', { name: /Unit 3（2ご）/ }));
    const state = store.getState();
    expect(state.engine.stageId).toBe(unit3.id);
    expect(state.engine.run.questions.map((q) => q.en)).toEqual(['dog', 'cat']);
    expect(state.page.current).toBe('typing');
  });

  it('renames a list and removes one only after the question', async () => {
    const b = listsPlatform();
    const store = await storeWithLists(b.platform);
    renderWithProviders(<WordListStages />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'リストの せいり' }));
    const field = screen.getByLabelText('「Unit 3」の なまえ');
    fireEvent.change(field, { target: { value: 'Unit 4' } });
    fireEvent.click(screen.getByRole('button', { name: 'なまえを かえる' }));
    await waitFor(() => expect(store.getState().wordLists.lists[0]?.title).toBe('Unit 4'));
    fireEvent.click(screen.getByRole('button', { name: '「Unit 4」を けす' }));
    expect(b.calls).toEqual(['rename wl-0a1b2c Unit 4']);
    fireEvent.click(screen.getByRole('button', { name: 'けす' }));
    await waitFor(() => expect(store.getState().wordLists.lists).toEqual([]));
    expect(b.calls).toEqual(['rename wl-0a1b2c Unit 4', 'remove wl-0a1b2c']);
  });

  it('shows why a rename failed', async () => {
    const b = listsPlatform();
    const wordLists = b.platform.wordLists as NonNullable<KotobaApi['wordLists']>;
    wordLists.rename = async () => ({
      ok: false,
      error: { code: 'write-failed', reason: 'save.refused', values: {}, detail: 'disk full' },
    });
    const store = await storeWithLists(b.platform);
    renderWithProviders(<WordListStages />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'リストの せいり' }));
    fireEvent.change(screen.getByLabelText('「Unit 3」の なまえ'), { target: { value: 'Unit 4' } });
    fireEvent.click(screen.getByRole('button', { name: 'なまえを かえる' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'できませんでした：ほぞんできなかったよ。まえの きろくは のこっているよ。',
    );
    expect(store.getState().wordLists.lists[0]?.title).toBe('Unit 3');
  });
});
