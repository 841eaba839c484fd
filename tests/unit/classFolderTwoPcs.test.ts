/**
 * Two PCs of a lab sharing one class folder: two separate processes, each with its own main-process
 * services (the desktop app's `openClassroom` and IPC handlers), its own userData folder and PC name,
 * and one class folder on this machine standing in for the school's file share.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AppSnapshot,
  type ClassFolderStatus,
  classProgressFileSchema,
  emptySnapshot,
  failureLogText,
  type Profile,
  type ProfilesView,
  type Result,
  type WordRecord,
} from '../../core/contract';
import { adoptBankIds } from '../../core/contract/adoptBankIds';
import { type Host, startHost } from '../support/classHost/startHost';

const ORIGIN = 'https://game.kotoba.test';
const TIMEOUT = 120_000;

let root: string;
let classFolder: string;
let configPath: string;
const hosts: Host[] = [];

async function pc(name: string): Promise<Host> {
  const userData = path.join(root, `userData-${name}`);
  fs.mkdirSync(userData, { recursive: true });
  const host = await startHost({
    userData,
    configPath,
    pcId: `pc-${name.toLowerCase()}`,
    pcName: name,
    origin: ORIGIN,
    // A share that is away answers at once here (a renamed folder); keep the time-out short anyway.
    timeoutMs: 5_000,
  });
  hosts.push(host);
  return host;
}

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${failureLogText(result.error)}`);
  return result.value;
}

/** A pupil's progress after one more battle of `stageId` at `at`, with `word` seen once (and missed once). */
function played(before: AppSnapshot, stageId: string, at: string, word: string): AppSnapshot {
  const key = `${stageId}:${word}`;
  const known = before.words[key];
  return {
    ...before,
    exp: before.exp + 30,
    stages: {
      ...before.stages,
      [stageId]: {
        cleared: true,
        bestRank: 'A',
        plays: (before.stages[stageId]?.plays ?? 0) + 1,
        lastPlayedAt: at,
      },
    },
    words: {
      ...before.words,
      [key]: {
        setId: stageId,
        en: word,
        ja: `${word}（いみ）`,
        seen: (known?.seen ?? 0) + 1,
        clean: known?.clean ?? 0,
        mistakes: (known?.mistakes ?? 0) + 1,
        hints: known?.hints ?? 0,
        wrongKeys: { ...(known?.wrongKeys ?? {}), 'a→e': (known?.wrongKeys['a→e'] ?? 0) + 1 },
        lastWrong: [...(known?.lastWrong ?? []), `${word}x`].slice(-5),
        lastFirstKeyMs: 700,
        lastFinishMs: 2_000,
        lastSeenAt: at,
        review: null,
      },
    },
    history: [
      ...before.history,
      {
        at,
        stageId,
        mode: 'battle',
        victory: true,
        accuracy: 0.9,
        keysPerMinute: 110,
        timeMs: 45_000,
        rank: 'A',
        maxCombo: 6,
        missed: [word],
      },
    ],
  };
}

function classProgress(playerId: string) {
  const file = path.join(classFolder, 'players', playerId, 'progress.json');
  return classProgressFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

async function addAndOpen(host: Host, name: string): Promise<Profile> {
  const profile = value(await host.call<Result<Profile>>('profiles:add', { name, avatar: 'hero' }));
  value(await host.call<Result<ProfilesView>>('profiles:select', profile.id));
  return profile;
}

async function save(host: Host, snapshot: AppSnapshot): Promise<AppSnapshot> {
  return value(await host.call<Result<AppSnapshot>>('app:save', snapshot));
}

async function load(host: Host): Promise<AppSnapshot> {
  return value(await host.call<Result<{ snapshot: AppSnapshot }>>('app:load')).snapshot;
}

/**
 * The key a record saved under a stage's `<stage>:<English>` id is kept under once the class folder
 * has merged it: the word bank's entry id where the route table knows the word, else its own.
 */
function keptKey(legacy: string): string {
  const kept = adoptBankIds({ ...emptySnapshot(), words: { [legacy]: {} as WordRecord } });
  return Object.keys(kept.words)[0] ?? legacy;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-two-pcs-'));
  classFolder = path.join(root, 'share', 'kotoba', '5-1');
  fs.mkdirSync(classFolder, { recursive: true });
  configPath = path.join(root, 'config.json');
  // Written as Notepad would: a byte-order mark and CRLF line ends.
  fs.writeFileSync(
    configPath,
    `\uFEFF{\r\n  "version": 1,\r\n  "classFolder": ${JSON.stringify(classFolder)},\r\n  "className": "5年1組"\r\n}\r\n`,
  );
});

