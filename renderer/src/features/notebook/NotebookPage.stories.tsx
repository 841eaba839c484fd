import type { Story } from '@ladle/react';
import { type ReactNode, useMemo } from 'react';
import { Provider } from 'react-redux';
import { emptySnapshot } from '../../../../core/contract';
import {
  halfAnHourAgo,
  progressWithMissedWednesday,
  storeOnPage,
} from '../../../../tests/support/renderer/features/notebook/testProgress';
import { NotebookPage } from './NotebookPage';
import { ReviewForestCard } from './ReviewForestCard';

function WithProgress({ missed, children }: { missed: boolean; children: ReactNode }) {
  const store = useMemo(
    () => storeOnPage('notebook', missed ? progressWithMissedWednesday(halfAnHourAgo()) : emptySnapshot()),
    [missed],
  );
  return <Provider store={store}>{children}</Provider>;
}

/** The mistake notebook after a battle in which Wednesday was mistyped. */
export const WithAMissedWord: Story = () => (
  <WithProgress missed>
    <NotebookPage />
  </WithProgress>
);

/** A player who has missed nothing yet. */
export const Empty: Story = () => (
  <WithProgress missed={false}>
    <NotebookPage />
  </WithProgress>
);

/** The map's review forest with one word due, and with nothing due. */
export const ReviewForest: Story = () => (
  <div style={{ display: 'grid', gap: '1rem', maxWidth: '22rem' }}>
    <WithProgress missed>
      <ReviewForestCard />
    </WithProgress>
    <WithProgress missed={false}>
      <ReviewForestCard />
    </WithProgress>
  </div>
);
