import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { Band } from '../../../../core/bank/bankTerms';
import {
  type ClassFileRefusal,
  type HandoutFile,
  type HandoutPreview,
  parseHandout,
  previewHandout,
} from '../../../../core/handin';
import { WORLDS } from '../../data/worlds';
import { failureText, type MessageKey, useLanguage, useT } from '../../i18n';
import { readPickedFiles } from '../../platform/web/files';
import { getWebHost } from '../../platform/web/webHost';
import { useAppDispatch } from '../../store';
import { HandinFrame } from './HandinFrame';
import { applyHandout, readDeviceChoices, readKnownStages } from './handinThunks';

/** Props of {@link HandoutOpenDialog}. */
export interface HandoutOpenDialogProps {
  open: boolean;
  onClose: () => void;
}

type Step =
  | { kind: 'pick' }
  | { kind: 'reading' }
  | { kind: 'refused'; message: string }
  | { kind: 'preview'; handout: HandoutFile; preview: HandoutPreview }
  | { kind: 'applying'; handout: HandoutFile; preview: HandoutPreview }
  | { kind: 'applied' };

/**
 * 「はいふ用ファイルを ひらく」: the pupil picks the hand-out their teacher gave, reads what it will
 * open and which word lists it adds, and applies it on this device. A damaged or wrong file is
 * named and changes nothing. Only the web edition offers it (the desktop app has teacher mode).
 */
export function HandoutOpenDialog({ open, onClose }: HandoutOpenDialogProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const here = getWebHost() !== null;

  useEffect(() => {
    if (open) setStep({ kind: 'pick' });
  }, [open]);

  const refused = (message: string) => setStep({ kind: 'refused', message });

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.currentTarget.files ? Array.from(event.currentTarget.files) : [];
    event.currentTarget.value = '';
    if (files.length === 0) return;
    setStep({ kind: 'reading' });
    const [file] = await readPickedFiles(files.slice(0, 1));
    const parsed = parseHandout(file?.bytes ?? new Uint8Array());
    if (!parsed.ok) {
      refused(t(`handout.refused.${parsed.refusal satisfies ClassFileRefusal}` as MessageKey));
      return;
    }
    const [device, known] = await Promise.all([dispatch(readDeviceChoices()), dispatch(readKnownStages())]);
    if (!device.ok) {
      refused(t('handout.applyFailed', { message: failureText(t, device.error) }));
      return;
    }
    const preview = previewHandout(parsed.value, device.value, known);
    setStep({ kind: 'preview', handout: parsed.value, preview });
  };

  const apply = async () => {
    if (step.kind !== 'preview' || step.preview.tooManyLists) return;
    setStep({ ...step, kind: 'applying' });
    const answer = await dispatch(applyHandout(step.handout, step.preview));
    if (answer === null) refused(t('handout.notHere'));
    else if (!answer.ok) refused(t('handout.applyFailed', { message: failureText(t, answer.error) }));
    else setStep({ kind: 'applied' });
  };

  // A world's name with its school years, as teacher mode names it.
  const worldLabel = (band: Band) => {
    const world = WORLDS.find((w) => w.band === band);
    if (!world) return band;
    return t('teacher.worlds.label', {
      name: language === 'en' ? world.nameEn : world.nameJa,
      years: t(`library.band.${band}`),
    });
  };
  const worlds = (bands: readonly Band[]) => bands.map(worldLabel).join(language === 'en' ? ', ' : '、');

  return (
    <HandinFrame
      open={open}
      onClose={onClose}
      title={t('handout.open')}
      describedBy={`${id}-help`}
      className="kq-handout-preview"
      data-testid="handout-open"
      data-step={step.kind}
      actions={
        <>
          {here && (step.kind === 'pick' || step.kind === 'refused') ? (
            <button type="button" className="btn btn-primary" onClick={() => input.current?.click()}>
              {t('handout.pick')}
            </button>
          ) : null}
          {step.kind === 'preview' || step.kind === 'applying' ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void apply()}
              disabled={step.preview.tooManyLists}
              aria-disabled={step.kind === 'applying' ? true : undefined}
              data-testid="handout-apply"
            >
              {step.kind === 'applying' ? t('handout.applying') : t('handout.apply')}
            </button>
          ) : null}
          <button type="button" className="btn" onClick={onClose}>
            {step.kind === 'applied' ? t('handin.close') : t('handin.cancel')}
          </button>
        </>
      }
    >
      {!here ? (
        <p id={`${id}-help`}>{t('handout.notHere')}</p>
      ) : step.kind === 'applied' ? (
        <p id={`${id}-help`} role="status" data-testid="handout-applied">
          {t('handout.applied')}
        </p>
      ) : step.kind === 'preview' || step.kind === 'applying' ? (
        <>
          <p id={`${id}-help`}>
            <strong>{t('handout.previewTitle', { title: step.preview.title })}</strong>{' '}
            {t('handout.previewHelp')}
          </p>
          <ul data-testid="handout-preview">
            <li>
              {step.preview.worlds.length === 0
                ? t('handout.worldsNone')
                : t('handout.worlds', { worlds: worlds(step.preview.worlds) })}
            </li>
            {step.preview.newWorlds.length > 0 ? (
              <li>{t('handout.newWorlds', { worlds: worlds(step.preview.newWorlds) })}</li>
            ) : null}
            {step.preview.closedWorlds.length > 0 ? (
              <li>{t('handout.closedWorlds', { worlds: worlds(step.preview.closedWorlds) })}</li>
            ) : null}
            <li>
              {t('handout.stages', {
                count: step.preview.openStages.length,
                fresh: step.preview.newStages,
              })}
            </li>
            <li>{t('handout.today', { count: step.preview.todayStages.length })}</li>
          </ul>
          <p>{t('handout.lists')}</p>
          {step.preview.lists.length === 0 ? (
            <p>{t('handout.listsNone')}</p>
          ) : (
            <ul data-testid="handout-lists">
              {step.preview.lists.map((list) => (
                <li key={list.id} data-action={list.action}>
                  {t(list.action === 'add' ? 'handout.listAdd' : 'handout.listReplace', {
                    title: list.title,
                    words: list.words,
                  })}
                </li>
              ))}
            </ul>
          )}
          {step.preview.unknownStages.length > 0 ? (
            <p>{t('handout.unknown', { count: step.preview.unknownStages.length })}</p>
          ) : null}
          {step.preview.tooManyLists ? (
            <p role="alert" className="kq-handin-error">
              {t('handout.tooMany')}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p id={`${id}-help`}>{t('handout.openHelp')}</p>
          {step.kind === 'refused' ? (
            <div role="alert" data-testid="handout-refused">
              <p className="kq-handin-error">{step.message}</p>
              <p>{t('handout.unchanged')}</p>
            </div>
          ) : null}
          {step.kind === 'reading' ? <p role="status">{t('handout.reading')}</p> : null}
        </>
      )}
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept=".json,application/json"
        onChange={(event) => void picked(event)}
        data-testid="handout-file"
      />
    </HandinFrame>
  );
}
