import type { Story } from '@ladle/react';
import { ImeBanner } from './ImeBanner';
import '../features/typing/typing.css';

/** Shown while Japanese input is on: 「半角英数にしてね（半角/全角キー）」. */
export const Shown: Story = () => (
  <div className="answer-area" style={{ marginTop: '8rem' }}>
    <p>…</p>
    <ImeBanner visible />
  </div>
);

export default { title: 'Typing / IME banner' };
