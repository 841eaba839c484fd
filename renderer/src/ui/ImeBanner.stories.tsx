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

/** On a Chromebook or a Mac: the 英数 key. */
export const Eisu: Story = () => (
  <div className="answer-area" style={{ marginTop: '8rem' }}>
    <p>…</p>
    <ImeBanner visible keys="eisu" />
  </div>
);

/** On an iPad's on-screen keyboard: the globe key. */
export const Touch: Story = () => (
  <div className="answer-area" style={{ marginTop: '8rem' }}>
    <p>…</p>
    <ImeBanner visible keys="touch" />
  </div>
);

export default { title: 'Typing / IME banner' };
