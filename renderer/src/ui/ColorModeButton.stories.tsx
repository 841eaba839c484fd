import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { ColorMode } from '../../../core/contract';
import { ColorModeButton } from './ColorModeButton';

/** Press it to step through light, dark and "follow the computer"; in the game the whole page follows. */
export const Default: Story = () => {
  const [mode, setMode] = useState<ColorMode>('light');
  return (
    <div style={{ padding: '2rem' }}>
      <ColorModeButton mode={mode} onChange={setMode} />
    </div>
  );
};

export default { title: 'UI / Colour-mode button' };
