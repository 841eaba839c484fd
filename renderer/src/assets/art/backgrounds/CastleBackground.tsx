import { type ArtProps, ArtSvg } from '../ArtSvg';
import { useSvgId } from '../useSvgId';

const WINDOWS = [
  [150, 62],
  [166, 62],
  [110, 88],
  [206, 88],
  [158, 96],
];

/** The demon king's castle at night with a huge moon and torches, the backdrop for the final battle. */
export function CastleBackground(art: ArtProps) {
  const id = useSvgId();
  return (
    <ArtSvg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" {...art}>
      <defs>
        <linearGradient id={`${id}s`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e0f3a" />
          <stop offset="1" stopColor="#7a2f72" />
        </linearGradient>
      </defs>
      <rect width={320} height={180} fill={`url(#${id}s)`} />
      <circle cx={240} cy={46} r={30} fill="#ffe9a8" opacity={0.25} />
      <circle cx={240} cy={46} r={22} fill="#ffe9a8" />
      <g fill="#fff2c8">
        <circle cx={40} cy={24} r={1.4} />
        <circle cx={90} cy={48} r={1.4} />
        <circle cx={290} cy={96} r={1.4} />
        <circle cx={20} cy={86} r={1.4} />
      </g>
      <path d="M0 130Q80 104 160 112T320 120V180H0Z" fill="#3b1f5c" />
      <g fill="#24123d">
        <path d="M96 120V78h8v-8h8v8h8v42ZM196 120V78h8v-8h8v8h8v42Z" />
        <path d="M124 120V56l6-18l6 18v-4h48v4l6-18l6 18v64Z" />
        <path d="M150 52l10-26l10 26Z" />
        <path d="M92 80l16-20l16 20ZM192 80l16-20l16 20ZM120 58l10-28l10 28ZM180 58l10-28l10 28Z" />
      </g>
      <g fill="#ffcf4a">
        {WINDOWS.map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={5} height={8} rx={2.5} />
        ))}
        <path d="M150 120v-12a10 10 0 0 1 20 0v12Z" />
      </g>
      <path d="M0 150H320V180H0Z" fill="#2c1845" />
      <path
        d="M0 150H320M0 164H320M40 150L20 180M110 150L100 180M210 150L220 180M280 150L300 180"
        stroke="#4a2d6a"
        strokeWidth={2}
      />
      {[28, 292].map((x) => (
        <g key={x}>
          <rect x={x - 3} y={110} width={6} height={40} fill="#5a3a2a" />
          <path d={`M${x} 92q-10 10-6 18h12q4-8-6-18z`} fill="#ff8a3d" />
          <path d={`M${x} 100q-4 5-2 10h4q2-5-2-10z`} fill="#ffe08a" />
        </g>
      ))}
    </ArtSvg>
  );
}
