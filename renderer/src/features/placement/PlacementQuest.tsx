import { type RefObject, useState } from 'react';
import { furiganaToBase } from '../../../../core/text/parseFurigana';
import { PLACEMENT_LENGTH } from '../../engine/placement';
import { useT } from '../../i18n';
import type { GameInput, ImeReason } from '../../input/gameInput';
import { InputCapture } from '../../input/InputCapture';
import { FuriganaText } from '../../ui/FuriganaText';
import { ImeBanner } from '../../ui/ImeBanner';
import { useModalOpen } from '../../ui/ModalProvider';
import { promptNumber, type QuestFlow } from './placementFlow';
import { PLACEMENT_WRONG_KEYS_TO_REVEAL, promptOutcome } from './placementPrompt';

/** Props of {@link PlacementQuest}. */
export interface PlacementQuestProps {
  flow: QuestFlow;
  /** The picture of the word on screen, when the bank has one. */
  img: string | undefined;
  onInput: (input: GameInput) => void;
  onPass: () => void;
  onNext: () => void;
  fieldRef: RefObject<HTMLInputElement | null>;
}

/**
 * One placement word at a time: the progress, the Japanese (with readings) and its picture, the
 * letters typed so far, the wrong keys left, and once the word is decided the verdict and the answer.
 * Keys come through the game's input capture, so Japanese input is caught and explained as in battle.
 */
export function PlacementQuest({ flow, img, onInput, onPass, onNext, fieldRef }: PlacementQuestProps) {
  const t = useT();
  const blocked = useModalOpen();
  const [ime, setIme] = useState<ImeReason | null>(null);
  const { prompt } = flow;
  const number = promptNumber(flow);
  const asking = prompt.phase === 'asking';
  // Cleared with too many wrong keys still counts as not known: the verdict says so gently.
  const known = prompt.phase === 'cleared' && promptOutcome(prompt).correct;
  const verdict =
    prompt.phase === 'cleared'
      ? t(known ? 'placement.correct' : 'placement.cleared')
      : prompt.phase === 'revealed'
        ? t(prompt.passed ? 'placement.passed' : 'placement.missed')
        : '';

  return (
    <div className="kq-placement-quest" data-phase={prompt.phase} data-entry-id={prompt.question.id}>
      <div className="kq-placement-progress">
        <span className="kq-placement-progress-text" data-testid="placement-progress">
          {t('placement.progress', { number, total: PLACEMENT_LENGTH })}
        </span>
        <div
          className="kq-placement-progress-bar"
          role="progressbar"
          aria-label={t('placement.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={PLACEMENT_LENGTH}
          aria-valuenow={number}
          aria-valuetext={t('placement.progress', { number, total: PLACEMENT_LENGTH })}
        >
          <span style={{ width: `${(number / PLACEMENT_LENGTH) * 100}%` }} />
        </div>
      </div>

      <section className="kq-placement-card" aria-labelledby="kq-placement-prompt">
        {img ? <img className="kq-placement-picture" src={img} alt={t('placement.picture')} /> : null}
        <div className="kq-placement-question">
          <p className="kq-placement-ask">{t('placement.prompt')}</p>
          <p id="kq-placement-prompt" className="kq-placement-ja" lang="ja">
            <FuriganaText text={prompt.question.ja} />
          </p>
        </div>
      </section>
      <p className="visually-hidden" aria-live="polite">
        {asking ? t('placement.announce.question', { number, ja: furiganaToBase(prompt.question.ja) }) : ''}
      </p>

      <section className="kq-placement-answer" aria-label={t('typing.answer')}>
        <p className="kq-placement-typed" lang="en" data-testid="placement-typed">
          {asking ? (
            <>
              {prompt.typed}
              <span className="kq-placement-caret" aria-hidden="true" />
            </>
          ) : (
            <span className="kq-placement-shown" data-testid="placement-answer">
              {prompt.phase === 'cleared' ? prompt.typed : prompt.question.en}
            </span>
          )}
        </p>
        <p
          className="kq-placement-verdict"
          role="status"
          data-testid="placement-verdict"
          data-verdict={asking ? 'none' : known ? 'known' : 'unknown'}
        >
          {verdict}
        </p>
        {asking ? (
          <p className="kq-placement-mistakes" data-testid="placement-mistakes">
            <span aria-hidden="true">
              {Array.from({ length: PLACEMENT_WRONG_KEYS_TO_REVEAL }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the marks never reorder
                <span key={i} className="kq-placement-mark" data-used={i < prompt.mistakes} />
              ))}
            </span>
            <span>
              {t('placement.mistakes', { count: prompt.mistakes, max: PLACEMENT_WRONG_KEYS_TO_REVEAL })}
            </span>
          </p>
        ) : null}
        <div className="kq-placement-capture">
          <InputCapture
            onInput={onInput}
            onIme={setIme}
            describedBy="kq-placement-prompt"
            fieldRef={fieldRef}
            blocked={blocked}
          />
        </div>
        <ImeBanner visible={ime !== null} />
      </section>

      <div className="kq-placement-actions">
        {asking ? (
          <button type="button" className="btn" onClick={onPass}>
            {t('placement.pass')}
            <kbd>{t('placement.passKey')}</kbd>
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={onNext}>
            {flow.finished ? t('placement.seeResult') : t('placement.next')}
            <kbd>Enter</kbd>
          </button>
        )}
        <span className="kq-placement-keys">
          {asking ? null : flow.finished ? t('placement.seeResultKey') : t('placement.nextKey')}
        </span>
      </div>
    </div>
  );
}
