// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AnswerInputView, answerCells } from './AnswerInputView';

describe('answerCells', () => {
  it('gives typed letters right/wrong states and shows the rest from the guide', () => {
    const cells = answerCells('cat', 'cx', [true, false], 'cat', true);
    expect(cells.map((c) => [c.state, c.char, c.cursor])).toEqual([
      ['correct', 'c', false],
      ['wrong', 'x', false],
      ['pending', 't', true],
    ]);
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

  it('puts the cursor after a full but wrong answer', () => {
    const cells = answerCells('ab', 'ax', [true, false], '', true);
    expect(cells).toHaveLength(3);
    expect(cells[2]?.cursor).toBe(true);
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
    expect(chars[2]?.classList.contains('answer-char--cursor')).toBe(true);
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
