import { useId } from 'react';
import { useT } from '../../i18n';
import type { KeyConfusion } from '../../store';
import { JIS_KEYS, JIS_SIZE, type KeyCap, keyForChar } from './jisLayout';

const UNIT = 40;
const PAD = 4;

/** Props of {@link JisKeyboard}. */
export interface JisKeyboardProps {
  /** Confused key pairs, most frequent first; the first `maxPairs` are drawn. */
  confusions: readonly KeyConfusion[];
  maxPairs?: number;
}

function centre(k: KeyCap) {
  return { x: (k.x + k.w / 2) * UNIT, y: (k.y + 0.5) * UNIT };
}

/**
 * A picture of a JIS keyboard, drawn in SVG, showing the keys a player mixes up: each key the answer
 * wanted is red with a thick edge, each key typed instead is blue with a dashed edge, and an arrow runs
 * from the wanted key to the typed one, thicker the more often it happened. The picture has a title
 * and a description, and the same pairs are listed in words beside it, so nothing depends on colour.
 */
export function JisKeyboard({ confusions, maxPairs = 8 }: JisKeyboardProps) {
  const t = useT();
  const titleId = useId();
  const descId = useId();
  const arrowId = useId();
  const pairs = confusions
    .map((c) => ({ ...c, from: keyForChar(c.expected), to: keyForChar(c.typed) }))
    .filter((p) => p.from !== undefined && p.to !== undefined)
    .slice(0, maxPairs);
  const expected = new Set(pairs.map((p) => p.from?.id));
  const typed = new Set(pairs.map((p) => p.to?.id));
  const most = Math.max(1, ...pairs.map((p) => p.count));
  const shown = (c: string) => (c === ' ' ? t('notebook.space') : c);

  return (
    <figure className="kq-keyboard">
      <figcaption id={titleId} className="kq-notebook-section-title">
        {t('notebook.keyboardTitle')}
      </figcaption>
      <svg
        viewBox={`${-PAD} ${-PAD} ${JIS_SIZE.width * UNIT + PAD * 2} ${JIS_SIZE.height * UNIT + PAD * 2}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className="kq-keyboard-svg"
        data-testid="jis-keyboard"
      >
        <title>{t('notebook.keyboardTitle')}</title>
        <desc id={descId}>
          {t('notebook.keyboardDesc')}{' '}
          {pairs
            .map((p) =>
              t('notebook.confusionCount', {
                expected: shown(p.expected),
                typed: shown(p.typed),
                count: p.count,
              }),
            )
            .join(' / ')}
        </desc>
        <defs>
          <marker
            id={arrowId}
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="5"
            markerHeight="5"
            orient="auto"
          >
            <path d="M0 0 L10 5 L0 10 z" className="kq-keyboard-arrowhead" />
          </marker>
        </defs>
        {JIS_KEYS.map((k) => {
          const kind = expected.has(k.id) ? 'expected' : typed.has(k.id) ? 'typed' : 'plain';
          const both = expected.has(k.id) && typed.has(k.id);
          return (
            <g
              key={k.id}
              data-key={k.id}
              data-kind={both ? 'both' : kind}
              className={`kq-key kq-key-${kind}`}
            >
              <rect
                x={k.x * UNIT + 2}
                y={k.y * UNIT + 2}
                width={k.w * UNIT - 4}
                height={UNIT - 4}
                rx={6}
                strokeDasharray={kind === 'typed' || both ? '5 3' : undefined}
              />
              {k.label ? (
                <text x={(k.x + k.w / 2) * UNIT} y={(k.y + 0.5) * UNIT + 5} textAnchor="middle">
                  {k.label}
                </text>
              ) : null}
            </g>
          );
        })}
        {pairs.map((p) => {
          if (!p.from || !p.to || p.from.id === p.to.id) return null;
          const a = centre(p.from);
          const b = centre(p.to);
          return (
            <line
              key={`${p.expected}→${p.typed}`}
              x1={a.x}
              y1={a.y}
              x2={b.x}
              y2={b.y}
              className="kq-keyboard-arrow"
              strokeWidth={2 + (4 * p.count) / most}
              markerEnd={`url(#${arrowId})`}
            />
          );
        })}
      </svg>
      {pairs.length === 0 ? (
        <p className="kq-notebook-muted">{t('notebook.keyboardNone')}</p>
      ) : (
        <ul className="kq-keyboard-pairs">
          {pairs.map((p) => (
            <li key={`${p.expected}→${p.typed}`}>
              <kbd className="kq-kbd-expected">{shown(p.expected)}</kbd> →{' '}
              <kbd className="kq-kbd-typed">{shown(p.typed)}</kbd>{' '}
              {t('notebook.confusionCount', {
                expected: shown(p.expected),
                typed: shown(p.typed),
                count: p.count,
              })}
            </li>
          ))}
        </ul>
      )}
      <p className="kq-legend" aria-hidden="true">
        <span className="kq-legend-expected">{t('notebook.legendExpected')}</span>
        <span className="kq-legend-typed">{t('notebook.legendTyped')}</span>
      </p>
    </figure>
  );
}
