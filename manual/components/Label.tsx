import { useLang } from '@rspress/core/runtime';
import { gameText, type ManualLanguage } from './gameText';

/** Props of {@link Label}. */
export interface LabelProps {
  /** The game's message key, e.g. `notebook.battle`. */
  k: string;
  /**
   * Words for the message's placeholders, e.g. `{ world: '…' }` for `{world}`; a placeholder the
   * page names but the message lacks throws, so the quote cannot silently drift from the game.
   */
  values?: Record<string, string>;
}

/** A button or heading of the game, quoted in the page's language exactly as the game shows it. */
export function Label({ k, values }: LabelProps) {
  const language: ManualLanguage = useLang() === 'en' ? 'en' : 'ja';
  const open = language === 'ja' ? '「' : '“';
  const close = language === 'ja' ? '」' : '”';
  let text = gameText(language, k);
  for (const [name, value] of Object.entries(values ?? {})) {
    const placeholder = `{${name}}`;
    if (!text.includes(placeholder)) throw new Error(`The game's text "${k}" has no ${placeholder}`);
    text = text.replaceAll(placeholder, value);
  }
  return (
    <span className="kq-label">
      {open}
      {text}
      {close}
    </span>
  );
}
