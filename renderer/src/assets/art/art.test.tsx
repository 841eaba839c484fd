// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CastleBackground } from './backgrounds/CastleBackground';
import { FieldBackground } from './backgrounds/FieldBackground';
import { TitleBackground } from './backgrounds/TitleBackground';
import { BOSS_ID, DEMON_IDS, demonForStage, getDemon, isDemonId, MINION_IDS } from './demonIndex';
import { DEMON_NAMES } from './demonNames';
import { Hero } from './Hero';
import { ICON_NAMES, Icon } from './Icon';
import { MapTile, TILE_KINDS } from './MapTile';
import { StageMarker } from './StageMarker';

// Every file in the art folder as text (via Vite), to weigh the art against its byte budget.
const artSources = import.meta.glob<string>('./**/*', { query: '?raw', import: 'default', eager: true });
// The generated app icons, as base64 data URLs, to check what the icon script wrote.
const appIcons = import.meta.glob<string>(
  ['../../../../build/icon.{png,ico}', '../../../../resources/icon.png'],
  {
    query: '?inline',
    import: 'default',
    eager: true,
  },
);

function iconBytes(name: string): Uint8Array {
  const url = appIcons[`../../../../${name}`];
  if (!url) throw new Error(`${name} is missing; run node scripts/make-icons.mjs`);
  const binary = atob(url.slice(url.indexOf(',') + 1));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

afterEach(cleanup);

function markupOf(ui: React.ReactElement): string {
  const { container, unmount } = render(ui);
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('word-demons', () => {
  it.each(DEMON_IDS)('%s renders an svg with role img named by its title', (id) => {
    const Demon = getDemon(id);
    render(<Demon title={DEMON_NAMES[id].ja} />);
    const picture = screen.getByRole('img', { name: DEMON_NAMES[id].ja });
    expect(picture.tagName.toLowerCase()).toBe('svg');
    expect(picture.getAttribute('viewBox')).toBe('0 0 128 128');
    expect(picture.querySelector('title')?.textContent).toBe(DEMON_NAMES[id].ja);
  });

  it('has unique ids, at least six minions, and the demon king last', () => {
    expect(new Set(DEMON_IDS).size).toBe(DEMON_IDS.length);
    expect(MINION_IDS.length).toBeGreaterThanOrEqual(6);
    expect(MINION_IDS).not.toContain(BOSS_ID);
    expect(DEMON_IDS.at(-1)).toBe(BOSS_ID);
  });

  it('draws every demon differently', () => {
    const drawings = DEMON_IDS.map((id) => {
      const Demon = getDemon(id);
      return markupOf(<Demon />);
    });
    expect(new Set(drawings).size).toBe(DEMON_IDS.length);
  });

  it('names every demon in Japanese and English', () => {
    for (const id of DEMON_IDS) {
      expect(DEMON_NAMES[id].ja.length).toBeGreaterThan(0);
      expect(DEMON_NAMES[id].en.length).toBeGreaterThan(0);
    }
    expect(Object.keys(DEMON_NAMES).sort()).toEqual([...DEMON_IDS].sort());
  });

  it('falls back to the first minion for an unknown id', () => {
    expect(isDemonId('number-bat')).toBe(true);
    expect(isDemonId('toString')).toBe(false);
    expect(isDemonId('nobody')).toBe(false);
    expect(getDemon('nobody')).toBe(getDemon(MINION_IDS[0]!));
    expect(getDemon('demon-king')).not.toBe(getDemon(MINION_IDS[0]!));
  });

  it('gives consecutive stages different minions, cycling after the last', () => {
    expect(demonForStage(0)).toBe(MINION_IDS[0]);
    expect(demonForStage(1)).toBe(MINION_IDS[1]);
    expect(demonForStage(MINION_IDS.length)).toBe(MINION_IDS[0]);
    expect(demonForStage(-3)).toBe(MINION_IDS[0]);
  });

  it('hides an unnamed picture from assistive technology', () => {
    const Demon = getDemon('week-golem');
    const { container } = render(<Demon />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.hasAttribute('role')).toBe(false);
    expect(svg.querySelector('title')).toBeNull();
  });

  it('applies className and size', () => {
    const Demon = getDemon('food-goblin');
    render(<Demon title="goblin" className="enemy" size={96} />);
    const svg = screen.getByRole('img', { name: 'goblin' });
    expect(svg.getAttribute('class')).toBe('enemy');
    expect(svg.getAttribute('width')).toBe('96');
    expect(svg.getAttribute('height')).toBe('96');
  });
});

describe('Hero', () => {
  it('draws each pose differently under its accessible name', () => {
    const poses = (['idle', 'attack', 'hurt'] as const).map((pose) => {
      render(<Hero pose={pose} title={`hero ${pose}`} />);
      const svg = screen.getByRole('img', { name: `hero ${pose}` });
      const html = svg.innerHTML;
      cleanup();
      return html;
    });
    expect(new Set(poses).size).toBe(3);
  });

  it('defaults to the idle pose', () => {
    expect(markupOf(<Hero />)).toBe(markupOf(<Hero pose="idle" />));
  });
});

describe('MapTile', () => {
  it.each(TILE_KINDS)('renders the %s tile at the size it is given', (kind) => {
    const { container } = render(<MapTile kind={kind} width={40} height={24} x={80} y={48} />);
    const svg = container.querySelector(`svg[data-tile="${kind}"]`)!;
    expect(svg).not.toBeNull();
    expect(svg.getAttribute('width')).toBe('40');
    expect(svg.getAttribute('height')).toBe('24');
    expect(svg.getAttribute('x')).toBe('80');
    expect(svg.getAttribute('viewBox')).toBe('0 0 32 32');
    expect(svg.children.length).toBeGreaterThan(0);
  });

  it('draws each kind differently', () => {
    const drawings = TILE_KINDS.map((kind) => markupOf(<MapTile kind={kind} width={32} height={32} />));
    expect(new Set(drawings).size).toBe(TILE_KINDS.length);
    expect(TILE_KINDS).toEqual(
      expect.arrayContaining([
        'grass',
        'water',
        'forest',
        'mountain',
        'path',
        'town',
        'castle',
        'bridge',
        'sand',
      ]),
    );
  });
});

describe('StageMarker', () => {
  it('uses a different shape for each state', () => {
    const shapes = (['cleared', 'locked', 'current'] as const).map((state) => {
      render(<StageMarker state={state} title={state} />);
      const svg = screen.getByRole('img', { name: state });
      const group = svg.querySelector(`[data-state="${state}"]`)!;
      const tags = [...group.children].map((child) => child.tagName.toLowerCase()).join(',');
      cleanup();
      return tags;
    });
    expect(new Set(shapes).size).toBe(3);
  });

  it('shows the label on cleared and current markers but not on locked ones', () => {
    const { container } = render(
      <>
        <StageMarker state="cleared" label="1" />
        <StageMarker state="current" label="2" />
        <StageMarker state="locked" label="3" />
      </>,
    );
    const texts = [...container.querySelectorAll('text')].map((node) => node.textContent);
    expect(texts).toEqual(['1', '2']);
  });

  it('draws a crown instead of the label on the demon king stage', () => {
    const { container } = render(
      <>
        <StageMarker state="current" label="9" boss />
        <StageMarker state="current" label="9" />
      </>,
    );
    const [boss, plain] = [...container.querySelectorAll('svg')];
    expect(boss!.querySelector('text')).toBeNull();
    expect(plain!.querySelector('text')?.textContent).toBe('9');
    expect(boss!.innerHTML).not.toBe(plain!.innerHTML);
  });
});

describe('Icon', () => {
  it.each(ICON_NAMES)('draws %s in the current colour', (name) => {
    render(<Icon name={name} title={name} />);
    const svg = screen.getByRole('img', { name });
    const group = svg.querySelector(`[data-icon="${name}"]`)!;
    expect(group.getAttribute('stroke')).toBe('currentColor');
    expect(group.children.length).toBeGreaterThan(0);
    expect(svg.getAttribute('width')).toBe('1em');
  });

  it('covers every control the screens need, each drawn differently', () => {
    const needed = [
      'settings',
      'back',
      'play',
      'stop',
      'sound-on',
      'sound-off',
      'sun',
      'moon',
      'auto',
      'hint',
      'star',
    ];
    expect(ICON_NAMES).toEqual(expect.arrayContaining(needed));
    const drawings = ICON_NAMES.map((name) =>
      markupOf(<Icon name={name} />).replace(/data-icon="[^"]*"/, ''),
    );
    expect(new Set(drawings).size).toBe(ICON_NAMES.length);
  });
});

describe('backgrounds', () => {
  it.each([
    ['FieldBackground', FieldBackground],
    ['CastleBackground', CastleBackground],
    ['TitleBackground', TitleBackground],
  ])('%s fills its box and keeps its gradient ids apart from a second copy', (_, Background) => {
    const { container } = render(
      <>
        <Background />
        <Background />
      </>,
    );
    const svgs = [...container.querySelectorAll(':scope > svg')];
    expect(svgs).toHaveLength(2);
    const ids = svgs.map((svg) => {
      expect(svg.getAttribute('preserveAspectRatio')).toBe('xMidYMid slice');
      const id = svg.querySelector('linearGradient')!.id;
      expect(svg.querySelector(`[fill="url(#${id})"]`)).not.toBeNull();
      return id;
    });
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('draws the field differently by night', () => {
    expect(markupOf(<FieldBackground night />)).not.toBe(markupOf(<FieldBackground />));
  });
});

describe('art budget and app icons', () => {
  it('keeps every art source file together under 150 KB', () => {
    const files = Object.keys(artSources);
    expect(files).toEqual(expect.arrayContaining(['./Hero.tsx', './demons/DemonKing.tsx', './Icon.tsx']));
    const encoder = new TextEncoder();
    const bytes = Object.values(artSources).reduce((total, text) => total + encoder.encode(text).length, 0);
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThan(150 * 1024);
  });

  it('ships PNG icons of 1024 and 512 pixels', () => {
    const pngSize = (name: string) => {
      const png = new DataView(iconBytes(name).buffer);
      expect(png.getUint32(0)).toBe(0x89504e47);
      return [png.getUint32(16), png.getUint32(20)];
    };
    expect(pngSize('build/icon.png')).toEqual([1024, 1024]);
    expect(pngSize('resources/icon.png')).toEqual([512, 512]);
  });

  it('ships a Windows icon holding every size from 16 to 256 pixels', () => {
    const bytes = iconBytes('build/icon.ico');
    const ico = new DataView(bytes.buffer);
    expect(ico.getUint16(2, true)).toBe(1);
    const count = ico.getUint16(4, true);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const at = 6 + 16 * i;
      const size = ico.getUint8(at) || 256;
      const length = ico.getUint32(at + 8, true);
      const offset = ico.getUint32(at + 12, true);
      expect(offset + length).toBeLessThanOrEqual(bytes.length);
      if (ico.getUint32(offset) !== 0x89504e47) {
        expect(ico.getUint32(offset, true)).toBe(40);
        expect(ico.getInt32(offset + 4, true)).toBe(size);
        expect(ico.getUint16(offset + 14, true)).toBe(32);
      }
      sizes.push(size);
    }
    expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256]);
  });
});
