// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BANDS } from '../../../../core/bank/bankTerms';
import { WORLDS } from '../../data/worlds';
import { BOSS_ID, DEMON_IDS, getDemon, isDemonId, MINION_IDS, WORLD_BOSS_IDS } from './demonIndex';
import { DEMON_NAMES } from './demonNames';
import { WorldEmblem } from './WorldEmblem';

afterEach(cleanup);

function markupOf(ui: React.ReactElement): string {
  const { container, unmount } = render(ui);
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('world bosses', () => {
  it('gives every world a boss we can draw, a different one each', () => {
    const bosses = WORLDS.map((world) => world.boss);
    for (const boss of bosses) expect(isDemonId(boss)).toBe(true);
    expect(new Set(bosses).size).toBe(WORLDS.length);
    expect(bosses).toEqual([...WORLD_BOSS_IDS]);
  });

  it('keeps the world bosses and the demon king out of the minions', () => {
    for (const boss of [...WORLD_BOSS_IDS, BOSS_ID]) expect(MINION_IDS).not.toContain(boss);
    expect(WORLD_BOSS_IDS).not.toContain(BOSS_ID);
    expect(DEMON_IDS.at(-1)).toBe(BOSS_ID);
  });

  it('names every world boss in both languages', () => {
    for (const boss of WORLD_BOSS_IDS) {
      expect(DEMON_NAMES[boss].ja).toMatch(/^[\u3040-\u30ff\s]+$/u);
      expect(DEMON_NAMES[boss].en.length).toBeGreaterThan(0);
    }
    expect(DEMON_NAMES['meadow-dragon']).toEqual({ ja: 'そうげんドラゴン', en: 'Meadow Dragon' });
  });

  it('fields only known minions in every world', () => {
    for (const world of WORLDS) {
      expect(world.minions.length).toBeGreaterThan(0);
      for (const minion of world.minions) {
        expect(isDemonId(minion)).toBe(true);
        expect(MINION_IDS).toContain(minion);
      }
    }
  });

  it.each(WORLD_BOSS_IDS)('%s has its own picture, named by its title', (id) => {
    const Boss = getDemon(id);
    expect(Boss).not.toBe(getDemon(MINION_IDS[0]!));
    render(<Boss title={DEMON_NAMES[id].en} size={96} />);
    const svg = screen.getByRole('img', { name: DEMON_NAMES[id].en });
    expect(svg.getAttribute('viewBox')).toBe('0 0 128 128');
    expect(svg.getAttribute('width')).toBe('96');
  });
});

describe('WorldEmblem', () => {
  it.each(BANDS)('draws the %s badge plain, locked and cleared, each differently', (band) => {
    const plain = markupOf(<WorldEmblem band={band} />);
    const locked = markupOf(<WorldEmblem band={band} locked />);
    const cleared = markupOf(<WorldEmblem band={band} cleared />);
    expect(new Set([plain, locked, cleared]).size).toBe(3);
    const { container } = render(<WorldEmblem band={band} locked />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 64 64');
    expect(svg.querySelector(`[data-band="${band}"]`)?.getAttribute('data-state')).toBe('locked');
    expect(svg.querySelector('filter')).not.toBeNull();
  });

  it('draws each world differently, in its own colours', () => {
    const drawings = WORLDS.map((world) => {
      const html = markupOf(<WorldEmblem band={world.band} />);
      expect(html.toLowerCase()).toContain(world.land.toLowerCase());
      return html;
    });
    expect(new Set(drawings).size).toBe(WORLDS.length);
  });

  it('is decorative unless given a title', () => {
    const { container } = render(<WorldEmblem band="j1" />);
    const hidden = container.querySelector('svg')!;
    expect(hidden.getAttribute('aria-hidden')).toBe('true');
    expect(hidden.querySelector('title')).toBeNull();
    render(<WorldEmblem band="j1" title="Lakeland" cleared />);
    expect(screen.getByRole('img', { name: 'Lakeland' }).tagName.toLowerCase()).toBe('svg');
  });

  it('keeps its clip and gradient ids apart from a second copy', () => {
    const { container } = render(
      <>
        <WorldEmblem band="e34" />
        <WorldEmblem band="e34" />
      </>,
    );
    const ids = [...container.querySelectorAll('clipPath')].map((clip) => clip.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
