import type { Story } from '@ladle/react';
import { useState } from 'react';
import { DEMON_IDS } from '../../assets/art';
import { EnemyLayer } from './EnemyLayer';
import './typing.css';

/** A battle demon with its HP bar; the button deals one answer's damage. */
export const Battle: Story<{ demon: string }> = ({ demon }) => {
  const [hp, setHp] = useState(60);
  const [hits, setHits] = useState(0);
  return (
    <div style={{ padding: '1rem', width: '20rem' }}>
      <button
        type="button"
        className="btn"
        onClick={() => {
          setHp((v) => Math.max(0, v - 10));
          setHits((n) => n + 1);
        }}
      >
        -10
      </button>
      <EnemyLayer demonId={demon} hp={hp} maxHp={60} hitCount={hits} damage={10} />
    </div>
  );
};
Battle.args = { demon: 'number-bat' };
Battle.argTypes = { demon: { options: [...DEMON_IDS], control: { type: 'select' } } };

/** In study the demon loses one blow of HP per word typed, two of five words done here. */
export const Study: Story = () => (
  <div style={{ padding: '1rem', width: '16rem' }}>
    <EnemyLayer demonId="month-slime" hp={30} maxHp={50} hitCount={2} damage={10} />
  </div>
);

/** Every demon, the demon king last. */
export const AllDemons: Story = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: '1rem' }}>
    {DEMON_IDS.map((id) => (
      <div key={id} style={{ width: '14rem' }}>
        <EnemyLayer demonId={id} hp={30} maxHp={50} hitCount={0} damage={0} />
      </div>
    ))}
  </div>
);

export default { title: 'Typing / Enemy layer' };
