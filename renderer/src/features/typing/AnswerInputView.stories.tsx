import type { Story } from '@ladle/react';
import { AnswerInputView } from './AnswerInputView';
import './typing.css';

const box = (child: React.ReactNode) => <div style={{ padding: '1rem', maxWidth: '40rem' }}>{child}</div>;

/** Study: the answer is shown and typed over; right letters are green with a solid underline. */
export const Study: Story = () =>
  box(
    <AnswerInputView
      answer="January"
      typed="Jan"
      correctMap={[true, true, true]}
      guide="January"
      hintStep={0}
      active
    />,
  );
/** A wrong letter: red, wavy underline and a ✕ mark; Backspace removes it. */
export const Mistake: Story = () =>
  box(
    <AnswerInputView
      answer="Monday"
      typed="Mun"
      correctMap={[true, false, true]}
      guide="Monday"
      hintStep={0}
      active
    />,
  );
/** Recall or battle: the answer is hidden; empty slots show its length and gaps show spaces. */
export const Hidden: Story = () =>
  box(<AnswerInputView answer="How are you?" typed="" correctMap={[]} guide="" hintStep={0} active />);
/** Hint step 1: listen. */
export const HintSpoken: Story = () =>
  box(<AnswerInputView answer="apple" typed="" correctMap={[]} guide="" hintStep={1} active />);
/** Hint step 2: the first letter of each word. */
export const HintPattern: Story = () =>
  box(
    <AnswerInputView
      answer="How are you?"
      typed="H"
      correctMap={[true]}
      guide="H__ a__ y__?"
      hintStep={2}
      active
    />,
  );
/** Hint step 3: the whole answer. */
export const HintWhole: Story = () =>
  box(<AnswerInputView answer="seven" typed="" correctMap={[]} guide="seven" hintStep={3} active />);

export default { title: 'Typing / Answer input view' };
