import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BRIDGE,
  MAX_OPEN_STAGES,
  MAX_STAGE_ID_LENGTH,
  MAX_TODAY_STAGES,
  TEACHER_WORLD_IDS,
} from '../../../core/contract';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { createSenderCheck, type FrameLike, type SenderEvent } from '../ipc/isTrustedSender';
import { createTeacherHandlers, type TeacherHandlers } from './createTeacherHandlers';
import { createTeacherPinService } from './teacherPin';
import { createTeacherSettingsService } from './teacherSettings';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const PIN = '97531';
const T = BRIDGE.teacher;

const mainFrame = (url: string): FrameLike => ({ url, parent: null });
const game: SenderEvent = { senderFrame: mainFrame('app://game/index.html') };
const foreignSenders: [string, SenderEvent][] = [
  ['another origin', { senderFrame: mainFrame('https://evil.example/') }],
  ['the manual', { senderFrame: mainFrame('app://manual/typing-game/manual/') }],
  ['a subframe of the game', { senderFrame: { url: 'app://game/f.html', parent: mainFrame('app://game/') } }],
];

/** Real services on a temp folder with a PIN already set, behind the real handlers. */
async function setup() {
  const cwd = makeTempFolder('kotoba-teacher-ipc-');
  folders.push(cwd);
  const pin = createTeacherPinService({ cwd, log: quiet });
  await pin.setPin(PIN);
  const settings = createTeacherSettingsService({ cwd, isUnlocked: pin.isUnlocked, log: quiet });
  const handlers = createTeacherHandlers({
    pin,
    settings,
    isTrustedSender: createSenderCheck('app://game'),
    log: quiet,
  });
  const files = () =>
    Object.fromEntries(
      fs.readdirSync(cwd).map((name) => [name, fs.readFileSync(path.join(cwd, name), 'utf8')]),
    );
  const unlock = async () => {
    const answer = await handlers[T.unlock](game, { pin: PIN });
    if (!answer.ok || !answer.value.ok) throw new Error('not unlocked');
    return answer.value.token;
  };
  return { handlers, files, unlock, pin };
}

type Setup = Awaited<ReturnType<typeof setup>>;
const choices = { openWorlds: ['e34'], openStages: ['month'], todayStages: ['month'] };

const validPayloads: Record<keyof TeacherHandlers, (s: Setup) => Promise<unknown>> = {
  [T.status]: async () => undefined,
  [T.setPin]: async () => ({ pin: '1111', currentPin: PIN }),
  [T.unlock]: async () => ({ pin: PIN }),
  [T.lock]: async (s) => ({ token: await s.unlock() }),
  [T.getSettings]: async () => undefined,
  [T.setSettings]: async (s) => ({ token: await s.unlock(), settings: choices }),
};

const huge = '9'.repeat(100_000);
const malformedPayloads: Record<keyof TeacherHandlers, [string, unknown][]> = {
  [T.status]: [['an object', { token: 'x' }]],
  [T.setPin]: [
    ['a bare string', PIN],
    ['a number', { pin: 1234 }],
    ['letters', { pin: 'abcd' }],
    ['a huge PIN', { pin: huge }],
    ['an extra key', { pin: '1234', admin: true }],
    ['nothing', undefined],
  ],
  [T.unlock]: [
    ['a number', { pin: 97531 }],
    ['a huge string', { pin: huge }],
    ['an extra key', { pin: PIN, token: 'x' }],
    ['an array', [PIN]],
  ],
  [T.lock]: [
    ['a made-up token shape', { token: '../../x' }],
    ['a huge token', { token: huge }],
  ],
  [T.getSettings]: [['a string', 'all']],
  [T.setSettings]: [
    ['no token', { settings: choices }],
    ['settings at the top level', { token: 'A'.repeat(43), ...choices }],
    ['a world that does not exist', { token: 'A'.repeat(43), settings: { ...choices, openWorlds: ['x'] } }],
    ['an extra key in the settings', { token: 'A'.repeat(43), settings: { ...choices, updatedAt: 'now' } }],
    ['a huge stage id', { token: 'A'.repeat(43), settings: { ...choices, openStages: [huge] } }],
    [
      'too many stages',
      {
        token: 'A'.repeat(43),
        settings: { ...choices, openStages: Array.from({ length: 5_000 }, (_, i) => `s${i}`) },
      },
    ],
  ],
};

