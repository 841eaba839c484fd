import { useLang } from '@rspress/core/runtime';
import type { Band } from '../../core/bank/bankTerms';
import { WORLDS, worldOf } from '../../renderer/src/data/worlds';
import { gameText, type ManualLanguage } from './gameText';

const pageLanguage = (lang: string): ManualLanguage => (lang === 'en' ? 'en' : 'ja');

/** Props of {@link WorldName}. */
export interface WorldNameProps {
  /** The world's band, e.g. `e34`. */
  band: Band;
}

/** A world's name in the page's language, as the game's world data spells it. */
export function WorldName({ band }: WorldNameProps) {
  const world = worldOf(band);
  return <span className="kq-label">{pageLanguage(useLang()) === 'en' ? world.nameEn : world.nameJa}</span>;
}

/** The five worlds in travel order, each with the school years whose words it holds, from the game's data. */
export function WorldTable() {
  const language = pageLanguage(useLang());
  return (
    <table className="kq-table kq-worlds-table">
      <thead>
        <tr>
          <th>{gameText(language, 'worlds.list')}</th>
          <th>{gameText(language, 'library.bands')}</th>
        </tr>
      </thead>
      <tbody>
        {WORLDS.map((world) => (
          <tr key={world.band} data-band={world.band}>
            <td>{language === 'en' ? world.nameEn : world.nameJa}</td>
            <td>{gameText(language, `library.band.${world.band}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
