import { useState } from 'react';
import { getDemon } from '../../assets/art';
import { demonForList } from '../../data/customStages';
import { useT } from '../../i18n';
import {
  selectCanManageWordLists,
  selectWordLists,
  startStage,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { WordListManager } from './WordListManager';
import './classroom.css';

/**
 * The teachers' word lists as stages beside the map, each with its own demon. They are not on the
 * route, so they are open from the start; a cleared one shows it.
 */
export function WordListStages() {
  const t = useT();
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectWordLists);
  const canManage = useAppSelector(selectCanManageWordLists);
  const stages = useAppSelector((state) => state.level.snapshot.stages);
  const [managing, setManaging] = useState(false);
  if (lists.length === 0) return null;
  return (
    <section className="kq-map-card kq-list-stages" aria-labelledby="kq-list-stages-title">
      <h2 id="kq-list-stages-title" className="kq-list-stages-title">
        {t('classroom.stages.title')}
      </h2>
      <ul className="kq-list-stages-list">
        {lists.map((list) => {
          const Demon = getDemon(demonForList(list.id));
          const cleared = stages[list.id]?.cleared ?? false;
          return (
            <li key={list.id}>
              <button
                type="button"
                className="btn kq-list-stage"
                data-stage-id={list.id}
                onClick={() => dispatch(startStage({ stageId: list.id, at: null }))}
              >
                <Demon size={36} />
                <span>{t('classroom.stages.play', { title: list.title, count: list.items.length })}</span>
                {cleared ? (
                  <span className="kq-list-stage-cleared">{t('classroom.stages.cleared')}</span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {canManage ? (
        <>
          <button type="button" className="btn kq-list-stages-manage" onClick={() => setManaging(true)}>
            {t('classroom.stages.manage')}
          </button>
          <WordListManager open={managing} onClose={() => setManaging(false)} />
        </>
      ) : null}
    </section>
  );
}
