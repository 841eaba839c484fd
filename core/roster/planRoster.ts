import {
  MAX_PROFILE_CLASS,
  MAX_PROFILE_KANA,
  MAX_PROFILE_NAME,
  MAX_PROFILES,
  type Profile,
  type ProfilesFile,
} from '../contract/profiles';
import type { Roster, RosterClass, RosterPupil } from './rosterTypes';

/** How a pupil of the roster, or a player here, fares in an import. */
export type RosterRowKind = 'new' | 'matched' | 'moved' | 'missing';

/** One line of the preview: a roster pupil (new, matched, moved class) or a player here the roster lacks. */
export interface RosterPlanRow {
  kind: RosterRowKind;
  /** The player here (null for a new pupil). */
  playerId: string | null;
  /** The name the player has or will have. */
  name: string;
  kana: string | null;
  /** The class after the import (for `missing`: the class the roster now lists them in, or null when they left). */
  className: string | null;
  number: number | null;
  /** The class the player had here before, when they had one. */
  fromClass: string | null;
  rosterId: string | null;
}

/** What importing a roster into the players here would do, before anything is written. */
export interface RosterPlan {
  schoolYear: string | null;
  /** Every homeroom class of the roster, and which of them this place keeps. */
  classes: RosterClass[];
  chosen: string[];
  rows: RosterPlanRow[];
  counts: Record<RosterRowKind, number>;
  /** Players here after the import; more than {@link MAX_PROFILES} cannot be applied. */
  playersAfter: number;
}

const cutTo = (text: string, max: number) => [...text].slice(0, max).join('').trim();

