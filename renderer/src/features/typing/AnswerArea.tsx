import { type MouseEvent, memo, type RefObject, useLayoutEffect, useState } from 'react';
import { useT } from '../../i18n';
import type { ImeReason } from '../../input/gameInput';
import { InputCapture } from '../../input/InputCapture';
import { summonKeyboard } from '../../input/summonKeyboard';
import {
  selectAnswerView,
  selectCombo,
  selectFinishedWord,
  selectIsBattle,
  selectPhase,
  selectRunStatus,
  selectWordTurn,
  subscribeNow,
  useAppSelector,
  useAppStore,
} from '../../store';
import { ImeBanner } from '../../ui/ImeBanner';
import { useModalOpen } from '../../ui/ModalProvider';
import {
  type AnswerDrawing,
  AnswerViewFrame,
  drawAnswerLetters,
  drawAnswerSentence,
  useAnswerViewElements,
} from './AnswerInputView';
import { PhaseNotice } from './PhaseNotice';
import { useTypingInput } from './useTypingInput';
import { useHeldWhile, useWordTurn, useWordValue } from './useWordFrame';

/** Props of {@link AnswerArea}. */
export interface AnswerAreaProps {
  /** The hidden answer field, which the page focuses too. */
  fieldRef: RefObject<HTMLInputElement | null>;
  /** Starts or resumes the run, as the header's button and Enter do. */
  onStart: () => void;
}

/**
 * The typed letters, the one part of the answer area that changes on every key. They are drawn straight
 * from the store when it changes (in the key's own task, before its frame, while React hears of the key
 * only after that frame), not rendered by React: a keystroke then costs the engine's step and the few
 * cells it changed, and no render. React renders the view's frame and its hint notes, which change
 * only with the hint step. A word's last key draws that word finished; the next word's letters follow
 * a frame later, with its question.
 */
const AnswerLine = memo(function AnswerLine() {
  const t = useT();
  const store = useAppStore();
  const turn = useWordTurn();
  const hintStep = useHeldWhile(
    useAppSelector((state) => selectAnswerView(state).hintStep),
    turn.now !== turn.shown,
  );
  const elements = useAnswerViewElements();
  const shownTurn = turn.shown;
  useLayoutEffect(() => {
    const typedLabel = (typed: string) => t('typing.answerTyped', { typed });
    let drawn: unknown = null;
    let drawnActive: boolean | null = null;
    /** The letters on the line, which the screen reader's sentence follows. */
    let drawnTyped = '';
    const drawLetters = (drawing: AnswerDrawing) => {
      drawAnswerLetters(elements, drawing);
      drawnTyped = drawing.typed;
    };
    const draw = () => {
      const state = store.getState();
      if (selectWordTurn(state) !== shownTurn) {
        // The word changed and its frame is not drawn yet: show the word just finished, typed whole
        // (a finished word has no wrong letter), with its last letter. The next word is drawn when
        // the page shows its turn, with its question.
        const finished = selectFinishedWord(state);
        if (finished === '' || drawn === finished) return;
        drawn = finished;
        const correctMap = new Array<boolean>(finished.length).fill(true);
        drawLetters({ answer: finished, typed: finished, correctMap, guide: '', active: false });
        return;
      }
      const view = selectAnswerView(state);
      const status = selectRunStatus(state);
      const active = status.started && !status.paused && !status.finished;
      if (view === drawn && active === drawnActive) return;
      drawn = view;
      drawnActive = active;
      drawLetters({
        answer: view.answer,
        typed: view.typed,
        correctMap: view.correctMap,
        guide: view.showAnswer ? view.answer : view.hintText,
        active,
      });
    };
    // The sentence is read when a screen reader comes to it, so it follows with React, after the frame.
    const writeSentence = () => drawAnswerSentence(elements, drawnTyped, typedLabel);
    draw();
    writeSentence();
    const stopLetters = subscribeNow(store, draw);
    const stopSentence = store.subscribe(writeSentence);
    return () => {
      stopLetters();
      stopSentence();
    };
  }, [store, elements, t, shownTurn]);
  return <AnswerViewFrame elements={elements} hintStep={hintStep} />;
});

