import { type RefObject, useState } from 'react';
import { useT } from '../../i18n';
import type { ImeReason } from '../../input/gameInput';
import { InputCapture } from '../../input/InputCapture';
import {
  selectAnswerView,
  selectCombo,
  selectIsBattle,
  selectPhase,
  selectRunStatus,
  useAppSelector,
} from '../../store';
import { ImeBanner } from '../../ui/ImeBanner';
import { useModalOpen } from '../../ui/ModalProvider';
import { AnswerInputView } from './AnswerInputView';
import { PhaseNotice } from './PhaseNotice';
import { useTypingInput } from './useTypingInput';

/**
 * The answer area: the phase notice, the typed letters, the hidden input that captures keys, the IME
 * banner, and a cover that says how to start or resume.
 */
export function AnswerArea({ fieldRef }: { fieldRef: RefObject<HTMLInputElement | null> }) {
  const t = useT();
  const view = useAppSelector(selectAnswerView);
  const phase = useAppSelector(selectPhase);
  const battle = useAppSelector(selectIsBattle);
  const status = useAppSelector(selectRunStatus);
  const { combo } = useAppSelector(selectCombo);
  const onInput = useTypingInput();
  const blocked = useModalOpen();
  const [ime, setIme] = useState<ImeReason | null>(null);
  const running = status.started && !status.paused && !status.finished;
  const guide = view.showAnswer ? view.answer : view.hintText;
  return (
    <section className="answer-area" aria-label={t('typing.answer')}>
      <div className="answer-area-top">
        <PhaseNotice phase={battle ? 'battle' : phase} />
        {!battle && combo >= 2 ? <p className="typing-combo">{t('typing.combo', { count: combo })}</p> : null}
      </div>
      <AnswerInputView
        answer={view.answer}
        typed={view.typed}
        correctMap={view.correctMap}
        guide={guide}
        hintStep={view.hintStep}
        active={running}
      />
      <p className="typing-keys">
        <span>
          <kbd>Tab</kbd> {t('typing.keyHint')}
        </span>
        <span>
          <kbd>Ctrl</kbd>+<kbd>Enter</kbd> / <kbd>F2</kbd> {t('typing.keySkip')}
        </span>
        <span>
          <kbd>Esc</kbd> {t('typing.keyStop')}
        </span>
      </p>
      {!status.started || status.paused ? (
        <div className="typing-cover" data-testid="typing-cover">
          <p className="typing-cover-title">{status.paused ? t('typing.paused') : t('typing.ready')}</p>
          <p>{status.paused ? t('typing.pausedResume') : t('typing.readyStart')}</p>
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
