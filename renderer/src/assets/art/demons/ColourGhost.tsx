import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

const HEM = [P.red, P.gold, P.mint, P.blue];

/** いろおばけ — a pale ghost with a rainbow hem and a paintbrush, the demon of colours. */
export function ColourGhost(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <ellipse cx={64} cy={120} rx={30} ry={4} fill={P.ink} opacity={0.18} />
      <Sticker>
        <path d="M100 72L116 44" fill="none" stroke={P.brown} strokeWidth={5} />
        <path d="M112 46q2-12 10-12q2 8-6 16z" fill={P.pink} />
        <path d="M30 66C20 62 14 70 12 78C20 78 26 76 32 74Z" fill={P.ghost} />
        <path d="M98 66C106 62 110 70 104 76L96 74Z" fill={P.ghost} />
        <path d="M28 96V54C28 30 44 16 64 16C84 16 100 30 100 54V96Z" fill={P.ghost} />
        {HEM.map((colour, i) => (
          <path key={colour} d={`M${28 + 18 * i} 92h18v20l-9-7l-9 7z`} fill={colour} />
        ))}
        <ellipse cx={52} cy={52} rx={5.5} ry={8} fill={P.ink} />
        <ellipse cx={76} cy={52} rx={5.5} ry={8} fill={P.ink} />
        <circle cx={50} cy={49} r={2} fill={P.white} stroke="none" />
        <circle cx={74} cy={49} r={2} fill={P.white} stroke="none" />
        <ellipse cx={64} cy={74} rx={7} ry={8} fill={P.ink} />
        <path d="M59 78q5-4 10 0q-5 5-10 0z" fill={P.pink} stroke="none" />
        <ellipse cx={42} cy={64} rx={5} ry={3} fill={P.cheek} stroke="none" />
        <ellipse cx={86} cy={64} rx={5} ry={3} fill={P.cheek} stroke="none" />
        <path d="M50 18q10-4 20 0q2 10-2 14q-2-6-4-2q-2 6-6 0q-4 4-6-2q-4 0-2-10z" fill={P.gold} />
      </Sticker>
    </ArtSvg>
  );
}
