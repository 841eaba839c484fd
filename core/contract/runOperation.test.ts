import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BUDGETS, defineOperations } from './operation';
import { fail, ok } from './result';
import { runOperation } from './runOperation';

const TABLE = defineOperations({
  rename: {
    channel: 'test:rename',
    payload: z.object({ name: z.string().max(5) }).strict(),
    answer: z.string(),
    budget: BUDGETS.smallObject,
  },
});

describe('running an operation as every host does', () => {
  it('hands the work only a payload that fits, and answers the work’s Result', async () => {
    const seen: unknown[] = [];
    const work = (payload: { name: string }) => {
      seen.push(payload);
      return ok(payload.name.toUpperCase());
    };
    expect(await runOperation(TABLE.rename, work, { name: 'hana' })).toEqual({ ok: true, value: 'HANA' });
    const refused = await runOperation(TABLE.rename, work, { name: 'far too long' });
    expect(refused.ok === false && refused.error).toMatchObject({
      code: 'invalid-payload',
      reason: 'ipc.refused',
      values: { channel: 'test:rename' },
    });
    const oversized = await runOperation(TABLE.rename, work, { name: 'x'.repeat(2_000) });
    expect(oversized.ok === false && oversized.error.reason).toBe('ipc.refused');
    expect(seen).toEqual([{ name: 'hana' }]);
  });

  it('answers unavailable for work that throws, and for an answer outside the schema when checked', async () => {
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    const thrown = await runOperation(
      TABLE.rename,
      () => Promise.reject(new Error('disk gone')),
      { name: 'a' },
      { log },
    );
    expect(thrown).toEqual(fail('unavailable', 'ipc.failed', { channel: 'test:rename' }));
    const wrongShape = () => ok(42 as unknown as string);
    expect((await runOperation(TABLE.rename, wrongShape, { name: 'a' })).ok).toBe(true);
    const checked = await runOperation(TABLE.rename, wrongShape, { name: 'a' }, { log, checkAnswers: true });
    expect(checked.ok === false && checked.error.reason).toBe('ipc.failed');
    expect(logged).toHaveLength(2);
  });
});