/** The phase notice of the word the page shows (see {@link useWordValue}). */
const AnswerPhaseNotice = memo(function AnswerPhaseNotice({ battle }: { battle: boolean }) {
  const phase = useWordValue(useAppSelector(selectPhase));
  return <PhaseNotice phase={battle ? 'battle' : phase} />;
});

/** The study's combo count, shown from two answers in a row; it alone follows the combo. */
const StudyCombo = memo(function StudyCombo() {
  const t = useT();
  const { combo } = useWordValue(useAppSelector(selectCombo));
  return combo >= 2 ? <p className="typing-combo">{t('typing.combo', { count: combo })}</p> : null;
});

/** Keeps the keys in the answer field when a button of the answer area is pressed with a mouse. */
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The answer area: the phase notice, the typed letters, the hidden input that captures keys, the IME
 * banner, and a cover that says how to start or resume. A tap anywhere on it starts a run that waits
 * and brings up a tablet's keyboard; hint and skip are buttons too, for a keyboard with no Tab or F2.
 */
export function AnswerArea({ fieldRef, onStart }: AnswerAreaProps) {
  const t = useT();
  const battle = useAppSelector(selectIsBattle);
  const status = useAppSelector(selectRunStatus);
  const onInput = useTypingInput();
  const blocked = useModalOpen();
  const [ime, setIme] = useState<ImeReason | null>(null);
  const waiting = !status.finished && (!status.started || status.paused);
  // Enter and the header's button do the same for the keyboard; this is the tablet's way in.
  const onTap = (event: MouseEvent) => {
    if (blocked) return;
    if (event.target instanceof Element && event.target.closest('button')) return;
    if (waiting) onStart();
    else summonKeyboard(fieldRef.current);
  };
  // On the same clock as the header's buttons (and as key events' own time stamps).
  const press = (type: 'hint' | 'skip') => () => {
    onInput({ type, at: performance.now() });
    fieldRef.current?.focus({ preventScroll: true });
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way in is Enter in the answer field; this click is the touch screen's.
    <section className="answer-area" aria-label={t('typing.answer')} onClick={onTap}>
      <div className="answer-area-top">
        <AnswerPhaseNotice battle={battle} />
        {battle ? null : <StudyCombo />}
      </div>
      <AnswerLine />
      <p className="typing-keys">
        <button
          type="button"
          className="typing-key-button"
          onMouseDown={keepFieldFocus}
          onClick={press('hint')}
          data-testid="hint-button"
        >
          <kbd>Tab</kbd> {t('typing.keyHint')}
        </button>
        <button
          type="button"
          className="typing-key-button"
          onMouseDown={keepFieldFocus}
          onClick={press('skip')}
          data-testid="skip-button"
        >
          <kbd>Ctrl</kbd>+<kbd>Enter</kbd> / <kbd>F2</kbd> {t('typing.keySkip')}
        </button>
        <span>
          <kbd>Esc</kbd> {t('typing.keyStop')}
        </span>
      </p>
      {!status.started || status.paused ? (
        <div className="typing-cover" data-testid="typing-cover">
          <p className="typing-cover-title">{status.paused ? t('typing.paused') : t('typing.ready')}</p>
          <p>{status.paused ? t('typing.pausedResume') : t('typing.readyStart')}</p>
          <p className="typing-cover-tap">{t('typing.tapToStart')}</p>
        </div>
      ) : null}
      <InputCapture
        onInput={onInput}
        onIme={setIme}
        describedBy="question-prompt"
        fieldRef={fieldRef}
        blocked={blocked}
      />
      <ImeBanner visible={ime !== null} />
    </section>
  );
}
