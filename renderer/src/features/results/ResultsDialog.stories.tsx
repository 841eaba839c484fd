import { action, type Story } from '@ladle/react';
import type { RunScore, WordOutcome } from '../../engine';
import { ResultsDialogView } from './ResultsDialogView';
import type { ResultsSummary } from './resultsSummary';

function outcome(en: string, ja: string, finishMs: number | null, mistakes = 0, hintSteps = 0): WordOutcome {
  return {
    en,
    ja,
    setId: 'month',
    mistakes,
    wrongKeys: {},
    wrongAttempts: [],
    hintSteps,
    firstKeyMs: 600,
    finishMs,
    cleared: finishMs !== null,
    skipped: finishMs === null,
    recallSuccess: mistakes === 0 && hintSteps === 0,
  };
}

const OUTCOMES: WordOutcome[] = [
  outcome('January', '1月（いちがつ）', 3200),
  outcome('February', '2月（にがつ）', 6100, 2),
  outcome('March', '3月（さんがつ）', 2500),
  outcome('April', '4月（しがつ）', 4100, 0, 2),
  outcome('May', '5月（ごがつ）', null),
  outcome('June', '6月（ろくがつ）', 2100),
];

const score = (victory: boolean): RunScore => ({
  accuracy: 0.93,
  keysPerMinute: 84,
  wordsPerMinute: 9,
  totalTimeMs: 48_000,
  maxCombo: 3,
  rank: victory ? 'B' : 'D',
  hintsUsed: 2,
  mistakeProblemCount: 1,
  cleared: 5,
  skipped: 1,
  missed: OUTCOMES.filter((o) => o.mistakes || o.hintSteps || !o.cleared).map((o) => ({
    en: o.en,
    ja: o.ja,
  })),
  slips: 0,
});

const summary = (victory: boolean, ending: ResultsSummary['ending']): ResultsSummary => ({
  ending,
  victory,
  battle: true,
  score: score(victory),
  outcomes: OUTCOMES,
  expGained: victory ? 85 : 25,
  levelBefore: 2,
  levelAfter: victory ? 3 : 2,
});

const view = (s: ResultsSummary) => (
  <ResultsDialogView
    open
    summary={s}
    onRetry={action('retry')}
    onPractice={action('practise missed words')}
    onBackToMap={action('back to map')}
  />
);

/** A won battle with a level up. */
export const Victory: Story = () => view(summary(true, 'cleared'));
/** A lost battle. */
export const Defeat: Story = () => view(summary(false, 'defeated'));
/** A perfect study run: no missed words, so no practice button. */
export const Perfect: Story = () =>
  view({
    ...summary(true, 'cleared'),
    battle: false,
    score: {
      ...score(true),
      rank: 'S',
      accuracy: 1,
      hintsUsed: 0,
      mistakeProblemCount: 0,
      skipped: 0,
      missed: [],
    },
    outcomes: OUTCOMES.map((o) => ({
      ...o,
      mistakes: 0,
      hintSteps: 0,
      finishMs: o.finishMs ?? 3000,
      cleared: true,
    })),
  });

export default { title: 'Results / Results dialog' };
