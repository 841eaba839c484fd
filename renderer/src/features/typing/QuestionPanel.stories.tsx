import type { Story } from '@ladle/react';
import { QuestionPanel } from './QuestionPanel';
import './typing.css';

/** A prompt in kana. */
export const Kana: Story = () => <QuestionPanel ja="いぬ" img={null} number={1} total={10} />;
/** Kanji get their reading as furigana: 「1月（いちがつ）」. */
export const Furigana: Story = () => <QuestionPanel ja="1月（いちがつ）" img={null} number={1} total={12} />;
/** Several readings in one phrase. */
export const Phrase: Story = () => (
  <QuestionPanel ja="月曜日（げつようび）と 火曜日（かようび）" img={null} number={3} total={7} />
);

export default { title: 'Typing / Question panel' };