describe('teacher IPC handlers', () => {
  it('answer every teacher channel', async () => {
    expect(Object.keys((await setup()).handlers).sort()).toEqual(Object.values(T).sort());
  });

  for (const channel of Object.values(T)) {
    for (const [who, event] of foreignSenders) {
      it(`${channel} refuses ${who} and changes nothing`, async () => {
        const s = await setup();
        const payload = await validPayloads[channel](s);
        const before = s.files();
        expect(await s.handlers[channel](event, payload)).toEqual({
          ok: false,
          error: { code: 'forbidden-sender', reason: 'ipc.wrongSender', values: { channel } },
        });
        expect(s.files()).toEqual(before);
      });
    }

    for (const [what, payload] of malformedPayloads[channel]) {
      it(`${channel} refuses ${what} with a short invalid-payload error and changes nothing`, async () => {
        const s = await setup();
        const before = s.files();
        const answer = await s.handlers[channel](game, payload);
        expect(answer.ok).toBe(false);
        if (answer.ok) return;
        expect(answer.error.code).toBe('invalid-payload');
        expect(answer.error).toMatchObject({ reason: 'ipc.refused', values: { channel } });
        const told = JSON.stringify(answer.error);
        expect(told.length).toBeLessThan(400);
        expect(told).not.toContain(PIN);
        expect(told).not.toContain('99999999');
        expect(s.files()).toEqual(before);
      });
    }

    it(`${channel} answers the game's main frame`, async () => {
      const s = await setup();
      const answer = await s.handlers[channel](game, await validPayloads[channel](s));
      expect(answer.ok).toBe(true);
    });
  }

  it('opens teacher settings only through a PIN checked in main, end to end', async () => {
    const s = await setup();
    const wrong = await s.handlers[T.unlock](game, { pin: '0000' });
    expect(wrong).toEqual({ ok: true, value: { ok: false, reason: 'wrong-pin', lockedUntil: null } });
    const refused = await s.handlers[T.setSettings](game, { token: 'A'.repeat(43), settings: choices });
    expect(refused.ok === false && refused.error.code).toBe('not-unlocked');

    const token = await s.unlock();
    const saved = await s.handlers[T.setSettings](game, { token, settings: choices });
    expect(saved.ok && saved.value.todayStages).toEqual(['month']);
    const read = await s.handlers[T.getSettings](game);
    expect(read.ok && read.value.settings.openWorlds).toEqual(['e34']);

    expect(await s.handlers[T.lock](game, { token })).toEqual({ ok: true, value: true });
    const afterLock = await s.handlers[T.setSettings](game, {
      token,
      settings: { ...choices, todayStages: [] },
    });
    expect(afterLock.ok === false && afterLock.error.code).toBe('not-unlocked');
  });

  it('saves the largest choices the schema allows: the payload budget leaves room for them', async () => {
    const s = await setup();
    const id = (prefix: string, i: number) => `${prefix}${i}`.padEnd(MAX_STAGE_ID_LENGTH, 'x');
    const largest = {
      openWorlds: [...TEACHER_WORLD_IDS],
      openStages: Array.from({ length: MAX_OPEN_STAGES }, (_, i) => id('open', i)),
      todayStages: Array.from({ length: MAX_TODAY_STAGES }, (_, i) => id('today', i)),
    };
    const saved = await s.handlers[T.setSettings](game, { token: await s.unlock(), settings: largest });
    expect(saved.ok && saved.value.openStages.length).toBe(MAX_OPEN_STAGES);
  });

  it('refuses to set a second PIN without the current one, and changes it with it', async () => {
    const s = await setup();
    expect(await s.handlers[T.setPin](game, { pin: '1111' })).toEqual({
      ok: true,
      value: { ok: false, reason: 'pin-set' },
    });
    const changed = await s.handlers[T.setPin](game, { pin: '1111', currentPin: PIN });
    expect(changed).toEqual({
      ok: true,
      value: { ok: true, status: { pinSet: true, lockedUntil: null, damaged: false } },
    });
    const status = await s.handlers[T.status](game);
    expect(status).toEqual({ ok: true, value: { pinSet: true, lockedUntil: null, damaged: false } });
    expect((await s.handlers[T.unlock](game, { pin: PIN })).ok && (await s.pin.unlock('1111')).ok).toBe(true);
  });
});
