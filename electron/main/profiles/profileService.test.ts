import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, emptySnapshot } from '../../../core/contract';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { activeSettings, activeSnapshot, createProfileService } from './profileService';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const now = () => new Date('2026-04-10T09:00:00.000Z');

function folder(): string {
  const dir = makeTempFolder('kotoba-profiles-');
  folders.push(dir);
  return dir;
}

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

/** Every file under a folder, as relative paths with their contents. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = fs.readFileSync(full, 'utf8');
  }
  return out;
}

describe('profile service', () => {
  it('makes one first player on a new computer and keeps their files in profiles/<id>/', () => {
    const cwd = folder();
    const profiles = open(cwd);
    expect(profiles.view()).toEqual({
      profiles: [
        { id: 'p-000001', name: 'プレイヤー1', avatar: 'hero', createdAt: '2026-04-10T09:00:00.000Z' },
      ],
      activeId: 'p-000001',
    });
    expect(profiles.active().settings.load().settings).toEqual(DEFAULT_SETTINGS);
    expect(fs.existsSync(path.join(cwd, 'profiles', 'p-000001', 'settings.json'))).toBe(true);
    expect(fs.existsSync(path.join(cwd, 'profiles', 'p-000001', 'progress.json'))).toBe(true);
  });

  it('moves settings and progress saved before profiles existed into the first player, keeping the originals', () => {
    const cwd = folder();
    const legacyProgress = JSON.stringify({ ...emptySnapshot(), level: 7, exp: 33 });
    const legacySettings = JSON.stringify({ ...DEFAULT_SETTINGS, language: 'en' });
    fs.writeFileSync(path.join(cwd, 'progress.json'), legacyProgress);
    fs.writeFileSync(path.join(cwd, 'settings.json'), legacySettings);
    const profiles = open(cwd);
    expect(profiles.active().snapshot.load().snapshot).toMatchObject({ level: 7, exp: 33 });
    expect(profiles.active().settings.load().settings.language).toBe('en');
    expect(fs.readFileSync(path.join(cwd, 'progress.json'), 'utf8')).toBe(legacyProgress);
    // The next start does not copy again over the player's newer progress.
    profiles.active().snapshot.save({ ...emptySnapshot(), level: 8 });
    expect(open(cwd).active().snapshot.load().snapshot.level).toBe(8);
  });

  it('keeps each player’s settings and progress apart, and remembers who played last', () => {
    const cwd = folder();
    const profiles = open(cwd);
    const added = profiles.add('  Hanako ', 'colour-ghost');
    expect(added).toEqual({
      ok: true,
      value: {
        id: 'p-000002',
        name: 'Hanako',
        avatar: 'colour-ghost',
        createdAt: '2026-04-10T09:00:00.000Z',
      },
    });
    const settings = activeSettings(profiles);
    const snapshot = activeSnapshot(profiles);
    snapshot.save({ ...emptySnapshot(), level: 4 });
    settings.update({ language: 'en' });
    expect(profiles.select('p-000002').ok).toBe(true);
    expect(snapshot.load().snapshot.level).toBe(1);
    expect(settings.load().settings.language).toBe('ja');
    expect(snapshot.path).toBe(path.join(cwd, 'profiles', 'p-000002', 'progress.json'));
    snapshot.save({ ...emptySnapshot(), level: 2 });

    const reopened = open(cwd);
    expect(reopened.view().activeId).toBe('p-000002');
    expect(reopened.active().snapshot.load().snapshot.level).toBe(2);
    reopened.select('p-000001');
    expect(reopened.active().snapshot.load().snapshot.level).toBe(4);
    expect(reopened.active().settings.load().settings.language).toBe('en');
  });

  it('deleting a player removes exactly that player’s folder and nothing else', () => {
    const cwd = folder();
    const profiles = open(cwd);
    profiles.add('Ken', 'number-bat');
    profiles.add('Kenta', 'animal-imp');
    for (const p of profiles.all()) p.snapshot.save({ ...emptySnapshot(), exp: p.profile.name.length });
    fs.writeFileSync(path.join(cwd, 'wordlists.json'), '{"kept":true}');
    const before = tree(cwd);

    const answer = profiles.remove('p-000002');
    expect(answer.ok && answer.value.profiles.map((p) => p.name)).toEqual(['プレイヤー1', 'Kenta']);
    const after = tree(cwd);
    const gone = Object.keys(before).filter((file) => !(file in after));
    expect(gone.sort()).toEqual(
      [
        path.join('profiles', 'p-000002', 'profile.json'),
        path.join('profiles', 'p-000002', 'progress.json'),
        path.join('profiles', 'p-000002', 'settings.json'),
      ].sort(),
    );
    for (const [file, text] of Object.entries(after)) {
      if (file !== 'profiles.json') expect(text).toBe(before[file]);
    }
    expect(fs.existsSync(path.join(cwd, 'profiles', 'p-000002'))).toBe(false);
    expect(fs.existsSync(path.join(cwd, 'profiles', 'p-000003'))).toBe(true);
  });

  it('deleting the player playing now hands the game to another; the last player cannot be deleted', () => {
    const cwd = folder();
    const profiles = open(cwd);
    profiles.add('Ken', 'hero');
    profiles.active().snapshot.save({ ...emptySnapshot(), level: 3 });
    profiles.select('p-000002');
    expect(profiles.remove('p-000002')).toMatchObject({ ok: true, value: { activeId: 'p-000001' } });
    const last = profiles.remove('p-000001');
    expect(last).toEqual({
      ok: false,
      error: { code: 'invalid-payload', reason: 'player.last', values: {} },
    });
    expect(fs.existsSync(path.join(cwd, 'profiles', 'p-000001'))).toBe(true);
    expect(open(cwd).view().activeId).toBe('p-000001');
  });

  it('refuses bad names, taken names, unknown ids and ids that are paths, changing nothing', () => {
    const cwd = folder();
    const profiles = open(cwd);
    profiles.add('Ken', 'hero');
    const before = fs.readFileSync(profiles.path, 'utf8');
    expect(profiles.add('   ', 'hero').ok).toBe(false);
    expect(profiles.add('x'.repeat(21), 'hero').ok).toBe(false);
    expect(profiles.add('a\nb', 'hero').ok).toBe(false);
    expect(profiles.add('ken', 'hero').ok).toBe(false);
    expect(profiles.update('p-000001', 'KEN', 'hero').ok).toBe(false);
    expect(profiles.update('p-999999', 'New', 'hero').ok).toBe(false);
    expect(profiles.remove('p-999999').ok).toBe(false);
    expect(profiles.select('../..').ok).toBe(false);
    expect(() => profiles.folderOf('../../etc')).toThrow(/Not a profile id/);
    expect(fs.readFileSync(profiles.path, 'utf8')).toBe(before);
    expect(profiles.update('p-000002', 'Kenji', 'storm-cloud')).toMatchObject({
      ok: true,
      value: { name: 'Kenji', avatar: 'storm-cloud' },
    });
  });

  it('takes a class folder’s list of players as its own, keeping who played last while they are listed', () => {
    const cwd = folder();
    const profiles = open(cwd);
    const aoi = profiles.add('あおい', 'hero');
    expect(aoi.ok).toBe(true);
    if (!aoi.ok) return;
    expect(profiles.select(aoi.value.id).ok).toBe(true);
    const ren = {
      id: 'p-classren01',
      name: 'れん',
      avatar: 'number-bat' as const,
      createdAt: '2026-04-01T00:00:00.000Z',
    };

    const adopted = profiles.adoptList([aoi.value, ren]);
    expect(adopted.ok && adopted.value.profiles.map((p) => p.name)).toEqual(['あおい', 'れん']);
    expect(profiles.view().activeId).toBe(aoi.value.id);
    expect(profiles.filesOf(ren.id)?.profile).toEqual(ren);
    expect(JSON.parse(fs.readFileSync(profiles.path, 'utf8')).lastSelected).toBe(aoi.value.id);

    // A player the class no longer lists leaves the list here, and the game moves to one who is listed.
    profiles.adoptList([ren]);
    expect(profiles.view()).toMatchObject({ activeId: ren.id, profiles: [ren] });
    expect(profiles.filesOf(aoi.value.id)).toBeNull();
    // An empty list (a class not read yet) changes nothing.
    expect(profiles.adoptList([]).ok && profiles.view().profiles).toEqual([ren]);
  });

  it('moves a damaged profiles.json aside and starts with one player', () => {
    const cwd = folder();
    fs.writeFileSync(path.join(cwd, 'profiles.json'), '{"version":1,"profiles":[],"lastSelected":null}');
    const profiles = open(cwd);
    expect(profiles.view().profiles).toHaveLength(1);
    expect(fs.readdirSync(cwd).some((name) => name.startsWith('profiles.json.corrupt-'))).toBe(true);
  });
});
