import type { DashboardTrendPoint } from '../../../../core/contract';

/** Props of {@link Sparkline}. */
export interface SparklineProps {
  points: readonly DashboardTrendPoint[];
  /** What the picture says, for screen readers and as its tooltip. */
  label: string;
}

const W = 96;
const H = 28;
const PAD = 3;

/**
 * A word-sized picture of a pupil's weeks (plain SVG): accuracy as a solid line on a 0–100% scale,
 * keys per minute as a dotted line scaled to the pupil's own best week. A single week is one dot of each.
 */
export function Sparkline({ points, label }: SparklineProps) {
  const topKpm = Math.max(1, ...points.map((p) => p.keysPerMinute));
  const x = (i: number) => (points.length <= 1 ? W / 2 : PAD + (i / (points.length - 1)) * (W - 2 * PAD));
  const y = (fraction: number) => PAD + (1 - Math.min(1, Math.max(0, fraction))) * (H - 2 * PAD);
  const line = (value: (p: DashboardTrendPoint) => number) =>
    points.map((p, i) => `${x(i).toFixed(1)},${y(value(p)).toFixed(1)}`).join(' ');
  return (
    <svg
      className="kq-dash-spark"
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      {points.length > 1 ? (
        <>
          <polyline
            className="kq-dash-spark-kpm"
            points={line((p) => p.keysPerMinute / topKpm)}
            fill="none"
          />
          <polyline className="kq-dash-spark-accuracy" points={line((p) => p.accuracy)} fill="none" />
        </>
      ) : (
        points.map((p) => (
          <g key={p.week}>
            <circle className="kq-dash-spark-dot-kpm" cx={x(0)} cy={y(p.keysPerMinute / topKpm)} r={2} />
            <circle className="kq-dash-spark-dot" cx={x(0)} cy={y(p.accuracy)} r={2.5} />
          </g>
        ))
      )}
    </svg>
  );
}
