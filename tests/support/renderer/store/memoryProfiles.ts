import type { KotobaApi, Profile, ProfilesView, Result } from '../../../../core/contract';

const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** Two players of one PC, たろう (playing) and はなこ. */
export const twoPlayers: Profile[] = [
  { id: 'p-aaaaaa', name: 'たろう', avatar: 'hero', createdAt: '2026-04-01T00:00:00.000Z' },
  { id: 'p-bbbbbb', name: 'はなこ', avatar: 'colour-ghost', createdAt: '2026-04-01T00:00:00.000Z' },
];

/**
 * The players half of the bridge over players kept in memory, たろう playing at first; each change is
 * written to `calls` (`add <name> <avatar>`, `update <id> <name> <avatar>`, `remove <id>`, `select <id>`).
 * A player added when there were n gets the id `p-ccccc<n>`.
 */
export function memoryProfiles(initial: Profile[], calls: string[]): NonNullable<KotobaApi['profiles']> {
  let profiles = initial;
  let activeId = initial[0]?.id ?? '';
  const view = (): ProfilesView => ({ profiles, activeId });
  return {
    list: async () => ok(view()),
    add: async ({ name, avatar }) => {
      calls.push(`add ${name} ${avatar}`);
      const profile = { id: `p-${String(profiles.length).padStart(6, 'c')}`, name, avatar, createdAt: 'now' };
      profiles = [...profiles, profile];
      return ok(profile);
    },
    update: async ({ id, name, avatar }) => {
      calls.push(`update ${id} ${name} ${avatar}`);
      profiles = profiles.map((p) => (p.id === id ? { ...p, name, avatar } : p));
      return ok(profiles.find((p) => p.id === id) as Profile);
    },
    remove: async (id) => {
      calls.push(`remove ${id}`);
      profiles = profiles.filter((p) => p.id !== id);
      return ok(view());
    },
    select: async (id) => {
      calls.push(`select ${id}`);
      activeId = id;
      return ok(view());
    },
  };
}
