import { useId } from 'react';
import type { WordOutcome } from '../../engine';
import { useT } from '../../i18n';
import { toSeconds } from '../../ui/formatClock';

const BAR_HEIGHT = 18;
const GAP = 8;
const LABEL_WIDTH = 120;
const CHART_WIDTH = 420;
const VALUE_WIDTH = 56;

/**
 * A small horizontal bar chart in plain SVG: the time each question took to clear (red when it had a
 * mistake or a hint). Skipped or unfinished questions get a short striped bar and a word, so the chart
 * does not rely on colour. The same figures are listed for screen readers.
 */
export function TimeChart({ outcomes }: { outcomes: readonly WordOutcome[] }) {
  const t = useT();
  const titleId = useId();
  const patternId = useId();
  const undoneLabel = (o: WordOutcome) =>
    o.skipped ? t('results.chartSkipped') : t('results.chartUnfinished');
  const longest = Math.max(1, ...outcomes.map((o) => o.finishMs ?? 0));
  const barSpace = CHART_WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = Math.max(1, outcomes.length) * (BAR_HEIGHT + GAP);
  return (
    <figure className="time-chart">
      <figcaption id={titleId} className="results-section-title">
        {t('results.chartTitle')}
      </figcaption>
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        className="time-chart-svg"
        data-testid="time-chart"
      >
        <title>{t('results.chartTitle')}</title>
        <defs>
          <pattern
            id={patternId}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" className="time-chart-skip-bg" />
            <line x1="0" y1="0" x2="0" y2="6" className="time-chart-skip-line" strokeWidth="3" />
          </pattern>
        </defs>
        {outcomes.map((o, i) => {
          const y = i * (BAR_HEIGHT + GAP);
          const done = o.cleared && o.finishMs !== null;
          const width = done ? Math.max(4, ((o.finishMs ?? 0) / longest) * barSpace) : 24;
          const flawed = o.mistakes > 0 || o.hintSteps > 0;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per question in play order
            <g key={i} transform={`translate(0 ${y})`}>
              <text x={LABEL_WIDTH - 8} y={BAR_HEIGHT - 4} textAnchor="end" className="time-chart-label">
                {o.en.length > 14 ? `${o.en.slice(0, 13)}…` : o.en}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={0}
                width={width}
                height={BAR_HEIGHT}
                rx={5}
                className={`time-chart-bar${done ? (flawed ? ' time-chart-bar--flawed' : '') : ' time-chart-bar--undone'}`}
                style={done ? undefined : { fill: `url(#${patternId})` }}
              />
              <text x={LABEL_WIDTH + width + 6} y={BAR_HEIGHT - 4} className="time-chart-value">
                {done ? `${toSeconds(o.finishMs ?? 0)}s` : undoneLabel(o)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="visually-hidden">
        {outcomes.map((o, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one entry per question in play order
          <li key={i}>
            {o.cleared && o.finishMs !== null
              ? t('results.chartItem', { en: o.en, seconds: toSeconds(o.finishMs) })
              : `${o.en}: ${undoneLabel(o)}`}
          </li>
        ))}
      </ul>
    </figure>
  );
}
