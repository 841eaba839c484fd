import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySnapshot, PROFILES_VERSION, type RepairNotice } from '../../../core/contract';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { createProfileService } from './profileService';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const now = () => new Date('2026-04-10T09:00:00.000Z');
const kept = 'profiles.json.corrupt-2026-04-10T09-00-00-000Z';

function open(cwd: string) {
  let n = 0;
  return createProfileService({
    cwd,
    log: quiet,
    now,
    firstName: 'プレイヤー1',
    makeId: () => `p-${String(++n).padStart(6, '0')}`,
  });
}

/** A computer with three players, each with their own progress (level 2, 3, 4), and the healthy profiles.json text. */
function classroom(): { cwd: string; good: string } {
  const cwd = makeTempFolder('kotoba-damaged-profiles-');
  folders.push(cwd);
  const profiles = open(cwd);
  profiles.add('Aiko', 'number-bat');
  profiles.add('Kenji', 'storm-cloud');
  for (const [i, p] of profiles.all().entries()) p.snapshot.save({ ...emptySnapshot(), level: i + 2 });
  profiles.select('p-000002');
  return { cwd, good: fs.readFileSync(path.join(cwd, 'profiles.json'), 'utf8') };
}

const ALL_NAMED = ['プレイヤー1', 'Aiko', 'Kenji'];
const NONE_NAMED = ['プレイヤー（ふっかつ）1', 'プレイヤー（ふっかつ）2', 'プレイヤー（ふっかつ）3'];

/** Each kind of damage: what the file holds, and the names the players are listed under afterwards. */
const damage: [string, (good: string) => string | Buffer, string[]][] = [
  ['cut short in the third player', (good) => good.slice(0, good.indexOf('Kenji')), ALL_NAMED],
  ['empty', () => '', ALL_NAMED],
  ['only spaces and line breaks', () => '  \r\n\t\n', ALL_NAMED],
  ['garbage bytes', () => Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x22, 0x9c, 0x80, 0x01]), ALL_NAMED],
  ['zeros where the text was (a power cut on NTFS)', (good) => Buffer.alloc(good.length), ALL_NAMED],
  ['an array', () => '[]', ALL_NAMED],
  ['null', () => 'null', ALL_NAMED],
  ['a number', () => '42', ALL_NAMED],
  ['an object of another program', () => '{"hello":"world"}', ALL_NAMED],
  [
    'a list with no player',
    () => `{"version":${PROFILES_VERSION},"profiles":[],"lastSelected":null}`,
    ALL_NAMED,
  ],
  ['written by a newer version', (good) => good.replace(/"version":\s*1/, '"version": 2'), ALL_NAMED],
  ['an unknown field added by hand', (good) => good.replace('{', '{"note":"edited",'), ALL_NAMED],
  ['one player with a broken name', (good) => good.replace('"Aiko"', '"Ai\\u0007ko"'), ALL_NAMED],
  ['followed by garbage', (good) => `${good}\u0000\u0000garbage`, ALL_NAMED],
  [
    '50 MB (the good text and a disk full of zeros)',
    (good) => Buffer.concat([Buffer.from(good), Buffer.alloc(50 * 1024 * 1024)]),
    ALL_NAMED,
  ],
  ['a JSON string', () => '"profiles"', ALL_NAMED],
];

