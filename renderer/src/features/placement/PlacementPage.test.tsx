// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Band, BankEntry } from '../../../../core/bank/bankEntry';
import { BANDS } from '../../../../core/bank/bankTerms';
import { appSnapshotSchema, migrateSnapshot } from '../../../../core/contract';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import type { LoadedBand } from '../../data/bank/loadBand';
import { PLACEMENT_LENGTH } from '../../engine/placement';
import { createLocalStoragePlatform } from '../../platform/createLocalStoragePlatform';
import { type AppStore, loadPersistedState, makeStore, pageChanged } from '../../store';
import { PlacementPage } from './PlacementPage';

const WORDS_PER_BAND = 30;
const QUEST_END = new Date('2026-11-24T06:30:00.000Z');

/** Letters only, so every answer is plain typing: 0 → "a", 27 → "bb". */
function lettersOf(n: number): string {
  let s = '';
  let k = n;
  do {
    s = String.fromCharCode(97 + (k % 26)) + s;
    k = Math.floor(k / 26) - 1;
  } while (k >= 0);
  return s;
}

/** A band of 30 words (longer ones in higher bands) and two key sentences in a stage of their own. */
function bandOf(band: Band): LoadedBand {
  const b = BANDS.indexOf(band);
  const words: BankEntry[] = Array.from({ length: WORDS_PER_BAND }, (_, i) => ({
    id: `${band}.w${i}`,
    en: `${'q'.repeat(b + 1)}${lettersOf(i)}`,
    ja: `${band}の ことば ${i}`,
    pos: 'noun',
    band,
    theme: 'things',
  }));
  const sentences: BankEntry[] = [0, 1].map((i) => ({
    id: `${band}.s${i}`,
    en: `It is a sentence ${lettersOf(i)}.`,
    ja: `${band}の ぶん ${i}`,
    pos: 'sentence',
    band,
    theme: 'be-verb',
    grammar: 'be-verb',
  }));
  const stage = (id: string, kind: 'words' | 'sentences', entryIds: string[]) => ({
    id,
    band,
    theme: kind === 'words' ? 'things' : 'be-verb',
    kind,
    part: 1,
    parts: 1,
    titleJa: id,
    titleEn: id,
    entryIds,
  });
  return {
    band,
    entries: [...words, ...sentences],
    stages: [
      stage(
        `${band}.things-1`,
        'words',
        words.map((w) => w.id),
      ),
      stage(
        `${band}.sentences-be-verb-1`,
        'sentences',
        sentences.map((s) => s.id),
      ),
    ],
  };
}

function placementStore(options: { failFirst?: Band; seeds?: number[] } = {}) {
  const failing = new Set<Band>(options.failFirst ? [options.failFirst] : []);
  const seeds = [...(options.seeds ?? [7])];
  const storage = window.localStorage;
  const platform = createLocalStoragePlatform(storage);
  const store = makeStore(undefined, {
    timer: false,
    platform: () => platform,
    now: () => QUEST_END,
    randomSeed: () => seeds.shift() ?? 99,
    loadBand: async (band) => {
      if (failing.delete(band)) throw new Error('chunk missing');
      return bandOf(band);
    },
  });
  store.dispatch(pageChanged('placement'));
  return { store, platform };
}

/** Renders the page and waits until the start button can be pressed. */
async function openPage(store: AppStore) {
  const view = renderWithProviders(<PlacementPage />, { store });
  const start = await screen.findByRole('button', { name: 'はじめる' });
  await screen.findByText('きみに ぴったりの せかいを さがす、みじかい たびだよ。');
  await act(async () => {});
  expect(start.getAttribute('aria-disabled')).toBe('false');
  return { ...view, start };
}

