import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { Failure, Result } from '../../../../core/contract';
import type { RosterPlan } from '../../../../core/roster/planRoster';
import { failureText, useT } from '../../i18n';
import { useAppDispatch } from '../../store';
import { Dialog } from '../../ui/Dialog';
import {
  applyRoster,
  exportLeavers,
  type PickedRoster,
  previewRoster,
  readRosterFiles,
  removeLeavers,
  undoRoster,
} from './rosterThunks';

/** A player the last import did not find in the roster. */
interface Leaver {
  id: string;
  name: string;
}

/** Props of {@link RosterSection}. */
export interface RosterSectionProps {
  /** Teacher mode's token, held by the teacher page. */
  token: string;
  /** Teacher mode was locked or expired meanwhile. */
  onExpired: () => void;
}

type Step =
  | { kind: 'idle'; notice: string | null }
  | { kind: 'reading' }
  | { kind: 'preview'; picked: PickedRoster; plan: RosterPlan };

/**
 * Teacher mode's 「名簿を読み込む」: pick the roster's files, see what importing would do (new, unchanged,
 * moving class, not in the roster) for the classes this place keeps, then import; the last import can
 * be undone, and the records of players not in the roster saved before anyone is removed.
 */
export function RosterSection({ token, onExpired }: RosterSectionProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  // The preview's buttons go away on import: focus stays in the section, on what may come next.
  const pickButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const helpId = useId();
  const [step, setStep] = useState<Step>({ kind: 'idle', notice: null });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [leavers, setLeavers] = useState<Leaver[]>([]);
  const missingIds = leavers.map((l) => l.id);
  // Whether the leavers' records were saved since the import; removing without it needs a tick.
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [withoutExport, setWithoutExport] = useState(false);
  const confirmTextId = useId();
  // Set when the preview closes; the focus moves once the preview's buttons are gone from the page.
  const [focusPick, setFocusPick] = useState(false);
  useEffect(() => {
    if (!focusPick) return;
    pickButton.current?.focus();
    setFocusPick(false);
  }, [focusPick]);

  /** Shows a refusal; a lost token sends the teacher back to the PIN. */
  const refused = (answer: Extract<Result<unknown>, { ok: false }>) => {
    if (answer.error.code === 'not-unlocked') {
      onExpired();
      return;
    }
    setFailure(answer.error);
  };

  const preview = async (picked: PickedRoster, classes: string[] | null) => {
    setFailure(null);
    const answer = await dispatch(previewRoster(token, picked, classes));
    if (!answer.ok) {
      refused(answer);
      setStep({ kind: 'idle', notice: null });
      return;
    }
    setStep({ kind: 'preview', picked, plan: answer.value });
  };

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const list = event.currentTarget.files ? Array.from(event.currentTarget.files) : [];
    // Cleared so the same files can be picked again after they are corrected.
    event.currentTarget.value = '';
    if (list.length === 0) return;
    setStep({ kind: 'reading' });
    await preview(await readRosterFiles(list), null);
  };

  const toggleClass = (id: string) => {
    if (step.kind !== 'preview') return;
    const chosen = step.plan.chosen.includes(id)
      ? step.plan.chosen.filter((c) => c !== id)
      : [...step.plan.chosen, id];
    void preview(step.picked, chosen);
  };

  const apply = async () => {
    if (step.kind !== 'preview') return;
    const answer = await dispatch(applyRoster(token, step.picked, step.plan.chosen));
    if (!answer.ok) {
      refused(answer);
      return;
    }
    setLeavers(
      step.plan.rows.flatMap((row) =>
        row.kind === 'missing' && row.playerId ? [{ id: row.playerId, name: row.name }] : [],
      ),
    );
    setSaved(false);
    setStep({ kind: 'idle', notice: t('roster.applied') });
    setFocusPick(true);
  };

  const undo = async () => {
    setFailure(null);
    const answer = await dispatch(undoRoster(token));
    if (!answer.ok) {
      refused(answer);
      return;
    }
    setLeavers([]);
    setStep({ kind: 'idle', notice: t('roster.undone', answer.value) });
  };

  const saveLeavers = async () => {
    setFailure(null);
    const answer = await dispatch(exportLeavers(token, missingIds));
    if (!answer.ok) {
      refused(answer);
      return;
    }
    setSaved(true);
    setStep({ kind: 'idle', notice: t('roster.leavers.saved', { file: answer.value }) });
  };

  const askRemove = () => {
    setFailure(null);
    setWithoutExport(false);
    setConfirming(true);
  };

  const remove = async () => {
    setConfirming(false);
    const answer = await dispatch(removeLeavers(token, missingIds, !saved && withoutExport));
    if (!answer.ok) {
      refused(answer);
      return;
    }
    setLeavers([]);
    setStep({ kind: 'idle', notice: t('roster.leavers.removed', answer.value) });
    setFocusPick(true);
  };

  return (
    <section className="kq-roster" aria-labelledby={headingId} data-testid="roster-section">
      <h2 id={headingId}>{t('roster.heading')}</h2>
      <p>{t('roster.intro')}</p>
      <p id={helpId}>{t('roster.pick.help')}</p>
      <div className="kq-roster-actions">
        <button
          ref={pickButton}
          type="button"
          className="btn"
          aria-describedby={helpId}
          onClick={() => input.current?.click()}
          data-testid="roster-pick"
        >
          {t('roster.pick')}
        </button>
        <button type="button" className="btn btn-link" onClick={() => void undo()} data-testid="roster-undo">
          {t('roster.undo')}
        </button>
        {missingIds.length > 0 ? (
          <button
            type="button"
            className="btn"
            onClick={() => void saveLeavers()}
            data-testid="roster-leavers"
          >
            {t('roster.leavers')}
          </button>
        ) : null}
        {missingIds.length > 0 ? (
          <button type="button" className="btn" onClick={askRemove} data-testid="roster-leavers-remove">
            {t('roster.leavers.remove')}
          </button>
        ) : null}
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('roster.leavers.confirmTitle')}
        describedBy={confirmTextId}
      >
        <div data-testid="roster-leavers-confirm">
          <p id={confirmTextId}>
            {t('roster.leavers.confirmNames', {
              count: leavers.length,
              names: leavers.map((l) => l.name).join('、'),
            })}
          </p>
          {saved ? null : (
            <>
              <p>{t('roster.leavers.notSaved')}</p>
              <label>
                <input
                  type="checkbox"
                  checked={withoutExport}
                  onChange={(event) => setWithoutExport(event.currentTarget.checked)}
                  data-testid="roster-leavers-without-export"
                />{' '}
                {t('roster.leavers.withoutExport')}
              </label>
            </>
          )}
          <div className="kq-roster-actions">
            <button
              type="button"
              className="btn btn-danger"
              disabled={!saved && !withoutExport}
              onClick={() => void remove()}
              data-testid="roster-leavers-remove-confirm"
            >
              {t('roster.leavers.confirm')}
            </button>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              {t('roster.leavers.keep')}
            </button>
          </div>
        </div>
      </Dialog>
      {missingIds.length > 0 ? <p>{t('roster.leavers.help')}</p> : null}
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        multiple
        accept=".zip,.csv,.tsv,.txt"
        onChange={(event) => void picked(event)}
        data-testid="roster-files"
      />
      {failure ? (
        <p role="alert" data-testid="roster-error">
          {failureText(t, failure)}
        </p>
      ) : null}
      {step.kind === 'reading' ? <p role="status">{t('roster.reading')}</p> : null}
      {step.kind === 'idle' && step.notice ? (
        <p role="status" data-testid="roster-notice">
          {step.notice}
        </p>
      ) : null}
      {step.kind === 'preview' ? (
        <RosterPreview
          plan={step.plan}
          onToggleClass={toggleClass}
          onApply={() => void apply()}
          onCancel={() => {
            setStep({ kind: 'idle', notice: null });
            setFocusPick(true);
          }}
        />
      ) : null}
    </section>
  );
}