/** A name not taken by anyone in `taken` (lower case): the name, or the name with 2, 3, … after it. */
function freeName(name: string, taken: Set<string>): string {
  const base = cutTo(name, MAX_PROFILE_NAME);
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const candidate = `${cutTo(base, MAX_PROFILE_NAME - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * Matches a roster to the players here: first by the roster's stable id, then by name and class-list
 * number, then — for a player typed in by hand, who has neither — by a name only one pupil has.
 * `chosen` are the homeroom classes this place keeps (all when null); players here who are not in
 * them are listed as missing, never removed.
 */
export function planRoster(
  players: readonly Profile[],
  roster: Roster,
  chosen: readonly string[] | null,
): RosterPlan {
  const keep = new Set(chosen ?? roster.classes.map((c) => c.id));
  const wanted = roster.pupils.filter((pupil) => keep.has(pupil.classId));
  const matchOf = new Map<RosterPupil, Profile>();
  const used = new Set<string>();
  const byRosterId = new Map(players.flatMap((p) => (p.rosterId ? [[p.rosterId, p] as const] : [])));
  for (const pupil of wanted) {
    const player = pupil.rosterId ? byRosterId.get(pupil.rosterId) : undefined;
    if (player && !used.has(player.id)) {
      matchOf.set(pupil, player);
      used.add(player.id);
    }
  }
  const sameName = (p: Profile, pupil: RosterPupil) =>
    p.name.toLowerCase() === cutTo(pupil.name, MAX_PROFILE_NAME).toLowerCase();
  for (const pupil of wanted) {
    if (matchOf.has(pupil) || pupil.number === null) continue;
    const player = players.find((p) => !used.has(p.id) && p.number === pupil.number && sameName(p, pupil));
    if (player) {
      matchOf.set(pupil, player);
      used.add(player.id);
    }
  }
  const nameCount = new Map<string, number>();
  for (const pupil of wanted) {
    const key = cutTo(pupil.name, MAX_PROFILE_NAME).toLowerCase();
    nameCount.set(key, (nameCount.get(key) ?? 0) + 1);
  }
  for (const pupil of wanted) {
    if (matchOf.has(pupil) || nameCount.get(cutTo(pupil.name, MAX_PROFILE_NAME).toLowerCase()) !== 1)
      continue;
    const player = players.find(
      (p) => !used.has(p.id) && p.rosterId === undefined && p.number === undefined && sameName(p, pupil),
    );
    if (player) {
      matchOf.set(pupil, player);
      used.add(player.id);
    }
  }

  const taken = new Set(players.map((p) => p.name.toLowerCase()));
  const rows: RosterPlanRow[] = [];
  for (const pupil of wanted) {
    const player = matchOf.get(pupil);
    const className = cutTo(pupil.className, MAX_PROFILE_CLASS);
    const kana = pupil.kana === null ? null : cutTo(pupil.kana, MAX_PROFILE_KANA);
    if (player) {
      const moved = player.className !== undefined && player.className !== className;
      rows.push({
        kind: moved ? 'moved' : 'matched',
        playerId: player.id,
        name: player.name,
        kana: kana ?? player.kana ?? null,
        className,
        number: pupil.number,
        fromClass: player.className ?? null,
        rosterId: pupil.rosterId ?? player.rosterId ?? null,
      });
      continue;
    }
    const name = freeName(pupil.name, taken);
    taken.add(name.toLowerCase());
    rows.push({
      kind: 'new',
      playerId: null,
      name,
      kana,
      className,
      number: pupil.number,
      fromClass: null,
      rosterId: pupil.rosterId,
    });
  }
  const elsewhere = new Map(roster.pupils.flatMap((p) => (p.rosterId ? [[p.rosterId, p] as const] : [])));
  for (const player of players) {
    if (used.has(player.id)) continue;
    const found = player.rosterId ? elsewhere.get(player.rosterId) : undefined;
    rows.push({
      kind: 'missing',
      playerId: player.id,
      name: player.name,
      kana: player.kana ?? null,
      className: found ? cutTo(found.className, MAX_PROFILE_CLASS) : null,
      number: player.number ?? null,
      fromClass: player.className ?? null,
      rosterId: player.rosterId ?? null,
    });
  }
  const counts: Record<RosterRowKind, number> = { new: 0, matched: 0, moved: 0, missing: 0 };
  for (const row of rows) counts[row.kind]++;
  return {
    schoolYear: roster.schoolYear,
    classes: roster.classes,
    chosen: [...keep],
    rows,
    counts,
    playersAfter: players.length + counts.new,
  };
}

/** Whether a plan can be applied here: the players after it fit the most one place keeps. */
export const planFits = (plan: RosterPlan) => plan.playersAfter <= MAX_PROFILES;

/**
 * The list of players after a plan: matched and moved players keep their id, name, picture and so
 * every record, and take the roster's class, number, kana and id; new pupils get a fresh id; missing
 * players stay as they are. `makeId` must answer ids not used here.
 */
export function applyRosterPlan(
  current: ProfilesFile,
  plan: RosterPlan,
  makeId: () => string,
  now: Date,
): { file: ProfilesFile; changed: Profile[] } {
  const fromRoster = (row: RosterPlanRow): Partial<Profile> => ({
    ...(row.kana ? { kana: row.kana } : {}),
    ...(row.className ? { className: row.className } : {}),
    ...(row.number !== null ? { number: row.number } : {}),
    ...(row.rosterId ? { rosterId: row.rosterId } : {}),
    ...(plan.schoolYear ? { schoolYear: plan.schoolYear } : {}),
  });
  const updates = new Map(
    plan.rows.flatMap((row) =>
      row.playerId && row.kind !== 'missing' ? [[row.playerId, row] as const] : [],
    ),
  );
  const changed: Profile[] = [];
  const profiles = current.profiles.map((player) => {
    const row = updates.get(player.id);
    if (!row) return player;
    const next = { ...player, ...fromRoster(row) };
    if (JSON.stringify(next) !== JSON.stringify(player)) changed.push(next);
    return next;
  });
  const ids = new Set(profiles.map((p) => p.id));
  for (const row of plan.rows) {
    if (row.kind !== 'new') continue;
    let id = makeId();
    while (ids.has(id)) id = makeId();
    ids.add(id);
    const created: Profile = {
      id,
      name: row.name,
      avatar: 'hero',
      createdAt: now.toISOString(),
      ...fromRoster(row),
    };
    profiles.push(created);
    changed.push(created);
  }
  return { file: { ...current, profiles }, changed };
}
