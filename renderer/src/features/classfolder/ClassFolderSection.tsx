import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  type ClassFolderStatus,
  classFolderPathSchema,
  type Failure,
  LEASE_STALE_MS,
  MAX_CLASS_FOLDER_PATH,
  MAX_CLASS_NAME,
} from '../../../../core/contract';
import { classFolderProblemKey, failureText, useLanguage, useT } from '../../i18n';
import {
  loadClassFolderStatus,
  releasePlayerLease,
  selectClassFolderStatus,
  selectPlayersView,
  setClassFolder,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { TechnicalDetail } from '../../ui/TechnicalDetail';
import './classfolder.css';

/** Props of {@link ClassFolderSection}. */
export interface ClassFolderSectionProps {
  /** The unlocked teacher-mode token (the page's memory only; passed through, never kept). */
  token: string;
  /** Main refused because the token expired: the page asks for the PIN again. Without it, the section says so. */
  onExpired?: () => void;
}

/** A message after an action: a result (polite status) or a failure (alert). */
type Outcome =
  | { kind: 'none' }
  | { kind: 'busy' }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; text: string };

const NONE: Outcome = { kind: 'none' };

/**
 * Teacher mode's part about where saves live: the folder in use now (path, class name, who set it,
 * whether the server answers, records waiting), a form to choose this PC's class folder from the next
 * start (read-only when IT set it machine-wide), and releasing a pupil left open on another PC.
 * Everything is a labelled native control; failures are alerts.
 */
