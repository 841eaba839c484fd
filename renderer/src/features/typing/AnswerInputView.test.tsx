// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { AnswerInputView, answerCells } from './AnswerInputView';

describe('answerCells', () => {
  it('gives typed letters right/wrong states and shows the rest from the guide', () => {
    const cells = answerCells('cat', 'cx', [true, false], 'cat', true);
    expect(cells.map((c) => [c.state, c.char, c.cursor, c.guide])).toEqual([
      ['correct', 'c', false, ''],
      ['wrong', 'x', true, 'a'],
      ['pending', 't', false, ''],
    ]);
  });

  it('keeps the cursor on a wrong letter, where the next key goes, and after a right one moves on', () => {
    expect(answerCells('cat', 'cx', [true, false], '', true).findIndex((c) => c.cursor)).toBe(1);
    expect(answerCells('cat', 'ca', [true, true], '', true).findIndex((c) => c.cursor)).toBe(2);
  });

  it('shows the letter to copy beside a wrong one only when the answer is on screen', () => {
    expect(answerCells('cat', 'cx', [true, false], 'cat', true)[1]?.guide).toBe('a');
    expect(answerCells('cat', 'cx', [true, false], '', true)[1]?.guide).toBe('');
    expect(answerCells('cat', 'cx', [true, false], 'c__', true)[1]?.guide).toBe('');
    expect(answerCells('a b', 'ax', [true, false], 'a b', true)[1]?.guide).toBe('␣');
  });

  it('hides the answer behind empty slots when the guide is empty, keeping spaces as gaps', () => {
    const cells = answerCells('Hi you', '', [], '', true);
    expect(cells.map((c) => c.char)).toEqual(['', '', '', '', '', '']);
    expect(cells[2]?.space).toBe(true);
  });

  it('shows the letters of a masked hint and leaves underscores blank', () => {
    const cells = answerCells('How are', '', [], 'H__ a__', false);
    expect(cells.map((c) => c.char).join('|')).toBe('H||| |a||');
    expect(cells.some((c) => c.cursor)).toBe(false);
  });

  it('puts the cursor on the last letter of a full but wrong answer, and after a full right one', () => {
    const wrong = answerCells('ab', 'ax', [true, false], '', true);
    expect(wrong).toHaveLength(2);
    expect(wrong[1]?.cursor).toBe(true);
    const right = answerCells('ab', 'ab', [true, true], '', true);
    expect(right).toHaveLength(3);
    expect(right[2]?.cursor).toBe(true);
  });
});

describe('AnswerInputView', () => {
  it('draws right, wrong and pending letters with distinct classes and state marks', () => {
    const { container } = renderWithProviders(
      <AnswerInputView answer="dog" typed="dx" correctMap={[true, false]} guide="dog" hintStep={0} active />,
    );
    const chars = [...container.querySelectorAll('.answer-char')];
    expect(chars.map((c) => c.getAttribute('data-state'))).toEqual(['correct', 'wrong', 'pending']);
    expect(chars[0]?.classList.contains('answer-char--correct')).toBe(true);
    expect(chars[1]?.classList.contains('answer-char--wrong')).toBe(true);
    expect(chars[1]?.classList.contains('answer-char--cursor')).toBe(true);
    expect(chars[1]?.querySelector('.answer-char-guide')?.textContent).toBe('o');
    expect(container.textContent).toContain('うった もじ：dx');
  });

  it('shows a wrongly typed space as a visible mark', () => {
    const { container } = renderWithProviders(
      <AnswerInputView answer="ab" typed=" " correctMap={[false]} guide="" hintStep={0} active />,
    );
    expect(container.querySelector('.answer-char--wrong')?.textContent).toBe('␣');
  });

  it('tells the player to listen on the first hint step', () => {
    const { getByText } = renderWithProviders(
      <AnswerInputView answer="dog" typed="" correctMap={[]} guide="" hintStep={1} active />,
    );
    expect(getByText(/こえを きいてね/)).toBeTruthy();
  });
});
