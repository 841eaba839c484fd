import type { Story } from '@ladle/react';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { type AppSnapshot, emptySnapshot } from '../../../../core/contract';
import { storeOnPage } from '../../../../tests/support/renderer/features/notebook/testProgress';
import { ProgressPage } from './ProgressPage';

/** Two weeks of play: accuracy and speed rising, words mastered growing. */
function twoWeeks(): AppSnapshot {
  const history: AppSnapshot['history'] = [];
  const mastery: AppSnapshot['mastery'] = [];
  for (let day = 1; day <= 14; day++) {
    const at = new Date(2026, 2, day, 10).toISOString();
    history.push({
      at,
      stageId: 'week',
      mode: 'battle',
      victory: true,
      accuracy: Math.min(1, 0.7 + day * 0.02),
      keysPerMinute: 50 + day * 4,
      timeMs: 90_000,
      rank: 'A',
      maxCombo: day,
      missed: [],
    });
    mastery.push({ day: at.slice(0, 10), bySet: { number: Math.min(10, day), week: Math.floor(day / 3) } });
  }
  return { ...emptySnapshot(), history, mastery };
}

function WithProgress({ snapshot }: { snapshot: AppSnapshot }) {
  const store = useMemo(() => storeOnPage('progress', snapshot), [snapshot]);
  return (
    <Provider store={store}>
      <ProgressPage />
    </Provider>
  );
}

const played = twoWeeks();

/** Charts over two weeks of play. */
export const TwoWeeks: Story = () => <WithProgress snapshot={played} />;

/** A new player: no records yet. */
export const NewPlayer: Story = () => <WithProgress snapshot={emptySnapshot()} />;
