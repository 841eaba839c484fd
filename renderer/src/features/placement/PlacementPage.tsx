import { type KeyboardEvent, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { BANDS } from '../../../../core/bank/bankTerms';
import { worldOf } from '../../data/worlds';
import type { PlacementState } from '../../engine/placement';
import { useLanguage, useT } from '../../i18n';
import type { GameInput } from '../../input/gameInput';
import {
  openBand,
  pageChanged,
  selectBandStatus,
  selectBankEntries,
  selectPlacement,
  selectSettings,
  useAppDispatch,
  useAppSelector,
  worldOpened,
} from '../../store';
import { PlacementIntro } from './PlacementIntro';
import { PlacementQuest } from './PlacementQuest';
import { PlacementResultView } from './PlacementResultView';
import { INTRO, placementFlow } from './placementFlow';
import { placementPool } from './placementPool';
import type { AnswerRules } from './placementPrompt';
import { placementSeed, recordPlacement } from './placementThunks';
import '../../ui/LearningPage.css';
import '../typing/typing.css';
import './placement.css';

/**
 * The placement quest (ちからだめしの たび): an introduction, then {@link PLACEMENT_LENGTH} words of
 * the word bank asked adaptively (the Japanese shown, the English typed from memory), then the world
 * it proposes. The result is kept in the progress the moment the last word is decided, so leaving
 * after that loses nothing. Escape leaves for the worlds overview; during the quest it asks once first.
 */
export function PlacementPage() {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectBandStatus);
  const entries = useAppSelector(selectBankEntries);
  const stages = useAppSelector((state) => state.bank.stages);
  const { strictCase } = useAppSelector(selectSettings);
  const last = useAppSelector(selectPlacement);
  const [flow, send] = useReducer(placementFlow, INTRO);
  const fieldRef = useRef<HTMLInputElement>(null);
  const recorded = useRef<PlacementState | null>(null);

  const loadWords = useCallback(() => {
    for (const band of BANDS) void dispatch(openBand(band));
  }, [dispatch]);
  useEffect(loadWords, [loadWords]);

  const ready = BANDS.every((band) => status[band] === 'ready');
  const failed = BANDS.some((band) => status[band] === 'failed');
  const pool = useMemo(() => (ready ? placementPool(entries, stages) : []), [ready, entries, stages]);
  const rules: AnswerRules = useMemo(() => ({ strictCase, optionalFinalPunctuation: true }), [strictCase]);

  // The last word decided: the result goes into the progress (and is saved) at once, before any Enter.
  useEffect(() => {
    if (flow.screen !== 'quest' || !flow.finished || recorded.current === flow.quest) return;
    recorded.current = flow.quest;
    send({ type: 'recorded', result: dispatch(recordPlacement(flow.quest)) });
  }, [flow, dispatch]);

  const start = useCallback(() => {
    send({ type: 'started', pool, seed: dispatch(placementSeed()) });
  }, [dispatch, pool]);

  const leave = useCallback(() => dispatch(pageChanged('worlds')), [dispatch]);

  const onEscape = useCallback(() => {
    if (flow.screen !== 'quest' || flow.finished || flow.quitArmed) leave();
    else send({ type: 'quitAsked' });
  }, [flow, leave]);

  const refocus = () => fieldRef.current?.focus({ preventScroll: true });

  const onInput = useCallback(
    (input: GameInput) => {
      switch (input.type) {
        case 'key':
          send({ type: 'typed', char: input.char, rules });
          break;
        case 'hint':
        case 'skip':
          send({ type: 'passed' });
          break;
        case 'enter':
          send({ type: 'next' });
          break;
        case 'escape':
          onEscape();
          break;
        case 'backspace':
          // Wrong keys are never kept, so there is nothing to take back.
          break;
      }
    },
    [rules, onEscape],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.key !== 'Escape') return;
    event.preventDefault();
    onEscape();
  };

  const quest = flow.screen === 'quest' ? flow : null;
  const img = quest ? entries[quest.prompt.question.id ?? '']?.img : undefined;
  const lastWorld = last ? worldOf(last.band)[language === 'en' ? 'nameEn' : 'nameJa'] : null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere on the page leaves, as on the other screens.
    <div className="kq-placement-page kq-learning-page" data-screen={flow.screen} onKeyDown={onKeyDown}>
      <header className="kq-placement-header">
        <h1 className="kq-placement-title">{t('placement.title')}</h1>
        {quest && !quest.finished ? (
          <button type="button" className="btn" onClick={onEscape}>
            {quest.quitArmed ? t('placement.quitConfirm') : t('placement.quit')}
          </button>
        ) : (
          <button type="button" className="btn" onClick={leave} aria-describedby="kq-placement-back-hint">
            {t('placement.back')}
          </button>
        )}
        <span id="kq-placement-back-hint" className="visually-hidden">
          {t('placement.backHint')}
        </span>
      </header>
      <main className="kq-placement-main">
        {quest ? (
          <>
            <PlacementQuest
              flow={quest}
              img={img}
              onInput={onInput}
              onPass={() => {
                send({ type: 'passed' });
                refocus();
              }}
              onNext={() => {
                send({ type: 'next' });
                refocus();
              }}
              fieldRef={fieldRef}
            />
            {quest.quitArmed ? (
              <p className="kq-placement-quit-note" role="alert">
                {t('placement.quitArmed')}
              </p>
            ) : null}
          </>
        ) : flow.screen === 'result' ? (
          <PlacementResultView
            result={flow.result}
            onGo={() => dispatch(worldOpened(BANDS[flow.result.band] ?? 'e34'))}
            onRetake={start}
            onBack={leave}
          />
        ) : (
          <PlacementIntro
            status={ready ? 'ready' : failed ? 'failed' : 'loading'}
            lastWorld={lastWorld}
            onStart={start}
            onRetry={loadWords}
          />
        )}
      </main>
    </div>
  );
}
