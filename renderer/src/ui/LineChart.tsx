import { useId } from 'react';
import { useT } from '../i18n';
import { niceCeil } from './niceCeil';
import './LineChart.css';

/** One point of a {@link LineChart}: a day and its value. */
export interface ChartPoint {
  day: string;
  value: number;
}

/** Props of {@link LineChart}. */
export interface LineChartProps {
  title: string;
  points: readonly ChartPoint[];
  /** Top of the value axis; the largest value (at least 1) when absent. */
  max?: number;
  /** How a value is written in the table and in the description. */
  format: (value: number) => string;
  /** How a value is written on the axis (short, no unit; the title names it); whole numbers when absent. */
  axisFormat?: (value: number) => string;
  /** The values are counts: the axis top is rounded up to an even whole number so every mark is whole. */
  integer?: boolean;
  testId?: string;
}

const W = 480;
const H = 200;
const LEFT = 64;
const RIGHT = 16;
const TOP = 16;
const BOTTOM = 36;

/**
 * A line chart over days in plain SVG (works offline, no library): a titled figure whose picture
 * carries a spoken description (span of days, first, last and highest value) and whose figures are
 * also given in a table under "show the numbers". A single day shows as one dot.
 */
export function LineChart({
  title,
  points,
  max,
  format,
  axisFormat = (v) => String(Math.round(v)),
  integer = false,
  testId,
}: LineChartProps) {
  const t = useT();
  const titleId = useId();
  const descId = useId();
  const highestValue = Math.max(1, ...points.map((p) => p.value));
  const top = max ?? (integer ? Math.max(2, Math.ceil(highestValue / 2) * 2) : niceCeil(highestValue));
  const plotW = W - LEFT - RIGHT;
  const plotH = H - TOP - BOTTOM;
  const x = (i: number) => LEFT + (points.length <= 1 ? plotW / 2 : (i / (points.length - 1)) * plotW);
  const y = (v: number) => TOP + plotH - (Math.min(top, Math.max(0, v)) / top) * plotH;
  const first = points[0];
  const last = points[points.length - 1];
  const highest = points.reduce((m, p) => Math.max(m, p.value), 0);
  const summary =
    first && last
      ? t('progress.summary', {
          days: points.length,
          first: first.day,
          last: last.day,
          from: format(first.value),
          to: format(last.value),
          max: format(highest),
        })
      : '';
  const shortDay = (day: string) => day.slice(5).replace('-', '/');

  return (
    <figure className="kq-chart" data-testid={testId}>
      <figcaption id={titleId} className="kq-chart-title">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className="kq-chart-svg"
      >
        <title>{title}</title>
        <desc id={descId}>{summary}</desc>
        {[0, 0.5, 1].map((f) => (
          <g key={f} className="kq-chart-grid">
            <line x1={LEFT} x2={W - RIGHT} y1={y(top * f)} y2={y(top * f)} />
            <text x={LEFT - 6} y={y(top * f) + 4} textAnchor="end">
              {axisFormat(top * f)}
            </text>
          </g>
        ))}
        {points.length > 1 ? (
          <polyline
            className="kq-chart-line"
            points={points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')}
            fill="none"
          />
        ) : null}
        {points.map((p, i) => (
          <circle key={p.day} className="kq-chart-dot" cx={x(i)} cy={y(p.value)} r={4.5} data-day={p.day} />
        ))}
        {first ? (
          <text
            x={x(0)}
            y={H - 10}
            textAnchor={points.length > 1 ? 'start' : 'middle'}
            className="kq-chart-axis"
          >
            {shortDay(first.day)}
          </text>
        ) : null}
        {last && points.length > 1 ? (
          <text x={x(points.length - 1)} y={H - 10} textAnchor="end" className="kq-chart-axis">
            {shortDay(last.day)}
          </text>
        ) : null}
      </svg>
      <details className="kq-chart-details">
        <summary>{t('progress.showTable')}</summary>
        <table className="kq-chart-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('progress.day')}</th>
              <th scope="col">{t('progress.value')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <th scope="row">{p.day}</th>
                <td>{format(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
