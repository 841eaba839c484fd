import type { CSSProperties, ReactNode } from 'react';
import appIconUrl from '../../../../build/icon.svg?url';
import { BANDS } from '../../../../core/bank/bankTerms';
import { worldOf } from '../../data/worlds';
import { CastleBackground } from './backgrounds/CastleBackground';
import { FieldBackground } from './backgrounds/FieldBackground';
import { TitleBackground } from './backgrounds/TitleBackground';
import { DEMON_IDS, getDemon, WORLD_BOSS_IDS } from './demonIndex';
import { DEMON_NAMES } from './demonNames';
import { DemonKing } from './demons/DemonKing';
import { Hero, type HeroPose } from './Hero';
import { ICON_NAMES, Icon } from './Icon';
import { MapTile, TILE_KINDS, type TileKind } from './MapTile';
import { StageMarker } from './StageMarker';
import { WorldEmblem } from './WorldEmblem';

export default { title: 'Art' };

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end' };
const caption: CSSProperties = { textAlign: 'center', fontSize: 14 };
const dark: CSSProperties = { ...row, background: '#1c1830', color: '#f4f1ff', padding: 16 };
const POSES: HeroPose[] = ['idle', 'attack', 'hurt'];

function Labelled({ label, children, width = 160 }: { label: string; children: ReactNode; width?: number }) {
  return (
    <figure style={{ margin: 0, width }}>
      <div style={{ width, height: width }}>{children}</div>
      <figcaption style={caption}>{label}</figcaption>
    </figure>
  );
}

export const HeroPoses = () => (
  <div style={row}>
    {POSES.map((pose) => (
      <Labelled key={pose} label={pose}>
        <Hero pose={pose} title={`えいごの勇者 (${pose})`} />
      </Labelled>
    ))}
  </div>
);

export const WordDemons = () => (
  <div style={row}>
    {DEMON_IDS.map((id) => {
      const Demon = getDemon(id);
      return (
        <Labelled key={id} label={`${DEMON_NAMES[id].ja} · ${id}`}>
          <Demon title={DEMON_NAMES[id].ja} />
        </Labelled>
      );
    })}
  </div>
);

export const TheDemonKing = () => (
  <div style={{ width: 320, height: 320 }}>
    <DemonKing title={DEMON_NAMES['demon-king'].ja} />
  </div>
);

export const WorldBosses = () => (
  <div>
    {[96, 300].map((size) => (
      <div key={size} style={row}>
        {WORLD_BOSS_IDS.map((id) => {
          const Boss = getDemon(id);
          return (
            <Labelled key={id} label={`${DEMON_NAMES[id].ja} · ${size}px`} width={size}>
              <Boss title={DEMON_NAMES[id].ja} />
            </Labelled>
          );
        })}
      </div>
    ))}
  </div>
);

const EMBLEM_STATES = [
  { label: 'open', locked: false, cleared: false },
  { label: 'locked', locked: true, cleared: false },
  { label: 'cleared', locked: false, cleared: true },
] as const;

export const WorldEmblems = () => (
  <div>
    {BANDS.map((band) => (
      <div key={band} style={row}>
        {EMBLEM_STATES.map(({ label, locked, cleared }) => (
          <Labelled key={label} label={`${worldOf(band).nameJa} · ${label}`} width={120}>
            <WorldEmblem
              band={band}
              locked={locked}
              cleared={cleared}
              title={`${worldOf(band).nameEn} (${label})`}
            />
          </Labelled>
        ))}
        <WorldEmblem band={band} size={40} />
      </div>
    ))}
    <div style={{ ...dark, marginTop: 16 }}>
      {BANDS.map((band) => (
        <WorldEmblem key={band} band={band} size={72} cleared={band === 'e34'} locked={band === 'j3'} />
      ))}
    </div>
  </div>
);

