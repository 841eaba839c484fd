import type { Story } from '@ladle/react';
import { PhaseNotice } from './PhaseNotice';
import './typing.css';

/** The three notices: look and type, type from memory, and battle. */
export const All: Story = () => (
  <div style={{ display: 'grid', gap: '0.75rem', padding: '1rem', justifyItems: 'start' }}>
    <PhaseNotice phase="study" />
    <PhaseNotice phase="recall" />
    <PhaseNotice phase="battle" />
  </div>
);

export default { title: 'Typing / Phase notice' };
