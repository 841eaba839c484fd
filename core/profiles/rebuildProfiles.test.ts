import { describe, expect, it } from 'vitest';
import type { Profile } from '../contract/profiles';
import { type ProfileFolder, rebuildProfiles } from './rebuildProfiles';

const restored = (n: number) => `Restored ${n}`;
const at = (day: number) => `2026-04-0${day}T09:00:00.000Z`;
const player = (id: string, name: string, day: number): Profile => ({
  id,
  name,
  avatar: 'number-bat',
  createdAt: at(day),
});
const folder = (id: string, day: number, profile: Profile | null): ProfileFolder => ({
  id,
  createdAt: at(day),
  profile,
});

describe('rebuilding the players from a damaged list and their folders', () => {
  it('names every folder from its own file, in the order the players were made', () => {
    const rebuilt = rebuildProfiles(
      '',
      [
        folder('p-bbbbbb', 5, player('p-bbbbbb', 'Kenji', 2)),
        folder('p-aaaaaa', 6, player('p-aaaaaa', 'Aiko', 1)),
      ],
      restored,
    );
    expect(rebuilt.file?.profiles).toEqual([player('p-aaaaaa', 'Aiko', 1), player('p-bbbbbb', 'Kenji', 2)]);
    expect(rebuilt).toMatchObject({ recovered: 2, renamed: 0, lost: 0 });
  });

  it('prefers what is left of the list, and takes the folder’s file for the rest', () => {
    const text = `{"version":1,"profiles":[${JSON.stringify(player('p-aaaaaa', 'Aiko', 1))},{"id":"p-bbbbbb","na`;
    const rebuilt = rebuildProfiles(
      text,
      [
        folder('p-aaaaaa', 1, player('p-aaaaaa', 'Old name', 1)),
        folder('p-bbbbbb', 2, player('p-bbbbbb', 'Kenji', 2)),
      ],
      restored,
    );
    expect(rebuilt.file?.profiles.map((p) => p.name)).toEqual(['Aiko', 'Kenji']);
    expect(rebuilt).toMatchObject({ recovered: 2, renamed: 0, lost: 0 });
  });

  it('gives a placeholder name only to a folder without a usable file of its own', () => {
    const rebuilt = rebuildProfiles(
      null,
      [
        folder('p-aaaaaa', 1, player('p-aaaaaa', 'Aiko', 1)),
        folder('p-bbbbbb', 2, null),
        // A file that names another player, or a name already taken, cannot be trusted for this folder.
        folder('p-cccccc', 3, player('p-dddddd', 'Mio', 3)),
        folder('p-eeeeee', 4, player('p-eeeeee', 'aiko', 4)),
      ],
      restored,
    );
    expect(rebuilt.file?.profiles.map((p) => [p.id, p.name])).toEqual([
      ['p-aaaaaa', 'Aiko'],
      ['p-bbbbbb', 'Restored 1'],
      ['p-cccccc', 'Restored 2'],
      ['p-eeeeee', 'Restored 3'],
    ]);
    expect(rebuilt).toMatchObject({ recovered: 4, renamed: 3, lost: 0 });
  });
});
