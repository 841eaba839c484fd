import type { Story } from '@ladle/react';
import { useState } from 'react';
import { getDemon } from '../../assets/art';
import { DamageMotion } from './DamageMotion';
import './typing.css';

/** Press the button to hit the demon: it shakes and flashes and the damage floats up (a still outline under reduced motion). */
export const Hit: Story = () => {
  const [hits, setHits] = useState(0);
  const Demon = getDemon('week-golem');
  return (
    <div style={{ padding: '2rem', width: '16rem' }}>
      <button type="button" className="btn btn-primary" onClick={() => setHits((n) => n + 1)}>
        Hit
      </button>
      <DamageMotion hitCount={hits} damage={10}>
        <Demon size="12rem" />
      </DamageMotion>
    </div>
  );
};

/** The demon has fallen. */
export const Defeated: Story = () => {
  const Demon = getDemon('colour-ghost');
  return (
    <div style={{ padding: '2rem', width: '16rem' }}>
      <DamageMotion hitCount={3} damage={10} defeated>
        <Demon size="12rem" />
      </DamageMotion>
    </div>
  );
};

export default { title: 'Typing / Damage motion' };
