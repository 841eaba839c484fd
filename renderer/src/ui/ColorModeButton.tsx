import type { ColorMode } from '../../../core/contract';
import { Icon, type IconName } from '../assets/art';
import { useT } from '../i18n';
import { Tooltip } from './Tooltip';

/** The order the button steps through: light → dark → follow the computer → light. */
export const NEXT_COLOR_MODE: Record<ColorMode, ColorMode> = {
  light: 'dark',
  dark: 'system',
  system: 'light',
};

const MODE_ICON: Record<ColorMode, IconName> = { light: 'sun', dark: 'moon', system: 'auto' };

/** Props of {@link ColorModeButton}. */
export interface ColorModeButtonProps {
  /** The colour mode in force. */
  mode: ColorMode;
  /** Called with the next mode of {@link NEXT_COLOR_MODE} when the button is pressed. */
  onChange: (next: ColorMode) => void;
}

/** An icon button that switches the colour mode (light, dark, follow the computer) at once. */
export function ColorModeButton({ mode, onChange }: ColorModeButtonProps) {
  const t = useT();
  const label = t('colorMode.button', { mode: t(`colorMode.${mode}`) });
  return (
    <Tooltip label={label}>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={label}
        data-mode={mode}
        onClick={() => onChange(NEXT_COLOR_MODE[mode])}
      >
        <Icon name={MODE_ICON[mode]} />
      </button>
    </Tooltip>
  );
}
