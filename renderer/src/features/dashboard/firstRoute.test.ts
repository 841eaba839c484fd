import { describe, expect, it } from 'vitest';
import { firstRouteStageIds } from '../../../../core/contract';
import { STAGES } from '../../data/stages';

describe('the dashboard’s first route', () => {
  it('lists the map’s first stages in the order the game plays them', () => {
    expect(firstRouteStageIds()).toEqual(STAGES.map((stage) => stage.id));
  });
});
