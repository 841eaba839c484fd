import { type FormEvent, useEffect, useId, useState } from 'react';
import { profileNameSchema } from '../../../../core/contract';
import { classNameSchema, MAX_CLASS_NUMBER } from '../../../../core/handin/handinFile';
import { failureText, type MessageKey, useT } from '../../i18n';
import { useAppDispatch } from '../../store';
import { HandinFrame } from './HandinFrame';
import { readHandinPlayer, type SaveFileFn, saveHandin } from './handinThunks';

/** Props of {@link HandinDialog}. */
export interface HandinDialogProps {
  open: boolean;
  onClose: () => void;
  /** Saves the file (the browser's save; tests pass their own). */
  save?: SaveFileFn;
}

type Status =
  | { kind: 'editing' }
  | { kind: 'saving' }
  | { kind: 'saved'; file: string }
  | { kind: 'failed'; message: string };

/** Why a field cannot be used, as a message key, or null when it can. */
function problemsOf(
  name: string,
  className: string,
  number: string,
): Record<'name' | 'className' | 'number', MessageKey | null> & { value: number | null } {
  const whole = /^[0-9０-９]+$/.test(number.trim()) ? Number(number.trim().normalize('NFKC')) : Number.NaN;
  return {
    name: profileNameSchema.safeParse(name).success ? null : 'handin.error.name',
    className: classNameSchema.safeParse(className).success ? null : 'handin.error.className',
    number: number.trim() === '' || (whole >= 1 && whole <= MAX_CLASS_NUMBER) ? null : 'handin.error.number',
    value: number.trim() === '' ? null : whole,
  };
}

/**
 * 「ていしゅつ用ファイルを つくる」: the pupil writes their name (filled in from the player playing),
 * class and number, and their progress is saved as a hand-in file for the teacher's assignment.
 */
export function HandinDialog({ open, onClose, save }: HandinDialogProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const id = useId();
  const [name, setName] = useState('');
  const [className, setClassName] = useState('');
  const [number, setNumber] = useState('');
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });

  useEffect(() => {
    if (!open) return;
    setStatus({ kind: 'editing' });
    setTried(false);
    let live = true;
    void dispatch(readHandinPlayer()).then((player) => {
      if (live && player.name) setName((typed) => typed || player.name);
    });
    return () => {
      live = false;
    };
  }, [open, dispatch]);

  const problems = problemsOf(name, className, number);
  const shown = (key: MessageKey | null) => (tried ? key : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (status.kind === 'saving' || problems.name || problems.className || problems.number) return;
    setStatus({ kind: 'saving' });
    const answer = await dispatch(saveHandin({ name, className, number: problems.value }, save));
    setStatus(
      answer.ok
        ? { kind: 'saved', file: answer.value }
        : { kind: 'failed', message: failureText(t, answer.error) },
    );
  };

  const field = (
    key: 'name' | 'className' | 'number',
    value: string,
    set: (next: string) => void,
    extra: { autoComplete?: string; inputMode?: 'numeric' } = {},
  ) => {
    const problem = shown(problems[key]);
    return (
      <label>
        <span>{t(`handin.${key}`)}</span>
        <input
          value={value}
          onChange={(event) => set(event.currentTarget.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${key}-error` : undefined}
          data-testid={`handin-${key}`}
          {...extra}
        />
        {problem ? (
          <p id={`${id}-${key}-error`} className="kq-handin-error">
            {t(problem)}
          </p>
        ) : null}
      </label>
    );
  };

  return (
    <HandinFrame
      open={open}
      onClose={onClose}
      title={t('handin.make')}
      describedBy={`${id}-intro`}
      onSubmit={status.kind === 'saved' ? undefined : (event) => void submit(event)}
      actions={
        status.kind === 'saved' ? (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('handin.close')}
          </button>
        ) : (
          <>
            <button type="button" className="btn" onClick={onClose}>
              {t('handin.cancel')}
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              aria-disabled={status.kind === 'saving' ? true : undefined}
              data-testid="handin-save"
            >
              {t('handin.save')}
            </button>
          </>
        )
      }
    >
      {status.kind === 'saved' ? (
        <p role="status" data-testid="handin-saved">
          {t('handin.saved', { file: status.file })}
        </p>
      ) : (
        <>
          <p id={`${id}-intro`}>{t('handin.intro')}</p>
          {field('name', name, setName, { autoComplete: 'off' })}
          {field('className', className, setClassName, { autoComplete: 'off' })}
          {field('number', number, setNumber, { inputMode: 'numeric', autoComplete: 'off' })}
          <p role="status" className={status.kind === 'failed' ? 'kq-handin-error' : undefined}>
            {status.kind === 'saving'
              ? t('handin.saving')
              : status.kind === 'failed'
                ? t('handin.failed', { message: status.message })
                : ''}
          </p>
        </>
      )}
    </HandinFrame>
  );
}