export function ClassFolderSection({ token, onExpired }: ClassFolderSectionProps) {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const id = useId();
  const status = useAppSelector(selectClassFolderStatus);
  const players = useAppSelector(selectPlayersView)?.profiles ?? [];
  const [readFailure, setReadFailure] = useState<Failure | null>(null);
  // Null until the teacher types: the fields show the folder in use.
  const [path, setPath] = useState<string | null>(null);
  const [className, setClassName] = useState<string | null>(null);
  const [pathError, setPathError] = useState<string | null>(null);
  const [setOutcome, setSetOutcome] = useState<Outcome>(NONE);
  const [releaseId, setReleaseId] = useState<string | null>(null);
  const [releaseOutcome, setReleaseOutcome] = useState<Outcome>(NONE);

  // Fresh on opening: the status may have changed since the game started.
  useEffect(() => {
    let current = true;
    void dispatch(loadClassFolderStatus()).then((answer) => {
      if (current) setReadFailure(answer.ok ? null : answer.error);
    });
    return () => {
      current = false;
    };
  }, [dispatch]);

  const inClass = status?.mode === 'class' ? status : null;
  const machine = inClass?.source === 'machine';
  const shownPath = path ?? inClass?.folder ?? '';
  const shownClassName = className ?? inClass?.className ?? '';
  const pupil = players.find((p) => p.id === releaseId) ?? players[0] ?? null;

  const expired = (): Outcome => {
    if (onExpired) {
      onExpired();
      return NONE;
    }
    return { kind: 'failed', text: t('classFolder.teacher.expired') };
  };

  const appliedText = (next: ClassFolderStatus) =>
    next.mode === 'class'
      ? t('classFolder.teacher.applied', { folder: next.folder })
      : t('classFolder.teacher.cleared');

  const choose = async (folder: string | null, name: string | null) => {
    setSetOutcome({ kind: 'busy' });
    const answer = await dispatch(setClassFolder({ token, classFolder: folder, className: name }));
    if (answer.ok) {
      setSetOutcome({ kind: 'done', text: appliedText(answer.value) });
    } else if (answer.error.code === 'not-unlocked') {
      setSetOutcome(expired());
    } else {
      setSetOutcome({
        kind: 'failed',
        text: t('classFolder.teacher.setFailed', { message: failureText(t, answer.error) }),
      });
    }
  };

  const onApply = (event: FormEvent) => {
    event.preventDefault();
    if (shownPath.trim() === '') {
      setPathError(t('classFolder.teacher.pathMissing'));
      return;
    }
    const checked = classFolderPathSchema.safeParse(shownPath);
    if (!checked.success) {
      setPathError(t('classFolder.teacher.pathInvalid'));
      return;
    }
    setPathError(null);
    const name = shownClassName.trim();
    void choose(checked.data, name === '' ? null : name);
  };

  const onClear = () => {
    setPathError(null);
    setPath('');
    setClassName('');
    void choose(null, null);
  };

  const onRelease = async (event: FormEvent) => {
    event.preventDefault();
    if (!pupil) return;
    setReleaseOutcome({ kind: 'busy' });
    const answer = await dispatch(releasePlayerLease(token, pupil.id));
    if (answer.ok) {
      setReleaseOutcome({
        kind: 'done',
        text: t(answer.value ? 'classFolder.teacher.released' : 'classFolder.teacher.notHeld', {
          name: pupil.name,
        }),
      });
    } else if (answer.error.code === 'not-unlocked') {
      setReleaseOutcome(expired());
    } else {
      setReleaseOutcome({
        kind: 'failed',
        text: t('classFolder.teacher.releaseFailed', { message: failureText(t, answer.error) }),
      });
    }
  };

  const when = (iso: string) => {
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return iso;
    return new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-GB', {
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(at);
  };

  return (
    <section
      className="kq-teacher-section kq-cf-section"
      aria-labelledby={`${id}-title`}
      data-testid="class-folder-section"
    >
      <h2 id={`${id}-title`}>{t('classFolder.teacher.title')}</h2>
      <p className="kq-teacher-help">{t('classFolder.teacher.intro')}</p>

      <h3>{t('classFolder.teacher.now')}</h3>
      {status === null ? (
        readFailure === null ? (
          <p role="status">{t('classFolder.teacher.checking')}</p>
        ) : (
          <p className="kq-teacher-error" role="alert">
            {t('classFolder.teacher.readFailed', { message: failureText(t, readFailure) })}
          </p>
        )
      ) : (
        <dl className="kq-cf-facts" data-testid="class-folder-now">
          <dt>{t('classFolder.teacher.where')}</dt>
          <dd>{inClass ? t('classFolder.teacher.whereClass') : t('classFolder.teacher.wherePc')}</dd>
          {inClass ? (
            <>
              <dt>{t('classFolder.teacher.folder')}</dt>
              <dd className="kq-cf-path">{inClass.folder}</dd>
              <dt>{t('classFolder.teacher.className')}</dt>
              <dd>{inClass.className ?? t('classFolder.teacher.noClassName')}</dd>
              <dt>{t('classFolder.teacher.source')}</dt>
              <dd>
                {machine ? t('classFolder.teacher.sourceMachine') : t('classFolder.teacher.sourceTeacher')}
              </dd>
              <dt>{t('classFolder.teacher.connection')}</dt>
              <dd data-online={inClass.online}>
                {inClass.online ? t('classFolder.teacher.online') : t('classFolder.teacher.offline')}
              </dd>
              <dt>{t('classFolder.teacher.pending')}</dt>
              <dd>{t('classFolder.teacher.pendingCount', { count: inClass.pending })}</dd>
              <dt>{t('classFolder.teacher.lastWritten')}</dt>
              <dd>{inClass.lastWrittenAt ? when(inClass.lastWrittenAt) : t('classFolder.teacher.never')}</dd>
              {inClass.problem ? (
                <>
                  <dt>{t('classFolder.teacher.problem')}</dt>
                  <dd data-testid="class-folder-last-problem">
                    {t(classFolderProblemKey(inClass.problem.code))}
                    <TechnicalDetail detail={inClass.problem.detail} inline />
                  </dd>
                </>
              ) : null}
            </>
          ) : null}
        </dl>
      )}
      {status?.mode === 'local' && status.problem !== null ? (
        <div className="kq-teacher-notice" role="note" data-testid="class-folder-local-problem">
          <p>{t('classFolder.localProblem')}</p>
          <p>{t(classFolderProblemKey(status.problem.code))}</p>
          <TechnicalDetail detail={status.problem.detail} />
          {status.configPath ? <p>{t('classFolder.configPath', { path: status.configPath })}</p> : null}
        </div>
      ) : null}

      <h3 id={`${id}-form`}>{t('classFolder.teacher.formTitle')}</h3>
      {machine ? (
        <p className="kq-teacher-notice" id={`${id}-machine`} data-testid="class-folder-machine">
          {t('classFolder.teacher.machine')}
        </p>
      ) : (
        <p className="kq-teacher-help" id={`${id}-form-help`}>
          {t('classFolder.teacher.formHelp')}
        </p>
      )}
      <form className="kq-cf-form" aria-labelledby={`${id}-form`} onSubmit={onApply} noValidate>
        <label className="kq-teacher-field" htmlFor={`${id}-path`}>
          {t('classFolder.teacher.pathLabel')}
        </label>
        <input
          id={`${id}-path`}
          className="kq-cf-input"
          type="text"
          spellCheck={false}
          autoComplete="off"
          maxLength={MAX_CLASS_FOLDER_PATH}
          value={shownPath}
          readOnly={machine}
          aria-invalid={pathError !== null}
          aria-describedby={`${id}-path-hint${pathError ? ` ${id}-path-error` : ''}${machine ? ` ${id}-machine` : ''}`}
          onChange={(event) => {
            setPath(event.target.value);
            setPathError(null);
          }}
        />
        <p className="kq-teacher-hint" id={`${id}-path-hint`}>
          {t('classFolder.teacher.pathHint')}
        </p>
        {pathError ? (
          <p className="kq-teacher-error" id={`${id}-path-error`} role="alert">
            {pathError}
          </p>
        ) : null}
        <label className="kq-teacher-field" htmlFor={`${id}-class`}>
          {t('classFolder.teacher.classNameLabel')}
        </label>
        <input
          id={`${id}-class`}
          className="kq-cf-input kq-cf-input-short"
          type="text"
          autoComplete="off"
          maxLength={MAX_CLASS_NAME}
          value={shownClassName}
          readOnly={machine}
          aria-describedby={`${id}-class-hint${machine ? ` ${id}-machine` : ''}`}
          onChange={(event) => setClassName(event.target.value)}
        />
        <p className="kq-teacher-hint" id={`${id}-class-hint`}>
          {t('classFolder.teacher.classNameHint')}
        </p>
        {machine ? null : (
          <div className="kq-cf-actions">
            <button type="submit" className="btn btn-primary" disabled={setOutcome.kind === 'busy'}>
              {setOutcome.kind === 'busy'
                ? t('classFolder.teacher.applying')
                : t('classFolder.teacher.apply')}
            </button>
            <button type="button" className="btn" disabled={setOutcome.kind === 'busy'} onClick={onClear}>
              {t('classFolder.teacher.clear')}
            </button>
          </div>
        )}
        <OutcomeLine outcome={setOutcome} testId="class-folder-set-result" />
      </form>

      {inClass ? (
        <form className="kq-cf-form" aria-labelledby={`${id}-release`} onSubmit={(e) => void onRelease(e)}>
          <h3 id={`${id}-release`}>{t('classFolder.teacher.releaseTitle')}</h3>
          <p className="kq-teacher-help" id={`${id}-release-help`}>
            {t('classFolder.teacher.releaseHelp', { minutes: Math.round(LEASE_STALE_MS / 60_000) })}
          </p>
          {pupil ? (
            <>
              <label className="kq-teacher-field" htmlFor={`${id}-pupil`}>
                {t('classFolder.teacher.releasePlayer')}
              </label>
              <div className="kq-cf-actions">
                <select
                  id={`${id}-pupil`}
                  className="kq-cf-select"
                  value={pupil.id}
                  aria-describedby={`${id}-release-help`}
                  onChange={(event) => {
                    setReleaseId(event.target.value);
                    setReleaseOutcome(NONE);
                  }}
                >
                  {players.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
                <button type="submit" className="btn" disabled={releaseOutcome.kind === 'busy'}>
                  {releaseOutcome.kind === 'busy'
                    ? t('classFolder.teacher.releasing')
                    : t('classFolder.teacher.release')}
                </button>
              </div>
            </>
          ) : (
            <p>{t('classFolder.teacher.noPlayers')}</p>
          )}
          <OutcomeLine outcome={releaseOutcome} testId="class-folder-release-result" />
        </form>
      ) : null}
    </section>
  );
}

/** The result of an action: a polite status when it worked, an alert when it failed. */
function OutcomeLine({ outcome, testId }: { outcome: Outcome; testId: string }) {
  if (outcome.kind === 'failed') {
    return (
      <p className="kq-teacher-error" role="alert" data-testid={testId}>
        {outcome.text}
      </p>
    );
  }
  return (
    <p className="kq-cf-result" role="status" data-testid={testId}>
      {outcome.kind === 'done' ? outcome.text : ''}
    </p>
  );
}
