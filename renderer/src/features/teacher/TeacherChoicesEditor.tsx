import { useEffect, useId, useRef, useState } from 'react';
import { ADVANCED_SET_BANDS } from '../../../../core/bank/bankTerms';
import { MAX_TODAY_STAGES, TEACHER_WORLD_IDS } from '../../../../core/contract';
import { failureText, useLanguage, useT } from '../../i18n';
import { openBand, saveTeacherChoices, useAppDispatch, useAppSelector } from '../../store';
import { bandOfStage, useStageTitle, useWorldLabel } from '../dashboard/useStageTitle';
import { StagePicker } from './StagePicker';
import { TodayStages } from './TodayStages';
import {
  sameChoices,
  type TeacherDraft,
  withAdvancedWorld,
  withOpenStage,
  withTodayAdded,
  withTodayMoved,
  withTodayRemoved,
  withWorld,
} from './teacherDraft';

/** Props of {@link TeacherChoicesEditor}. */
export interface TeacherChoicesEditorProps {
  /** The unlocked teacher-mode token (the page's memory only). */
  token: string;
  /** The choices being edited; kept by the page, so they survive unlocking again. */
  draft: TeacherDraft;
  onDraftChange: (draft: TeacherDraft) => void;
  /** Main refused the save because the token expired: the page asks for the PIN again. */
  onExpired: () => void;
}

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; message: string };

/**
 * What a teacher opens for every player of this PC: worlds, single stages and today's stages (ordered).
 * Nothing changes for players until Save; the store then holds what main answered.
 */
export function TeacherChoicesEditor({ token, draft, onDraftChange, onExpired }: TeacherChoicesEditorProps) {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => state.teacher.choices);
  const readFailed = useAppSelector((state) => state.teacher.status === 'failed');
  const worldLabel = useWorldLabel();
  const titleOf = useStageTitle();
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const firstWorld = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    firstWorld.current?.focus();
  }, []);

  // Stages already chosen keep their titles: their worlds load with the page.
  const bands = [...new Set([...draft.todayStages, ...draft.openStages].map(bandOfStage))].join(' ');
  useEffect(() => {
    for (const band of bands.split(' ')) {
      const known = TEACHER_WORLD_IDS.find((w) => w === band);
      if (known) void dispatch(openBand(known));
    }
  }, [dispatch, bands]);

  const change = (next: TeacherDraft, said = '') => {
    onDraftChange(next);
    setAnnouncement(said);
    if (save.kind !== 'saving') setSave({ kind: 'idle' });
  };

  const toggleToday = (stageId: string) => {
    const title = titleOf(stageId);
    if (draft.todayStages.includes(stageId)) {
      change(withTodayRemoved(draft, stageId), t('teacher.today.removed', { title }));
      return;
    }
    const next = withTodayAdded(draft, stageId);
    change(
      next,
      next === draft
        ? t('teacher.today.full', { max: MAX_TODAY_STAGES })
        : t('teacher.today.added', { title, position: next.todayStages.length }),
    );
  };

  const onSave = async () => {
    setSave({ kind: 'saving' });
    const answer = await dispatch(saveTeacherChoices(token, draft));
    if (answer?.ok) {
      const at = new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-GB', {
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date());
      setSave({ kind: 'saved', at });
      return;
    }
    if (answer && !answer.ok && answer.error.code === 'not-unlocked') {
      setSave({ kind: 'idle' });
      onExpired();
      return;
    }
    setSave({ kind: 'failed', message: answer ? failureText(t, answer.error) : t('teacher.absent') });
  };

  const unsaved = !sameChoices(draft, saved);
  return (
    <div className="kq-teacher-editor">
      <div className="kq-teacher-savebar">
        <button
          type="button"
          className="btn btn-primary"
          disabled={save.kind === 'saving'}
          onClick={() => void onSave()}
        >
          {save.kind === 'saving' ? t('teacher.saving') : t('teacher.save')}
        </button>
        <p className="kq-teacher-save-status" role="status" data-testid="teacher-save-status">
          {/* A change made while saving is not saved: it says so rather than "saved". */}
          {save.kind === 'saved' && !unsaved
            ? t('teacher.saved', { time: save.at })
            : save.kind === 'failed'
              ? t('teacher.saveFailed', { message: save.message })
              : unsaved
                ? t('teacher.unsaved')
                : ''}
        </p>
      </div>
      <p className="kq-teacher-help">{t('teacher.choices.intro')}</p>
      {readFailed ? (
        <p className="kq-teacher-notice" role="note">
          {t('teacher.choices.loadFailed')}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="kq-teacher-columns">
        <div className="kq-teacher-column">
          <fieldset className="kq-teacher-section kq-teacher-worlds" aria-describedby={`${id}-worlds-help`}>
            <legend>{t('teacher.worlds.title')}</legend>
            <p id={`${id}-worlds-help`} className="kq-teacher-help">
              {t('teacher.worlds.help')}
            </p>
            {TEACHER_WORLD_IDS.map((world, i) => (
              <label key={world} className="kq-teacher-check">
                <input
                  ref={i === 0 ? firstWorld : undefined}
                  type="checkbox"
                  checked={draft.openWorlds.includes(world)}
                  onChange={(e) => change(withWorld(draft, world, e.target.checked, TEACHER_WORLD_IDS))}
                />
                {worldLabel(world)}
              </label>
            ))}
          </fieldset>
          <fieldset
            className="kq-teacher-section kq-teacher-advanced"
            aria-describedby={`${id}-advanced-help`}
          >
            <legend>{t('teacher.advanced.title')}</legend>
            <p id={`${id}-advanced-help`} className="kq-teacher-help">
              {t('teacher.advanced.help')}
            </p>
            {ADVANCED_SET_BANDS.map((world) => (
              <label key={world} className="kq-teacher-check">
                <input
                  type="checkbox"
                  checked={draft.advancedWorlds?.includes(world) ?? false}
                  onChange={(e) =>
                    change(withAdvancedWorld(draft, world, e.target.checked, TEACHER_WORLD_IDS))
                  }
                />
                {t('teacher.advanced.label', { world: worldLabel(world) })}
              </label>
            ))}
          </fieldset>
          <TodayStages
            stageIds={draft.todayStages}
            titleOf={titleOf}
            onMove={(stageId, by) => {
              const next = withTodayMoved(draft, stageId, by);
              change(
                next,
                t('teacher.today.moved', {
                  title: titleOf(stageId),
                  position: next.todayStages.indexOf(stageId) + 1,
                }),
              );
            }}
            onRemove={(stageId) =>
              change(
                withTodayRemoved(draft, stageId),
                t('teacher.today.removed', { title: titleOf(stageId) }),
              )
            }
          />
        </div>
        <div className="kq-teacher-column">
          <StagePicker
            draft={draft}
            onOpenStage={(stageId, open) => change(withOpenStage(draft, stageId, open))}
            onToggleToday={toggleToday}
          />
        </div>
      </div>
    </div>
  );
}
