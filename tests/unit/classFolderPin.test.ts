/**
 * The teacher PIN on PCs that forget: with a class folder it lives with the class, so a PC set up
 * again (an empty userData folder) asks for the class's PIN instead of letting the first pupil set
 * one; and on a PC's own saves a pupil cannot delete another pupil who has progress.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AppSnapshot,
  emptySnapshot,
  type Profile,
  type ProfilesView,
  type Result,
  type TeacherSetPin,
  type TeacherStatus,
  type TeacherUnlock,
} from '../../core/contract';
import { CLASS_PIN_PATH } from '../../electron/main/classfolder/classPin';
import { scryptPinHasher } from '../../electron/main/teacher/teacherPin';
import { type Host, startHost } from '../support/classHost/startHost';

const ORIGIN = 'https://game.kotoba.test';
const TIMEOUT = 120_000;

let root: string;
let classFolder: string;
let configPath: string;
const hosts: Host[] = [];

function writeConfig(config: Record<string, unknown>) {
  fs.writeFileSync(configPath, JSON.stringify({ version: 1, ...config }));
}

/** Starts a PC; `userData` names its folder, so a PC can start again over the same one. */
async function pc(name: string, userData = name): Promise<Host> {
  const dir = path.join(root, `userData-${userData}`);
  fs.mkdirSync(dir, { recursive: true });
  const host = await startHost({
    userData: dir,
    configPath,
    pcId: `pc-${name.toLowerCase()}`,
    pcName: name,
    origin: ORIGIN,
    timeoutMs: 5_000,
  });
  hosts.push(host);
  return host;
}

function value<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`${result.error.code}: ${result.error.reason} ${result.error.detail ?? ''}`);
  return result.value;
}

const status = async (host: Host) => value(await host.call<Result<TeacherStatus>>('teacher:status'));
const setPin = async (host: Host, pin: string) => host.call<Result<TeacherSetPin>>('teacher:setPin', { pin });
const unlock = async (host: Host, pin: string) =>
  value(await host.call<Result<TeacherUnlock>>('teacher:unlock', { pin }));

/** One battle's worth of progress. */
function played(): AppSnapshot {
  const empty = emptySnapshot();
  return {
    ...empty,
    exp: 30,
    history: [
      {
        at: '2026-11-20T09:00:00.000Z',
        stageId: 'w1-s1',
        mode: 'battle',
        victory: true,
        accuracy: 0.9,
        keysPerMinute: 110,
        timeMs: 45_000,
        rank: 'A',
        maxCombo: 6,
        missed: [],
      },
    ],
  };
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-class-pin-'));
  classFolder = path.join(root, 'share', 'kotoba', '5-1');
  fs.mkdirSync(classFolder, { recursive: true });
  configPath = path.join(root, 'config.json');
  writeConfig({ classFolder, className: '5年1組' });
});

