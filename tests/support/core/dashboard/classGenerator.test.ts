import { describe, expect, it } from 'vitest';
import { appSnapshotSchema, MAX_HISTORY } from '../../../../core/contract';
import { generateClass, loadRouteStages } from './classGenerator';

describe('the class generator', () => {
  it('makes the same valid class from the same seed, over the game’s real stages', () => {
    const route = loadRouteStages();
    const ids = new Set(route.map((s) => s.stageId));
    const a = generateClass({ pupils: 3, seed: 5 });
    const b = generateClass({ pupils: 3, seed: 5 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(generateClass({ pupils: 3, seed: 6 }))).not.toBe(JSON.stringify(a));
    for (const { snapshot } of a) {
      expect(appSnapshotSchema.safeParse(snapshot).success).toBe(true);
      expect(snapshot.history.length).toBeGreaterThan(MAX_HISTORY * 0.8);
      expect(Object.keys(snapshot.stages).every((id) => ids.has(id))).toBe(true);
      expect(Object.keys(snapshot.words).length).toBeGreaterThan(1_000);
      const words = Object.values(snapshot.words);
      expect(words.every((w) => w.lastWrong.every((typed) => typed !== w.en))).toBe(true);
    }
    expect(new Set(a.map((p) => p.profile.id)).size).toBe(3);
  }, 60_000);
});
