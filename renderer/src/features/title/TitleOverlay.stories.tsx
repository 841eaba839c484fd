import { action, type Story } from '@ladle/react';
import { TitleOverlay } from './TitleOverlay';

/** The title screen; Enter, Space, Escape or a click starts. */
export const Title: Story = () => <TitleOverlay onStart={action('start')} />;

export default { title: 'Screens / Title overlay' };
