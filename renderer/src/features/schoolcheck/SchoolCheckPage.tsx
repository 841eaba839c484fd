import { type KeyboardEvent, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { BankEntry } from '../../../../core/bank/bankEntry';
import { BANDS, type Band } from '../../../../core/bank/bankTerms';
import { checkScore } from '../../../../core/contract';
import { KEYING_WORDS, RECALL_WORDS } from '../../../../core/schoolcheck/checkFormRules';
import { checkFormFor } from '../../../../core/schoolcheck/checkForms';
import { chooseCheckForm } from '../../../../core/schoolcheck/chooseCheckForm';
import { rankFor } from '../../engine/rankFor';
import type { QAPair } from '../../engine/types';
import { type MessageKey, useT } from '../../i18n';
import type { GameInput } from '../../input/gameInput';
import { InputCapture } from '../../input/InputCapture';
import {
  openBand,
  pageChanged,
  selectBandStatus,
  selectBankEntries,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { FuriganaText } from '../../ui/FuriganaText';
import { ImeBanner } from '../../ui/ImeBanner';
import { useModalOpen } from '../../ui/ModalProvider';
import { CHECK_INTRO, type CheckFlow, schoolCheckFlow } from './schoolCheckFlow';
import { recordSchoolCheck } from './schoolCheckThunks';
import '../../ui/LearningPage.css';
import './schoolCheck.css';

/** A bank entry as a question of the check (its accepted forms kept). */
function questionOf(entry: BankEntry): QAPair {
  return {
    id: entry.id,
    en: entry.en,
    ja: entry.ja,
    ...(entry.variants ? { variants: entry.variants } : {}),
  };
}

/**
 * The school check (チェック): the pupil picks their year, then types the form's recall words from
 * memory (no hints; Enter passes a word) and copies its keying words, through the game's engine in a
 * fixed mode. The result is kept in the progress at once, and the pupil sees it as a rank and their
 * own change since their last check, never a comparison with classmates. Escape leaves before or
 * after the check.
 */
export function SchoolCheckPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectBandStatus);
  const entries = useAppSelector(selectBankEntries);
  const checks = useAppSelector((state) => state.level.snapshot.schoolChecks);
  const placement = useAppSelector((state) => state.level.snapshot.placement);
  const world = useAppSelector((state) => state.page.world);
  const [band, setBand] = useState<Band>(() => checks?.at(-1)?.band ?? placement?.band ?? world);
  const [flow, send] = useReducer(schoolCheckFlow, CHECK_INTRO);
  const fieldRef = useRef<HTMLInputElement>(null);
  const recorded = useRef<CheckFlow | null>(null);

  useEffect(() => {
    void dispatch(openBand(band));
  }, [dispatch, band]);

  const formId = chooseCheckForm(band, checks ?? []);
  const form = checkFormFor(band, formId);
  const ready = status[band] === 'ready';
  const questions = useMemo(() => {
    if (!ready || !form) return null;
    const pick = (ids: readonly string[]) =>
      ids.flatMap((id) => {
        const entry = entries[id];
        return entry ? [questionOf(entry)] : [];
      });
    return { recall: pick(form.recall), keying: pick(form.keying) };
  }, [ready, form, entries]);

  // Both parts done: the result goes into the progress (and is saved) before anything else.
  useEffect(() => {
    if (flow.screen !== 'done' || recorded.current === flow) return;
    recorded.current = flow;
    const { result, previous } = dispatch(recordSchoolCheck(flow.form, flow.recall, flow.keying));
    send({ type: 'recorded', result, previous });
  }, [flow, dispatch]);

  const start = (at: number) => {
    if (!form || !questions) return;
    send({ type: 'started', form, recall: questions.recall, keying: questions.keying, at });
    fieldRef.current?.focus({ preventScroll: true });
  };

  const leave = useCallback(() => dispatch(pageChanged('map')), [dispatch]);
  const running = flow.screen === 'recall' || flow.screen === 'keying';

  const onInput = useCallback((input: GameInput) => {
    switch (input.type) {
      case 'key':
        send({ type: 'key', char: input.char, at: input.at });
        break;
      case 'backspace':
        send({ type: 'backspace', at: input.at });
        break;
      case 'enter':
      case 'skip':
        send({ type: 'pass', at: input.at });
        break;
      case 'hint':
      case 'escape':
        // No hints in the check, and no pause: the check is short and its time is the keys' own.
        break;
    }
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.key !== 'Escape' || running) return;
    event.preventDefault();
    leave();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere on the page leaves, as on the other screens.
    <div className="kq-check-page kq-learning-page" data-screen={flow.screen} onKeyDown={onKeyDown}>
      <header className="kq-check-header">
        <h1 className="kq-check-title">{t('schoolCheck.title')}</h1>
        {running ? null : (
          <button type="button" className="btn" onClick={leave} aria-describedby="kq-check-back-hint">
            {t('schoolCheck.back')}
          </button>
        )}
        <span id="kq-check-back-hint" className="visually-hidden">
          {t('schoolCheck.backHint')}
        </span>
      </header>
      <main className="kq-check-main">
        {flow.screen === 'intro' ? (
          <CheckIntro
            band={band}
            formId={formId}
            status={!form ? 'failed' : ready ? 'ready' : status[band] === 'failed' ? 'failed' : 'loading'}
            onBand={setBand}
            onStart={start}
            onRetry={() => void dispatch(openBand(band))}
          />
        ) : flow.screen === 'recall' || flow.screen === 'keying' ? (
          <CheckPart flow={flow} onInput={onInput} fieldRef={fieldRef} />
        ) : flow.screen === 'result' ? (
          <CheckResult flow={flow} onDone={leave} />
        ) : (
          <p role="status">{t('app.loading')}</p>
        )}
      </main>
    </div>
  );
}

