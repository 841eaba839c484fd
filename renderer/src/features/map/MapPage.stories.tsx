import type { Story } from '@ladle/react';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { emptySnapshot, type StageProgress } from '../../../../core/contract';
import { STAGES } from '../../data';
import { makeStore } from '../../store';
import { MapPage } from './MapPage';

function progress(cleared: number): Record<string, StageProgress> {
  const ranks = ['S', 'A', 'B', 'C', 'A', 'B'] as const;
  return Object.fromEntries(
    STAGES.slice(0, cleared).map((stage, i) => [
      stage.id,
      { cleared: true, bestRank: ranks[i % ranks.length] ?? 'B', plays: 1, lastPlayedAt: null },
    ]),
  );
}

function MapWith({ cleared }: { cleared: number }) {
  const store = useMemo(() => {
    const base = makeStore(undefined, { timer: false }).getState();
    return makeStore(
      {
        page: { ...base.page, current: 'map' },
        level: {
          ...base.level,
          snapshot: { ...emptySnapshot(), level: 1 + cleared, stages: progress(cleared) },
          loaded: true,
        },
      },
      { timer: false },
    );
  }, [cleared]);
  return (
    <Provider store={store}>
      <div style={{ height: '100vh' }}>
        <MapPage />
      </div>
    </Provider>
  );
}

/** A new player: only the first stage is open. */
export const NewPlayer: Story = () => <MapWith cleared={0} />;

/** Halfway along the route: cleared stages show their best rank. */
export const Halfway: Story = () => <MapWith cleared={7} />;

/** Every stage cleared but the demon king's castle. */
export const AtTheCastle: Story = () => <MapWith cleared={STAGES.length - 1} />;

export default { title: 'Screens / Map page' };
