import { describe, expect, it } from 'vitest';
import { drive } from '../../../tests/support/renderer/engine/drive';
import { cloneRun, updateRun } from './cloneRun';
import { createRun } from './createRun';
import { DEFAULT_ENGINE_OPTIONS } from './defaultEngineOptions';
import { step } from './step';

const run = () => {
  const s = step(
    createRun([{ en: 'cat', ja: 'ねこ' }], DEFAULT_ENGINE_OPTIONS),
    { type: 'start', at: 0 },
    DEFAULT_ENGINE_OPTIONS,
  );
  return drive(s, DEFAULT_ENGINE_OPTIONS, 'cx');
};

describe('cloneRun', () => {
  it('copies every field into a new object', () => {
    const s = run();
    const copy = cloneRun(s);
    expect(copy).not.toBe(s);
    expect(copy).toEqual(s);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(s).sort());
  });

  it('updateRun changes only the given fields and leaves the original alone', () => {
    const s = run();
    const next = updateRun(s, { combo: 9 });
    expect(next.combo).toBe(9);
    expect(s.combo).toBe(0);
    expect({ ...next, combo: s.combo }).toEqual(s);
  });
});
