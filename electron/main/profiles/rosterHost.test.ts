import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BRIDGE, ROSTER_OPERATIONS } from '../../../core/contract';
import { bytesBase64 } from '../../../core/roster/base64Bytes';
import { rosterWork } from '../../../core/roster/rosterWork';
import { playedSnapshot } from '../../../tests/support/core/progress/playedSnapshot';
import { makePupils, oneRosterTexts, oneRosterZip } from '../../../tests/support/core/roster/oneRosterSet';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { guardOperations } from '../ipc/guardedHandler';
import { createSenderCheck, type SenderEvent } from '../ipc/isTrustedSender';
import { createProfileService } from './profileService';
import { desktopRosterHost, ROSTER_BACKUP_FOLDER } from './rosterHost';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const R = BRIDGE.roster;
const TOKEN = 'T'.repeat(43);
const game: SenderEvent = { senderFrame: { url: 'app://game/index.html', parent: null } };
const now = () => new Date('2026-04-06T00:00:00.000Z');

const played = playedSnapshot();

function setup() {
  const cwd = makeTempFolder('kotoba-roster-');
  folders.push(cwd);
  let n = 0;
  const makeId = () => `p-r${String(++n).padStart(6, '0')}`;
  const profiles = createProfileService({ cwd, firstName: 'せんせい', log: quiet, now, makeId });
  const handlers = guardOperations(
    { roster: ROSTER_OPERATIONS },
    rosterWork(desktopRosterHost({ profiles, isUnlocked: (t) => t === TOKEN, makeId, now })),
    { isTrustedSender: createSenderCheck('app://game'), log: quiet },
  );
  return { cwd, profiles, handlers };
}

const zipOf = (year: string, classes: string[], pupils: ReturnType<typeof makePupils>) => [
  {
    name: 'meibo.zip',
    base64: bytesBase64(oneRosterZip(oneRosterTexts({ schoolYear: year, classes, pupils }))),
  },
];

describe('roster IPC on this PC', () => {
  it('refuses every operation without teacher mode, writing nothing', async () => {
    const s = setup();
    const before = fs.readFileSync(s.profiles.path, 'utf8');
    const files = zipOf('2026', ['1年1組'], makePupils(3, 1));
    const answer = await s.handlers[R.apply](game, { token: 'W'.repeat(43), files, classes: null });
    expect(answer).toMatchObject({ ok: false, error: { code: 'not-unlocked' } });
    expect(fs.readFileSync(s.profiles.path, 'utf8')).toBe(before);
  });

  it('previews without writing, then applies after a backup, storing no other personal field', async () => {
    const s = setup();
    const files = zipOf('2026', ['1年1組', '1年2組'], makePupils(6, 2));
    const before = fs.readFileSync(s.profiles.path, 'utf8');
    const preview = await s.handlers[R.preview](game, { token: TOKEN, files, classes: null });
    expect(preview).toMatchObject({
      ok: true,
      value: { counts: { new: 6, matched: 0, moved: 0, missing: 1 } },
    });
    expect(fs.readFileSync(s.profiles.path, 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(s.cwd, ROSTER_BACKUP_FOLDER))).toBe(false);

    const applied = await s.handlers[R.apply](game, { token: TOKEN, files, classes: null });
    expect(applied.ok).toBe(true);
    const written = fs.readFileSync(s.profiles.path, 'utf8');
    expect(s.profiles.view().profiles).toHaveLength(7);
    expect(s.profiles.view().profiles[1]).toMatchObject({
      name: '山田 太郎',
      kana: 'ヤマダ タロウ',
      className: '1年1組',
    });
    for (const secret of ['@school.example.jp', 'secret-pass', '090-0000-0000', '2015-0']) {
      expect(written).not.toContain(secret);
    }
    const backups = fs.readdirSync(path.join(s.cwd, ROSTER_BACKUP_FOLDER));
    expect(backups).toHaveLength(1);
    expect(fs.readFileSync(path.join(s.cwd, ROSTER_BACKUP_FOLDER, backups[0] ?? ''), 'utf8')).toContain(
      'せんせい',
    );
  });

  it('writes nothing on an error and answers its file and line', async () => {
    const s = setup();
    const texts = oneRosterTexts({ schoolYear: '2026', classes: ['1年1組'], pupils: makePupils(2, 1) });
    texts['classes.csv'] = (texts['classes.csv'] ?? '').replace('classType', 'kind');
    const files = [{ name: 'meibo.zip', base64: bytesBase64(oneRosterZip(texts)) }];
    const before = fs.readFileSync(s.profiles.path, 'utf8');
    const answer = await s.handlers[R.apply](game, { token: TOKEN, files, classes: null });
    expect(answer).toMatchObject({
      ok: false,
      error: { reason: 'roster.missingColumn', values: { file: 'classes.csv', line: 1 } },
    });
    expect(fs.readFileSync(s.profiles.path, 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(s.cwd, ROSTER_BACKUP_FOLDER))).toBe(false);
  });

  it('April: moves returning pupils keeping their progress, exports the leaver, and undoes', async () => {
    const s = setup();
    const year1 = makePupils(4, 2);
    await s.handlers[R.apply](game, {
      token: TOKEN,
      files: zipOf('2026', ['1年1組', '1年2組'], year1),
      classes: null,
    });
    const first = s.profiles.view().profiles;
    // Everyone plays in year 1.
    for (const player of first) expect(s.profiles.filesOf(player.id)?.snapshot.save(played).ok).toBe(true);

    const leaver = year1[3];
    const year2 = year1
      .filter((p) => p !== leaver)
      .map((p, i) => ({ ...p, classIndex: (i + 1) % 2, number: i + 1 }));
    const files = zipOf('2027', ['2年1組', '2年2組'], year2);
    const preview = await s.handlers[R.preview](game, { token: TOKEN, files, classes: null });
    if (!preview.ok) throw new Error('no preview');
    expect(preview.value.counts).toMatchObject({ new: 0, moved: 3, missing: 2 });
    await s.handlers[R.apply](game, { token: TOKEN, files, classes: null });

    const after = s.profiles.view().profiles;
    for (const pupil of year2) {
      const was = first.find((p) => p.rosterId === pupil.id);
      const now = after.find((p) => p.rosterId === pupil.id);
      expect(now?.id).toBe(was?.id);
      expect(now?.className).toBe(`2年${pupil.classIndex + 1}組`);
      expect(s.profiles.filesOf(now?.id ?? '')?.snapshot.read().history).toEqual(played.history);
    }
    const gone = after.find((p) => p.rosterId === leaver?.id);
    const exported = await s.handlers[R.exportPlayers](game, { token: TOKEN, ids: [gone?.id] });
    if (!exported.ok) throw new Error('not exported');
    const handin = JSON.parse(exported.value[0]?.text ?? '{}');
    expect(handin).toMatchObject({ kind: 'handin', pupil: { playerId: gone?.id, className: '1年2組' } });
    expect(handin.snapshot.history).toEqual(played.history);

    const undone = await s.handlers[R.undo](game, { token: TOKEN });
    expect(undone).toEqual({ ok: true, value: { removed: 0, kept: 0 } });
    expect(s.profiles.view().profiles).toEqual(first);
    // The backup is used once: a second undo has nothing newer to go back to than year 1's.
    const again = await s.handlers[R.undo](game, { token: TOKEN });
    expect(again).toMatchObject({ ok: true });
    expect(s.profiles.view().profiles.map((p) => p.id)).toEqual(first.map((p) => p.id));
  });
});
