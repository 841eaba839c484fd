import { useMemo } from 'react';
import {
  practiseMissed,
  retryStage,
  runClosed,
  selectDefeatCause,
  selectIsBattle,
  selectLastGain,
  selectOutcomes,
  selectPage,
  selectRunStatus,
  selectScore,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { ResultsDialogView } from './ResultsDialogView';
import type { ResultsSummary } from './resultsSummary';

const NO_OUTCOMES: ReturnType<typeof selectOutcomes> = [];

/**
 * The results dialog of the run that just ended, open while the page is `results`: retry and practice
 * start a new run at once; back to the map (or Escape) closes the run.
 */
export function ResultsDialog() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage);
  const backTo = useAppSelector((state) => state.page.playFrom);
  const score = useAppSelector(selectScore);
  const status = useAppSelector(selectRunStatus);
  const battle = useAppSelector(selectIsBattle);
  // Outcomes grow with every cleared word; the dialog reads them once the run has ended.
  const outcomes = useAppSelector((state) =>
    state.engine.run.finished ? selectOutcomes(state) : NO_OUTCOMES,
  );
  const gain = useAppSelector(selectLastGain);
  const defeatCause = useAppSelector(selectDefeatCause);
  const save = useAppSelector((state) => state.persistence.progressSave);

  const summary = useMemo<ResultsSummary | null>(() => {
    if (!score || !status.ending) return null;
    return {
      ending: status.ending,
      victory: status.victory,
      battle,
      score,
      outcomes,
      expGained: gain?.exp ?? 0,
      levelBefore: gain?.levelBefore ?? 1,
      levelAfter: gain?.levelAfter ?? 1,
      defeatCause,
      save,
    };
  }, [score, status.ending, status.victory, battle, outcomes, gain, defeatCause, save]);

  return (
    <ResultsDialogView
      open={page === 'results' && summary !== null}
      summary={summary}
      onRetry={() => dispatch(retryStage(performance.now()))}
      onPractice={() => dispatch(practiseMissed(performance.now()))}
      onBackToMap={() => dispatch(runClosed())}
      backTo={backTo}
    />
  );
}
