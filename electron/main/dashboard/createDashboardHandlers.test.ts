import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AppSnapshot,
  BRIDGE,
  emptySnapshot,
  fail,
  failureLogText,
  ok,
  type Result,
} from '../../../core/contract';
import { buildDashboard } from '../../../core/dashboard/buildDashboard';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { createSenderCheck, type FrameLike, type SenderEvent } from '../ipc/isTrustedSender';
import { createProfileService } from '../profiles/profileService';
import { createTeacherPinService } from '../teacher/teacherPin';
import { createDashboardHandlers, type DashboardHandlerDeps } from './createDashboardHandlers';
import {
  createProgressCache,
  localPupilReaders,
  readLocalPupil,
  readLocalPupils,
  readProgressFile,
} from './readLocalPupils';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const D = BRIDGE.dashboard;
const TOKEN = 'T'.repeat(43);

const mainFrame = (url: string): FrameLike => ({ url, parent: null });
const game: SenderEvent = { senderFrame: mainFrame('app://game/index.html') };
const foreignSenders: [string, SenderEvent][] = [
  ['another origin', { senderFrame: mainFrame('https://evil.example/') }],
  ['the manual', { senderFrame: mainFrame('app://manual/typing-game/manual/') }],
  ['a subframe of the game', { senderFrame: { url: 'app://game/f.html', parent: mainFrame('app://game/') } }],
];

const played = (accuracy: number): AppSnapshot => ({
  ...emptySnapshot(),
  level: 3,
  stages: { number: { cleared: true, bestRank: 'A', plays: 1, lastPlayedAt: '2026-11-20T01:00:00.000Z' } },
  history: [
    {
      at: '2026-11-20T01:00:00.000Z',
      stageId: 'number',
      mode: 'battle',
      victory: true,
      accuracy,
      keysPerMinute: 90,
      timeMs: 60_000,
      rank: 'A',
      maxCombo: 3,
      missed: [],
    },
  ],
});

/**
 * This PC's players on a temp folder: Aoi has played, Ken has not, Mio's progress file is damaged;
 * the real handlers over them, with a save dialog that writes into the folder.
 */
function setup(over: Partial<DashboardHandlerDeps> = {}) {
  const cwd = makeTempFolder('kotoba-dashboard-ipc-');
  folders.push(cwd);
  const profiles = createProfileService({ cwd, firstName: 'Aoi', log: quiet });
  const ken = profiles.add('Ken', 'hero');
  const mio = profiles.add('Mio', 'hero');
  if (!ken.ok || !mio.ok) throw new Error('players not added');
  const aoi = profiles.view().profiles[0]!;
  const write = (id: string, text: string) => {
    fs.mkdirSync(profiles.folderOf(id), { recursive: true });
    fs.writeFileSync(path.join(profiles.folderOf(id), 'progress.json'), text);
  };
  write(aoi.id, JSON.stringify(played(0.75)));
  write(mio.value.id, '{"version": 2, "level": ');
  const saved: { name: string; text: string }[] = [];
  const saveCsv = async (name: string, text: string): Promise<Result<string | null>> => {
    saved.push({ name, text });
    return ok(path.join(cwd, name));
  };
  const handlers = createDashboardHandlers({
    readPupils: () => readLocalPupils(profiles),
    readPupil: (id) => readLocalPupil(profiles, id),
    isUnlocked: (token) => token === TOKEN,
    className: () => null,
    source: () => 'local',
    saveCsv,
    stageOrder: async () => ['number'],
    isTrustedSender: createSenderCheck('app://game'),
    log: quiet,
    now: () => new Date('2026-11-24T06:00:00.000Z'),
    ...over,
  });
  return { cwd, profiles, handlers, saved, ids: { aoi: aoi.id, ken: ken.value.id, mio: mio.value.id } };
}

