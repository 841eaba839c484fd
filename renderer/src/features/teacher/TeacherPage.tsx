import { type KeyboardEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { Failure, TeacherPinScope } from '../../../../core/contract';
import { failureText, useT } from '../../i18n';
import {
  loadTeacherChoices,
  lockTeacherMode,
  type Page,
  pageChanged,
  readTeacherStatus,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '../../store';
import { ClassFolderSection } from '../classfolder/ClassFolderSection';
import { FilesMenu } from '../files/FilesMenu';
import { StorageStanding } from '../files/StorageStanding';
import { HandoutMakeButton } from '../handin/HandoutMakeButton';
import { RosterSection } from '../roster/RosterSection';
import { SetPinForm } from './SetPinForm';
import { TeacherChoicesEditor } from './TeacherChoicesEditor';
import { sameChoices, type TeacherDraft } from './teacherDraft';
import { UnlockForm } from './UnlockForm';
import './teacher.css';

// The dashboard reads every pupil's progress: its own chunk, fetched when a teacher opens it.
const DashboardPage = lazy(() =>
  import('../dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);

/** Where teacher mode stands for this page; the token lives here and nowhere else in the renderer. */
type View =
  | { kind: 'checking' }
  | { kind: 'absent' }
  | { kind: 'failed'; failure: Failure }
  | { kind: 'damaged'; unreachable: boolean; scope: TeacherPinScope }
  | { kind: 'insecure' }
  | { kind: 'setPin'; scope: TeacherPinScope }
  | { kind: 'unlock'; lockedUntil: string | null; notice: string | null; scope: TeacherPinScope }
  | { kind: 'open'; token: string };

/** The screens "back" may return to; a run or the title is never resumed from here. */
const BACK_TO: readonly Page[] = ['map', 'worlds', 'world', 'library', 'notebook', 'progress', 'placement'];

/**
 * Teacher mode: a PIN kept in main (set at first use), then the choices teachers make for every player
 * of this PC. The token main answers for the right PIN stays in this component's memory only and is
 * given up when the page is left or locked. Outside the desktop app there is no teacher mode, and the
 * page says so. Escape or the back button returns to the previous screen.
 */
export function TeacherPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const previous = useAppSelector((state) => state.page.previous);
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [draft, setDraft] = useState<TeacherDraft | null>(null);
  const token = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const saved = useAppSelector((state) => state.teacher.choices);
  // Leaving with changes not saved asks once: a reflex Escape must not throw away a class's choices.
  const [leaveArmed, setLeaveArmed] = useState(false);
  // Once open: the choices, or the class dashboard (which gets the token as a prop, never stored).
  const [section, setSection] = useState<'choices' | 'dashboard'>('choices');
  const unsaved = view.kind === 'open' && draft !== null && !sameChoices(draft, saved);

  const check = useCallback(
    async (notice: string | null = null) => {
      setView({ kind: 'checking' });
      const answer = await dispatch(readTeacherStatus());
      if (answer === null) setView({ kind: 'absent' });
      else if (!answer.ok) setView({ kind: 'failed', failure: answer.error });
      else if (answer.value.insecure) setView({ kind: 'insecure' });
      else if (answer.value.damaged)
        setView({
          kind: 'damaged',
          unreachable: answer.value.unreachable === true,
          scope: answer.value.scope ?? 'pc',
        });
      else if (!answer.value.pinSet) setView({ kind: 'setPin', scope: answer.value.scope ?? 'pc' });
      else
        setView({
          kind: 'unlock',
          lockedUntil: answer.value.lockedUntil,
          notice,
          scope: answer.value.scope ?? 'pc',
        });
    },
    [dispatch],
  );

  useEffect(() => {
    void check();
  }, [check]);

  // Leaving the page locks teacher mode.
  useEffect(
    () => () => {
      if (token.current) void dispatch(lockTeacherMode(token.current));
      token.current = null;
    },
    [dispatch],
  );

  // The pages without a form of their own start on the title, so the keyboard starts on this page.
  const kind = view.kind;
  useEffect(() => {
    if (kind === 'absent' || kind === 'failed' || kind === 'damaged' || kind === 'insecure')
      heading.current?.focus();
  }, [kind]);

  const unlocked = async (newToken: string) => {
    token.current = newToken;
    if (draft === null) {
      // Fresh from main: another teacher may have saved since the game started.
      await dispatch(loadTeacherChoices());
      setDraft(store.getState().teacher.choices);
    }
    setView({ kind: 'open', token: newToken });
  };

  const lock = () => {
    if (token.current) void dispatch(lockTeacherMode(token.current));
    token.current = null;
    setDraft(null);
    setSection('choices');
    void check();
  };

  // Leaving the dashboard (Escape) puts the keyboard back on the button that opens it.
  const sectionButton = useRef<HTMLButtonElement>(null);
  const closeDashboard = useCallback(() => {
    setSection('choices');
    requestAnimationFrame(() => sectionButton.current?.focus());
  }, []);
  const dashboardExpired = useCallback(() => {
    token.current = null;
    setSection('choices');
    void check(t('dashboard.expired'));
  }, [check, t]);

  const back = () => {
    if (unsaved && !leaveArmed) {
      setLeaveArmed(true);
      return;
    }
    dispatch(pageChanged(previous && BACK_TO.includes(previous) ? previous : 'map'));
  };

  // The school check opens on this PC for the class to take in turn; unsaved changes are kept as on leaving.
  const openCheck = () => {
    if (unsaved && !leaveArmed) {
      setLeaveArmed(true);
      return;
    }
    dispatch(pageChanged('schoolCheck'));
  };

  const changeDraft = (next: TeacherDraft) => {
    setLeaveArmed(false);
    setDraft(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.key !== 'Escape') return;
    event.preventDefault();
    back();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere on the page goes back, as on the other screens.
    <div className="kq-teacher-page" onKeyDown={onKeyDown} data-testid="teacher-page" data-view={kind}>
      <header className="kq-teacher-header">
        <h1 id="kq-teacher-title" ref={heading} tabIndex={-1}>
          {t('teacher.title')}
        </h1>
        <div className="kq-teacher-header-actions">
          {view.kind === 'open' ? (
            <>
              <button
                type="button"
                className="btn"
                data-testid="teacher-section"
                ref={sectionButton}
                onClick={() => setSection(section === 'choices' ? 'dashboard' : 'choices')}
                aria-describedby={section === 'dashboard' ? 'kq-teacher-dashboard-hint' : undefined}
              >
                {section === 'choices' ? t('dashboard.open') : t('dashboard.toChoices')}
              </button>
              {section === 'dashboard' ? (
                <span id="kq-teacher-dashboard-hint" className="visually-hidden">
                  {t('dashboard.backHint')}
                </span>
              ) : null}
              <button type="button" className="btn" onClick={openCheck}>
                {t('schoolCheck.openFromTeacher')}
              </button>
              <HandoutMakeButton />
              <FilesMenu teacherToken={view.token} />
              <button type="button" className="btn" onClick={lock}>
                {t('teacher.lock')}
              </button>
            </>
          ) : null}
          <button type="button" className="btn" onClick={back} aria-describedby="kq-teacher-back-hint">
            {t('teacher.back')}
          </button>
          <span id="kq-teacher-back-hint" className="visually-hidden">
            {t('teacher.backHint')}
          </span>
        </div>
      </header>
      <main className="kq-teacher-main" aria-labelledby="kq-teacher-title">
        {leaveArmed && unsaved ? (
          <p className="kq-teacher-leave-note" role="alert">
            {t('teacher.leaveUnsaved')}
          </p>
        ) : null}
        {view.kind === 'checking' ? (
          <p role="status">{t('teacher.checking')}</p>
        ) : view.kind === 'absent' ? (
          <p className="kq-teacher-card" role="note" data-testid="teacher-absent">
            {t('teacher.absent')}
          </p>
        ) : view.kind === 'failed' ? (
          <div className="kq-teacher-card" role="alert">
            <p>{t('teacher.failed', { message: failureText(t, view.failure) })}</p>
            <button type="button" className="btn" onClick={() => void check()}>
              {t('teacher.retry')}
            </button>
          </div>
        ) : view.kind === 'insecure' ? (
          <div className="kq-teacher-card" role="alert" data-testid="teacher-insecure">
            <h2>{t('teacher.insecure.title')}</h2>
            <p>{t('teacher.insecure.body')}</p>
            <p>{t('teacher.insecure.askIt')}</p>
          </div>
        ) : view.kind === 'damaged' ? (
          view.unreachable ? (
            // A new or restored PC of a class that cannot reach the class folder: shut, never "set a PIN".
            <div className="kq-teacher-card" role="alert" data-testid="teacher-unreachable">
              <h2>{t('teacher.unreachable.title')}</h2>
              <p>{t('teacher.unreachable.body')}</p>
              <button type="button" className="kq-button" onClick={() => void check()}>
                {t('teacher.retry')}
              </button>
            </div>
          ) : (
            <div className="kq-teacher-card" role="alert" data-testid="teacher-damaged">
              <h2>{t('teacher.damaged.title')}</h2>
              <p>{t('teacher.damaged.body')}</p>
              <p>{t(view.scope === 'class' ? 'teacher.damaged.askItClass' : 'teacher.damaged.askIt')}</p>
            </div>
          )
        ) : view.kind === 'setPin' ? (
          <SetPinForm
            scope={view.scope}
            onUnlocked={(next) => void unlocked(next)}
            onStatusChanged={() => void check()}
          />
        ) : view.kind === 'unlock' ? (
          <UnlockForm
            scope={view.scope}
            lockedUntil={view.lockedUntil}
            notice={view.notice}
            onUnlocked={(next) => void unlocked(next)}
            onStatusChanged={() => void check()}
          />
        ) : section === 'dashboard' ? (
          <Suspense fallback={<p role="status">{t('dashboard.loading')}</p>}>
            <DashboardPage token={view.token} onClose={closeDashboard} onExpired={dashboardExpired} />
          </Suspense>
        ) : draft ? (
          <TeacherChoicesEditor
            token={view.token}
            draft={draft}
            onDraftChange={changeDraft}
            onExpired={() => {
              token.current = null;
              void check(t('teacher.unlock.expired'));
            }}
          />
        ) : null}
        {view.kind === 'open' && section === 'choices' ? (
          <ClassFolderSection token={view.token} onExpired={dashboardExpired} />
        ) : null}
        {view.kind === 'open' && section === 'choices' ? (
          <RosterSection token={view.token} onExpired={dashboardExpired} />
        ) : null}
        {view.kind === 'open' && section === 'choices' ? <StorageStanding /> : null}
      </main>
    </div>
  );
}
