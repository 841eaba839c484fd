// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { KotobaApi, Result, WordList } from '../../../../electron/contract';
import { customLists, setCustomLists } from '../../data/customStages';
import { renderWithProviders } from '../../test/renderWithProviders';
import { WordListStages } from './WordListStages';

const ok = <T,>(value: T): Result<T> => ({ ok: true, value });
const unit: WordList = {
  id: 'wl-0a1b2c',
  title: 'Unit 3',
  createdAt: '2026-04-10T09:00:00.000Z',
  items: [
    { en: 'dog', ja: 'いぬ' },
    { en: 'cat', ja: 'ねこ' },
  ],
};

/** The word-list half of the bridge over an in-memory list, recording every call. */
function bridge() {
  const calls: string[] = [];
  let lists = [unit];
  const wordLists: NonNullable<KotobaApi['wordLists']> = {
    list: async () => ok(lists),
    rename: async ({ id, title }) => {
      calls.push(`rename ${id} ${title}`);
      lists = lists.map((l) => (l.id === id ? { ...l, title } : l));
      return ok(lists[0] as WordList);
    },
    remove: async (id) => {
      calls.push(`remove ${id}`);
      lists = lists.filter((l) => l.id !== id);
      return ok(lists);
    },
    confirm: async () => ok(unit),
    cancel: async () => ok(true),
  };
  return { calls, wordLists };
}

afterEach(() => {
  setCustomLists([]);
  delete (window as { kotoba?: KotobaApi }).kotoba;
});

function install(wordLists: NonNullable<KotobaApi['wordLists']>) {
  (window as { kotoba?: unknown }).kotoba = { wordLists };
}

describe('teacher’s stages beside the map', () => {
  it('shows nothing without lists', () => {
    const { container } = renderWithProviders(<WordListStages />);
    expect(container.textContent).toBe('');
  });

  it('starts a list’s stage with its own words', () => {
    setCustomLists([unit]);
    const { store } = renderWithProviders(<WordListStages />);
    fireEvent.click(screen.getByRole('button', { name: /Unit 3（2ご）/ }));
    const state = store.getState();
    expect(state.engine.stageId).toBe(unit.id);
    expect(state.engine.run.questions.map((q) => q.en)).toEqual(['dog', 'cat']);
    expect(state.page.current).toBe('typing');
  });

  it('renames a list and removes one only after the question', async () => {
    const b = bridge();
    install(b.wordLists);
    setCustomLists([unit]);
    renderWithProviders(<WordListStages />);
    fireEvent.click(screen.getByRole('button', { name: 'リストの せいり' }));
    const field = screen.getByLabelText('「Unit 3」の なまえ');
    fireEvent.change(field, { target: { value: 'Unit 4' } });
    fireEvent.click(screen.getByRole('button', { name: 'なまえを かえる' }));
    await waitFor(() => expect(customLists()[0]?.title).toBe('Unit 4'));
    fireEvent.click(screen.getByRole('button', { name: '「Unit 4」を けす' }));
    expect(b.calls).toEqual(['rename wl-0a1b2c Unit 4']);
    fireEvent.click(screen.getByRole('button', { name: 'けす' }));
    await waitFor(() => expect(customLists()).toEqual([]));
    expect(b.calls).toEqual(['rename wl-0a1b2c Unit 4', 'remove wl-0a1b2c']);
  });
});
