import { useEffect, useId, useState } from 'react';
import type { Band } from '../../../../core/bank/bankTerms';
import { MAX_TODAY_STAGES } from '../../../../core/contract';
import type { TitledBankStage } from '../../data/bank/loadBand';
import { useLanguage, useT } from '../../i18n';
import { openBand, selectBandStatus, useAppDispatch, useAppSelector } from '../../store';
import { BandTabs } from '../../ui/BandTabs';
import { useWorldLabel } from '../dashboard/useStageTitle';
import type { TeacherDraft } from './teacherDraft';

/** Props of {@link StagePicker}. */
export interface StagePickerProps {
  draft: TeacherDraft;
  /** Opens or closes one stage on its own. */
  onOpenStage: (stageId: string, open: boolean) => void;
  /** Adds a stage to today's stages, or takes it out when it is there. */
  onToggleToday: (stageId: string) => void;
}

/**
 * The word bank's stages, one world at a time (tabs: arrows, Home, End): each stage can be opened on
 * its own (a checkbox) and added to or taken out of today's stages (one button that keeps the focus).
 * A world's 発展 (advanced) stages follow its route in a group of their own. A world's stages load
 * the first time its tab is shown.
 */
export function StagePicker({ draft, onOpenStage, onToggleToday }: StagePickerProps) {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const worldLabel = useWorldLabel();
  const [band, setBand] = useState<Band>('e34');
  const status = useAppSelector(selectBandStatus)[band];
  const stages = useAppSelector((state) => state.bank.stages[band]);
  const advanced = useAppSelector((state) => state.bank.advancedStages[band]);
  const id = useId();

  useEffect(() => {
    void dispatch(openBand(band));
  }, [dispatch, band]);

  const full = draft.todayStages.length >= MAX_TODAY_STAGES;
  // One row per stage, the route's and the 発展 (advanced) set's alike.
  const stageRow = (stage: TitledBankStage) => {
    const title = language === 'en' ? stage.titleEn : stage.titleJa;
    const position = draft.todayStages.indexOf(stage.id) + 1;
    const checkboxId = `${id}-open-${stage.id}`;
    return (
      <li key={stage.id} className="kq-teacher-stage" data-stage-id={stage.id}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={draft.openStages.includes(stage.id)}
          aria-label={t('teacher.stages.openOf', { title })}
          onChange={(e) => onOpenStage(stage.id, e.target.checked)}
        />
        <label htmlFor={checkboxId} className="kq-teacher-stage-title">
          {title}
        </label>
        {position > 0 ? (
          <span className="kq-teacher-chip">{t('teacher.stages.inToday', { position })}</span>
        ) : null}
        <button
          type="button"
          className="btn kq-teacher-small"
          data-action={position > 0 ? 'remove-today' : 'add-today'}
          disabled={position === 0 && full}
          aria-label={
            position > 0 ? t('teacher.today.removeOf', { title }) : t('teacher.stages.addTodayOf', { title })
          }
          onClick={() => onToggleToday(stage.id)}
        >
          {position > 0 ? t('teacher.today.remove') : t('teacher.stages.addToday')}
        </button>
      </li>
    );
  };
  return (
    <section className="kq-teacher-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('teacher.stages.title')}</h2>
      <p className="kq-teacher-help">{t('teacher.stages.help')}</p>
      <p className="kq-teacher-help">{t('teacher.stages.openCount', { count: draft.openStages.length })}</p>
      <BandTabs
        band={band}
        onChange={setBand}
        labelOf={worldLabel}
        label={t('teacher.stages.world')}
        idPrefix={id}
        panelId={`${id}-panel`}
        className="kq-teacher-tabs"
        tabClassName="kq-teacher-tab"
      />
      <div
        id={`${id}-panel`}
        className="kq-teacher-panel"
        role="tabpanel"
        aria-labelledby={`${id}-tab-${band}`}
        data-band={band}
      >
        {status === 'failed' ? (
          <div className="kq-teacher-row" role="alert">
            <p>{t('teacher.stages.failed')}</p>
            <button type="button" className="btn" onClick={() => void dispatch(openBand(band))}>
              {t('teacher.stages.retry')}
            </button>
          </div>
        ) : !stages ? (
          <p role="status">{t('teacher.stages.loading')}</p>
        ) : (
          <>
            <ul className="kq-teacher-stages">{stages.map(stageRow)}</ul>
            {advanced && advanced.length > 0 ? (
              <section
                className="kq-teacher-advanced-stages"
                aria-labelledby={`${id}-advanced`}
                data-testid="teacher-advanced-stages"
              >
                <h3 id={`${id}-advanced`}>{t('teacher.stages.advanced')}</h3>
                <p className="kq-teacher-help">{t('teacher.stages.advancedHelp')}</p>
                <ul className="kq-teacher-stages">{advanced.map(stageRow)}</ul>
              </section>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
