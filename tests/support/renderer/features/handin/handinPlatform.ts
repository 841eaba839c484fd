import type { Band } from '../../../../../core/bank/bankTerms';
import {
  type KotobaApi,
  ok,
  type Profile,
  type TeacherChoices,
  type TeacherSettings,
  type WordList,
} from '../../../../../core/contract';
import type { LoadedBand } from '../../../../../renderer/src/data/bank/loadBand';
import { createLocalStoragePlatform } from '../../../../../renderer/src/platform';

/** A player of the hand-in tests. */
export const HANAKO: Profile = {
  id: 'p-hanako01',
  name: 'はなこ',
  avatar: 'month-slime',
  createdAt: '2026-04-01T00:00:00.000Z',
};

/** What the fake device has: its players, the teacher's choices and the word lists. */
export interface FakeDevice {
  players?: Profile[];
  choices?: TeacherChoices;
  lists?: WordList[];
}

/**
 * A platform over the browser's local storage (the progress) with players, teacher settings and word
 * lists answered from `device`, as the web edition's platform answers them.
 */
export function handinPlatform(device: FakeDevice = {}): KotobaApi {
  const local = createLocalStoragePlatform(window.localStorage);
  const players = device.players ?? [HANAKO];
  const settings: TeacherSettings = {
    version: 1,
    ...(device.choices ?? { openWorlds: [], openStages: [], todayStages: [] }),
    updatedAt: null,
  };
  const unused = async () => {
    throw new Error('not used in these tests');
  };
  return {
    ...local,
    profiles: {
      list: async () => ok({ profiles: players, activeId: players[0]?.id ?? '' }),
      add: unused,
      update: unused,
      remove: unused,
      select: unused,
    } as unknown as NonNullable<KotobaApi['profiles']>,
    teacher: {
      getSettings: async () => ok({ settings, recovered: false, movedTo: null, writable: true }),
    } as unknown as NonNullable<KotobaApi['teacher']>,
    wordLists: {
      list: async () => ok(device.lists ?? []),
    } as unknown as NonNullable<KotobaApi['wordLists']>,
  };
}

/** A band loader that knows one stage of grades 3–4 and cannot load the other worlds. */
export async function oneStageBand(band: Band): Promise<LoadedBand> {
  if (band !== 'e34') throw new Error(`${band} is not loaded in these tests`);
  return {
    band,
    entries: [],
    stages: [
      {
        id: 'e34.colours-1',
        band,
        theme: 'colours',
        kind: 'words',
        part: 1,
        parts: 1,
        entryIds: [],
        titleJa: 'いろ 1',
        titleEn: 'Colours 1',
      },
    ],
  };
}
