import { memo } from 'react';
import { furiganaToBase } from '../../../../core/text/parseFurigana';
import { useT } from '../../i18n';
import { FuriganaText } from '../../ui/FuriganaText';

/** Props of {@link QuestionPanel}. */
export interface QuestionPanelProps {
  /** The Japanese prompt; readings in full-width brackets become furigana. */
  ja: string;
  /** An optional picture of the word (URL or bundled asset path), shown beside the prompt as decoration. */
  img: string | null;
  /** 1-based number of the question and how many the run has. */
  number: number;
  total: number;
}

/**
 * A prompt longer than this many letters (without its readings) is set smaller: a key sentence keeps to
 * two or three lines inside the card on a small laptop.
 */
export const LONG_PROMPT_LETTERS = 10;

/** The question card: which question this is, the Japanese prompt (with furigana) and its picture. */
export const QuestionPanel = memo(function QuestionPanel({ ja, img, number, total }: QuestionPanelProps) {
  const t = useT();
  const long = furiganaToBase(ja).length > LONG_PROMPT_LETTERS;
  return (
    <section className="question-panel" aria-labelledby="question-prompt">
      <p className="question-progress">{t('typing.progress', { number, total })}</p>
      <div className={img ? 'question-body question-body--picture' : 'question-body'}>
        {/* Decorative: the prompt beside it already says what it shows, and a screen reader reads the prompt. */}
        {img ? <img className="question-picture" src={img} alt="" /> : null}
        <div>
          <p className="question-ask">{t('typing.prompt')}</p>
          <p
            id="question-prompt"
            className="question-prompt"
            lang="ja"
            data-length={long ? 'long' : undefined}
          >
            <FuriganaText text={ja} />
          </p>
        </div>
      </div>
    </section>
  );
});