/** The check's introduction: the year (a radio group), the form, what happens, and the start button. */
function CheckIntro(props: {
  band: Band;
  formId: string;
  status: 'loading' | 'failed' | 'ready';
  onBand: (band: Band) => void;
  onStart: (at: number) => void;
  onRetry: () => void;
}) {
  const t = useT();
  const focusOnArrival = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);
  return (
    <section className="kq-check-intro" aria-labelledby="kq-check-lead">
      <p id="kq-check-lead" className="kq-check-lead">
        {t('schoolCheck.introLead')}
      </p>
      <fieldset className="kq-check-years">
        <legend>{t('schoolCheck.year')}</legend>
        {BANDS.map((band) => (
          <label key={band} className="kq-check-year">
            <input
              type="radio"
              name="kq-check-year"
              value={band}
              checked={props.band === band}
              onChange={() => props.onBand(band)}
            />
            {t(`library.band.${band}` as MessageKey)}
          </label>
        ))}
      </fieldset>
      <p className="kq-check-form" data-testid="check-form">
        {t('schoolCheck.form', { form: props.formId })}
      </p>
      <ul className="kq-check-points">
        <li>{t('schoolCheck.introRecall', { count: RECALL_WORDS })}</li>
        <li>{t('schoolCheck.introKeying', { count: KEYING_WORDS })}</li>
        <li>{t('schoolCheck.introPass')}</li>
        <li>{t('schoolCheck.introCalm')}</li>
      </ul>
      {props.status === 'failed' ? (
        <div role="alert">
          <p>{t('schoolCheck.failed')}</p>
          <button type="button" className="btn" onClick={props.onRetry}>
            {t('schoolCheck.retry')}
          </button>
        </div>
      ) : (
        <div className="kq-check-actions">
          {props.status === 'loading' ? <p role="status">{t('schoolCheck.loading')}</p> : null}
          <button
            ref={focusOnArrival}
            type="button"
            className="btn btn-primary kq-check-start"
            aria-disabled={props.status !== 'ready'}
            onClick={(event) => {
              if (props.status === 'ready') props.onStart(event.timeStamp);
            }}
          >
            {t('schoolCheck.start')}
          </button>
        </div>
      )}
    </section>
  );
}

