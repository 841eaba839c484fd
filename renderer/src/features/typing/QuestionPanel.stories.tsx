import type { Story } from '@ladle/react';
import dog from '@twemoji/svg/1f436.svg';
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
/** A word with its picture (Twemoji, CC-BY 4.0), shown beside the prompt as decoration. */
export const Picture: Story = () => <QuestionPanel ja="いぬ" img={dog} number={2} total={10} />;

export default { title: 'Typing / Question panel' };
