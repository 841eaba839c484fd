import { withBase } from '@rspress/core/runtime';
import { buildFacts } from './buildFacts';
import { captionFor } from './captionFor';

/** Props of {@link Screenshots}. */
export interface ScreenshotsProps {
  lang: 'ja' | 'en';
}

const emptyNote = {
  ja: 'まだ スクリーンショットが ありません。end-to-end テストを 実行してから マニュアルを ビルドすると、ここに 表示されます。',
  en: 'No screenshots yet. Run the end-to-end tests, then build the manual, and they appear here.',
};

/** A gallery of the game's screenshots copied into the manual by its build. */
export function Screenshots({ lang }: ScreenshotsProps) {
  if (buildFacts.screenshots.length === 0) return <p className="kq-shots-empty">{emptyNote[lang]}</p>;
  return (
    <div className="kq-shots">
      {buildFacts.screenshots.map((file) => (
        <figure key={file}>
          <img src={withBase(`/screenshots/${file}`)} alt={captionFor(file)} loading="lazy" />
          <figcaption>{captionFor(file)}</figcaption>
        </figure>
      ))}
    </div>
  );
}
