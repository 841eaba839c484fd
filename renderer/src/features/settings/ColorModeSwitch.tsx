import { updateSettings, useAppDispatch, useAppSelector } from '../../store';
import { ColorModeButton } from '../../ui/ColorModeButton';

/** The colour-mode button bound to the player's setting: a press applies and saves the next mode. */
export function ColorModeSwitch() {
  const mode = useAppSelector((state) => state.settings.colorMode);
  const dispatch = useAppDispatch();
  return <ColorModeButton mode={mode} onChange={(colorMode) => dispatch(updateSettings({ colorMode }))} />;
}
