import type { Story } from '@ladle/react';
import { ColorModeButton } from './ColorModeButton';

/** Press it to step through light, dark and "follow the computer"; the whole page follows. */
export const Default: Story = () => (
  <div style={{ padding: '2rem' }}>
    <ColorModeButton />
  </div>
);

export default { title: 'UI / Colour-mode button' };
