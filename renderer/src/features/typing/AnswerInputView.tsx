import { memo, type RefObject, useLayoutEffect, useMemo, useRef } from 'react';
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

/** `Node.TEXT_NODE`, without asking the global `Node` (absent where this runs without a DOM). */
const TEXT_NODE = 3;

/** The class list of one cell's element. */
function cellClass(cell: AnswerCell): string {
  return `answer-char answer-char--${cell.state}${cell.space ? ' answer-char--space' : ''}${
    cell.cursor ? ' answer-char--cursor' : ''
  }`;
}

/**
 * Brings the line's cell elements in step with `cells`, touching only what changed: a key changes one
 * or two cells, so the frame after it restyles those and nothing else. Each cell is a span holding an
 * optional guide span (the letter to copy above a wrong one) and one text node.
 */
export function drawAnswerCells(line: HTMLElement, cells: readonly AnswerCell[]): void {
  const doc = line.ownerDocument;
  while (line.children.length > cells.length) line.lastElementChild?.remove();
  cells.forEach((cell, i) => {
    let el = line.children[i] as HTMLElement | undefined;
    if (!el) {
      el = doc.createElement('span');
      el.append(doc.createTextNode(''));
      line.append(el);
    }
    const className = cellClass(cell);
    if (el.className !== className) el.className = className;
    if (el.dataset.state !== cell.state) el.dataset.state = cell.state;
    const text = el.lastChild as Text;
    const shown = cell.space && cell.state === 'wrong' ? '␣' : cell.char || '\u00a0';
    if (text.data !== shown) text.data = shown;
    const guide = el.firstChild !== text ? (el.firstChild as HTMLElement) : null;
    if (cell.guide && guide) {
      if (guide.textContent !== cell.guide) guide.textContent = cell.guide;
    } else if (cell.guide) {
      const added = doc.createElement('span');
      added.className = 'answer-char-guide';
      added.textContent = cell.guide;
      el.insertBefore(added, text);
    } else guide?.remove();
  });
}

/** What one drawing of the answer view needs: {@link AnswerInputViewProps} less the hint step. */
export type AnswerDrawing = Omit<AnswerInputViewProps, 'hintStep'>;

/** The elements a drawing writes into: the letters' line and the screen reader's line. */
export interface AnswerViewElements {
  line: RefObject<HTMLDivElement | null>;
  spoken: RefObject<HTMLParagraphElement | null>;
}

/** Draws the typed letters into the view's line: the cells, touching only those that changed. */
export function drawAnswerLetters(
  elements: AnswerViewElements,
  { answer, typed, correctMap, guide, active }: AnswerDrawing,
): void {
  const line = elements.line.current;
  if (line) drawAnswerCells(line, answerCells(answer, typed, correctMap, guide, active));
}

/** Writes the sentence a screen reader finds under the letters ("typed so far: …"), worded by `typedLabel`. */
export function drawAnswerSentence(
  elements: AnswerViewElements,
  typed: string,
  typedLabel: (typed: string) => string,
): void {
  const spoken = elements.spoken.current;
  if (!spoken) return;
  const sentence = typedLabel(typed);
  // The sentence's own text node is rewritten, not replaced: a key changes one character data.
  const text = spoken.firstChild;
  if (text?.nodeType !== TEXT_NODE || text.nextSibling !== null) spoken.textContent = sentence;
  else if ((text as Text).data !== sentence) (text as Text).data = sentence;
}

/**
 * Draws the typed letters into the view's elements: the cells, and the sentence a screen reader finds
 * ("typed so far: …"). `typedLabel` words that sentence.
 */
export function drawAnswerView(
  elements: AnswerViewElements,
  drawing: AnswerDrawing,
  typedLabel: (typed: string) => string,
): void {
  drawAnswerLetters(elements, drawing);
  drawAnswerSentence(elements, drawing.typed, typedLabel);
}

/** Props of {@link AnswerViewFrame}. */
interface AnswerViewFrameProps {
  elements: AnswerViewElements;
  hintStep: number;
}

/**
 * The answer view's elements, drawn into by {@link drawAnswerView}: React renders the frame and the
 * hint notes, never the letters, so a keystroke costs no render at all where the letters are drawn
 * straight from the store (the typing page).
 */
export const AnswerViewFrame = memo(function AnswerViewFrame({ elements, hintStep }: AnswerViewFrameProps) {
  const t = useT();
  return (
    <div className="answer-view" data-testid="answer-view">
      <p className="visually-hidden" ref={elements.spoken} />
      <div className="answer-line" aria-hidden="true" ref={elements.line} />
      {hintStep === 1 ? <p className="answer-hint-note">{t('typing.hintSpoken')}</p> : null}
      {hintStep >= 2 ? <p className="answer-hint-badge">{t('typing.hint')}</p> : null}
    </div>
  );
});

/** The answer view's two element references, made once per component. */
export function useAnswerViewElements(): AnswerViewElements {
  const line = useRef<HTMLDivElement>(null);
  const spoken = useRef<HTMLParagraphElement>(null);
  return useMemo(() => ({ line, spoken }), []);
}

/**
 * The answer area's letters, drawn from props. Right and wrong are told apart three ways: colour, the
 * underline's shape (solid for right, wavy for wrong, dotted for still to type) and a mark (✓ under
 * right, ✕ over wrong), so players who cannot tell red from green see it too.
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
  const elements = useAnswerViewElements();
  useLayoutEffect(() => {
    drawAnswerView(elements, { answer, typed, correctMap, guide, active }, (text) =>
      t('typing.answerTyped', { typed: text }),
    );
  }, [elements, answer, typed, correctMap, guide, active, t]);
  return <AnswerViewFrame elements={elements} hintStep={hintStep} />;
});
