import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  FIRST_LOCK_MS,
  MAX_LOCK_MS,
  MAX_WRONG_TRIES,
  type TeacherPinScope,
  teacherPinSchema,
} from '../../../../core/contract';
import { failureText, useLanguage, useT } from '../../i18n';
import { unlockTeacherMode, useAppDispatch } from '../../store';
import { PinField } from './PinField';

/** Props of {@link UnlockForm}. */
export interface UnlockFormProps {
  /** Whose PIN is asked: this PC's (the default), the class's, or the one IT set. */
  scope?: TeacherPinScope;
  /** Until when wrong tries keep teacher mode shut (ISO 8601), as main said last, or null. */
  lockedUntil: string | null;
  /** A notice to show above the form (teacher mode locked itself while idle). */
  notice?: string | null;
  /** The right PIN: the token, for the page's memory only. */
  onUnlocked: (token: string) => void;
  /** Main says there is no PIN any more, or its file is damaged: the page asks main again. */
  onStatusChanged: () => void;
}

/** A time of day in the player's language, to the second (a lock lasts one minute at first). */
function clockTime(iso: string, language: 'ja' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));
}

/**
 * The PIN form of a PC whose teacher PIN is set. Main checks the PIN; a wrong one opens nothing and
 * says so, and after several wrong tries the form stays shut until the time main gives.
 */
export function UnlockForm({
  lockedUntil,
  notice = null,
  onUnlocked,
  onStatusChanged,
  scope = 'pc',
}: UnlockFormProps) {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [lock, setLock] = useState<string | null>(lockedUntil);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    input.current?.focus();
  }, []);

  // The form opens again by itself when the lock ends.
  useEffect(() => {
    if (lock === null) return undefined;
    const left = Date.parse(lock) - Date.now();
    if (!(left > 0)) {
      setLock(null);
      return undefined;
    }
    const timer = setTimeout(() => setLock(null), Math.min(left + 250, 0x7fff_ffff));
    return () => clearTimeout(timer);
  }, [lock]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || lock !== null) return;
    if (!teacherPinSchema.safeParse(pin).success) {
      setError(t('teacher.pin.format'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    const answer = await dispatch(unlockTeacherMode(pin));
    setBusy(false);
    setPin('');
    input.current?.focus();
    if (answer === null || !answer.ok) {
      setError(t('teacher.unlock.failed', { message: answer ? failureText(t, answer.error) : '' }));
      return;
    }
    const result = answer.value;
    if (result.ok) {
      onUnlocked(result.token);
      return;
    }
    if (result.reason === 'wrong-pin') {
      setError(t('teacher.unlock.wrong'));
      setLock(result.lockedUntil);
    } else if (result.reason === 'locked') {
      setError(null);
      setLock(result.lockedUntil);
    } else {
      onStatusChanged();
    }
  };

  const describedBy = [error ? `${id}-error` : '', lock ? `${id}-lock` : ''].filter(Boolean).join(' ');
  return (
    <form className="kq-teacher-card" onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('teacher.unlock.title')}</h2>
      {notice ? (
        <p className="kq-teacher-notice" role="status">
          {notice}
        </p>
      ) : null}
      <p>
        {t(
          scope === 'class'
            ? 'teacher.unlock.introClass'
            : scope === 'it'
              ? 'teacher.unlock.introIt'
              : 'teacher.unlock.intro',
        )}
      </p>
      <PinField
        id={`${id}-pin`}
        label={t('teacher.unlock.pin')}
        inputRef={input}
        autoComplete="current-password"
        value={pin}
        onChange={setPin}
        invalid={error !== null}
        describedBy={describedBy || undefined}
      />
      <div role="alert" className="kq-teacher-error">
        {error ? <p id={`${id}-error`}>{error}</p> : null}
        {lock ? (
          <p id={`${id}-lock`} data-testid="teacher-locked">
            {t('teacher.unlock.locked', { time: clockTime(lock, language) })}
          </p>
        ) : null}
      </div>
      <p className="kq-teacher-hint">
        {t('teacher.unlock.lockRule', {
          tries: MAX_WRONG_TRIES,
          first: FIRST_LOCK_MS / 60_000,
          max: MAX_LOCK_MS / 60_000,
        })}
      </p>
      <button type="submit" className="btn btn-primary" disabled={busy || lock !== null}>
        {t('teacher.unlock.submit')}
      </button>
    </form>
  );
}
