import type { ColorMode } from '../../../electron/contract';
import { Icon, type IconName } from '../assets/art';
import { useT } from '../i18n';
import { updateSettings, useAppDispatch, useAppSelector } from '../store';
import { Tooltip } from './Tooltip';

/** The order the button steps through: light → dark → follow the computer → light. */
export const NEXT_COLOR_MODE: Record<ColorMode, ColorMode> = {
  light: 'dark',
  dark: 'system',
  system: 'light',
};

const MODE_ICON: Record<ColorMode, IconName> = { light: 'sun', dark: 'moon', system: 'auto' };

/** An icon button that switches the colour mode (light, dark, follow the computer) at once. */
export function ColorModeButton() {
  const t = useT();
  const mode = useAppSelector((state) => state.settings.colorMode);
  const dispatch = useAppDispatch();
  const label = t('colorMode.button', { mode: t(`colorMode.${mode}`) });
  return (
    <Tooltip label={label}>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={label}
        data-mode={mode}
        onClick={() => dispatch(updateSettings({ colorMode: NEXT_COLOR_MODE[mode] }))}
      >
        <Icon name={MODE_ICON[mode]} />
      </button>
    </Tooltip>
  );
}
