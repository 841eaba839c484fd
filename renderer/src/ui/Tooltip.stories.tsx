import type { Story } from '@ladle/react';
import { Tooltip } from './Tooltip';

/** Hover or Tab to the button: the bubble appears; Escape hides it. */
export const OnIconButton: Story = () => (
  <div style={{ padding: '3rem' }}>
    <Tooltip label="せってい">
      <button type="button" className="btn btn-icon" aria-label="せってい">
        ⚙
      </button>
    </Tooltip>
  </div>
);

/** A bubble placed above its button. */
export const Above: Story = () => (
  <div style={{ padding: '4rem 3rem 1rem' }}>
    <Tooltip label="Back to the map" placement="top">
      <button type="button" className="btn btn-icon" aria-label="Back to the map">
        ←
      </button>
    </Tooltip>
  </div>
);

export default { title: 'UI / Tooltip' };
