import { describe, expect, it } from 'vitest';
import { loadBankFiles } from '../bank/loadBankFiles';
import { firstRouteStageIds } from '../contract';
import { createStageOrderLoader, loadStageOrder } from './stageOrder';

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

  it('answers an empty order when the bank cannot be read, says why, and reads again next time', async () => {
    const reports: string[] = [];
    let loads = 0;
    const load = createStageOrderLoader(
      async () => {
        loads++;
        if (loads === 1) throw new Error('chunk missing');
        return loadBankFiles();
      },
      (message) => reports.push(message),
    );
    expect(await load()).toEqual([]);
    expect(reports).toEqual(['The stage order could not be read: chunk missing']);
    const order = await load();
    expect(order.slice(0, firstRouteStageIds().length)).toEqual(firstRouteStageIds());
    expect(await load()).toBe(order);
    expect(loads).toBe(2);
  }, 60_000);
});