afterEach(async () => {
  for (const host of hosts.splice(0)) host.kill();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the teacher PIN of a class folder', () => {
  it(
    'set on one PC, is asked on another and on a PC started with an empty userData folder',
    async () => {
      const first = await pc('PC-1');
      const second = await pc('PC-2');
      expect(await status(second)).toMatchObject({ pinSet: false, scope: 'class' });

      expect(value(await setPin(first, '2468'))).toMatchObject({ ok: true });
      // The class folder holds the hash, never the PIN.
      const onShare = fs.readFileSync(path.join(classFolder, CLASS_PIN_PATH), 'utf8');
      expect(onShare).toContain('"scrypt"');
      expect(onShare).not.toContain('2468');

      // PC-2 opened before the PIN was set, and now asks for it.
      expect(await status(second)).toMatchObject({ pinSet: true, damaged: false, scope: 'class' });
      expect(value(await setPin(second, '1111'))).toEqual({ ok: false, reason: 'pin-set' });
      expect(await unlock(second, '1111')).toMatchObject({ ok: false, reason: 'wrong-pin' });
      expect(await unlock(second, '2468')).toMatchObject({ ok: true });

      // A newly imaged PC: nothing in its userData, and still the class's PIN.
      const third = await pc('PC-3');
      expect(await status(third)).toMatchObject({ pinSet: true, scope: 'class' });
      expect(value(await setPin(third, '0000'))).toEqual({ ok: false, reason: 'pin-set' });
      expect(await unlock(third, '2468')).toMatchObject({ ok: true });
    },
    TIMEOUT,
  );

  it(
    'is changed on one PC for all, and wrong tries on one count on the others',
    async () => {
      const first = await pc('PC-1');
      const second = await pc('PC-2');
      value(await setPin(first, '2468'));
      expect(
        value(
          await second.call<Result<TeacherSetPin>>('teacher:setPin', { currentPin: '2468', pin: '1357' }),
        ),
      ).toMatchObject({ ok: true });
      expect(await unlock(first, '2468')).toMatchObject({ ok: false, reason: 'wrong-pin' });
      expect(await unlock(first, '1357')).toMatchObject({ ok: true });
      for (let i = 0; i < 4; i++) await unlock(first, '9999');
      // The fifth wrong try is made on the other PC: the lock is the class's.
      expect(await unlock(second, '9999')).toMatchObject({ ok: false, reason: 'wrong-pin' });
      expect((await status(first)).lockedUntil).not.toBeNull();
      expect(await unlock(first, '1357')).toMatchObject({ ok: false, reason: 'locked' });
    },
    TIMEOUT,
  );

  it(
    "uses this PC's copy while the class folder is away, and stays shut on a PC with no copy",
    async () => {
      const first = await pc('PC-1');
      value(await setPin(first, '2468'));
      await first.close();
      const away = `${classFolder}-away`;
      fs.renameSync(classFolder, away);

      const again = await pc('PC-1');
      expect(await status(again)).toMatchObject({ pinSet: true, damaged: false });
      expect(await unlock(again, '2468')).toMatchObject({ ok: true });

      // A restored PC that cannot reach the class folder is never open to the first pupil who asks.
      const fresh = await pc('PC-3');
      expect(await status(fresh)).toMatchObject({ pinSet: true, damaged: true, unreachable: true });
      expect(value(await setPin(fresh, '1111'))).toEqual({ ok: false, reason: 'damaged' });
    },
    TIMEOUT,
  );

  it(
    "keeps teacher mode shut when the class's PIN file is damaged, and leaves the file as it is",
    async () => {
      fs.mkdirSync(path.join(classFolder, 'teacher'));
      const file = path.join(classFolder, CLASS_PIN_PATH);
      fs.writeFileSync(file, '{"version": 1, "hash": ');
      const host = await pc('PC-1');
      expect(await status(host)).toMatchObject({ pinSet: true, damaged: true });
      expect(value(await setPin(host, '1111'))).toEqual({ ok: false, reason: 'damaged' });
      expect(await unlock(host, '1111')).toEqual({ ok: false, reason: 'damaged' });
      expect(fs.readFileSync(file, 'utf8')).toBe('{"version": 1, "hash": ');
    },
    TIMEOUT,
  );

  it(
    'is the one IT wrote in the machine-wide config, which no one changes from the game',
    async () => {
      writeConfig({ classFolder, teacherPinHash: await scryptPinHasher.hash('8642') });
      const host = await pc('PC-1');
      expect(await status(host)).toMatchObject({ pinSet: true, scope: 'it' });
      expect(value(await setPin(host, '1111'))).toEqual({ ok: false, reason: 'pin-set' });
      expect(await unlock(host, '8642')).toMatchObject({ ok: true });
      const changed = await host.call<Result<TeacherSetPin>>('teacher:setPin', {
        currentPin: '8642',
        pin: '1111',
      });
      expect(changed).toMatchObject({ ok: false, error: { code: 'protected' } });
    },
    TIMEOUT,
  );
});

describe("deleting a player on a PC's own saves", () => {
  it(
    'needs teacher mode for a player with progress, and not for one who never played',
    async () => {
      writeConfig({});
      const host = await pc('PC-1');
      const aoi = value(await host.call<Result<Profile>>('profiles:add', { name: 'あおい', avatar: 'hero' }));
      value(await host.call<Result<ProfilesView>>('profiles:select', aoi.id));
      value(await host.call<Result<AppSnapshot>>('app:save', played()));
      const ren = value(await host.call<Result<Profile>>('profiles:add', { name: 'れん', avatar: 'hero' }));

      expect(await host.call('profiles:remove', aoi.id)).toMatchObject({
        ok: false,
        error: { code: 'not-unlocked' },
      });
      const forged = { id: aoi.id, token: 'x'.repeat(43) };
      expect(await host.call('profiles:remove', forged)).toMatchObject({
        ok: false,
        error: { code: 'not-unlocked' },
      });
      // A never-played name can still be removed by anyone.
      const afterRen = value(await host.call<Result<ProfilesView>>('profiles:remove', ren.id));
      expect(afterRen.profiles.map((p) => p.id)).not.toContain(ren.id);
      expect(afterRen.profiles.map((p) => p.id)).toContain(aoi.id);

      value(await host.call<Result<Profile>>('profiles:add', { name: 'ゆい', avatar: 'hero' }));
      value(await setPin(host, '2468'));
      const opened = await unlock(host, '2468');
      if (!opened.ok) throw new Error(opened.reason);
      const after = value(
        await host.call<Result<ProfilesView>>('profiles:remove', { id: aoi.id, token: opened.token }),
      );
      expect(after.profiles.map((p) => p.id)).not.toContain(aoi.id);
    },
    TIMEOUT,
  );
});
