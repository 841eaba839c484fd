import type { MessageKey } from '../../i18n';
import type { PlayFrom } from '../../store';

/**
 * What the way back from a stage says, by the screen the stage was started from. Leaving a run goes
 * back to that same screen (`page.playFrom`), so the typing page's header and the results dialog both
 * read their label here and name where the button really goes.
 */
export const WAY_BACK_LABEL: Readonly<Record<PlayFrom, MessageKey>> = {
  map: 'results.backToMap',
  library: 'results.backToLibrary',
  worlds: 'results.backToWorlds',
  world: 'results.backToWorld',
};