type Setup = ReturnType<typeof setup>;
const validPayloads: Record<(typeof D)[keyof typeof D], (s: Setup) => unknown> = {
  [D.report]: () => ({ token: TOKEN }),
  [D.pupil]: (s) => ({ token: TOKEN, playerId: s.ids.aoi }),
  [D.exportCsv]: () => ({ token: TOKEN }),
};
const malformed: [string, unknown][] = [
  ['nothing', undefined],
  ['a bare token', TOKEN],
  ['an empty token', { token: '' }],
  ['a huge token', { token: 'x'.repeat(100_000) }],
  ['an extra key', { token: TOKEN, admin: true }],
  ['an array', [TOKEN]],
];

describe('dashboard IPC handlers', () => {
  it('answer every dashboard channel', () => {
    expect(Object.keys(setup().handlers).sort()).toEqual(Object.values(D).sort());
  });

  for (const channel of Object.values(D)) {
    it(`${channel} refuses a token that is not unlocked, before reading anything`, async () => {
      let reads = 0;
      const s = setup({
        readPupils: async () => {
          reads++;
          return [];
        },
        readPupil: async () => {
          reads++;
          return null;
        },
      });
      const payload = { ...(validPayloads[channel](s) as object), token: 'W'.repeat(43) };
      const answer = await s.handlers[channel](game, payload);
      expect(answer.ok === false && answer.error.code).toBe('not-unlocked');
      expect(reads).toBe(0);
      expect(s.saved).toEqual([]);
    });

    for (const [who, event] of foreignSenders) {
      it(`${channel} refuses ${who}`, async () => {
        const s = setup();
        const answer = await s.handlers[channel](event, validPayloads[channel](s));
        expect(answer).toEqual({
          ok: false,
          error: { code: 'forbidden-sender', reason: 'ipc.wrongSender', values: { channel } },
        });
        expect(s.saved).toEqual([]);
      });
    }

    for (const [what, payload] of malformed) {
      it(`${channel} refuses ${what} with a short invalid-payload error`, async () => {
        const s = setup();
        const answer = await s.handlers[channel](game, payload);
        expect(answer.ok === false && answer.error.code).toBe('invalid-payload');
        if (!answer.ok) expect(answer.error.detail?.length ?? 0).toBeLessThan(400);
        expect(s.saved).toEqual([]);
      });
    }
  }

  it('reports every player of this PC, the damaged one with its reason, and moves no file', async () => {
    const s = setup();
    const damagedFile = path.join(s.profiles.folderOf(s.ids.mio), 'progress.json');
    const answer = await s.handlers[D.report](game, { token: TOKEN });
    if (!answer.ok) throw new Error(failureLogText(answer.error));
    const report = answer.value;
    expect(report).toMatchObject({
      className: null,
      source: 'local',
      generatedAt: '2026-11-24T06:00:00.000Z',
    });
    expect(report.pupils.map((p) => [p.name, p.level, p.accuracy, p.problem === null])).toEqual([
      ['Aoi', 3, 0.75, true],
      ['Ken', 1, null, true],
      ['Mio', 0, null, false],
    ]);
    expect(report.pupils[2]?.problem).toMatchObject({ code: 'damaged', detail: expect.any(String) });
    expect(report.stages).toEqual([{ stageId: 'number', cleared: 1 }]);
    expect(report.heat).toEqual([[{ cleared: true, bestRank: 'A', plays: 1 }], [null], [null]]);
    expect(fs.readFileSync(damagedFile, 'utf8')).toBe('{"version": 2, "level": ');
    // Nothing set aside: only the player's own file and the damaged progress, as it was.
    expect(fs.readdirSync(path.dirname(damagedFile)).sort()).toEqual(['profile.json', 'progress.json']);
  });

  it('answers one pupil with their whole progress, and says why for a damaged or unknown one', async () => {
    const s = setup();
    const aoi = await s.handlers[D.pupil](game, { token: TOKEN, playerId: s.ids.aoi });
    expect(aoi.ok && aoi.value).toEqual({
      id: s.ids.aoi,
      name: 'Aoi',
      avatar: 'hero',
      snapshot: played(0.75),
    });
    const mio = await s.handlers[D.pupil](game, { token: TOKEN, playerId: s.ids.mio });
    expect(mio.ok === false && mio.error).toMatchObject({
      code: 'unavailable',
      reason: 'dashboard.pupilUnreadable',
      values: { name: 'Mio' },
      detail: expect.stringMatching(/^damaged: /),
    });
    const nobody = await s.handlers[D.pupil](game, { token: TOKEN, playerId: 'p-nobody0' });
    expect(nobody.ok === false && nobody.error).toEqual({
      code: 'invalid-payload',
      reason: 'player.unknown',
      values: { playerId: 'p-nobody0' },
    });
  });

  it('finds one pupil among all when no single reader is given', async () => {
    const s = setup({ readPupil: undefined });
    const ken = await s.handlers[D.pupil](game, { token: TOKEN, playerId: s.ids.ken });
    expect(ken.ok && ken.value.snapshot).toEqual(emptySnapshot());
  });

  it('saves the CSV with the suggested name in the language asked, and answers the path', async () => {
    const s = setup();
    const answer = await s.handlers[D.exportCsv](game, { token: TOKEN, language: 'en' });
    expect(answer).toEqual({ ok: true, value: path.join(s.cwd, 'kotoba-quest-class-2026-11-24.csv') });
    expect(s.saved).toHaveLength(1);
    const lines = s.saved[0]!.text.split('\r\n');
    expect(lines[0]).toBe(
      '\ufeffname,last played,level,stages cleared,attempts,accuracy (%),keys per minute,note',
    );
    expect(lines[1]).toMatch(/^Aoi,2026-11-20 \d\d:00,3,1,1,75,90,$/);
    expect(lines[3]).toMatch(/^Mio,,,,,,,Could not be read: /);
    const ja = await s.handlers[D.exportCsv](game, { token: TOKEN });
    expect(ja.ok).toBe(true);
    expect(s.saved[1]!.text.startsWith('\ufeff名前,')).toBe(true);
  });

  it('passes on a cancelled dialog and a failed write', async () => {
    const cancelled = setup({ saveCsv: async () => ok(null) });
    expect(await cancelled.handlers[D.exportCsv](game, { token: TOKEN })).toEqual({ ok: true, value: null });
    const failed = setup({
      saveCsv: async () => fail('write-failed', 'save.fileNotWritten', { file: 'x.csv' }, 'EACCES'),
    });
    const answer = await failed.handlers[D.exportCsv](game, { token: TOKEN });
    expect(answer.ok === false && answer.error.code).toBe('write-failed');
  });

  it('answers a failed read as unavailable instead of throwing', async () => {
    const s = setup({
      readPupils: async () => {
        throw new Error('EIO on the share');
      },
    });
    const answer = await s.handlers[D.report](game, { token: TOKEN });
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'unavailable',
        reason: 'dashboard.unreadable',
        values: { channel: 'dashboard:report' },
      },
    });
  });

  it('opens only with a token from the real PIN service, and closes when it is locked', async () => {
    const s0 = setup();
    const pin = createTeacherPinService({ cwd: s0.cwd, log: quiet });
    await pin.setPin('2468');
    const s = setup({ isUnlocked: pin.isUnlocked });
    const unlocked = await pin.unlock('2468');
    if (!unlocked.ok) throw new Error('not unlocked');
    expect((await s.handlers[D.report](game, { token: unlocked.token })).ok).toBe(true);
    pin.lock(unlocked.token);
    const after = await s.handlers[D.report](game, { token: unlocked.token });
    expect(after.ok === false && after.error.code).toBe('not-unlocked');
  });
});

