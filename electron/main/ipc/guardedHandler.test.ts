import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySnapshot, type Result } from '../../../core/contract';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { openClassroom } from '../classfolder/openClassroom';
import { createShareFs } from '../classfolder/shareFs';
import { createMainHandlers } from '../mainHandlers';
import type { IpcHandler } from './guardedHandler';
import { createSenderCheck, type SenderEvent } from './isTrustedSender';
import { PAYLOAD_BUDGETS } from './payloadBudgets';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const game: SenderEvent = { senderFrame: { url: 'app://game/index.html', parent: null } };

/**
 * Every handler the game window has, as the app builds them (`createMainHandlers` over the players of
 * a temporary folder), so a channel added without a handler fails here.
 */
async function allHandlers(): Promise<Record<AnyChannel, IpcHandler<unknown>>> {
  const cwd = makeTempFolder('kotoba-guard-');
  folders.push(cwd);
  const choice = { kind: 'none' } as const;
  const room = await openClassroom({
    userData: cwd,
    language: 'en',
    choice,
    pcId: 'pc-guard',
    pcName: 'PC',
    log: quiet,
  });
  return createMainHandlers(room, {
    userData: cwd,
    choice,
    share: createShareFs({ pcId: 'pc-guard' }),
    saveCsv: async () => ({ ok: true, value: null }),
    isTrustedSender: createSenderCheck('app://game'),
    log: quiet,
  });
}

/** The longest refusal text any hostile message may earn. */
const SHORT = 600;

function expectShortRefusal(result: Result<unknown>) {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.code).toBe('invalid-payload');
  expect(result.error.reason).toBe('ipc.refused');
  expect(result.error.detail?.length ?? 0).toBeLessThan(SHORT);
}

type AnyChannel = keyof typeof PAYLOAD_BUDGETS;
const channels = Object.keys(PAYLOAD_BUDGETS) as AnyChannel[];

function millionKeys(): Record<string, number> {
  const object: Record<string, number> = {};
  for (let i = 0; i < 1_000_000; i++) object[`k${i}`] = i;
  return object;
}

function nested(depth: number): unknown {
  let value: unknown = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe('the IPC guard', () => {
  it('gives every channel of the contract a payload budget and a handler', async () => {
    expect(Object.keys(await allHandlers()).sort()).toEqual([...channels].sort());
  });

  it('refuses a 10 MB Uint8Array on every channel with a short error', async () => {
    const handlers = await allHandlers();
    const bytes = new Uint8Array(10 * 1024 * 1024);
    for (const channel of channels) expectShortRefusal(await handlers[channel](game, bytes));
  });

  it('refuses a 10 MB Uint8Array inside an otherwise plain object', async () => {
    const handlers = await allHandlers();
    const payload = { ...emptySnapshot(), words: new Uint8Array(10 * 1024 * 1024) };
    const result = await handlers['app:save'](game, payload);
    expectShortRefusal(result);
    if (!result.ok) expect(result.error.detail).toMatch(/binary data/);
  });

  it('refuses an object with a million keys on the channels that take objects with a short error', async () => {
    const handlers = await allHandlers();
    const payload = millionKeys();
    const objectChannels = [
      'settings:set',
      'app:save',
      'app:overwrite',
      'profiles:add',
      'profiles:update',
      'wordlists:rename',
    ] as const;
    for (const channel of objectChannels) expectShortRefusal(await handlers[channel](game, payload));
  }, 30_000);

  it('refuses progress whose words hold a million keys with a short error', async () => {
    const handlers = await allHandlers();
    const result = await handlers['app:overwrite'](game, { ...emptySnapshot(), words: millionKeys() });
    expectShortRefusal(result);
  }, 30_000);

  it('refuses deeply nested messages on every channel with a short error', async () => {
    const handlers = await allHandlers();
    const payload = nested(100_000);
    for (const channel of channels) expectShortRefusal(await handlers[channel](game, payload));
  });

  it('refuses Maps, Sets and Dates where plain data is expected', async () => {
    const handlers = await allHandlers();
    for (const payload of [new Map([['a', 1]]), new Set([1]), new Date(0)]) {
      expectShortRefusal(await handlers['settings:set'](game, payload));
      expectShortRefusal(await handlers['app:save'](game, { ...emptySnapshot(), stages: payload }));
    }
  });

  it('refuses a settings patch with a 10 MB string before its schema is asked', async () => {
    const handlers = await allHandlers();
    expectShortRefusal(await handlers['settings:set'](game, { language: 'x'.repeat(10_000_000) }));
  });

  it('keeps schema errors short when a message is within budget but lists many unknown keys', async () => {
    const handlers = await allHandlers();
    const keys = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`key-${'x'.repeat(10)}-${i}`, 1]));
    const result = await handlers['settings:set'](game, keys);
    expectShortRefusal(result);
  });

  it('still answers ordinary messages', async () => {
    const handlers = await allHandlers();
    expect((await handlers['settings:set'](game, { language: 'en' })).ok).toBe(true);
    expect((await handlers['app:save'](game, emptySnapshot())).ok).toBe(true);
    expect((await handlers['profiles:add'](game, { name: 'Ken', avatar: 'hero' })).ok).toBe(true);
  });
});
