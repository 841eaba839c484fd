import { useEffect, useId, useRef } from 'react';
import { MAX_TODAY_STAGES } from '../../../../core/contract';
import { useT } from '../../i18n';

/** Props of {@link TodayStages}. */
export interface TodayStagesProps {
  /** Today's stages, in the order every player's map shows them. */
  stageIds: readonly string[];
  /** A stage's title with its world. */
  titleOf: (stageId: string) => string;
  onMove: (stageId: string, by: -1 | 1) => void;
  onRemove: (stageId: string) => void;
}

type Action = 'up' | 'down' | 'remove';

/**
 * Today's stages as an ordered list, each with up, down and remove buttons. After a move the focus
 * stays on the moved stage's button (or its other arrow at an end), after a remove it goes to the
 * next stage, so a teacher can reorder the whole list from the keyboard.
 */
export function TodayStages({ stageIds, titleOf, onMove, onRemove }: TodayStagesProps) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<{ stageId: string | null; action: Action } | null>(null);
  const id = useId();

  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    if (wanted.stageId === null) {
      heading.current?.focus();
      return;
    }
    const items = list.current ? [...list.current.querySelectorAll<HTMLElement>(':scope > li')] : [];
    const item = items.find((li) => li.dataset.stageId === wanted.stageId);
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-action="${wanted.action}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    button?.focus();
  });

  const move = (stageId: string, by: -1 | 1) => {
    focusNext.current = { stageId, action: by < 0 ? 'up' : 'down' };
    onMove(stageId, by);
  };
  const remove = (stageId: string, index: number) => {
    const next = stageIds[index + 1] ?? stageIds[index - 1] ?? null;
    focusNext.current = { stageId: next, action: 'remove' };
    onRemove(stageId);
  };

  return (
    <section className="kq-teacher-section kq-teacher-today" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('teacher.today.title')}{' '}
        <span className="kq-teacher-count">
          {t('teacher.today.count', { count: stageIds.length, max: MAX_TODAY_STAGES })}
        </span>
      </h2>
      <p className="kq-teacher-help">{t('teacher.today.help', { max: MAX_TODAY_STAGES })}</p>
      {stageIds.length === 0 ? (
        <p className="kq-teacher-empty">{t('teacher.today.empty')}</p>
      ) : (
        <ol ref={list} className="kq-teacher-today-list" data-testid="teacher-today">
          {stageIds.map((stageId, index) => {
            const title = titleOf(stageId);
            return (
              <li key={stageId} data-stage-id={stageId}>
                <span className="kq-teacher-today-title">{title}</span>
                <span className="kq-teacher-today-actions">
                  <button
                    type="button"
                    className="btn kq-teacher-small"
                    data-action="up"
                    disabled={index === 0}
                    aria-label={t('teacher.today.upOf', { title })}
                    onClick={() => move(stageId, -1)}
                  >
                    <span aria-hidden="true">↑ </span>
                    {t('teacher.today.up')}
                  </button>
                  <button
                    type="button"
                    className="btn kq-teacher-small"
                    data-action="down"
                    disabled={index === stageIds.length - 1}
                    aria-label={t('teacher.today.downOf', { title })}
                    onClick={() => move(stageId, 1)}
                  >
                    <span aria-hidden="true">↓ </span>
                    {t('teacher.today.down')}
                  </button>
                  <button
                    type="button"
                    className="btn kq-teacher-small"
                    data-action="remove"
                    aria-label={t('teacher.today.removeOf', { title })}
                    onClick={() => remove(stageId, index)}
                  >
                    {t('teacher.today.remove')}
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
