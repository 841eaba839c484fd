/** Props of {@link Ruby}. */
export interface RubyProps {
  /** The word in kanji. */
  children: string;
  /** Its reading in hiragana. */
  r: string;
}

/**
 * A kanji word with its reading above it, for pupils who have not learnt the kanji yet. Browsers
 * without ruby support show the reading in brackets after the word.
 */
export function Ruby({ children, r }: RubyProps) {
  return (
    <ruby>
      {children}
      <rp>（</rp>
      <rt>{r}</rt>
      <rp>）</rp>
    </ruby>
  );
}
