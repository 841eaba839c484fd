import { describe, expect, it } from 'vitest';
import { ok } from '../../../core/contract';
import { deferHandlers } from './deferHandlers';
import type { IpcHandler } from './guardedHandler';

type Two = { 'a:one': IpcHandler<number>; 'a:two': IpcHandler<string> };
const event = { senderFrame: null };

describe('handlers registered before their services are open', () => {
  it('wait for the services, then answer with the real handler and its payload', async () => {
    let open: (h: Two) => void = () => {};
    const ready = new Promise<Two>((resolve) => {
      open = resolve;
    });
    const deferred = deferHandlers<Two>(['a:one', 'a:two'], ready);
    const answer = deferred['a:two'](event, 'payload');
    open({ 'a:one': async () => ok(1), 'a:two': async (_e, p) => ok(`got ${String(p)}`) });
    await expect(answer).resolves.toEqual({ ok: true, value: 'got payload' });
    await expect(deferred['a:one'](event)).resolves.toEqual({ ok: true, value: 1 });
  });

  it('answer unavailable with the reason when the services could not be opened', async () => {
    const deferred = deferHandlers<Two>(['a:one', 'a:two'], Promise.reject(new Error('disk gone')));
    const answer = await deferred['a:one'](event);
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.error.code).toBe('unavailable');
      expect(answer.error.reason).toBe('ipc.savesUnopened');
      expect(answer.error.detail).toContain('disk gone');
    }
  });
});
