import type { BandId, SchoolCheckResult } from '../../../../core/contract';
import type { CheckForm } from '../../../../core/schoolcheck/buildCheckForms';
import { scoreSchoolCheck } from '../../../../core/schoolcheck/scoreSchoolCheck';
import type { WordOutcome } from '../../engine/types';
import { type AppThunk, schoolCheckRecorded } from '../../store';

/**
 * Scores a finished check at the store's clock, keeps it in the progress (which saves it) and
 * answers it with the pupil's previous check of the same year, for the encouragement.
 */
export function recordSchoolCheck(
  form: CheckForm,
  recall: readonly WordOutcome[],
  keying: readonly WordOutcome[],
): AppThunk<{ result: SchoolCheckResult; previous: SchoolCheckResult | null }> {
  return (dispatch, getState, deps) => {
    const band: BandId = form.band;
    const previous =
      (getState().level.snapshot.schoolChecks ?? []).filter((c) => c.band === band).at(-1) ?? null;
    const result = scoreSchoolCheck({
      band,
      form: form.form,
      at: deps.now(),
      asked: form.recall,
      recall,
      keying,
    });
    dispatch(schoolCheckRecorded(result));
    return { result, previous };
  };
}
