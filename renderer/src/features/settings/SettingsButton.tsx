import { Icon } from '../../assets/art';
import { useT } from '../../i18n';
import { settingsOpened, useAppDispatch } from '../../store';
import { Tooltip } from '../../ui/Tooltip';

/** The gear icon button that opens the settings drawer; any screen's header can place it. */
export function SettingsButton() {
  const t = useT();
  const dispatch = useAppDispatch();
  const label = t('settings.open');
  return (
    <Tooltip label={label}>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={label}
        onClick={() => dispatch(settingsOpened())}
      >
        <Icon name="settings" />
      </button>
    </Tooltip>
  );
}
