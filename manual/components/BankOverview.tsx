import { useLang } from '@rspress/core/runtime';
import { BANDS, type Band, bankFileSchema } from '../../core/bank/bankEntry';
import { BAND_LABELS } from '../../core/bank/bankLabels';
import { bankStages } from '../../core/bank/bankStages';
import type { BankFileData } from './BandWords';

/** Props of {@link BankOverview}: every data file of the bank, as the page imports them. */
export type BankOverviewProps = Record<Band | 'sentences', BankFileData>;

const HEADINGS = {
  ja: ['学年', '単語・表現', '重要文', 'ステージ'],
  en: ['School years', 'Words and phrases', 'Key sentences', 'Stages'],
} as const;

/** How many words, key sentences and stages each band has, and the whole bank, counted from the data at build time. */
export function BankOverview(props: BankOverviewProps) {
  const lang = useLang() === 'en' ? 'en' : 'ja';
  const sentences = bankFileSchema.shape.entries.parse(props.sentences.entries);
  const rows = BANDS.map((band) => {
    const words = bankFileSchema.shape.entries.parse(props[band].entries);
    const own = sentences.filter((e) => e.band === band);
    return { band, words: words.length, sentences: own.length, stages: bankStages(band, words, own).length };
  });
  const total = (key: 'words' | 'sentences' | 'stages') => rows.reduce((sum, row) => sum + row[key], 0);
  return (
    <table className="kq-bank__overview">
      <thead>
        <tr>
          {HEADINGS[lang].map((heading) => (
            <th key={heading}>{heading}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.band}>
            <td>{BAND_LABELS[row.band][lang]}</td>
            <td>{row.words}</td>
            <td>{row.sentences}</td>
            <td>{row.stages}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{lang === 'ja' ? '合計' : 'Total'}</th>
          <td>{total('words')}</td>
          <td>{total('sentences')}</td>
          <td>{total('stages')}</td>
        </tr>
      </tfoot>
    </table>
  );
}
