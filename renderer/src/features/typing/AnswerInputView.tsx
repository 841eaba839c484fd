import { memo } from 'react';
import { useT } from '../../i18n';

/** Props of {@link AnswerInputView}. */
export interface AnswerInputViewProps {
  /** The answer being typed, with its proper capitals. */
  answer: string;
  /** What the player has typed so far (wrong characters included until erased). */
  typed: string;
  /** For each typed character, whether it matched the answer. */
  correctMap: readonly boolean[];
  /**
   * What is shown in the not-yet-typed places: the whole answer (study), a masked pattern such as
   * "H__ a__ y__?" where `_` stays blank (hint), or '' for nothing but empty slots (recall, battle).
   */
  guide: string;
  /** Hint ladder step 0–3; step 1 (spoken) shows a small note. */
  hintStep: number;
  /** Whether the cursor blinks at the typing position. */
  active: boolean;
}

/** How one answer position is drawn. */
export type AnswerCharState = 'correct' | 'wrong' | 'pending';

/** One position of the answer view: its state, the character to draw, and whether it is a space. */
export interface AnswerCell {
  state: AnswerCharState;
  char: string;
  space: boolean;
  cursor: boolean;
}

/** Works out every cell of the answer view (pure, so it can be tested without rendering). */
export function answerCells(
  answer: string,
  typed: string,
  correctMap: readonly boolean[],
  guide: string,
  active: boolean,
): AnswerCell[] {
  const length = Math.max(answer.length, typed.length);
  const cells: AnswerCell[] = [];
  for (let i = 0; i < length; i++) {
    const cursor = active && i === typed.length;
    if (i < typed.length) {
      const char = typed[i] ?? '';
      cells.push({ state: correctMap[i] ? 'correct' : 'wrong', char, space: char === ' ', cursor });
    } else {
      const expected = answer[i] ?? '';
      const shown = guide[i];
      const char = shown && shown !== '_' ? shown : '';
      cells.push({ state: 'pending', char, space: expected === ' ', cursor });
    }
  }
  if (active && typed.length >= length) {
    cells.push({ state: 'pending', char: '', space: false, cursor: true });
  }
  return cells;
}

/**
 * The answer area's letters. Right and wrong are told apart three ways: colour, the underline's shape
 * (solid for right, wavy for wrong, dotted for still to type) and a mark (✓ under right, ✕ over wrong),
 * so players who cannot tell red from green see it too.
 */
export const AnswerInputView = memo(function AnswerInputView({
  answer,
  typed,
  correctMap,
  guide,
  hintStep,
  active,
}: AnswerInputViewProps) {
  const t = useT();
  const cells = answerCells(answer, typed, correctMap, guide, active);
  return (
    <div className="answer-view" data-testid="answer-view">
      <p className="visually-hidden">{t('typing.answerTyped', { typed })}</p>
      <div className="answer-line" aria-hidden="true">
        {cells.map((cell, i) => (
          <span
            // Positions are stable while typing, so the index is the identity of a cell.
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position in the answer
            key={i}
            className={`answer-char answer-char--${cell.state}${cell.space ? ' answer-char--space' : ''}${
              cell.cursor ? ' answer-char--cursor' : ''
            }`}
            data-state={cell.state}
          >
            {cell.space && cell.state === 'wrong' ? '␣' : cell.char || '\u00a0'}
          </span>
        ))}
      </div>
      {hintStep === 1 ? <p className="answer-hint-note">{t('typing.hintSpoken')}</p> : null}
      {hintStep >= 2 ? <p className="answer-hint-badge">{t('typing.hint')}</p> : null}
    </div>
  );
});
