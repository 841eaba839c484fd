import { BANDS } from '../../../../core/bank/bankTerms';
import { useT } from '../../i18n';
import { openBand, selectBandStatus, useAppDispatch, useAppSelector } from '../../store';

/** A button that loads again every world whose stages failed to load; nothing while none failed. */
export function RetryWorldsButton() {
  const t = useT();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectBandStatus);
  const failed = BANDS.filter((band) => status[band] === 'failed');
  if (failed.length === 0) return null;
  return (
    <button
      type="button"
      className="btn"
      onClick={() => {
        for (const band of failed) void dispatch(openBand(band));
      }}
    >
      {t('worlds.retry')}
    </button>
  );
}
