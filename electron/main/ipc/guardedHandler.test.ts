import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type AreaApi,
  BUDGETS,
  buildKotobaApi,
  CONTRACT,
  type Contract,
  channelsOf,
  channelTable,
  defineOperations,
  emptySnapshot,
  noPayload,
  type Operation,
  ok,
  type Result,
  SETTINGS_OPERATIONS,
} from '../../../core/contract';
import { SAMPLE_PAYLOADS } from '../../../tests/support/electron/main/ipc/samplePayloads';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { openClassroom } from '../classfolder/openClassroom';
import { createShareFs } from '../classfolder/shareFs';
import { createMainHandlers, type MainHandlers } from '../mainHandlers';
import { type AreaHandlers, guardOperation, guardOperations } from './guardedHandler';
import { createSenderCheck, type SenderEvent } from './isTrustedSender';
import { registerIpc } from './registerIpc';

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
async function allHandlers(): Promise<MainHandlers> {
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
    checkAnswers: true,
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

type AnyChannel = keyof MainHandlers;
const channels = channelsOf(CONTRACT) as AnyChannel[];

// Building and enumerating a million keys takes seconds on a loaded machine; this bounds a hang only.
const HEAVY_TEST_MS = 120_000;

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
  it('gives every channel of the contract a handler', async () => {
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

  it(
    'refuses an object with a million keys on the channels that take objects with a short error',
    async () => {
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
    },
    HEAVY_TEST_MS,
  );

  it(
    'refuses progress whose words hold a million keys with a short error',
    async () => {
      const handlers = await allHandlers();
      const result = await handlers['app:overwrite'](game, { ...emptySnapshot(), words: millionKeys() });
      expectShortRefusal(result);
    },
    HEAVY_TEST_MS,
  );

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

/** Every operation of the contract with its area, name and sample payload, in the tables' order. */
const everyOperation = Object.entries(CONTRACT).flatMap(([area, table]) =>
  Object.entries(table).map(([name, operation]) => ({
    area,
    name,
    operation: operation as Operation,
    sample: (SAMPLE_PAYLOADS as Record<string, Record<string, unknown>>)[area]?.[name],
  })),
);

describe('work that throws or rejects', () => {
  const failures: [string, () => unknown][] = [
    [
      'an async handler that rejects',
      async () => {
        throw new Error('disk gone');
      },
    ],
    [
      'a sync handler that throws',
      () => {
        throw new Error('disk gone');
      },
    ],
    ['a handler that rejects with a bare string', () => Promise.reject('disk gone')],
  ];

  for (const [kind, failing] of failures) {
    it(`answers an error Result, never a throw, on every channel of every table for ${kind}`, async () => {
      const ran: string[] = [];
      const logged: string[] = [];
      const work = Object.fromEntries(
        Object.entries(CONTRACT).map(([area, table]) => [
          area,
          Object.fromEntries(
            Object.entries(table).map(([name, operation]) => [
              name,
              () => {
                ran.push(operation.channel);
                return failing();
              },
            ]),
          ),
        ]),
      ) as unknown as AreaHandlers<Contract>;
      const handlers = guardOperations(CONTRACT, work, {
        isTrustedSender: createSenderCheck('app://game'),
        log: (message) => logged.push(message),
      }) as Record<string, (event: SenderEvent, payload?: unknown) => Promise<Result<unknown>>>;
      for (const { operation, sample } of everyOperation) {
        const answer = await handlers[operation.channel]!(game, sample);
        expect(answer).toEqual({
          ok: false,
          error: {
            code: 'unavailable',
            reason: operation.failure ?? 'ipc.failed',
            values: { channel: operation.channel },
          },
        });
      }
      // Each work ran (its sample passed the guard), and each failure was logged with its cause.
      expect(ran).toEqual(channelsOf(CONTRACT));
      expect(logged).toEqual(channelsOf(CONTRACT).map((channel) => `${channel} failed: disk gone`));
    });
  }
});

describe('answers and their schemas', () => {
  const settingsSet = SETTINGS_OPERATIONS.set;
  // A settings answer that lacks most of the settings: the kind of drift a schema check catches.
  const drifted = () => ok({ language: 'en' }) as unknown as Result<z.infer<typeof settingsSet.answer>>;

  it('refuses an answer outside its schema when answers are checked, and says which field', async () => {
    const guarded = guardOperation(settingsSet, drifted, {
      isTrustedSender: () => true,
      log: quiet,
      checkAnswers: true,
    });
    const answer = await guarded(game, { language: 'en' });
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.error.code).toBe('unavailable');
      expect(answer.error).toMatchObject({ reason: 'ipc.failed', values: { channel: 'settings:set' } });
      expect(answer.error.detail).toMatch(/sound/);
    }
  });

  it('lets answers through unchecked in the app, where they come from its own typed code', async () => {
    const guarded = guardOperation(settingsSet, drifted, { isTrustedSender: () => true, log: quiet });
    expect(await guarded(game, { language: 'en' })).toEqual({ ok: true, value: { language: 'en' } });
  });

  it(
    'answers every channel of the app within its contract, with and without teacher mode',
    async () => {
      const handlers = (await allHandlers()) as unknown as Record<
        string,
        (event: SenderEvent, payload?: unknown) => Promise<Result<unknown>>
      >;
      const outside = (answer: Result<unknown>) =>
        !answer.ok && answer.error.reason === 'ipc.failed' && answer.error.code === 'unavailable';
      const answers: Record<string, Result<unknown>> = {};
      for (const { operation, sample } of everyOperation) {
        answers[operation.channel] = await handlers[operation.channel]!(game, sample);
      }
      expect(Object.entries(answers).filter(([, answer]) => outside(answer))).toEqual([]);
      // The sample PIN was set and opens teacher mode: the teacher-only operations answer for real.
      const unlocked = await handlers['teacher:unlock']!(game, { pin: '2468' });
      if (!unlocked.ok) throw new Error('not unlocked');
      const { token } = unlocked.value as { token: string };
      const added = answers['profiles:add'];
      if (!added?.ok) throw new Error('no player added');
      const playerId = (added.value as { id: string }).id;
      const teacherOnly = [
        await handlers['dashboard:report']!(game, { token }),
        await handlers['dashboard:pupil']!(game, { token, playerId }),
        await handlers['dashboard:exportCsv']!(game, { token }),
        await handlers['teacher:setSettings']!(game, { ...SAMPLE_PAYLOADS.teacher.setSettings, token }),
        await handlers['classfolder:setFolder']!(game, { token, classFolder: null, className: null }),
      ];
      expect(teacherOnly.map((answer) => answer.ok)).toEqual([true, true, true, true, true]);
    },
    HEAVY_TEST_MS,
  ); // setting and checking a PIN hash it (scrypt), slow on a busy machine
});

describe('an operation added the way CONTRIBUTING.md says', () => {
  // 1. Its area's table (in the app: core/contract/operations/<area>.ts). Test-only here.
  const PRACTICE_OPERATIONS = defineOperations({
    /** Counts the words of a sentence the pupil typed. */
    countWords: {
      channel: 'practice:countWords',
      payload: z.string().max(200),
      answer: z.number().int().min(0),
      budget: { maxDepth: 0, maxValues: 1, maxTextLength: 200 },
    },
    /** The pupil's best count so far. */
    best: {
      channel: 'practice:best',
      payload: noPayload,
      answer: z.number().int().min(0),
      budget: BUDGETS.nothing,
    },
  });

  it('is answered end to end through the real registration, guard and bridge', async () => {
    const tables = { ...CONTRACT, practice: PRACTICE_OPERATIONS };
    // 2. Its work in main (in the app: the area's create*Handlers.ts); the compiler asks for each operation.
    let best = 0;
    const practiceWork: AreaHandlers<{ practice: typeof PRACTICE_OPERATIONS }> = {
      practice: {
        countWords: async (sentence) => {
          const words = sentence.split(/\s+/).filter(Boolean).length;
          best = Math.max(best, words);
          return ok(words);
        },
        best: () => ok(best),
      },
    };
    const appHandlers = await allHandlers();
    const handlers = {
      ...appHandlers,
      ...guardOperations({ practice: PRACTICE_OPERATIONS }, practiceWork, {
        isTrustedSender: createSenderCheck('app://game'),
        log: quiet,
        checkAnswers: true,
      }),
    };
    // Registered as index.ts registers the app's handlers; the page's API is built as the preload builds it.
    const registered = new Map<string, (event: SenderEvent, payload?: unknown) => Promise<unknown>>();
    registerIpc(
      {
        handle: (channel, listener) => registered.set(channel, listener as never),
        removeHandler: (channel) => registered.delete(channel),
      },
      handlers,
    );
    let sender: SenderEvent = game;
    const kotoba = buildKotobaApi(
      channelTable(tables),
      {},
      (channel, ...args) => registered.get(channel)!(sender, ...args),
      () => () => {},
    ) as unknown as { practice: AreaApi<typeof PRACTICE_OPERATIONS> };

    // 3. The renderer calls it: typed from the table, answered with a Result.
    expect(await kotoba.practice.countWords('the hero types a word')).toEqual({ ok: true, value: 5 });
    expect(await kotoba.practice.best()).toEqual({ ok: true, value: 5 });
    const tooLong = await kotoba.practice.countWords('word '.repeat(100));
    expect(tooLong.ok === false && tooLong.error.code).toBe('invalid-payload');
    sender = { senderFrame: { url: 'https://evil.example/', parent: null } };
    const foreign = await kotoba.practice.best();
    expect(foreign.ok === false && foreign.error.code).toBe('forbidden-sender');
    expect(registered.has('practice:countWords') && registered.has('settings:get')).toBe(true);
  });
});
