// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import {
  makeStore,
  pageChanged,
  settingsClosed,
  settingsOpened,
  startStage,
  ticked,
  updateSettings,
} from '../../store';
import { Dialog } from '../../ui/Dialog';
import { SettingsDrawer } from '../settings/SettingsDrawer';
import { TypingPage } from './TypingPage';

function setup(mode: 'study' | 'battle' = 'study') {
  const store = makeStore(undefined, { timer: false, devChecks: false });
  store.dispatch(updateSettings({ mode, learnThenRecall: true, order: 'sequential', consent: 'granted' }));
  store.dispatch(startStage({ stageId: 'number', at: 1000 }));
  const view = renderWithProviders(<TypingPage />, { store });
  const field = screen.getByTestId('input-capture') as HTMLInputElement;
  return { field, ...view };
}

let clock = 2000;
function key(field: HTMLElement, k: string, init: KeyboardEventInit = {}) {
  clock += 50;
  act(() => {
    const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
    Object.defineProperty(event, 'timeStamp', { value: clock });
    field.dispatchEvent(event);
  });
}
const typeText = (field: HTMLElement, text: string) => {
  for (const ch of text) key(field, ch);
};

/** The typing page beside a drawer that a button opens, in one provider tree. */
function PageWithDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TypingPage />
      <button type="button" onClick={() => setOpen(true)}>
        open drawer
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="drawer">
        <button type="button" onClick={() => setOpen(false)}>
          close drawer
        </button>
      </Dialog>
    </>
  );
}

