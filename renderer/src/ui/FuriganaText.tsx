import { parseFurigana } from '../../../core/text/parseFurigana';

/** Renders a prompt like 「1月（いちがつ）」 with the reading as furigana (`<ruby>`) over the kanji. */
export function FuriganaText({ text }: { text: string }) {
  return (
    <>
      {parseFurigana(text).map((part, i) =>
        'base' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <ruby key={i}>
            {part.base}
            <rp>（</rp>
            <rt>{part.reading}</rt>
            <rp>）</rp>
          </ruby>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
