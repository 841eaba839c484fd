import { useLang } from '@rspress/core/runtime';
import { gameText, type ManualLanguage } from './gameText';

/** Props of {@link Rules}. */
export interface RulesProps {
  /** Keys of the rules table (renderer/src/i18n/rulesText.ts), in the order to list them. */
  keys: string[];
}

/** The typing rules as a list, in the words the engine's tests check (see rulesText.ts). */
export function Rules({ keys }: RulesProps) {
  const language: ManualLanguage = useLang() === 'en' ? 'en' : 'ja';
  return (
    <ul className="kq-rules">
      {keys.map((key) => (
        <li key={key} data-rule={key}>
          {gameText(language, key)}
        </li>
      ))}
    </ul>
  );
}