describe('a damaged profiles.json: every player on disk comes back with their name and the teacher is told', () => {
  for (const [what, make, names] of damage) {
    it(`${what}: lists all three players (${names.join(', ')}), keeps the bad file, reports it`, () => {
      const { cwd, good } = classroom();
      const bad = make(good);
      fs.writeFileSync(path.join(cwd, 'profiles.json'), bad);
      const profiles = open(cwd);
      const view = profiles.view();

      expect(view.profiles.map((p) => p.name).sort()).toEqual([...names].sort());
      expect(view.profiles.map((p) => p.id).sort()).toEqual(['p-000001', 'p-000002', 'p-000003']);
      const renamed = names.filter((name) => name.startsWith('プレイヤー（ふっかつ）')).length;
      expect(view.notices).toEqual<RepairNotice[]>([
        { file: 'profiles', movedTo: path.join(cwd, kept), recovered: 3, renamed, lost: 0 },
      ]);
      expect(fs.readFileSync(path.join(cwd, kept)).equals(Buffer.from(bad))).toBe(true);

      // Each player still reaches their own progress.
      for (const [i, id] of ['p-000001', 'p-000002', 'p-000003'].entries()) {
        expect(profiles.select(id).ok).toBe(true);
        expect(profiles.active().snapshot.load().snapshot.level).toBe(i + 2);
      }
      // The rebuilt list was saved: the next start finds it healthy and says nothing.
      const again = open(cwd).view();
      expect(again.profiles.map((p) => p.name).sort()).toEqual([...names].sort());
      expect(again.notices).toBeUndefined();
    });
  }

  it('each player folder keeps its own profile.json with the name, picture and creation time', () => {
    const { cwd } = classroom();
    const own = JSON.parse(fs.readFileSync(path.join(cwd, 'profiles', 'p-000002', 'profile.json'), 'utf8'));
    expect(own).toEqual({
      id: 'p-000002',
      name: 'Aiko',
      avatar: 'number-bat',
      createdAt: now().toISOString(),
    });
  });

  it('a renamed player comes back under the new name', () => {
    const { cwd } = classroom();
    expect(open(cwd).update('p-000003', 'Kenta', 'book-mimic').ok).toBe(true);
    fs.writeFileSync(path.join(cwd, 'profiles.json'), '');
    const view = open(cwd).view();
    expect(view.profiles.find((p) => p.id === 'p-000003')).toMatchObject({
      name: 'Kenta',
      avatar: 'book-mimic',
    });
    expect(view.notices?.[0]).toMatchObject({ recovered: 3, renamed: 0, lost: 0 });
  });

  it('players from before the per-player file get it at the next start, so later damage loses no name', () => {
    const { cwd } = classroom();
    for (const id of ['p-000001', 'p-000002', 'p-000003'])
      fs.rmSync(path.join(cwd, 'profiles', id, 'profile.json'));
    expect(open(cwd).view().notices).toBeUndefined();
    fs.writeFileSync(path.join(cwd, 'profiles.json'), 'garbage');
    const view = open(cwd).view();
    expect(view.profiles.map((p) => p.name).sort()).toEqual([...ALL_NAMED].sort());
    expect(view.notices?.[0]).toMatchObject({ recovered: 3, renamed: 0, lost: 0 });
  });

  it('a folder whose own file is also gone or damaged is still listed, under a placeholder name', () => {
    const { cwd } = classroom();
    fs.rmSync(path.join(cwd, 'profiles', 'p-000001', 'profile.json'));
    fs.writeFileSync(path.join(cwd, 'profiles', 'p-000002', 'profile.json'), '{"id":"p-000002","na');
    fs.writeFileSync(path.join(cwd, 'profiles.json'), '');
    const view = open(cwd).view();
    expect(view.profiles.map((p) => p.name).sort()).toEqual(['Kenji', ...NONE_NAMED.slice(0, 2)].sort());
    expect(view.notices?.[0]).toMatchObject({ recovered: 3, renamed: 2, lost: 0 });
  });

  it('a byte-order mark before valid JSON (Notepad) is no damage: nothing moved, nothing reported', () => {
    const { cwd, good } = classroom();
    fs.writeFileSync(path.join(cwd, 'profiles.json'), `\uFEFF${good}`);
    const view = open(cwd).view();
    expect(view.profiles.map((p) => p.name)).toEqual(ALL_NAMED);
    expect(view.activeId).toBe('p-000002');
    expect(view.notices).toBeUndefined();
    expect(fs.readdirSync(cwd).filter((name) => name.includes('corrupt'))).toEqual([]);
  });

  it('an unreadable profiles.json (a folder in its place) is left alone; the players are listed from their folders', () => {
    const { cwd } = classroom();
    fs.rmSync(path.join(cwd, 'profiles.json'));
    fs.mkdirSync(path.join(cwd, 'profiles.json'));
    const profiles = open(cwd);
    expect(
      profiles
        .view()
        .profiles.map((p) => p.id)
        .sort(),
    ).toEqual(['p-000001', 'p-000002', 'p-000003']);
    expect(profiles.view().notices).toEqual([
      { file: 'profiles', movedTo: null, recovered: 3, renamed: 0, lost: 0 },
    ]);
    expect(
      profiles
        .view()
        .profiles.map((p) => p.name)
        .sort(),
    ).toEqual([...ALL_NAMED].sort());
    expect(profiles.add('Mio', 'hero')).toMatchObject({ ok: false, error: { code: 'read-only' } });
    expect(fs.statSync(path.join(cwd, 'profiles.json')).isDirectory()).toBe(true);
  });

  it('a damaged profiles.json that cannot be moved aside stays in place; the players come back named and the teacher is told', () => {
    const { cwd } = classroom();
    fs.writeFileSync(path.join(cwd, 'profiles.json'), '{"version":1,"prof');
    // Something already holds the name the damaged file would be kept under, so it cannot move.
    fs.mkdirSync(path.join(cwd, kept, 'inside'), { recursive: true });
    const view = open(cwd).view();
    expect(view.profiles.map((p) => p.name).sort()).toEqual([...ALL_NAMED].sort());
    expect(view.notices).toEqual([{ file: 'profiles', movedTo: null, recovered: 3, renamed: 0, lost: 0 }]);
    expect(fs.readFileSync(path.join(cwd, 'profiles.json'), 'utf8')).toBe('{"version":1,"prof');
  });

  it('counts a player the damaged file names but whose entry and folder are both gone as lost', () => {
    const { cwd, good } = classroom();
    fs.rmSync(path.join(cwd, 'profiles', 'p-000003'), { recursive: true });
    fs.writeFileSync(path.join(cwd, 'profiles.json'), good.replace('"Kenji"', '"Ken\\u0000ji"'));
    const view = open(cwd).view();
    expect(view.profiles.map((p) => p.name)).toEqual(['プレイヤー1', 'Aiko']);
    expect(view.notices?.[0]).toMatchObject({ recovered: 2, renamed: 0, lost: 1 });
  });

  it('with no players left anywhere, starts with one new player and still tells the teacher', () => {
    const cwd = makeTempFolder('kotoba-damaged-profiles-');
    folders.push(cwd);
    fs.writeFileSync(path.join(cwd, 'profiles.json'), '{"version":1,"profi');
    const view = open(cwd).view();
    expect(view.profiles.map((p) => p.name)).toEqual(['プレイヤー1']);
    expect(view.notices).toEqual([
      { file: 'profiles', movedTo: path.join(cwd, kept), recovered: 0, renamed: 0, lost: 0 },
    ]);
  });

  it('passes on the repairs of other shared files (the word lists) to the same screen', () => {
    const { cwd } = classroom();
    const other: RepairNotice = { file: 'wordlists', movedTo: '/x', recovered: 2, renamed: 0, lost: 1 };
    const profiles = createProfileService({ cwd, log: quiet, now, otherNotices: () => [other] });
    expect(profiles.view().notices).toEqual([other]);
  });
});