/** One part under way: where the pupil is, the prompt (or the word to copy), and what is typed. */
function CheckPart(props: {
  flow: Extract<CheckFlow, { screen: 'recall' | 'keying' }>;
  onInput: (input: GameInput) => void;
  fieldRef: React.RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const blocked = useModalOpen();
  const [ime, setIme] = useState<string | null>(null);
  const { run, screen } = props.flow;
  const total = run.questions.length;
  const number = Math.min(run.index + 1, total);
  const recall = screen === 'recall';
  const wrong = run.correctMap.length > 0 && run.correctMap.at(-1) === false;
  return (
    <div className="kq-check-part" data-part={screen} data-entry-id={run.questions[run.index]?.id}>
      <p className="kq-check-part-name">{t(recall ? 'schoolCheck.partRecall' : 'schoolCheck.partKeying')}</p>
      <div
        className="kq-check-progress"
        role="progressbar"
        aria-label={t('schoolCheck.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={number}
        aria-valuetext={t('schoolCheck.progress', { number, total })}
      >
        <span className="kq-check-progress-text" data-testid="check-progress">
          {t('schoolCheck.progress', { number, total })}
        </span>
        <span className="kq-check-progress-bar" style={{ width: `${(number / total) * 100}%` }} />
      </div>
      <section className="kq-check-card" aria-labelledby="kq-check-prompt">
        <p className="kq-check-ask">{t(recall ? 'schoolCheck.promptRecall' : 'schoolCheck.promptKeying')}</p>
        <p id="kq-check-prompt" className="kq-check-ja" lang="ja">
          <FuriganaText text={run.questionJa} />
        </p>
        {recall ? null : (
          <p className="kq-check-shown" lang="en" data-testid="check-shown">
            {run.answerEn}
          </p>
        )}
      </section>
      <p className="kq-check-typed" lang="en" data-testid="check-typed" data-wrong={wrong}>
        {run.typed}
        <span className="kq-check-caret" aria-hidden="true" />
      </p>
      <div className="kq-check-capture">
        <InputCapture
          onInput={props.onInput}
          onIme={setIme}
          describedBy="kq-check-prompt"
          fieldRef={props.fieldRef}
          blocked={blocked}
        />
      </div>
      <ImeBanner visible={ime !== null} />
      {recall ? (
        <div className="kq-check-actions">
          <button
            type="button"
            className="btn"
            onClick={(event) => {
              props.onInput({ type: 'skip', at: event.timeStamp });
              props.fieldRef.current?.focus({ preventScroll: true });
            }}
          >
            {t('schoolCheck.pass')}
            <kbd>{t('schoolCheck.passKey')}</kbd>
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The pupil's own result: a rank in the game's letters, their figures and their own change. */
function CheckResult(props: { flow: Extract<CheckFlow, { screen: 'result' }>; onDone: () => void }) {
  const t = useT();
  const { result, previous } = props.flow;
  const score = checkScore(result);
  const rank = rankFor(true, score / result.asked, 0, 0);
  const gained = previous ? score - checkScore(previous) : null;
  const focusOnArrival = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);
  return (
    <section className="kq-check-result" aria-labelledby="kq-check-result-title" data-testid="check-result">
      <h2 id="kq-check-result-title">{t('schoolCheck.resultTitle')}</h2>
      <p className="kq-check-rank" data-rank={rank}>
        {t('schoolCheck.resultRank', { rank })}
      </p>
      <ul className="kq-check-figures">
        <li data-testid="check-score">{t('schoolCheck.resultWords', { score, asked: result.asked })}</li>
        {result.slips > 0 ? <li>{t('schoolCheck.resultSlips', { slips: result.slips })}</li> : null}
        <li>
          {t('schoolCheck.resultSpeed', {
            cpm: Math.round(result.keying.charsPerMinute),
            accuracy: Math.round(result.keying.accuracy * 100),
          })}
        </li>
      </ul>
      <p className="kq-check-cheer">
        {gained === null
          ? t('schoolCheck.cheerFirst')
          : gained > 0
            ? t('schoolCheck.cheerUp', { count: gained })
            : t('schoolCheck.cheerSame')}
      </p>
      <p className="kq-check-note">{t('schoolCheck.cheerRank')}</p>
      <button ref={focusOnArrival} type="button" className="btn btn-primary" onClick={props.onDone}>
        {t('schoolCheck.done')}
      </button>
    </section>
  );
}