const field = () => screen.getByTestId('input-capture');
const key = (k: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(field(), { key: k, ...init });
const progressText = () => screen.getByTestId('placement-progress').textContent;

/** The id of the word on screen and its answer, from the bank the store loaded. */
function shownWord(store: AppStore): { id: string; en: string } {
  const id = document.querySelector('[data-entry-id]')?.getAttribute('data-entry-id') ?? '';
  const entry = store.getState().bank.entries[id];
  if (!entry) throw new Error(`no word on screen (${id})`);
  return { id, en: entry.en };
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('the placement quest', () => {
  it('opens on its introduction with the start button focused, and lists what the pupil needs to know', async () => {
    const { store } = placementStore();
    const { start } = await openPage(store);
    await waitFor(() => expect(document.activeElement).toBe(start));
    expect(screen.getByText('ことばが 25こ でるよ。3ぷんぐらいで おわるよ。')).toBeTruthy();
    expect(screen.getByText('HPは へらないよ。まちがえても だいじょうぶ。')).toBeTruthy();
    expect(screen.getByText(/わからない ときは Tab キー/)).toBeTruthy();
    expect(Object.values(store.getState().bank.status)).toEqual([
      'ready',
      'ready',
      'ready',
      'ready',
      'ready',
    ]);
  });

  it('asks 25 words, never a key sentence, and places a pupil who types every answer in the top band', async () => {
    const { store, platform } = placementStore();
    await act(async () => {
      await store.dispatch(loadPersistedState());
    });
    const { start } = await openPage(store);
    fireEvent.click(start);
    const asked: string[] = [];
    for (let n = 1; n <= PLACEMENT_LENGTH; n++) {
      expect(progressText()).toBe(`${n} / ${PLACEMENT_LENGTH}`);
      expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(n));
      const word = shownWord(store);
      asked.push(word.id);
      // Typed in capitals: the case rule forgives Caps Lock, as in battle.
      for (const char of word.en.toUpperCase()) key(char);
      expect(screen.getByTestId('placement-verdict').textContent).toBe('せいかい！');
      key('Enter');
    }
    expect(new Set(asked).size).toBe(PLACEMENT_LENGTH);
    expect(asked.some((id) => id.includes('.s'))).toBe(false);
    // The quest climbs to the hardest words.
    expect(asked.at(-1)?.startsWith('j3.')).toBe(true);

    expect(screen.getByTestId('placement-world').textContent).toBe('ゆきやまの くに');
    expect(screen.getByTestId('placement-score').textContent).toBe('25もん ちゅう 25もん せいかい');
    const go = screen.getByRole('button', { name: 'ゆきやまの くにへ いく' });
    await waitFor(() => expect(document.activeElement).toBe(go));

    const placement = { band: 'j3', at: QUEST_END.toISOString(), asked: 25, correct: 25 };
    expect(store.getState().level.snapshot.placement).toEqual(placement);
    // Saved through the contract's own checks, and read back through its migration.
    await act(async () => {});
    const saved = await platform.app.load();
    expect(saved.ok && saved.value.snapshot.placement).toEqual(placement);
    expect(appSnapshotSchema.safeParse(store.getState().level.snapshot).success).toBe(true);
    const reread = migrateSnapshot(JSON.parse(JSON.stringify(store.getState().level.snapshot)));
    expect(reread.ok && reread.value.placement).toEqual(placement);

    fireEvent.click(go);
    expect(store.getState().page).toMatchObject({ current: 'world', world: 'j3' });
  });

  it('places a pupil who passes every word (Tab) in the bottom band, with none correct', async () => {
    const { store } = placementStore();
    const { start } = await openPage(store);
    fireEvent.click(start);
    for (let n = 1; n <= PLACEMENT_LENGTH; n++) {
      const word = shownWord(store);
      key('Tab');
      expect(screen.getByTestId('placement-answer').textContent).toBe(word.en);
      expect(screen.getByText('だいじょうぶ。こたえは これだよ')).toBeTruthy();
      key('Enter');
    }
    expect(screen.getByTestId('placement-world').textContent).toBe('そうげんの くに');
    expect(screen.getByTestId('placement-score').textContent).toBe('25もん ちゅう 0もん せいかい');
    expect(store.getState().level.snapshot.placement).toMatchObject({ band: 'e34', asked: 25, correct: 0 });
  });

  it('drops a wrong key, reveals the answer after the third, and then waits for Enter', async () => {
    const { store } = placementStore();
    const { start } = await openPage(store);
    fireEvent.click(start);
    const word = shownWord(store);
    key(word.en[0] as string);
    key('9');
    expect(screen.getByTestId('placement-typed').textContent).toBe(word.en[0]);
    expect(screen.getByTestId('placement-mistakes').textContent).toBe('まちがえた キー 1 / 3');
    key('9');
    key('9');
    expect(screen.getByTestId('placement-answer').textContent).toBe(word.en);
    expect(screen.getByText('おしい！ こたえは これだよ')).toBeTruthy();
    key(word.en[1] as string);
    expect(progressText()).toBe(`1 / ${PLACEMENT_LENGTH}`);
    key('Enter');
    expect(progressText()).toBe(`2 / ${PLACEMENT_LENGTH}`);
    expect(shownWord(store).id).not.toBe(word.id);
  });

  it('passes a word with the visible "わからない" button too', async () => {
    const { store } = placementStore();
    const { start } = await openPage(store);
    fireEvent.click(start);
    const word = shownWord(store);
    fireEvent.click(screen.getByRole('button', { name: /わからない/ }));
    expect(screen.getByTestId('placement-answer').textContent).toBe(word.en);
    fireEvent.click(screen.getByRole('button', { name: /つぎへ/ }));
    expect(progressText()).toBe(`2 / ${PLACEMENT_LENGTH}`);
  });

  it('tells the pupil to switch to English input when keys arrive through the IME, and counts no mistake', async () => {
    const { store } = placementStore();
    const { start } = await openPage(store);
    fireEvent.click(start);
    expect(screen.queryByTestId('ime-banner')).toBeNull();
    key('Process', { keyCode: 229 });
    expect(screen.getByTestId('ime-banner').textContent).toContain('半角英数にしてね');
    expect(screen.getByTestId('placement-mistakes').textContent).toBe('まちがえた キー 0 / 3');
    key(shownWord(store).en[0] as string);
    expect(screen.queryByTestId('ime-banner')).toBeNull();
  });

  it('asks before Escape ends a quest under way, and keeps nothing when the pupil leaves', async () => {
    const { store } = placementStore();
    const { start } = await openPage(store);
    fireEvent.click(start);
    key('Escape');
    expect(screen.getByText(/もういちど Esc で やめる/).getAttribute('role')).toBe('alert');
    expect(store.getState().page.current).toBe('placement');
    key(shownWord(store).en[0] as string);
    expect(screen.queryByText(/もういちど Esc で やめる/)).toBeNull();
    key('Escape');
    key('Escape');
    expect(store.getState().page.current).toBe('worlds');
    expect(store.getState().level.snapshot.placement).toBeUndefined();
  });

  it('keeps the result as soon as the last word is decided, so Escape then loses nothing', async () => {
    const { store } = placementStore();
    const { start } = await openPage(store);
    fireEvent.click(start);
    for (let n = 1; n < PLACEMENT_LENGTH; n++) {
      key('Tab');
      key('Enter');
    }
    key('Tab');
    expect(store.getState().level.snapshot.placement).toMatchObject({ band: 'e34', asked: 25 });
    key('Escape');
    expect(store.getState().page.current).toBe('worlds');
  });

  it('offers a retake whose result replaces the first one', async () => {
    const { store } = placementStore({ seeds: [7, 8] });
    const { start } = await openPage(store);
    fireEvent.click(start);
    for (let n = 1; n <= PLACEMENT_LENGTH; n++) {
      key('Tab');
      key('Enter');
    }
    expect(store.getState().level.snapshot.placement).toMatchObject({ band: 'e34', correct: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'もういちど' }));
    expect(progressText()).toBe(`1 / ${PLACEMENT_LENGTH}`);
    for (let n = 1; n <= PLACEMENT_LENGTH; n++) {
      for (const char of shownWord(store).en) key(char);
      key('Enter');
    }
    expect(store.getState().level.snapshot.placement).toMatchObject({ band: 'j3', correct: 25 });
    fireEvent.click(screen.getByRole('button', { name: 'せかいの いちらんへ' }));
    expect(store.getState().page.current).toBe('worlds');
  });

  it('says clearly when a school year cannot be loaded, and starts once a retry brings it', async () => {
    const { store } = placementStore({ failFirst: 'j2' });
    renderWithProviders(<PlacementPage />, { store });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ことばを よみこめなかったよ');
    const retry = screen.getByRole('button', { name: 'もういちど よみこむ' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    fireEvent.click(retry);
    const start = await screen.findByRole('button', { name: 'はじめる' });
    await act(async () => {});
    expect(start.getAttribute('aria-disabled')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(start));
    fireEvent.click(start);
    expect(progressText()).toBe(`1 / ${PLACEMENT_LENGTH}`);
  });
});
