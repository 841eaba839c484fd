// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { makeStore, startStage, updateSettings } from '../../store';
import { TypingPage } from './TypingPage';

/** The part of React's fiber that tells which components a commit rendered. */
interface Fiber {
  tag: number;
  flags: number;
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}
// Function, class, forwardRef and simple memo components; React flags one whose function it called.
const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
const PERFORMED_WORK = 1;

const nameOf = (fiber: Fiber) => {
  const type = fiber.type as { displayName?: string; name?: string; render?: { name?: string } } | null;
  return type?.displayName || type?.name || type?.render?.name || '(anonymous)';
};

/**
 * The components the last commit rendered, read from the committed tree the way React's developer
 * tools read it: a subtree whose children are the very ones of the tree before was not rendered again.
 */
function renderedIn(fiber: Fiber, out: string[] = []): string[] {
  const before = fiber.alternate;
  if (COMPONENT_TAGS.has(fiber.tag) && (before === null || (fiber.flags & PERFORMED_WORK) !== 0)) {
    out.push(nameOf(fiber));
  }
  if (before !== null && fiber.child === before.child) return out;
  for (let child = fiber.child; child; child = child.sibling) renderedIn(child, out);
  return out;
}

let clock = 2000;
function key(field: HTMLElement, k: string) {
  clock += 50;
  act(() => {
    const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: clock });
    field.dispatchEvent(event);
  });
}
const settle = () => act(() => new Promise((done) => setTimeout(done, 60)));

/** What the answer line shows: each cell's state and letter ("correct:o"). */
const drawnCells = () =>
  [...document.querySelectorAll('.answer-line .answer-char')].map(
    (cell) => `${cell.getAttribute('data-state')}:${cell.lastChild?.textContent?.trim() ?? ''}`,
  );

/** What one key did: in its own task, before any frame (`atOnce`), and once the page settled. */
interface KeyRenders {
  atOnce: { rendered: string[]; cells: string[]; words: string };
  /** The question and the notice before the key. */
  wordsBefore: string;
  rendered: string[];
  cells: string[];
}

/** The words of the question and the phase notice on screen. */
const shownWords = () =>
  ['#question-prompt', '.question-progress', '.phase-notice']
    .map((selector) => document.querySelector(selector)?.textContent ?? '')
    .join(' | ');

/**
 * The components rendered by one key, `char`, typed after `before` in the first word ("one"), and what
 * the answer line shows after it.
 */
async function renderedByKey(mode: 'study' | 'battle', before: string, char: string): Promise<KeyRenders> {
  const store = makeStore(undefined, { timer: false, devChecks: false });
  store.dispatch(updateSettings({ mode, learnThenRecall: true, order: 'sequential', consent: 'granted' }));
  store.dispatch(startStage({ stageId: 'number', at: 1000 }));
  const commits: string[][] = [];
  let container: HTMLElement | null = null;
  // Each commit of the page is read as it happens (a key may cause more than one).
  const onRender = () => {
    const rootKey = Object.keys(container ?? {}).find((k) => k.startsWith('__reactContainer$'));
    const hostRoot = rootKey
      ? (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[rootKey]
      : null;
    if (hostRoot) commits.push(renderedIn(hostRoot.stateNode.current));
  };
  ({ container } = renderWithProviders(
    <Profiler id="page" onRender={onRender}>
      <TypingPage />
    </Profiler>,
    { store },
  ));
  const field = screen.getByTestId('input-capture');
  await settle();
  key(field, 'Enter');
  await settle();
  for (const typed of before) key(field, typed);
  await settle();
  expect(store.getState().engine.run.typed).toBe(before);
  commits.length = 0;
  const wordsBefore = shownWords();
  key(field, char);
  const atOnce = { rendered: commits.flat().sort(), cells: drawnCells(), words: shownWords() };
  await settle();
  return { atOnce, wordsBefore, rendered: commits.flat().sort(), cells: drawnCells() };
}

describe('what a key re-renders on the typing page', () => {
  for (const mode of ['study', 'battle'] as const) {
    it(`${mode}: a right letter inside a word renders nothing, and the answer line shows it`, async () => {
      const { rendered, cells } = await renderedByKey(mode, 'o', 'n');
      expect(rendered).toEqual([]);
      expect(cells.slice(0, 2)).toEqual(['correct:o', 'correct:n']);
      expect(cells[2]).toMatch(/^pending:/);
    });

    it(`${mode}: the word's last letter leaves the page, its header and its controls as they were`, async () => {
      const { rendered, cells } = await renderedByKey(mode, 'on', 'e');
      for (const still of ['TypingPage', 'HeaderControls', 'BattleClock', 'SettingsButton']) {
        expect(rendered).not.toContain(still);
      }
      // After its frame the line shows what comes next: the same word asked from memory, or the next word.
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.every((cell) => cell.startsWith('pending:'))).toBe(true);
    });

    it(`${mode}: the word's last key's own frame shows the word finished; the next question comes after it`, async () => {
      const { atOnce, wordsBefore, rendered } = await renderedByKey(mode, 'on', 'e');
      // Before any frame: the finished word with its last letter, the same question and notice.
      expect(atOnce.cells).toEqual(['correct:o', 'correct:n', 'correct:e']);
      expect(atOnce.words).toBe(wordsBefore);
      expect(shownWords()).not.toBe(wordsBefore);
      for (const later of ['QuestionPanel', 'PhaseNotice', 'AnswerViewFrame', 'FuriganaText']) {
        expect(atOnce.rendered).not.toContain(later);
      }
      // After the frame: the next turn's question panel (battle) or notice (study).
      expect(rendered).toContain(mode === 'battle' ? 'QuestionPanel' : 'PhaseNotice');
    });
  }

  it('study: a wrong letter renders nothing, and the answer line marks it wrong', async () => {
    const { rendered, cells } = await renderedByKey('study', 'o', 'x');
    expect(rendered).toEqual([]);
    expect(cells.slice(0, 2)).toEqual(['correct:o', 'wrong:x']);
  });

  it("battle: a wrong letter's blow renders the battle and the hero's bar, not the page or the answer area", async () => {
    const { rendered, cells } = await renderedByKey('battle', 'o', 'x');
    expect(rendered).toContain('PlayerBar');
    for (const still of ['TypingPage', 'HeaderControls', 'AnswerArea', 'InputCapture', 'QuestionPanel']) {
      expect(rendered).not.toContain(still);
    }
    expect(cells[1]).toBe('wrong:x');
  });
});
