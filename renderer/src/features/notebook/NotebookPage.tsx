import { Icon } from '../../assets/art';
import { useLanguage, useT } from '../../i18n';
import {
  MAX_REVIEW_WORDS,
  pageChanged,
  selectKeyConfusions,
  selectNotebookEntries,
  startPracticeStage,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { FuriganaText } from '../typing/FuriganaText';
import { dueLabel } from './dueLabel';
import { JisKeyboard } from './JisKeyboard';
import { LearningPage } from './LearningPage';
import { useToday } from './useToday';
import './notebook.css';

/**
 * まちがいノート, the mistake notebook: every word the player has missed, what they typed instead, the
 * keys they confuse (on a JIS keyboard picture), how often they missed it and when it is next due,
 * soonest first. A word last cleared in another accepted form ("colour" for "color") says so, as also correct. "Battle these words" starts a stage of them; Escape or the back button returns to the map.
 */
export function NotebookPage() {
  const t = useT();
  const language = useLanguage();
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
    <LearningPage
      prefix="kq-notebook"
      icon="notebook"
      title={t('notebook.title')}
      backLabel={t('notebook.back')}
      backHint={t('notebook.backHint')}
      onBack={() => dispatch(pageChanged('map'))}
    >
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
          <div className="kq-notebook-layout">
            <table className="kq-notebook-table" data-testid="notebook-table">
              <caption className="visually-hidden">{t('notebook.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('notebook.word')}</th>
                  <th scope="col">{t('notebook.typed')}</th>
                  <th scope="col">{t('notebook.missed')}</th>
                  <th scope="col">{t('notebook.keys')}</th>
                  <th scope="col">{t('notebook.due')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => {
                  const due = dueLabel(e.due, nowMs, offsetMinutes);
                  return (
                    <tr key={e.key} data-word={e.en}>
                      <th scope="row">
                        <span className="kq-notebook-en" lang="en">
                          {e.en}
                        </span>
                        <span className="kq-notebook-ja">
                          {language === 'ja' ? <FuriganaText text={e.ja} /> : e.ja}
                        </span>
                        {e.lastTypedAs ? (
                          <span className="kq-notebook-typed-as" data-testid="notebook-typed-as">
                            {t('notebook.typedAs', { form: e.lastTypedAs })}
                          </span>
                        ) : null}
                      </th>
                      <td>
                        {e.lastWrong.length === 0 ? (
                          t('notebook.none')
                        ) : (
                          <ul className="kq-notebook-wrong">
                            {e.lastWrong.map((w, i) => (
                              // biome-ignore lint/suspicious/noArrayIndexKey: the same wrong spelling may repeat
                              <li key={i} lang="en">
                                <s>{w}</s>
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td>{t('notebook.missedValue', { missed: e.missed, seen: e.seen })}</td>
                      <td>
                        {e.confusions.length === 0
                          ? t('notebook.none')
                          : e.confusions
                              .slice(0, 3)
                              .map((c) =>
                                t('notebook.confusionCount', {
                                  expected: c.expected === ' ' ? t('notebook.space') : c.expected,
                                  typed: c.typed === ' ' ? t('notebook.space') : c.typed,
                                  count: c.count,
                                }),
                              )
                              .join(language === 'ja' ? '、' : ', ')}
                      </td>
                      <td>
                        {e.due ? (
                          <time dateTime={e.due}>{t(due.key, { days: due.days })}</time>
                        ) : (
                          t(due.key, { days: due.days })
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <JisKeyboard confusions={confusions} />
          </div>
        </>
      )}
    </LearningPage>
  );
}
