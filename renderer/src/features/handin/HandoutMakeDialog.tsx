import { type FormEvent, useEffect, useId, useState } from 'react';
import { wordListTitleSchema } from '../../../../core/contract';
import type { DeviceChoices } from '../../../../core/handin';
import { failureText, useT } from '../../i18n';
import { useAppDispatch } from '../../store';
import { HandinFrame } from './HandinFrame';
import { readDeviceChoices, type SaveFileFn, saveHandout } from './handinThunks';

/** Props of {@link HandoutMakeDialog}. */
export interface HandoutMakeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Saves the file (the browser's save; tests pass their own). */
  save?: SaveFileFn;
}

type Status =
  | { kind: 'loading' }
  | { kind: 'ready'; device: DeviceChoices }
  | { kind: 'saving'; device: DeviceChoices }
  | { kind: 'saved'; file: string }
  | { kind: 'failed'; message: string; device: DeviceChoices | null };

const monthDay = (date: Date) => `${date.getMonth() + 1}/${date.getDate()}`;

/**
 * Teacher mode's 「配布用ファイルを作る」: the saved choices (worlds and stages opened, today's stages)
 * and the word lists as one hand-out file, titled by the teacher, for pupils to open on their own
 * devices.
 */
export function HandoutMakeDialog({ open, onClose, save }: HandoutMakeDialogProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const id = useId();
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });

  useEffect(() => {
    if (!open) return;
    setTried(false);
    setTitle(t('handout.defaultTitle', { date: monthDay(new Date()) }));
    setStatus({ kind: 'loading' });
    let live = true;
    void dispatch(readDeviceChoices()).then((answer) => {
      if (!live) return;
      setStatus(
        answer.ok
          ? { kind: 'ready', device: answer.value }
          : { kind: 'failed', message: failureText(t, answer.error), device: null },
      );
    });
    return () => {
      live = false;
    };
  }, [open, dispatch, t]);

  const titleOk = wordListTitleSchema.safeParse(title).success;
  const device =
    status.kind === 'ready' || status.kind === 'saving' || status.kind === 'failed' ? status.device : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!titleOk || device === null || status.kind === 'saving') return;
    setStatus({ kind: 'saving', device });
    const answer = await dispatch(saveHandout(title, save));
    setStatus(
      answer.ok
        ? { kind: 'saved', file: answer.value }
        : { kind: 'failed', message: failureText(t, answer.error), device },
    );
  };

  return (
    <HandinFrame
      open={open}
      onClose={onClose}
      title={t('handout.make')}
      describedBy={`${id}-help`}
      onSubmit={(event) => void submit(event)}
      data-testid="handout-make"
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('handout.close')}
          </button>
          {status.kind !== 'saved' ? (
            <button
              type="submit"
              className="btn btn-primary"
              disabled={device === null}
              aria-disabled={status.kind === 'saving' ? true : undefined}
              data-testid="handout-save"
            >
              {t('handout.save')}
            </button>
          ) : null}
        </>
      }
    >
      <p id={`${id}-help`}>{t('handout.makeHelp')}</p>
      {status.kind === 'loading' ? <p role="status">{t('handout.loading')}</p> : null}
      {device ? (
        <p data-testid="handout-summary">
          {t('handout.summary', {
            worlds: device.choices.openWorlds.length,
            stages: device.choices.openStages.length,
            today: device.choices.todayStages.length,
            lists: device.lists.length,
          })}
        </p>
      ) : null}
      {status.kind !== 'saved' ? (
        <label>
          <span>{t('handout.title')}</span>
          <input
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            aria-invalid={tried && !titleOk ? true : undefined}
            aria-describedby={tried && !titleOk ? `${id}-title-error` : undefined}
            data-testid="handout-title"
          />
          {tried && !titleOk ? (
            <p id={`${id}-title-error`} className="kq-handin-error">
              {t('handout.error.title')}
            </p>
          ) : null}
        </label>
      ) : null}
      <p
        role="status"
        className={status.kind === 'failed' ? 'kq-handin-error' : undefined}
        data-testid="handout-status"
      >
        {status.kind === 'saving'
          ? t('handout.saving')
          : status.kind === 'saved'
            ? t('handout.saved', { file: status.file })
            : status.kind === 'failed'
              ? t('handout.failed', { message: status.message })
              : ''}
      </p>
    </HandinFrame>
  );
}
