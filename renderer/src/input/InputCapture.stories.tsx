import type { Story } from '@ladle/react';
import { useState } from 'react';
import '../features/typing/typing.css';
import type { GameInput, ImeReason } from './gameInput';
import { InputCapture } from './InputCapture';

/**
 * Type here: every key becomes an abstract input (char, backspace, hint on Tab, skip on Ctrl+Enter or
 * F2, escape, enter). Turn on Japanese input to see the IME state; click outside to see the
 * "click here to continue" cover.
 */
export const Playground: Story = () => {
  const [log, setLog] = useState<string[]>([]);
  const [ime, setIme] = useState<ImeReason | null>(null);
  const onInput = (input: GameInput) =>
    setLog((l) => [...l.slice(-11), input.type === 'key' ? `key "${input.char}"` : input.type]);
  return (
    <div style={{ padding: '1rem', maxWidth: '32rem' }}>
      <div className="answer-area" style={{ minHeight: '8rem' }}>
        <p>IME: {ime ?? 'off'}</p>
        <ol>
          {log.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a log only grows at the end
            <li key={i}>{line}</li>
          ))}
        </ol>
        <InputCapture onInput={onInput} onIme={setIme} blocked={false} />
      </div>
    </div>
  );
};

export default { title: 'Typing / Input capture' };
