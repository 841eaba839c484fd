import { useT } from '../../i18n';
import type { DefeatCause, PersistenceStatus } from '../../store';

/** Props of {@link ResultsNotes}. */
export interface ResultsNotesProps {
  /** What took the player's HP, for a lost battle; null otherwise. */
  defeatCause: DefeatCause | null;
  /** Where the save of this run's progress stands. */
  save: PersistenceStatus['progressSave'];
}

/**
 * Two short lines under the results' figures: why a battle was lost (so a defeat with 100% accuracy
 * never reads as a perfect run) and whether the progress was saved. The save status is told here, in
 * place, rather than in a notice that would cover the figures.
 */
export function ResultsNotes({ defeatCause, save }: ResultsNotesProps) {
  const t = useT();
  return (
    <div className="results-notes">
      {defeatCause ? (
        <p className="results-defeat-cause" data-testid="results-defeat-cause" data-cause={defeatCause}>
          {t(`results.defeatBy.${defeatCause}`)}
        </p>
      ) : null}
      <p className="results-save" role="status" data-save={save} data-testid="results-save">
        {save === 'saved'
          ? `✓ ${t('toast.saved')}`
          : save === 'saving'
            ? t('toast.saving')
            : save === 'failed'
              ? t('toast.saveFailed')
              : ''}
      </p>
    </div>
  );
}