describe('TypingPage with the real store', () => {
  it('names the screen the stage was started from on its way back, and goes there', () => {
    for (const [from, label] of [
      ['map', 'ちずに もどる'],
      ['library', 'としょかんに もどる'],
    ] as const) {
      const store = makeStore(undefined, { timer: false, devChecks: false });
      store.dispatch(updateSettings({ consent: 'granted' }));
      store.dispatch(pageChanged(from));
      store.dispatch(startStage({ stageId: 'number', at: 1000 }));
      const view = renderWithProviders(<TypingPage />, { store });
      fireEvent.click(screen.getByRole('button', { name: label }));
      expect(store.getState().page.current).toBe(from);
      view.unmount();
    }
  });

  it('shows the Japanese prompt and, in study, the answer to type over', () => {
    const { container } = setup();
    expect(screen.getByText('いち（1）')).toBeTruthy();
    const pending = container.querySelectorAll('.answer-char--pending');
    expect([...pending].map((c) => c.textContent).join('')).toBe('one');
    expect(screen.getByText('みながら うとう')).toBeTruthy();
  });

  it('marks right and wrong letters with different classes and keeps the mistake after Backspace', () => {
    const { store, field, container } = setup();
    typeText(field, 'ox');
    expect(container.querySelector('.answer-char--correct')?.textContent).toBe('o');
    const wrong = container.querySelector('.answer-char--wrong');
    expect(wrong?.lastChild?.textContent).toBe('x');
    // The letter being copied stays in view above the wrong one, and the cursor stays on it.
    expect(wrong?.querySelector('.answer-char-guide')?.textContent).toBe('n');
    expect(wrong?.classList.contains('answer-char--cursor')).toBe(true);
    key(field, 'Backspace');
    expect(container.querySelector('.answer-char--wrong')).toBeNull();
    expect(store.getState().engine.run.typed).toBe('o');
    expect(store.getState().engine.run.errors).toBe(1);
  });

  it('moves from study to recall after a correct copy, hiding the answer', async () => {
    const { store, field, container } = setup();
    typeText(field, 'one');
    expect(store.getState().engine.run.learningPhase).toBe('recall');
    // The copy is shown finished first; recall follows a frame later.
    expect(await screen.findByText('こんどは みないで うとう！')).toBeTruthy();
    const pending = [...container.querySelectorAll('.answer-char--pending')];
    expect(pending).toHaveLength(3);
    expect(pending.every((c) => c.textContent?.trim() === '')).toBe(true);
  });

  it('counts full-width letters as their half-width twins and shows the IME banner', () => {
    const { store, field } = setup();
    typeText(field, 'ｏｎ');
    expect(store.getState().engine.run.typed).toBe('on');
    expect(store.getState().engine.run.errors).toBe(0);
    expect(screen.getByTestId('ime-banner').textContent).toContain('半角英数にしてね（半角/全角キー）');
  });

  it('shows the IME banner during composition and counts no mistake', () => {
    const { store, field } = setup();
    act(() => {
      field.dispatchEvent(new CompositionEvent('compositionstart', { data: '' }));
      field.dispatchEvent(new CompositionEvent('compositionupdate', { data: 'お' }));
    });
    key(field, 'Process', { isComposing: true });
    act(() => {
      field.dispatchEvent(new CompositionEvent('compositionend', { data: 'お' }));
    });
    expect(screen.getByTestId('ime-banner')).toBeTruthy();
    expect(store.getState().engine.run.errors).toBe(0);
    expect(store.getState().engine.run.typed).toBe('');
    typeText(field, 'o');
    expect(screen.queryByTestId('ime-banner')).toBeNull();
  });

  it('asks for a hint with Tab and records it', () => {
    const { store, field } = setup();
    typeText(field, 'one');
    key(field, 'Tab');
    key(field, 'Tab');
    const run = store.getState().engine.run;
    expect(run.hintStep).toBe(2);
    expect(run.usedHintCount).toBe(2);
    expect(run.hintText).toBe('o__');
  });

  it.each(['study', 'battle'] as const)(
    'in %s, ignores every key while the settings drawer is open',
    (mode) => {
      const store = makeStore(undefined, { timer: false, devChecks: false });
      store.dispatch(updateSettings({ mode, order: 'sequential', consent: 'granted' }));
      store.dispatch(startStage({ stageId: 'number', at: 1000 }));
      renderWithProviders(
        <>
          <TypingPage />
          <SettingsDrawer />
        </>,
        { store },
      );
      const field = screen.getByTestId('input-capture');
      act(() => {
        store.dispatch(settingsOpened());
      });
      // Enter would resume the clock the drawer stopped; it too belongs to the drawer.
      for (const k of ['Enter', 'o', 'x', 'Tab', 'Backspace', 'F2']) key(field, k);
      const run = store.getState().engine.run;
      expect(run).toMatchObject({ paused: true, typed: '', errors: 0, usedHintCount: 0, skippedCount: 0 });
      act(() => {
        store.dispatch(settingsClosed());
      });
      key(field, 'Enter');
      typeText(field, 'o');
      expect(store.getState().engine.run).toMatchObject({ paused: false, typed: 'o' });
    },
  );

  it('stops the clock when a dialog opens mid-run, and keys wait until it closes', () => {
    const store = makeStore(undefined, { timer: false, devChecks: false });
    store.dispatch(startStage({ stageId: 'number', at: 1000 }));
    renderWithProviders(<PageWithDrawer />, { store });
    const field = screen.getByTestId('input-capture');
    fireEvent.click(screen.getByText('open drawer'));
    expect(store.getState().engine.run.paused).toBe(true);
    typeText(field, 'o');
    expect(store.getState().engine.run.typed).toBe('');
    fireEvent.click(screen.getByText('close drawer'));
    key(field, 'Enter');
    expect(store.getState().engine.run.paused).toBe(false);
    typeText(field, 'o');
    expect(store.getState().engine.run.typed).toBe('o');
  });

  it('waits for Enter when the stage was opened without starting, and Escape stops and resumes', () => {
    const store = makeStore(undefined, { timer: false, devChecks: false });
    store.dispatch(startStage({ stageId: 'number', at: null }));
    renderWithProviders(<TypingPage />, { store });
    const field = screen.getByTestId('input-capture');
    expect(screen.getByTestId('typing-cover').textContent).toContain('じゅんびは いい？');
    typeText(field, 'o');
    expect(store.getState().engine.run.typed).toBe('');
    key(field, 'Enter');
    expect(store.getState().engine.run.started).toBe(true);
    key(field, 'Escape');
    expect(store.getState().engine.run.paused).toBe(true);
    expect(screen.getByTestId('typing-cover').textContent).toContain('ストップちゅう');
    key(field, 'Escape');
    expect(store.getState().engine.run.paused).toBe(false);
  });

  it('draws a letter in its own task, and the sentence a screen reader finds under it after the frame', async () => {
    const { field } = setup('study');
    const sentence = () => screen.getByTestId('answer-view').querySelector('.visually-hidden')?.textContent;
    expect(sentence()).toBe('うった もじ：');
    typeText(field, 'o');
    const cells = [...document.querySelectorAll('.answer-line .answer-char')];
    expect(cells[0]?.getAttribute('data-state')).toBe('correct');
    expect(sentence()).toBe('うった もじ：');
    await waitFor(() => expect(sentence()).toBe('うった もじ：o'));
  });

  it('shows both HP bars with their ARIA values in battle and hurts the player on a wrong key', async () => {
    const { store, field } = setup('battle');
    const meters = screen.getAllByRole('meter');
    expect(meters).toHaveLength(2);
    const player = screen.getByRole('meter', { name: 'ゆうしゃの HP' });
    expect(player.getAttribute('aria-valuenow')).toBe('100');
    expect(player.getAttribute('aria-valuemax')).toBe('100');
    typeText(field, 'x');
    const hp = store.getState().engine.run.playerHp;
    expect(hp).toBeLessThan(100);
    // React hears of a letter after the frame that shows it: the bar and the hero follow then.
    expect(player.getAttribute('aria-valuenow')).toBe('100');
    await waitFor(() => expect(player.getAttribute('aria-valuenow')).toBe(String(hp)));
    await waitFor(() =>
      expect(document.querySelector<HTMLElement>('.battle-hero')?.dataset.blow).toBe('hurt'),
    );
    const enemy = screen.getByRole('meter', { name: 'かずコウモリの HP' });
    expect(Number(enemy.getAttribute('aria-valuemax'))).toBe(store.getState().engine.run.enemyMaxHp);
  });

  it('plays the damage motion when a cleared answer hits the demon, a frame after the key', async () => {
    const { store, field } = setup('battle');
    const motion = screen.getByTestId('damage-motion');
    const hero = document.querySelector<HTMLElement>('.battle-hero');
    expect(motion.dataset.hits).toBe('0');
    expect(hero?.dataset.blow).toBe('none');
    typeText(field, 'one');
    // The key's own frame draws the finished word; the next question and the blow wait for the frame after it.
    expect(store.getState().engine.run.index).toBe(1);
    expect(motion.dataset.hits).toBe('0');
    await waitFor(() => expect(motion.dataset.hits).toBe('1'));
    expect(screen.getByText('-10')).toBeTruthy();
    expect(hero?.dataset.blow).toBe('struck');
    const turn = hero?.dataset.turn;
    typeText(field, 'two');
    await waitFor(() => expect(motion.dataset.hits).toBe('2'));
    // The same blow again flips its turn, which starts its motion again.
    expect(hero?.dataset.blow).toBe('struck');
    expect(hero?.dataset.turn).not.toBe(turn);
  });

  it('in study shows the demon losing HP word by word, and no HP for the hero', async () => {
    const { store, field } = setup();
    const meters = screen.getAllByRole('meter');
    expect(meters).toHaveLength(1);
    const enemy = screen.getByRole('meter', { name: 'かずコウモリの HP' });
    const max = store.getState().engine.run.enemyMaxHp;
    expect(max).toBeGreaterThan(0);
    expect(enemy.getAttribute('aria-valuenow')).toBe(String(max));
    typeText(field, 'oneone');
    await waitFor(() => expect(screen.getByTestId('damage-motion').dataset.hits).toBe('1'));
    expect(screen.getByText('-10')).toBeTruthy();
    expect(enemy.getAttribute('aria-valuenow')).toBe(String(max - 10));
    expect(screen.queryByRole('meter', { name: 'ゆうしゃの HP' })).toBeNull();
  });

  it('announces the next prompt and the result of each question, with the next question', async () => {
    const { field } = setup('battle');
    typeText(field, 'one');
    const announcer = screen.getByTestId('typing-announcer');
    await waitFor(() => expect(announcer.textContent).toContain('せいかい！ one'));
    expect(announcer.textContent).toContain('もんだい 2：に（2）');
  });

  it('lets timer ticks within a second re-render nothing, and a new second commit once to move the clock', async () => {
    const store = makeStore(undefined, { timer: false, devChecks: false });
    store.dispatch(updateSettings({ mode: 'battle' }));
    store.dispatch(startStage({ stageId: 'number', at: 1000 }));
    const commits: string[] = [];
    renderWithProviders(
      <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
        <TypingPage />
      </Profiler>,
      { store },
    );
    const clock = screen.getByTestId('battle-clock');
    // Let the arrival settle (the answer field takes the focus on the next frame).
    await act(() => new Promise((done) => setTimeout(done, 60)));
    commits.length = 0;
    act(() => {
      for (let i = 0; i < 9; i++) store.dispatch(ticked());
    });
    expect(store.getState().engine.run.elapsedMs).toBe(900);
    expect(commits).toEqual([]);
    act(() => {
      store.dispatch(ticked());
    });
    expect(commits).toEqual(['update']);
    expect(clock.textContent).toContain('0:01');
  });

  it('covers the answer with "click here to continue" when focus leaves, and clicking brings it back', () => {
    const { field } = setup();
    act(() => field.focus());
    expect(screen.queryByText('ここを クリックして つづける')).toBeNull();
    act(() => field.blur());
    fireEvent.click(screen.getByText('ここを クリックして つづける'));
    expect(document.activeElement).toBe(field);
  });
});
