import type { Story } from '@ladle/react';
import { HpBar } from './HpBar';
import './typing.css';

/** Full, half and low HP for the demon and the hero; low HP adds stripes as well as a colour. */
export const Levels: Story = () => (
  <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem', padding: '1rem' }}>
    <HpBar label="かずコウモリの HP" value={100} max={100} tone="enemy" />
    <HpBar label="かずコウモリの HP" value={45} max={100} tone="enemy" />
    <HpBar label="ゆうしゃの HP" value={80} max={100} tone="player" />
    <HpBar label="ゆうしゃの HP" value={20} max={100} tone="player" />
  </div>
);

export default { title: 'Typing / HP bars' };
