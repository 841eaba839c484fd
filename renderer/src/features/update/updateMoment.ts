import type { RootState } from '../../store';

/**
 * Whether now is a calm moment to offer an update: on the title or the map (never in a battle, a study
 * or recall phase, the results or another screen), the settings drawer shut, and no progress save on its
 * way (updating reloads the page, and the game saves when a stage ends).
 */
export function isCalmMoment(state: Pick<RootState, 'page' | 'persistence'>): boolean {
  const { current, settingsOpen } = state.page;
  return (
    (current === 'title' || current === 'map') && !settingsOpen && state.persistence.progressSave !== 'saving'
  );
}
