import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AppSnapshot, Attempt, WordRecord } from '../../../core/contract';
import { ROUTE_WORD_IDS } from '../../../core/contract/routeWordIds';

const SETS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../renderer/src/data/sets',
);

/** A word the seeded player has missed, as the game's data writes it. */
export interface MissedWord {
  en: string;
  ja: string;
  setId: string;
}

/** The items of a built-in question set, read at run time (the tests' project leaves out renderer files). */
async function setItems(id: string): Promise<{ en: string; ja: string }[]> {
  const module = (await import(pathToFileURL(path.join(SETS_DIR, `${id}.ts`)).href)) as Record<
    string,
    { items: { en: string; ja: string }[] }
  >;
  const set = module[id];
  if (!set) throw new Error(`renderer/src/data/sets/${id}.ts has no export named ${id}`);
  return set.items;
}

/** The words the seeded player has missed: all twelve months and five days of the week. */
export async function loadMissedWords(): Promise<MissedWord[]> {
  const months = (await setItems('month')).map((q) => ({ ...q, setId: 'month' }));
  const days = (await setItems('week')).slice(0, 5).map((q) => ({ ...q, setId: 'week' }));
  return [...months, ...days];
}

/** The stages the seeded player has cleared, in map order (the next one, school, is current). */
const CLEARED = ['number', 'colors', 'animals', 'week', 'food', 'number11', 'family', 'body', 'month'];

const DAY_MS = 24 * 60 * 60_000;

/**
 * Progress of a player who has played for a week and missed the given words (none scheduled yet, so all are
 * due for review today): a full notebook, a review forest with work, charts with a point per day and
 * mastery for two sets. Dates are relative to `now` so the words stay due whatever day the test runs.
 */
export function missedWordsSnapshot(missed: readonly MissedWord[], now = new Date()): AppSnapshot {
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS).toISOString();
  const words: Record<string, WordRecord> = {};
  missed.forEach((q, i) => {
    // Saved as the game saves it: built-in words under their word-bank id.
    words[ROUTE_WORD_IDS[`${q.setId}:${q.en}`] ?? `${q.setId}:${q.en}`] = {
      setId: q.setId,
      en: q.en,
      ja: q.ja,
      seen: 3,
      clean: 1,
      mistakes: 1 + (i % 4),
      hints: 0,
      wrongKeys: { [`${q.en[1]?.toLowerCase()}→q`]: 1 },
      lastWrong: [`${q.en.slice(0, 2)}q${q.en.slice(3)}`],
      lastFirstKeyMs: 900,
      lastFinishMs: 3200,
      lastSeenAt: daysAgo(1),
      review: null,
    };
  });
  const history: Attempt[] = [6, 5, 4, 3, 2, 1].map((n, i) => ({
    at: daysAgo(n),
    stageId: i % 2 === 0 ? 'month' : 'week',
    mode: 'battle',
    victory: true,
    accuracy: 0.7 + i * 0.04,
    keysPerMinute: 60 + i * 8,
    timeMs: 90_000,
    rank: 'B',
    maxCombo: 5 + i,
    missed: missed.slice(i, i + 3).map((q) => q.en),
  }));
  return {
    version: 2,
    level: 4,
    exp: 260,
    stages: Object.fromEntries(
      CLEARED.map((id, i) => [
        id,
        { cleared: true, bestRank: i % 3 === 0 ? 'A' : 'B', plays: 2, lastPlayedAt: daysAgo(6) },
      ]),
    ),
    words,
    history,
    mastery: [6, 4, 2, 1].map((n, i) => ({
      day: daysAgo(n).slice(0, 10),
      bySet: { month: i, week: i + 1 },
    })),
  };
}