describe('readLocalPupils', () => {
  it('reads an older progress file in memory without rewriting it', async () => {
    const s = setup();
    const file = path.join(s.profiles.folderOf(s.ids.ken), 'progress.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const old = JSON.stringify({ level: 5, clearedStages: ['number'] });
    fs.writeFileSync(file, old);
    const ken = await readLocalPupil(s.profiles, s.ids.ken);
    expect(ken?.problem).toBeNull();
    expect(ken?.snapshot?.level).toBe(5);
    expect(ken?.snapshot?.stages.number?.cleared).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(old);
    expect(await readLocalPupil(s.profiles, 'p-nobody0')).toBeNull();
  });

  it('answers JSON of the wrong shape as a problem with the reason', async () => {
    const s = setup();
    const file = path.join(s.profiles.folderOf(s.ids.ken), 'progress.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ version: 2, level: 'high' }));
    const pupils = await readLocalPupils(s.profiles);
    expect(pupils.map((p) => p.profile.name)).toEqual(['Aoi', 'Ken', 'Mio']);
    expect(pupils[1]).toMatchObject({
      snapshot: null,
      problem: { code: 'damaged', detail: expect.stringContaining('level') },
    });
  });

  it('tells a file too large, one from a newer game and one that cannot be opened apart', async () => {
    const s = setup();
    const fileOf = (id: string) => path.join(s.profiles.folderOf(id), 'progress.json');
    for (const id of [s.ids.aoi, s.ids.ken, s.ids.mio])
      fs.mkdirSync(path.dirname(fileOf(id)), { recursive: true });
    fs.writeFileSync(fileOf(s.ids.aoi), JSON.stringify({ version: 99, level: 3 }));
    fs.rmSync(fileOf(s.ids.ken), { force: true });
    fs.mkdirSync(fileOf(s.ids.ken));
    fs.writeFileSync(fileOf(s.ids.mio), 'x'.repeat(2_000));
    expect(await readProgressFile(fileOf(s.ids.aoi))).toEqual({
      snapshot: null,
      problem: { code: 'newer-version', detail: 'format 99' },
    });
    expect(await readProgressFile(fileOf(s.ids.ken))).toMatchObject({
      snapshot: null,
      problem: { code: 'unreadable', detail: 'EISDIR' },
    });
    expect(await readProgressFile(fileOf(s.ids.mio), 1_000)).toEqual({
      snapshot: null,
      problem: { code: 'too-large', detail: '2000 bytes > 1000' },
    });
  });
});

describe('the progress cache of the class list', () => {
  it('reads a file again only once it was saved anew, and gives the same report as a full read', async () => {
    const s = setup();
    const cache = createProgressCache();
    const file = path.join(s.profiles.folderOf(s.ids.aoi), 'progress.json');
    const first = await cache.read(file);
    expect(await cache.read(file)).toBe(first);
    const options = { now: new Date(0), className: null, source: 'local' as const };
    expect(buildDashboard(await readLocalPupils(s.profiles, cache), options)).toEqual(
      buildDashboard(await readLocalPupils(s.profiles), options),
    );
    // A save replaces the file (temp file renamed over it), as the game's saves do.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(played(0.5)));
    fs.renameSync(`${file}.tmp`, file);
    const again = await cache.read(file);
    expect(again).not.toBe(first);
    expect(again.snapshot?.history[0]?.accuracy).toBe(0.5);
  });

  it('keeps no problem: a damaged file is looked at again, and a repaired one is read', async () => {
    const s = setup();
    const { readPupils, readPupil } = localPupilReaders(s.profiles);
    expect((await readPupils())[2]?.problem).toMatchObject({ code: 'damaged' });
    fs.writeFileSync(path.join(s.profiles.folderOf(s.ids.mio), 'progress.json'), JSON.stringify(played(1)));
    expect((await readPupils())[2]).toMatchObject({ problem: null, snapshot: { level: 3 } });
    expect((await readPupil(s.ids.aoi))?.snapshot).toEqual(played(0.75));
  });
});