export const OnADarkPage = () => (
  <div style={dark}>
    <Labelled label="hero">
      <Hero title="えいごの勇者" />
    </Labelled>
    {DEMON_IDS.map((id) => {
      const Demon = getDemon(id);
      return (
        <Labelled key={id} label={DEMON_NAMES[id].en}>
          <Demon title={DEMON_NAMES[id].en} />
        </Labelled>
      );
    })}
  </div>
);

export const SmallSizes = () => (
  <div style={row}>
    <Hero size={32} title="hero 32px" />
    {DEMON_IDS.map((id) => {
      const Demon = getDemon(id);
      return <Demon key={id} size={32} title={`${id} 32px`} />;
    })}
  </div>
);

export const Backgrounds = () => (
  <div style={row}>
    {[
      ['FieldBackground', <FieldBackground key="day" />],
      ['FieldBackground night', <FieldBackground key="night" night />],
      ['CastleBackground', <CastleBackground key="castle" />],
      ['TitleBackground', <TitleBackground key="title" />],
    ].map(([label, picture]) => (
      <figure key={String(label)} style={{ margin: 0 }}>
        <div style={{ width: 360, height: 200, border: '2px solid #2b2148' }}>{picture}</div>
        <figcaption style={caption}>{label}</figcaption>
      </figure>
    ))}
  </div>
);

export const MapTiles = () => (
  <div style={row}>
    {TILE_KINDS.map((kind) => (
      <figure key={kind} style={{ margin: 0 }}>
        <MapTile kind={kind} width={64} height={64} />
        <figcaption style={caption}>{kind}</figcaption>
      </figure>
    ))}
  </div>
);

const SAMPLE_MAP: TileKind[][] = [
  ['water', 'water', 'sand', 'grass', 'forest', 'mountain', 'mountain'],
  ['water', 'bridge', 'path', 'path', 'path', 'grass', 'mountain'],
  ['sand', 'sand', 'town', 'grass', 'path', 'forest', 'castle'],
  ['grass', 'forest', 'grass', 'grass', 'path', 'path', 'path'],
];

export const SmallMap = () => (
  <svg width={448} height={256} viewBox="0 0 224 128" role="img" aria-label="map sample">
    {SAMPLE_MAP.flatMap((line, y) =>
      line.map((kind, x) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the sample grid never reorders
        <MapTile key={`${x}-${y}`} kind={kind} x={x * 32} y={y * 32} width={32} height={32} />
      )),
    )}
  </svg>
);

export const StageMarkers = () => (
  <div style={row}>
    <Labelled label="cleared" width={72}>
      <StageMarker state="cleared" label="1" title="stage 1 cleared" />
    </Labelled>
    <Labelled label="current" width={72}>
      <StageMarker state="current" label="2" title="stage 2" />
    </Labelled>
    <Labelled label="locked" width={72}>
      <StageMarker state="locked" title="stage 3 locked" />
    </Labelled>
    <Labelled label="boss, current" width={72}>
      <StageMarker state="current" boss title="demon king" />
    </Labelled>
    <Labelled label="boss, cleared" width={72}>
      <StageMarker state="cleared" boss title="demon king cleared" />
    </Labelled>
    <Labelled label="current, no label" width={72}>
      <StageMarker state="current" title="stage" />
    </Labelled>
  </div>
);

export const Icons = () => (
  <div>
    <div style={{ ...row, fontSize: 32 }}>
      {ICON_NAMES.map((name) => (
        <figure key={name} style={{ margin: 0, textAlign: 'center' }}>
          <Icon name={name} title={name} />
          <figcaption style={{ fontSize: 12 }}>{name}</figcaption>
        </figure>
      ))}
    </div>
    <div style={{ ...dark, fontSize: 24, marginTop: 16 }}>
      {ICON_NAMES.map((name) => (
        <Icon key={name} name={name} />
      ))}
    </div>
  </div>
);

export const AppIcon = () => (
  <div style={row}>
    {[256, 64, 32, 16].map((size) => (
      <img key={size} src={appIconUrl} width={size} height={size} alt={`app icon ${size}px`} />
    ))}
  </div>
);
