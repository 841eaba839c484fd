import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  playedSnapshot,
  tempFoldersCleanedAfterEach,
} from '../../../tests/support/electron/main/stores/testFolders';
import { createProfileService } from '../profiles/profileService';
import { createWindowStateStore } from '../window/windowState';
import { createWordListService } from '../wordlists/wordListService';
import { isTempFileOf, removeStaleTempFiles, tempFileFor } from './removeStaleTempFiles';

const folder = tempFoldersCleanedAfterEach('kotoba-temps-');
const quiet = () => {};

/** Names that look like ours but are not, or belong to someone else: never removed. */
const foreign = [
  'progress.json',
  'progress.json.corrupt-2026-01-31T10-20-30-123Z',
  'progress.json.before-migration-2026-01-31T10-20-30-123Z',
  'progress.json.tmp-notours',
  'progress.json.tmp-1769854830a1b2c3.bak',
  'progress.json.tmp-1769854830A1B2C3',
  'other.json.tmp-1769854830a1b2c3',
  'notes.txt',
];

describe('temporary files of interrupted saves', () => {
  it('names a temporary file beside its target, in the pattern the clean-up recognises', () => {
    const target = path.join('/data', 'progress.json');
    const temp = tempFileFor(target);
    expect(path.dirname(temp)).toBe('/data');
    expect(isTempFileOf(path.basename(temp), 'progress.json')).toBe(true);
    expect(isTempFileOf(path.basename(temp), 'settings.json')).toBe(false);
  });

  it('removes only our leftovers of the named files, and nothing else in the folder', () => {
    const dir = folder();
    const ours = ['progress.json.tmp-1769854830a1b2c3', 'settings.json.tmp-0000000001ffffff'];
    for (const name of [...ours, ...foreign]) fs.writeFileSync(path.join(dir, name), 'x');
    fs.mkdirSync(path.join(dir, 'progress.json.tmp-1769854830dddddd'));
    expect(removeStaleTempFiles(dir, ['progress.json', 'settings.json']).sort()).toEqual(ours.sort());
    expect(fs.readdirSync(dir).sort()).toEqual([...foreign, 'progress.json.tmp-1769854830dddddd'].sort());
  });

  it('at start, removes the leftovers of every file the game keeps, in the shared folder and every player folder', () => {
    const cwd = folder();
    const profiles = createProfileService({ cwd, log: quiet });
    profiles.add('Aiko', 'hero');
    for (const p of profiles.all()) p.snapshot.save(playedSnapshot());
    const playerFolders = profiles.view().profiles.map((p) => profiles.folderOf(p.id));
    const leftovers = [
      path.join(cwd, 'profiles.json.tmp-1769854830000001'),
      path.join(cwd, 'wordlists.json.tmp-1769854830000002'),
      path.join(cwd, 'window-state.json.tmp-1769854830000003'),
      ...playerFolders.flatMap((dir) => [
        path.join(dir, 'progress.json.tmp-1769854830000004'),
        path.join(dir, 'settings.json.tmp-1769854830000005'),
      ]),
    ];
    for (const file of leftovers) fs.writeFileSync(file, '{"cut sh');
    const strangers = [
      path.join(cwd, 'notes.txt'),
      path.join(cwd, 'profiles.json.corrupt-2026-01-01T00-00-00-000Z'),
    ];
    for (const file of strangers) fs.writeFileSync(file, 'keep');

    // What the app opens at start: the players (and with them every player folder), the word lists
    // and the window position. No player is opened yet, so their folders are cleaned by the profiles.
    createProfileService({ cwd, log: quiet });
    createWordListService({ cwd, log: quiet });
    createWindowStateStore({ cwd, log: quiet });

    for (const file of leftovers) expect(fs.existsSync(file), file).toBe(false);
    for (const file of strangers) expect(fs.readFileSync(file, 'utf8')).toBe('keep');
  });
});
