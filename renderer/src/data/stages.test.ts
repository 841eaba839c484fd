import { describe, expect, it } from 'vitest';
import { ROUTE_POINTS, TILE_HEIGHT, TILE_WIDTH, TILES, tileAt, WORLD } from './map';
import { QUESTION_SETS } from './questionSets';
import { stageQuestions } from './stageQuestions';
import { BOSS_STAGE_ID, BOSS_WORDS_PER_SET, getStage, isStageUnlocked, STAGES } from './stages';

describe('stages', () => {
  it('one stage per question set, then the demon king last', () => {
    expect(STAGES.slice(0, -1).map((s) => s.id)).toEqual(QUESTION_SETS.map((s) => s.id));
    expect(STAGES.at(-1)).toMatchObject({ id: BOSS_STAGE_ID, boss: true, demon: 'demon-king' });
  });

  it('stages unlock in order as the one before is cleared', () => {
    const cleared = new Set(['number']);
    const unlocked = STAGES.map((_, i) => isStageUnlocked(i, (id) => cleared.has(id)));
    expect(unlocked.slice(0, 3)).toEqual([true, true, false]);
  });

  it('a normal stage plays its set in order, each question tagged with the set', () => {
    const stage = getStage('month');
    const qs = stage ? stageQuestions(stage, 1) : [];
    expect(qs.map((q) => q.en).slice(0, 2)).toEqual(['January', 'February']);
    expect(qs.every((q) => q.setId === 'month')).toBe(true);
  });

  it('the demon king draws words from every set, the same ones for the same seed', () => {
    const boss = getStage(BOSS_STAGE_ID);
    if (!boss) throw new Error('no boss stage');
    const a = stageQuestions(boss, 5);
    expect(a).toHaveLength(QUESTION_SETS.length * BOSS_WORDS_PER_SET);
    expect(new Set(a.map((q) => q.setId)).size).toBe(QUESTION_SETS.length);
    expect(stageQuestions(boss, 5)).toEqual(a);
    expect(stageQuestions(boss, 6)).not.toEqual(a);
  });
});

describe('world map', () => {
  it('has one tile per cell of the world', () => {
    expect(TILES).toHaveLength(WORLD.cols * WORLD.rows);
    expect(WORLD.width).toBe(WORLD.cols * TILE_WIDTH);
    expect(WORLD.height).toBe(WORLD.rows * TILE_HEIGHT);
    expect(tileAt(3, 2)).toMatchObject({ col: 3, row: 2 });
    expect(tileAt(-1, 0)).toBeUndefined();
  });

  it('has one route point per stage, inside the world, ending at the castle', () => {
    expect(ROUTE_POINTS.map((p) => p.stageId)).toEqual(STAGES.map((s) => s.id));
    for (const p of ROUTE_POINTS) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(WORLD.width);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(WORLD.height);
    }
    const last = ROUTE_POINTS.at(-1);
    expect(last && tileAt(Math.floor(last.x / TILE_WIDTH), Math.floor(last.y / TILE_HEIGHT))?.kind).toBe(
      'castle',
    );
  });

  it('every stage stands on the route (road, bridge, town or castle), never in water', () => {
    for (const p of ROUTE_POINTS) {
      const kind = tileAt(Math.floor(p.x / TILE_WIDTH), Math.floor(p.y / TILE_HEIGHT))?.kind;
      expect(['road', 'bridge', 'town', 'castle']).toContain(kind);
    }
  });

  it('consecutive stages are joined by a path of route tiles', () => {
    const onRoute = (c: number, r: number) =>
      ['road', 'bridge', 'town', 'castle'].includes(tileAt(c, r)?.kind ?? '');
    for (let i = 1; i < ROUTE_POINTS.length; i++) {
      const a = ROUTE_POINTS[i - 1];
      const b = ROUTE_POINTS[i];
      if (!a || !b) continue;
      const start = [Math.floor(a.x / TILE_WIDTH), Math.floor(a.y / TILE_HEIGHT)] as const;
      const goal = `${Math.floor(b.x / TILE_WIDTH)},${Math.floor(b.y / TILE_HEIGHT)}`;
      const seen = new Set([start.join(',')]);
      const queue: Array<readonly [number, number]> = [start];
      while (queue.length > 0) {
        const [c, r] = queue.shift() ?? [0, 0];
        for (const [dc, dr] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          const key = `${c + dc},${r + dr}`;
          if (!seen.has(key) && onRoute(c + dc, r + dr)) {
            seen.add(key);
            queue.push([c + dc, r + dr]);
          }
        }
      }
      expect(seen.has(goal), `stage ${i} is reachable from stage ${i - 1}`).toBe(true);
    }
  });
});
