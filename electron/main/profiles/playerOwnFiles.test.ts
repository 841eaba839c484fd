import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../core/contract/profiles';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { createPlayerOwnFiles, PLAYER_OWN_FILE, readPlayerOwnFile } from './playerOwnFiles';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const aiko: Profile = {
  id: 'p-aaaaaa',
  name: 'Aiko',
  avatar: 'number-bat',
  createdAt: '2026-04-01T09:00:00.000Z',
};

function setUp() {
  const root = makeTempFolder('kotoba-own-files-');
  folders.push(root);
  const logged: string[] = [];
  const folderOf = (id: string) => path.join(root, id);
  return { root, logged, folderOf, log: (m: string) => logged.push(m) };
}

describe("a player's own profile.json", () => {
  it('is written when missing or changed and read back; an unchanged player is not written again', () => {
    const { folderOf, log } = setUp();
    const own = createPlayerOwnFiles({ folderOf, found: new Map(), log });
    own.keep(aiko);
    expect(readPlayerOwnFile(folderOf(aiko.id))).toEqual(aiko);
    const file = path.join(folderOf(aiko.id), PLAYER_OWN_FILE);
    fs.writeFileSync(file, 'edited by hand');
    own.keep(aiko);
    expect(fs.readFileSync(file, 'utf8')).toBe('edited by hand');
    own.keep({ ...aiko, name: 'Aiko S' });
    expect(readPlayerOwnFile(folderOf(aiko.id))?.name).toBe('Aiko S');
  });

  it('reads as null when damaged, and a failed write is logged and tried again the next time', () => {
    const { root, logged, folderOf, log } = setUp();
    fs.writeFileSync(path.join(root, aiko.id), 'a file where the folder belongs');
    expect(readPlayerOwnFile(folderOf(aiko.id))).toBeNull();
    const own = createPlayerOwnFiles({ folderOf, found: new Map(), log });
    own.keep(aiko);
    expect(logged).toEqual([expect.stringContaining(`The file of player ${aiko.id} could not be written`)]);
    fs.rmSync(path.join(root, aiko.id));
    own.keep(aiko);
    expect(readPlayerOwnFile(folderOf(aiko.id))).toEqual(aiko);
  });
});
