import { useLang } from '@rspress/core/runtime';
import { gameText, type ManualLanguage } from './gameText';

/** Props of {@link Label}. */
export interface LabelProps {
  /** The game's message key, e.g. `notebook.battle`. */
  k: string;
}

/** A button or heading of the game, quoted in the page's language exactly as the game shows it. */
export function Label({ k }: LabelProps) {
  const language: ManualLanguage = useLang() === 'en' ? 'en' : 'ja';
  const open = language === 'ja' ? '「' : '“';
  const close = language === 'ja' ? '」' : '”';
  return (
    <span className="kq-label">
      {open}
      {gameText(language, k)}
      {close}
    </span>
  );
}
