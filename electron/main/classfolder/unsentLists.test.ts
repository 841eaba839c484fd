import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../core/contract';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { createUnsentLists, unsentSharedFiles } from './unsentLists';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const cache = () => {
  const dir = makeTempFolder('kotoba-unsent-');
  folders.push(dir);
  return dir;
};
const aoi: Profile = {
  id: 'p-aoi00001',
  name: 'あおい',
  avatar: 'hero',
  createdAt: '2026-02-01T08:00:00.000Z',
};
const ken: Profile = {
  id: 'p-ken00001',
  name: 'けん',
  avatar: 'hero',
  createdAt: '2026-02-01T08:01:00.000Z',
};

describe('the unsent lists of the local copy', () => {
  it('keeps players made here across a restart until they are dropped, one entry per player', () => {
    const cacheDir = cache();
    const lists = createUnsentLists({ cacheDir, log: quiet });
    lists.putProfile(aoi);
    lists.putProfile(ken);
    lists.putProfile({ ...aoi, name: 'あおいちゃん' });
    const again = createUnsentLists({ cacheDir, log: quiet });
    expect(again.profiles()).toEqual([ken, { ...aoi, name: 'あおいちゃん' }]);
    again.dropProfile(ken.id);
    again.dropProfile(aoi.id);
    expect(fs.existsSync(path.join(cacheDir, 'unsent-profiles.json'))).toBe(false);
  });

  it('remembers a shared file changed here across a restart, and forgets it once sent', () => {
    const cacheDir = cache();
    const lists = createUnsentLists({ cacheDir, log: quiet });
    lists.sharedFileChanged('wordlists.json');
    expect(unsentSharedFiles(cacheDir)).toEqual(['wordlists.json']);
    expect(createUnsentLists({ cacheDir, log: quiet }).sharedFiles()).toEqual(['wordlists.json']);
    lists.sharedFileSent('wordlists.json');
    expect(unsentSharedFiles(cacheDir)).toEqual([]);
    expect(fs.existsSync(path.join(cacheDir, 'unsent-shared.json'))).toBe(false);
  });

  it('reads only the entries it knows from a list someone edited, and a damaged list as empty', () => {
    const cacheDir = cache();
    fs.writeFileSync(
      path.join(cacheDir, 'unsent-shared.json'),
      '["teacher-settings.json", "../evil.json", 3]',
    );
    expect(unsentSharedFiles(cacheDir)).toEqual(['teacher-settings.json']);
    fs.writeFileSync(path.join(cacheDir, 'unsent-profiles.json'), '[{"id": "p-aoi');
    expect(createUnsentLists({ cacheDir, log: quiet }).profiles()).toEqual([]);
  });
});
