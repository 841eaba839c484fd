import { memo } from 'react';
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

/** The question card: which question this is, the Japanese prompt (with furigana) and its picture. */
export const QuestionPanel = memo(function QuestionPanel({ ja, img, number, total }: QuestionPanelProps) {
  const t = useT();
  return (
    <section className="question-panel" aria-labelledby="question-prompt">
      <p className="question-progress">{t('typing.progress', { number, total })}</p>
      <div className={img ? 'question-body question-body--picture' : 'question-body'}>
        {/* Decorative: the prompt beside it already says what it shows, and a screen reader reads the prompt. */}
        {img ? <img className="question-picture" src={img} alt="" /> : null}
        <div>
          <p className="question-ask">{t('typing.prompt')}</p>
          <p id="question-prompt" className="question-prompt" lang="ja">
            <FuriganaText text={ja} />
          </p>
        </div>
      </div>
    </section>
  );
});
