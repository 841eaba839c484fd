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

/**
 * One position of the answer view: its state, the character to draw, whether it is a space, whether
 * the next key goes here, and — on a wrong letter while the answer is shown — the letter to copy.
 */
export interface AnswerCell {
  state: AnswerCharState;
  char: string;
  space: boolean;
  cursor: boolean;
  /** The answer's letter at a wrong position when the guide shows it (study), else ''. */
  guide: string;
}

/**
 * Works out every cell of the answer view (pure, so it can be tested without rendering). After a wrong
 * letter the cursor stays on it, since the engine judges the next key at that position and replaces
 * the wrong letter; the letter the player was copying stays visible beside it.
 */
export function answerCells(
  answer: string,
  typed: string,
  correctMap: readonly boolean[],
  guide: string,
  active: boolean,
): AnswerCell[] {
  const length = Math.max(answer.length, typed.length);
  const lastWrong = typed.length > 0 && correctMap[typed.length - 1] === false;
  const cursorAt = lastWrong ? typed.length - 1 : typed.length;
  const shownAt = (i: number) => {
    const shown = guide[i];
    return shown && shown !== '_' ? shown : '';
  };
  const cells: AnswerCell[] = [];
  for (let i = 0; i < length; i++) {
    const cursor = active && i === cursorAt;
    if (i < typed.length) {
      const char = typed[i] ?? '';
      const wrong = !correctMap[i];
      const guideChar = wrong ? shownAt(i) : '';
      cells.push({
        state: wrong ? 'wrong' : 'correct',
        char,
        space: char === ' ',
        cursor,
        guide: guideChar === ' ' ? '␣' : guideChar,
      });
    } else {
      const expected = answer[i] ?? '';
      cells.push({ state: 'pending', char: shownAt(i), space: expected === ' ', cursor, guide: '' });
    }
  }
  if (active && cursorAt >= length) {
    cells.push({ state: 'pending', char: '', space: false, cursor: true, guide: '' });
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
            {cell.guide ? <span className="answer-char-guide">{cell.guide}</span> : null}
            {cell.space && cell.state === 'wrong' ? '␣' : cell.char || '\u00a0'}
          </span>
        ))}
      </div>
      {hintStep === 1 ? <p className="answer-hint-note">{t('typing.hintSpoken')}</p> : null}
      {hintStep >= 2 ? <p className="answer-hint-badge">{t('typing.hint')}</p> : null}
    </div>
  );
});
