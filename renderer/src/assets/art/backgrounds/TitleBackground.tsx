import { type ArtProps, ArtSvg } from '../ArtSvg';
import { useSvgId } from '../useSvgId';

// Sun rays as wedges fanning out from a point below the horizon.
const RAYS = Array.from({ length: 9 }, (_, i) => {
  const a = Math.PI * (1.08 + (0.84 * i) / 8);
  const b = a + 0.06;
  const r = 260;
  return `M160 150L${(160 + r * Math.cos(a)).toFixed(1)} ${(150 + r * Math.sin(a)).toFixed(1)}L${(160 + r * Math.cos(b)).toFixed(1)} ${(150 + r * Math.sin(b)).toFixed(1)}Z`;
}).join('');

/** A sunrise over hills with the demon king's castle far away, the backdrop of the title screen. */
export function TitleBackground(art: ArtProps) {
  const id = useSvgId();
  return (
    <ArtSvg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" {...art}>
      <defs>
        <linearGradient id={`${id}s`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6fb8ff" />
          <stop offset="0.55" stopColor="#ffd08a" />
          <stop offset="1" stopColor="#ff9f7a" />
        </linearGradient>
      </defs>
      <rect width={320} height={180} fill={`url(#${id}s)`} />
      <path d={RAYS} fill="#fff6d8" opacity={0.35} />
      <circle cx={160} cy={128} r={30} fill="#fff0a8" />
      <path
        d="M0 126L36 96L64 114L100 84L140 118L160 112L196 90L232 116L270 88L320 112V180H0Z"
        fill="#8f8ad8"
      />
      <g fill="#5b3c8f">
        <path d="M258 98V80h4v-6h4v6h4v18Z" />
        <path d="M272 98V70l4-10l4 10v28Z" />
        <path d="M244 98V84l3-8l3 8v14Z" />
      </g>
      <path d="M0 138Q70 116 150 132T320 126V180H0Z" fill="#7cd36a" />
      <path d="M0 158Q90 140 190 156T320 150V180H0Z" fill="#4fb35a" />
      <g fill="#ffffff">
        <path d="M40 40l2 6l6 2l-6 2l-2 6l-2-6l-6-2l6-2z" />
        <path d="M280 30l1.5 4.5l4.5 1.5l-4.5 1.5l-1.5 4.5l-1.5-4.5l-4.5-1.5l4.5-1.5z" />
        <path d="M88 20l1.5 4.5l4.5 1.5l-4.5 1.5l-1.5 4.5l-1.5-4.5l-4.5-1.5l4.5-1.5z" />
      </g>
    </ArtSvg>
  );
}
