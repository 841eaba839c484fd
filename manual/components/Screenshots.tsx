import { useLang, withBase } from '@rspress/core/runtime';
import { buildFacts } from './buildFacts';

const emptyNote = {
  ja: 'まだ スクリーンショットが ありません。',
  en: 'No screenshots yet.',
};

/**
 * The game's screens in play order, from the manifest the screenshot spec writes: the pictures of
 * the page's language, captioned and described in that language.
 */
export function Screenshots() {
  const lang = useLang() === 'en' ? 'en' : 'ja';
  if (buildFacts.screenshots.length === 0) return <p className="kq-shots-empty">{emptyNote[lang]}</p>;
  return (
    <ol className="kq-shots">
      {buildFacts.screenshots.map((shot) => (
        <li key={shot.name} data-shot={shot.name}>
          <figure>
            <img src={withBase(`/screenshots/${shot.files[lang]}`)} alt={shot.alt[lang]} loading="lazy" />
            <figcaption>{shot.caption[lang]}</figcaption>
          </figure>
        </li>
      ))}
    </ol>
  );
}
