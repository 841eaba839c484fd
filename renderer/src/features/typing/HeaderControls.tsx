import type { ReactNode } from 'react';
import { Icon } from '../../assets/art';
import { useT } from '../../i18n';
import type { PlayFrom } from '../../store';
import { Tooltip } from '../../ui/Tooltip';
import { WAY_BACK_LABEL } from '../results/wayBackLabel';
import { SettingsButton } from '../settings/SettingsButton';

/** Whether the run can be started, stopped, resumed, or neither (finished). */
export type RunControl = 'start' | 'stop' | 'resume' | 'none';

/** Props of {@link HeaderControls}. */
export interface HeaderControlsProps {
  /** The stage's name, shown as the page heading. */
  title: string;
  /** Study or battle, shown beside the title. */
  modeLabel: string;
  /** What the start/stop button does now. */
  control: RunControl;
  /** The screen the stage was started from, where the way back goes (and which its label names). */
  backTo: PlayFrom;
  onBack: () => void;
  onControl: () => void;
  /** The clock (rendered by the page so that only it subscribes to time). */
  clock: ReactNode;
}

/**
 * The typing page's header: back to where the stage was started, the stage title, the clock,
 * start/stop and settings.
 */
export function HeaderControls({
  title,
  modeLabel,
  control,
  backTo,
  onBack,
  onControl,
  clock,
}: HeaderControlsProps) {
  const t = useT();
  const backLabel = t(WAY_BACK_LABEL[backTo]);
  const controlLabel =
    control === 'stop' ? t('typing.stop') : control === 'resume' ? t('typing.resume') : t('typing.start');
  return (
    <header className="typing-header">
      <Tooltip label={backLabel}>
        <button type="button" className="btn btn-icon" aria-label={backLabel} onClick={onBack}>
          <Icon name="back" />
        </button>
      </Tooltip>
      <h1 className="typing-header-title">
        {title}
        <span className="typing-header-mode">{modeLabel}</span>
      </h1>
      <div className="typing-header-group">
        {clock}
        <Tooltip label={controlLabel}>
          <button
            type="button"
            className="btn btn-icon"
            aria-label={controlLabel}
            onClick={onControl}
            disabled={control === 'none'}
            data-testid="run-control"
          >
            <Icon name={control === 'stop' ? 'stop' : 'play'} />
          </button>
        </Tooltip>
        <SettingsButton />
      </div>
    </header>
  );
}
