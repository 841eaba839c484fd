import { describe, expect, it } from 'vitest';
import { firstRouteStageIds } from '../../../core/contract';
import { loadStageOrder } from './stageOrder';

describe('loadStageOrder', () => {
  it('lists the first map, then every world from grades 3–4 to junior high 3, each id once', async () => {
    const order = await loadStageOrder();
    const first = firstRouteStageIds();
    expect(order.slice(0, first.length)).toEqual(first);
    expect(first.slice(0, 3)).toEqual(['number', 'colors', 'animals']);
    const bands = order.slice(first.length).map((id) => id.split('.')[0]);
    expect(bands.length).toBeGreaterThan(100);
    expect([...new Set(bands)]).toEqual(['e34', 'e56', 'j1', 'j2', 'j3']);
    expect(new Set(order).size).toBe(order.length);
    expect(await loadStageOrder()).toBe(order);
  }, 60_000);
});
