import type { Story } from '@ladle/react';
import { useState } from 'react';
import { SlideOverlay } from './SlideOverlay';

const SCREENS = ['map', 'typing', 'results'] as const;

/** Press the button to change screens and watch the sweep (a fade under reduced motion). */
export const Transition: Story = () => {
  const [index, setIndex] = useState(0);
  const screen = SCREENS[index % SCREENS.length] ?? 'map';
  return (
    <div style={{ padding: '2rem' }}>
      <p>
        Screen: <strong>{screen}</strong>
      </p>
      <button type="button" className="btn btn-primary" onClick={() => setIndex((n) => n + 1)}>
        Next screen
      </button>
      <SlideOverlay screenKey={screen} />
    </div>
  );
};

export default { title: 'Screens / Slide overlay' };