/** The preview: the classes kept here, the counts, and one row per pupil or player. */
function RosterPreview({
  plan,
  onToggleClass,
  onApply,
  onCancel,
}: {
  plan: RosterPlan;
  onToggleClass: (id: string) => void;
  onApply: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <div className="kq-roster-preview" data-testid="roster-preview">
      {plan.schoolYear ? <p>{t('roster.schoolYear', { year: plan.schoolYear })}</p> : null}
      <fieldset>
        <legend>{t('roster.classes')}</legend>
        {plan.classes.map((found) => (
          <label key={found.id} className="kq-roster-class">
            <input
              type="checkbox"
              checked={plan.chosen.includes(found.id)}
              onChange={() => onToggleClass(found.id)}
            />{' '}
            {found.name}（{found.pupils}）
          </label>
        ))}
      </fieldset>
      <p role="status" data-testid="roster-counts">
        {t('roster.counts', plan.counts)}
      </p>
      <table className="table table-sm">
        <caption>{t('roster.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('roster.col.kind')}</th>
            <th scope="col">{t('roster.col.class')}</th>
            <th scope="col">{t('roster.col.number')}</th>
            <th scope="col">{t('roster.col.name')}</th>
            <th scope="col">{t('roster.col.kana')}</th>
            <th scope="col">{t('roster.col.from')}</th>
          </tr>
        </thead>
        <tbody>
          {plan.rows.map((row, i) => (
            <tr key={row.playerId ?? `new-${i}`} data-kind={row.kind}>
              <td>{t(`roster.kind.${row.kind}`)}</td>
              <td>{row.className ?? ''}</td>
              <td>{row.number ?? ''}</td>
              <th scope="row">{row.name}</th>
              <td>{row.kana ?? ''}</td>
              <td>{row.fromClass ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="kq-roster-actions">
        <button type="button" className="btn btn-primary" onClick={onApply} data-testid="roster-apply">
          {t('roster.apply')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t('roster.cancel')}
        </button>
      </div>
    </div>
  );
}
