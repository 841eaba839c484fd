import { action, type Story } from '@ladle/react';
import type { PlayFrom } from '../../store';
import { HeaderControls, type RunControl } from './HeaderControls';
import './typing.css';

function Clock() {
  return <p className="battle-clock">1:23</p>;
}

const header = (control: RunControl, modeLabel: string, backTo: PlayFrom = 'map') => (
  <HeaderControls
    title="かず 1〜10"
    modeLabel={modeLabel}
    control={control}
    backTo={backTo}
    onBack={action(`back to ${backTo}`)}
    onControl={action(control)}
    clock={<Clock />}
  />
);

/** Before the run: the play button starts it. Every icon button has a tooltip on hover and focus. */
export const ReadyToStart: Story = () => header('start', 'れんしゅう');
/** While typing: the button stops (pauses) the run. */
export const Running: Story = () => header('stop', 'バトル');
/** Stopped: the button continues. */
export const Paused: Story = () => header('resume', 'バトル');
/** A stage chosen in the word library: the way back says it returns there. */
export const FromTheLibrary: Story = () => header('start', 'れんしゅう', 'library');
/** After the run: start/stop is disabled. */
export const Finished: Story = () => header('none', 'れんしゅう');

export default { title: 'Typing / Header controls' };
