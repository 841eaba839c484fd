import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BRIDGE, DEFAULT_SETTINGS, emptySnapshot } from '../../../core/contract';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { createSettingsService } from '../stores/settingsService';
import { createSnapshotService } from '../stores/snapshotService';
import { createIpcHandlers, type IpcHandlers } from './createIpcHandlers';
import { createSenderCheck, type FrameLike, type SenderEvent } from './isTrustedSender';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};

function setup() {
  const cwd = makeTempFolder('kotoba-ipc-');
  folders.push(cwd);
  const settings = createSettingsService({ cwd, log: quiet });
  const snapshot = createSnapshotService({ cwd, log: quiet });
  const handlers = createIpcHandlers({
    settings,
    snapshot,
    isTrustedSender: createSenderCheck('app://game'),
    log: quiet,
  });
  const files = () => ({
    settings: fs.readFileSync(path.join(cwd, 'settings.json')),
    progress: fs.readFileSync(path.join(cwd, 'progress.json')),
  });
  return { cwd, handlers, files };
}

const mainFrame = (url: string): FrameLike => ({ url, parent: null });
const game: SenderEvent = { senderFrame: mainFrame('app://game/index.html') };

const foreignSenders: [string, SenderEvent][] = [
  ['another origin', { senderFrame: mainFrame('https://evil.example/') }],
  ['the manual', { senderFrame: mainFrame('app://manual/typing-game/manual/') }],
  ['a file URL', { senderFrame: mainFrame('file:///C:/game/index.html') }],
  [
    'a subframe of the game',
    { senderFrame: { url: 'app://game/frame.html', parent: mainFrame('app://game/') } },
  ],
  ['a destroyed frame', { senderFrame: null }],
  [
    'a frame whose URL cannot be read',
    {
      get senderFrame(): FrameLike {
        throw new Error('Render frame was disposed');
      },
    },
  ],
];

/** The channels of the settings and progress areas. */
const CHANNELS = [...Object.values(BRIDGE.settings), ...Object.values(BRIDGE.app)];

const validPayloads: Record<keyof IpcHandlers, unknown> = {
  [BRIDGE.settings.get]: undefined,
  [BRIDGE.settings.set]: { language: 'en' },
  [BRIDGE.app.load]: undefined,
  [BRIDGE.app.save]: { ...emptySnapshot(), level: 2 },
  [BRIDGE.app.overwrite]: { ...emptySnapshot(), level: 3 },
};

const malformedPayloads: Record<keyof IpcHandlers, [string, unknown][]> = {
  [BRIDGE.settings.get]: [
    ['an object', { all: true }],
    ['a string', 'settings'],
  ],
  [BRIDGE.settings.set]: [
    ['a volume above 1', { bgmVolume: 1.5 }],
    ['an unknown key', { admin: true }],
    ['the main-owned version', { version: 2 }],
    ['a wrong type', { sound: 'yes' }],
    ['not an object', 'sound=off'],
    ['nothing', undefined],
  ],
  [BRIDGE.app.load]: [
    ['a number', 1],
    ['an array', []],
  ],
  [BRIDGE.app.save]: [
    ['a level of 0', { ...emptySnapshot(), level: 0 }],
    ['an older shape', { level: 2 }],
    ['an extra key', { ...emptySnapshot(), cheat: true }],
    ['nothing', undefined],
  ],
  [BRIDGE.app.overwrite]: [
    ['a foreign object', { name: 'other app' }],
    ['a newer version', { ...emptySnapshot(), version: 9 }],
    ['a number', 42],
    ['nothing', undefined],
  ],
};

describe('IPC handlers', () => {
  it('answer every channel of the contract', () => {
    expect(Object.keys(setup().handlers).sort()).toEqual(CHANNELS.sort());
  });

  for (const channel of CHANNELS) {
    for (const [who, event] of foreignSenders) {
      it(`${channel} refuses ${who} and changes nothing`, async () => {
        const { handlers, files } = setup();
        const before = files();
        const answer = await handlers[channel](event, validPayloads[channel]);
        expect(answer).toEqual({
          ok: false,
          error: { code: 'forbidden-sender', reason: 'ipc.wrongSender', values: { channel } },
        });
        expect(files()).toEqual(before);
      });
    }

    for (const [what, payload] of malformedPayloads[channel]) {
      it(`${channel} refuses ${what} as invalid-payload and writes nothing`, async () => {
        const { handlers, files } = setup();
        const before = files();
        const answer = await handlers[channel](game, payload);
        expect(answer.ok).toBe(false);
        if (!answer.ok) {
          expect(answer.error.code).toBe('invalid-payload');
          expect(answer.error.reason).toMatch(/^(ipc\.refused|save\.notReplaced)$/);
          expect(answer.error.detail).toMatch(/.+/);
        }
        expect(files()).toEqual(before);
      });
    }

    it(`${channel} answers the game's main frame`, async () => {
      const { handlers } = setup();
      const answer = await handlers[channel](game, validPayloads[channel]);
      expect(answer.ok).toBe(true);
    });
  }

  it('settings:set writes the change to settings.json and settings:get reads it back', async () => {
    const { handlers, cwd } = setup();
    const set = await handlers[BRIDGE.settings.set](game, { language: 'en', bgmVolume: 0.1 });
    expect(set).toEqual({ ok: true, value: { ...DEFAULT_SETTINGS, language: 'en', bgmVolume: 0.1 } });
    expect(JSON.parse(fs.readFileSync(path.join(cwd, 'settings.json'), 'utf8'))).toMatchObject({
      language: 'en',
      bgmVolume: 0.1,
    });
    const get = await handlers[BRIDGE.settings.get](game);
    expect(get.ok && get.value.settings.language).toBe('en');
  });

  it('app:save then app:load returns the saved progress', async () => {
    const { handlers } = setup();
    await handlers[BRIDGE.app.save](game, { ...emptySnapshot(), level: 5, exp: 40 });
    const load = await handlers[BRIDGE.app.load](game);
    expect(load.ok && load.value.snapshot).toEqual({ ...emptySnapshot(), level: 5, exp: 40 });
  });

  it('turns an unexpected failure inside a service into an `unavailable` result instead of throwing', async () => {
    const { cwd } = setup();
    const settings = createSettingsService({ cwd, log: quiet });
    const broken = {
      ...settings,
      load: () => {
        throw new Error('boom');
      },
    };
    const handlers = createIpcHandlers({
      settings: broken,
      snapshot: createSnapshotService({ cwd, log: quiet }),
      isTrustedSender: () => true,
      log: quiet,
    });
    const answer = await handlers[BRIDGE.settings.get](game);
    expect(answer).toEqual({
      ok: false,
      error: { code: 'unavailable', reason: 'ipc.failed', values: { channel: 'settings:get' } },
    });
  });
});

describe('createSenderCheck', () => {
  it('trusts the main frame at the trusted origin, with any path or query', () => {
    const check = createSenderCheck('https://game.kotoba.test');
    expect(check({ senderFrame: mainFrame('https://game.kotoba.test/index.html?x=1') })).toBe(true);
    expect(check({ senderFrame: mainFrame('https://game.kotoba.test.evil.example/') })).toBe(false);
    expect(check({ senderFrame: mainFrame('http://game.kotoba.test/') })).toBe(false);
    expect(check({ senderFrame: mainFrame('not a url') })).toBe(false);
  });
});
