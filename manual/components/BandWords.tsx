import { useLang } from '@rspress/core/runtime';
import { type Band, type BankEntry, bankFileSchema } from '../../core/bank/bankEntry';
import { BAND_LABELS, entryKindLabel } from '../../core/bank/bankLabels';
import { type BankStage, bankStages } from '../../core/bank/bankStages';
import { stageTitle } from '../../core/bank/themeTitles';
import './bankWords.css';

/** A bank data file as the page imports it (`e34.json`, `sentences.json`). */
export interface BankFileData {
  entries: unknown;
}

/** Props of {@link BandWords}. */
export interface BandWordsProps {
  band: Band;
  /** The band's data file. */
  words: BankFileData;
  /** The key sentences of every band; only this band's are shown. */
  sentences: BankFileData;
}

/** The anchor of a stage on its band's page, e.g. `stage-e34-animals-1`. */
export function stageAnchor(stage: Pick<BankStage, 'id'>): string {
  return `stage-${stage.id.replace(/\./g, '-')}`;
}

const COLUMNS = {
  ja: { en: '英語', ja: '日本語', kind: '品詞', sentenceKind: '文法', entries: '語', print: '印刷する' },
  en: {
    en: 'English',
    ja: 'Japanese',
    kind: 'Part of speech',
    sentenceKind: 'Grammar',
    entries: 'entries',
    print: 'Print',
  },
} as const;

/**
 * Every stage of one band, in the order the game plays them: the stage's title as pupils see it, then
 * a table of its entries (English, the Japanese of the bank as it is, part of speech or grammar point).
 * Drawn from the game's own data when the manual is built; prints one stage per block.
 */
export function BandWords({ band, words, sentences }: BandWordsProps) {
  const lang = useLang() === 'en' ? 'en' : 'ja';
  const text = COLUMNS[lang];
  const own = bankFileSchema.shape.entries.parse(words.entries);
  const keySentences = bankFileSchema.shape.entries.parse(sentences.entries).filter((e) => e.band === band);
  const stages = bankStages(band, own, keySentences);
  const byId = new Map<string, BankEntry>([...own, ...keySentences].map((e) => [e.id, e]));
  const count = (n: number) => `${n} ${text.entries}`;
  return (
    <div className="kq-bank" data-band={band}>
      <p className="kq-bank__summary">
        {BAND_LABELS[band][lang]}: {count(byId.size)} / {stages.length}{' '}
        {lang === 'ja' ? 'ステージ' : 'stages'}{' '}
        <button type="button" className="kq-bank__print" onClick={() => window.print()}>
          {text.print}
        </button>
      </p>
      <nav className="kq-bank__contents" aria-label={lang === 'ja' ? 'ステージの一覧' : 'Stages'}>
        <ol>
          {stages.map((stage) => (
            <li key={stage.id}>
              <a href={`#${stageAnchor(stage)}`}>{stageTitle(stage, lang)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {stages.map((stage, index) => (
        <section key={stage.id} className="kq-bank__stage" id={stageAnchor(stage)}>
          <h2>
            <span className="kq-bank__number">{index + 1}.</span> {stageTitle(stage, lang)}
            <span className="kq-bank__meta">
              {count(stage.entryIds.length)} · <code>{stage.id}</code>
            </span>
          </h2>
          <table className="kq-bank__table">
            <thead>
              <tr>
                <th>{text.en}</th>
                <th>{text.ja}</th>
                <th>{stage.kind === 'sentences' ? text.sentenceKind : text.kind}</th>
              </tr>
            </thead>
            <tbody>
              {stage.entryIds.map((id) => {
                const entry = byId.get(id)!;
                return (
                  <tr key={id}>
                    <td lang="en">{entry.en}</td>
                    <td lang="ja">{entry.ja}</td>
                    <td>{entryKindLabel(entry, lang)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