afterEach(async () => {
  for (const host of hosts.splice(0)) host.kill();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a class folder shared by two PCs', () => {
  it(
    'lets a pupil play on one PC, then on the other, with their progress following',
    async () => {
      const first = await pc('PC-01');
      expect(first.started).toMatchObject({
        mode: 'class',
        folder: classFolder,
        className: '5年1組',
        online: true,
      });
      const aoi = await addAndOpen(first, 'あおい');
      const afterMonth = await save(
        first,
        played(await load(first), 'month', '2026-11-24T09:00:00.000Z', 'January'),
      );
      await first.close();

      const second = await pc('PC-02');
      const players = value(await second.call<Result<ProfilesView>>('profiles:list'));
      expect(players.profiles.map((p) => p.name)).toContain('あおい');
      value(await second.call('profiles:select', aoi.id));
      const there = await load(second);
      expect(there.stages.month).toEqual(afterMonth.stages.month);
      expect(there.words[keptKey('month:January')]?.seen).toBe(1);
      expect(there.history).toHaveLength(1);

      // A second lesson on the second PC adds to the first, in the class folder too.
      await save(second, played(there, 'week', '2026-11-25T09:00:00.000Z', 'Monday'));
      await second.flush();
      const file = classProgress(aoi.id);
      expect(file.snapshot.history.map((a) => a.stageId)).toEqual(['month', 'week']);
      expect(file.snapshot.exp).toBe(60);
    },
    TIMEOUT,
  );

  it(
    'refuses the same pupil on a second PC, naming the first, until a teacher releases them',
    async () => {
      const [first, second] = await Promise.all([pc('PC-01'), pc('PC-02')]);
      const aoi = await addAndOpen(first, 'あおい');
      await first.flush();

      value(await second.call('profiles:list'));
      const refused = await second.call<Result<ProfilesView>>('profiles:select', aoi.id);
      expect(refused).toMatchObject({
        ok: false,
        error: { code: 'in-use', reason: 'classFolder.inUse', values: { playerId: aoi.id, pcName: 'PC-01' } },
      });
      // Nothing changed on the second PC: nobody is playing there yet, and the lease is still the first's.
      const lease = JSON.parse(
        fs.readFileSync(path.join(classFolder, 'players', aoi.id, 'lease.json'), 'utf8'),
      );
      expect(lease).toMatchObject({ pcName: 'PC-01' });

      // Without teacher mode the release is refused.
      const noToken = await second.call<Result<boolean>>('classfolder:releasePlayer', {
        token: 'not-a-token',
        playerId: aoi.id,
      });
      expect(noToken).toMatchObject({ ok: false, error: { code: 'not-unlocked' } });

      value(await second.call('teacher:setPin', { pin: '2468' }));
      const { token } = value(
        await second.call<Result<{ token: string }>>('teacher:unlock', { pin: '2468' }),
      );
      expect(
        value(await second.call<Result<boolean>>('classfolder:releasePlayer', { token, playerId: aoi.id })),
      ).toBe(true);
      value(await second.call('profiles:select', aoi.id));
      const taken = JSON.parse(
        fs.readFileSync(path.join(classFolder, 'players', aoi.id, 'lease.json'), 'utf8'),
      );
      expect(taken).toMatchObject({ pcName: 'PC-02' });
    },
    TIMEOUT,
  );

  it(
    'takes over the lease of a PC that was switched off once it is stale by the server clock',
    async () => {
      const first = await pc('PC-01');
      const aoi = await addAndOpen(first, 'あおい');
      await first.flush();
      first.kill();

      const second = await pc('PC-02');
      value(await second.call('profiles:list'));
      expect(await second.call('profiles:select', aoi.id)).toMatchObject({
        ok: false,
        error: { code: 'in-use' },
      });
      // The share's clock moves on: the lease's modification time is set back past the stale limit.
      const leaseFile = path.join(classFolder, 'players', aoi.id, 'lease.json');
      const old = new Date(Date.now() - 10 * 60_000);
      fs.utimesSync(leaseFile, old, old);
      value(await second.call('profiles:select', aoi.id));
    },
    TIMEOUT,
  );

  it(
    'plays on while the class folder is away, then writes back and merges with what another PC wrote meanwhile',
    async () => {
      const first = await pc('PC-01');
      const aoi = await addAndOpen(first, 'あおい');
      let progress = await save(
        first,
        played(await load(first), 'month', '2026-11-24T09:00:00.000Z', 'January'),
      );
      await first.flush();

      // The server goes away mid-stage: the share's folder is renamed away.
      const away = `${classFolder}-away`;
      fs.renameSync(classFolder, away);
      progress = await save(first, played(progress, 'month', '2026-11-24T09:05:00.000Z', 'January'));
      progress = await save(first, played(progress, 'week', '2026-11-24T09:10:00.000Z', 'Monday'));
      const offline = await first.flush();
      expect(offline).toMatchObject({ mode: 'class', online: false, pending: 2 });
      expect(first.events.some((s: ClassFolderStatus) => s.mode === 'class' && !s.online)).toBe(true);
      // The renamed-away folder was not made again by the game.
      expect(fs.existsSync(classFolder)).toBe(false);
      // Play goes on: the progress is saved on this PC.
      expect((await load(first)).history).toHaveLength(3);

      // Meanwhile, the pupil is released by a teacher and plays one stage on another PC.
      fs.renameSync(away, classFolder);
      const second = await pc('PC-02');
      value(await second.call('teacher:setPin', { pin: '1357' }));
      const { token } = value(
        await second.call<Result<{ token: string }>>('teacher:unlock', { pin: '1357' }),
      );
      value(await second.call('classfolder:releasePlayer', { token, playerId: aoi.id }));
      value(await second.call('profiles:list'));
      value(await second.call('profiles:select', aoi.id));
      await save(second, played(await load(second), 'colour', '2026-11-24T09:20:00.000Z', 'red'));
      await second.close();

      // The first PC's share answers again: the journal is written back and merged, nothing lost or doubled.
      const back = await first.retry();
      expect(back).toMatchObject({ online: true, pending: 0 });
      const file = classProgress(aoi.id);
      expect(file.snapshot.history.map((a) => `${a.stageId}@${a.at.slice(11, 16)}`)).toEqual([
        'month@09:00',
        'month@09:05',
        'week@09:10',
        'colour@09:20',
      ]);
      expect(file.snapshot.words[keptKey('month:January')]?.seen).toBe(2);
      expect(file.snapshot.words[keptKey('month:January')]?.mistakes).toBe(2);
      expect(file.snapshot.words[keptKey('colour:red')]?.seen).toBe(1);
      expect(file.snapshot.stages.month?.plays).toBe(2);
      expect(file.snapshot.exp).toBe(emptySnapshot().exp + 4 * 30);
      expect(new Set(file.applied).size).toBe(file.applied.length);

      // Writing back again changes nothing.
      await first.flush();
      expect(classProgress(aoi.id).snapshot).toEqual(file.snapshot);
    },
    TIMEOUT,
  );
});
