import { Icon } from '../../assets/art';
import { useT } from '../../i18n';
import {
  MAX_REVIEW_WORDS,
  selectKeyConfusions,
  selectNotebookEntries,
  startPracticeStage,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { NotebookWords } from './NotebookWords';
import { useToday } from './useToday';
import './notebook.css';
import { MapCornerPage } from '../mapCorner/MapCornerPage';

/**
 * まちがいノート, the mistake notebook: every word the player has missed, what they typed instead, the
 * keys they confuse (on a JIS keyboard picture), how often they missed it and when it is next due,
 * soonest first. A word last cleared in another accepted form ("colour" for "color") says so, as also correct. "Battle these words" starts a stage of them; Escape or the back button returns to the map.
 */
export function NotebookPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectNotebookEntries);
  const confusions = useAppSelector(selectKeyConfusions);
  const { nowMs, offsetMinutes } = useToday();

  const battle = () => {
    dispatch(
      startPracticeStage(
        entries.map((e) => e.key),
        null,
      ),
    );
  };

  return (
    <MapCornerPage corner="notebook" icon="notebook">
      {entries.length === 0 ? (
        <p className="kq-notebook-empty" role="status">
          {t('notebook.empty')}
        </p>
      ) : (
        <>
          <div className="kq-notebook-actions">
            <p className="kq-notebook-count">{t('notebook.count', { count: entries.length })}</p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={battle}
              aria-describedby="kq-notebook-battle-hint"
            >
              <Icon name="sword" size="1.2em" />
              {t('notebook.battle')}
            </button>
            <span id="kq-notebook-battle-hint" className="kq-notebook-muted">
              {t('notebook.battleHint', { max: MAX_REVIEW_WORDS })}
            </span>
          </div>
          <NotebookWords
            entries={entries}
            confusions={confusions}
            nowMs={nowMs}
            offsetMinutes={offsetMinutes}
          />
        </>
      )}
    </MapCornerPage>
  );
}
