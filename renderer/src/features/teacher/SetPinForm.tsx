import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type TeacherPinScope, teacherPinSchema } from '../../../../core/contract';
import { failureText, useT } from '../../i18n';
import { setTeacherPin, unlockTeacherMode, useAppDispatch } from '../../store';
import { PinField } from './PinField';

/** Props of {@link SetPinForm}. */
export interface SetPinFormProps {
  /** The PIN was set and opened teacher mode at once: the token, for the page's memory only. */
  onUnlocked: (token: string) => void;
  /** Main refused because a PIN exists (set meanwhile) or its file is damaged: the page asks main again. */
  onStatusChanged: () => void;
  /** Where the PIN will live: this PC only (the default), or the class folder every PC of the class reads. */
  scope?: TeacherPinScope;
}

/**
 * The first use of teacher mode on a PC: a PIN of 4 to 8 digits typed twice. Main hashes and keeps it;
 * the form says where, and how IT resets it. The PIN just set then opens teacher mode.
 */
export function SetPinForm({ onUnlocked, onStatusChanged, scope = 'pc' }: SetPinFormProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const second = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    first.current?.focus();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!teacherPinSchema.safeParse(pin).success) {
      setError(t('teacher.pin.format'));
      first.current?.focus();
      return;
    }
    if (pin !== again) {
      setError(t('teacher.setPin.mismatch'));
      setAgain('');
      second.current?.focus();
      return;
    }
    setBusy(true);
    const answer = await dispatch(setTeacherPin(pin));
    if (answer === null || !answer.ok) {
      setBusy(false);
      setError(t('teacher.setPin.failed', { message: answer ? failureText(t, answer.error) : '' }));
      return;
    }
    if (!answer.value.ok) {
      setBusy(false);
      if (answer.value.reason === 'pin-set') setError(t('teacher.setPin.taken'));
      onStatusChanged();
      return;
    }
    const unlocked = await dispatch(unlockTeacherMode(pin));
    setBusy(false);
    if (unlocked?.ok && unlocked.value.ok) onUnlocked(unlocked.value.token);
    else onStatusChanged();
  };

  return (
    <form className="kq-teacher-card" onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('teacher.setPin.title')}</h2>
      {scope === 'class' ? (
        <>
          <p>{t('teacher.setPin.introClass')}</p>
          <ul className="kq-teacher-notes">
            <li>{t('teacher.setPin.keptClass')}</li>
            <li>{t('teacher.setPin.resetClass')}</li>
          </ul>
        </>
      ) : (
        <>
          <p>{t('teacher.setPin.intro')}</p>
          <p data-testid="teacher-pin-this-pc">
            <strong>{t('teacher.setPin.thisPcOnly')}</strong>
          </p>
          <ul className="kq-teacher-notes">
            <li>{t('teacher.setPin.kept')}</li>
            <li>{t('teacher.setPin.reset')}</li>
          </ul>
        </>
      )}
      <PinField
        id={`${id}-pin`}
        label={t('teacher.setPin.pin')}
        inputRef={first}
        autoComplete="new-password"
        value={pin}
        onChange={setPin}
        invalid={error === t('teacher.pin.format')}
        describedBy={error ? `${id}-error` : undefined}
      />
      <PinField
        id={`${id}-again`}
        label={t('teacher.setPin.again')}
        inputRef={second}
        autoComplete="new-password"
        value={again}
        onChange={setAgain}
        invalid={error === t('teacher.setPin.mismatch')}
        describedBy={error ? `${id}-error` : undefined}
      />
      <p id={`${id}-error`} className="kq-teacher-error" role="alert">
        {error}
      </p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('teacher.setPin.submit')}
      </button>
    </form>
  );
}
