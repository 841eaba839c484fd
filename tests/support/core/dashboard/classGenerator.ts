import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBankFiles, wholeBank } from '../../../../core/bank/bankCsv';
import {
  type AppSnapshot,
  type Attempt,
  AVATAR_IDS,
  appSnapshotSchema,
  firstRouteStageIds,
  MAX_HISTORY,
  MAX_LAST_WRONG,
  MAX_MASTERY_SETS,
  type MasteryDay,
  PROFILES_VERSION,
  type Profile,
  type ProfilesFile,
  type Rank,
  type ReviewCard,
  SNAPSHOT_VERSION,
  type StageProgress,
  type WordRecord,
} from '../../../../core/contract';
import { ROUTE_WORD_IDS } from '../../../../core/contract/routeWordIds';

/**
 * A made-up class for the dashboard's tests and benchmark: N pupils, each with a school year of play
 * over the real stages and words of the game (the first map, then the word bank's worlds in route
 * order), written as the desktop app lays out a PC's players. The same seed always gives the same
 * class, byte for byte; every progress is checked against the progress schema.
 */

/** One stage a pupil can play, with the words it asks (their record keys and texts). */
interface StageWords {
  stageId: string;
  words: { key: string; en: string; ja: string }[];
}

/** What a class is made of. */
export interface ClassOptions {
  /** Pupils in the class (at most 60, as on one PC). */
  pupils: number;
  /** Same seed, same class. */
  seed?: number;
  /** The last day of the school year (the class's "today"); its local date is the newest play. */
  end?: Date;
  /** Days the year spans back from `end`. */
  days?: number;
  /** The word bank's data folder; the game's own unless a bundle moves this file. */
  bankDir?: string;
}

/** One generated pupil. */
export interface GeneratedPupil {
  profile: Profile;
  snapshot: AppSnapshot;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_BANK_DIR = path.resolve(HERE, '../../../../core/bank');
const DAY_MS = 86_400_000;

/** A small, fast seeded random generator (mulberry32): numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const GIVEN_NAMES = [
  'あおい',
  'ゆうと',
  'さくら',
  'はると',
  'ひなた',
  'そうた',
  'ゆい',
  'れん',
  'めい',
  'りく',
  'こはる',
  'そら',
  'ひまり',
  'かいと',
  'みお',
  'ゆうま',
  'あかり',
  'はるき',
  'りん',
  'たいが',
  'ゆな',
  'けんた',
  'ほのか',
  'しょう',
  'まお',
  'だいち',
  'えま',
  'こうき',
  'ひな',
  'あらた',
  'Emma',
  'Liam',
  'Noah',
  'Mia',
  'Leo',
  'Aya',
  'Ken',
  'Rio',
  'Nao',
  'Mei',
  'つむぎ',
  'いちか',
  'ゆずき',
  'そうま',
  'あさひ',
  'みなと',
  'ここな',
  'かなで',
  'るい',
  'ゆき',
  'Sam',
  'Ben',
  'Eva',
  'Tom',
  'Amy',
  'Max',
  'Zoe',
  'Ian',
  'Kai',
  'Lea',
];

/** The stages of the game in route order, with their words as progress keys them. */
export function loadRouteStages(bankDir = DEFAULT_BANK_DIR): StageWords[] {
  const files = readBankFiles((name) =>
    JSON.parse(fs.readFileSync(path.join(bankDir, `${name}.json`), 'utf8')),
  );
  const bank = wholeBank(files);
  const entries = new Map(bank.entries.map((e) => [e.id, e]));
  const firstMap = new Map<string, StageWords['words']>();
  for (const [oldKey, id] of Object.entries(ROUTE_WORD_IDS)) {
    const setId = oldKey.slice(0, oldKey.indexOf(':'));
    const entry = entries.get(id);
    const list = firstMap.get(setId) ?? [];
    list.push({ key: id, en: entry?.en ?? oldKey.slice(setId.length + 1), ja: entry?.ja ?? id });
    firstMap.set(setId, list);
  }
  const route: StageWords[] = firstRouteStageIds()
    .filter((id) => firstMap.has(id))
    .map((stageId) => ({ stageId, words: firstMap.get(stageId) ?? [] }));
  for (const stage of bank.stages) {
    route.push({
      stageId: stage.id,
      words: stage.entryIds.flatMap((id) => {
        const e = entries.get(id);
        return e ? [{ key: id, en: e.en, ja: e.ja }] : [];
      }),
    });
  }
  return route;
}

/** A plausible wrong spelling of `en`, never `en` itself: a letter dropped, two swapped or one doubled. */
function misspell(en: string, pick: number): string {
  const typed = typo(en, pick);
  return typed === en ? `${en.slice(0, -1)}` : typed;
}

/** A letter dropped, two swapped or one doubled (chosen by `pick`); may give `en` back (swapping "ee"). */
function typo(en: string, pick: number): string {
  if (en.length < 3) return `${en}${en.at(-1) ?? 'x'}`;
  const at = 1 + (pick % (en.length - 2));
  switch (pick % 3) {
    case 0:
      return en.slice(0, at) + en.slice(at + 1);
    case 1:
      return en.slice(0, at) + (en[at + 1] ?? '') + (en[at] ?? '') + en.slice(at + 2);
    default:
      return en.slice(0, at) + (en[at] ?? '') + en.slice(at);
  }
}

/** A stable number from a text, so every pupil makes the same typical mistakes in a word. */
function hashText(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619);
  return h >>> 0;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const RANKS: Rank[] = ['S', 'A', 'B', 'C', 'D'];

function reviewCard(random: () => number, seenAt: Date): ReviewCard {
  const stability = Math.round(random() * 60 * 10) / 10;
  const scheduledDays = Math.max(1, Math.round(stability));
  return {
    due: new Date(seenAt.getTime() + scheduledDays * DAY_MS).toISOString(),
    stability,
    difficulty: Math.round((1 + random() * 9) * 10) / 10,
    reps: 1 + Math.floor(random() * 8),
    lapses: Math.floor(random() * 3),
    state: 'review',
    learningSteps: 0,
    scheduledDays,
    lastReview: seenAt.toISOString(),
    lastGrade: random() < 0.7 ? 'good' : 'hard',
  };
}

/** One pupil's year: stages in route order as far as their pace takes them, battles on school days. */
function pupilYear(
  index: number,
  route: readonly StageWords[],
  random: () => number,
  end: Date,
  days: number,
): AppSnapshot {
  // Pupils differ: some type more accurately, faster, and get further along the route.
  const skill = 0.45 + random() * 0.5;
  const reach = Math.min(route.length, Math.round(route.length * (0.55 + random() * 0.45)));
  const start = new Date(end.getFullYear(), end.getMonth(), end.getDate() - days + 1);
  // School days: weekdays, most of them with a lesson.
  const schoolDays: Date[] = [];
  for (let d = 0; d < days; d++) {
    const day = new Date(start.getFullYear(), start.getMonth(), start.getDate() + d);
    if (day.getDay() !== 0 && day.getDay() !== 6 && random() < 0.85) schoolDays.push(day);
  }
  const history: Attempt[] = [];
  const stages: Record<string, StageProgress> = {};
  const words: Record<string, WordRecord> = {};
  const mastery: MasteryDay[] = [];
  const perDay = Math.max(1, Math.round(MAX_HISTORY / Math.max(1, schoolDays.length)));
  let nextStage = 0;
  schoolDays.forEach((day, dayIndex) => {
    const masteredToday: Record<string, number> = {};
    for (let k = 0; k < perDay && history.length < MAX_HISTORY; k++) {
      // Mostly the next stage along the route, sometimes a replay of an earlier one.
      const forward = nextStage < reach && (random() < 0.7 || nextStage === 0);
      const stageIndex = forward ? nextStage : Math.floor(random() * Math.max(1, nextStage));
      const stage = route[stageIndex];
      if (!stage) continue;
      const at = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9 + k, Math.floor(random() * 50));
      // Practice improves accuracy and speed over the year.
      const growth = dayIndex / Math.max(1, schoolDays.length);
      const accuracy = Math.min(1, Math.max(0.2, skill + growth * 0.2 + (random() - 0.5) * 0.15));
      const keysPerMinute = Math.round(40 + skill * 80 + growth * 60 + random() * 20);
      const victory = accuracy > 0.6;
      const rank = RANKS[Math.min(4, Math.max(0, Math.floor((1 - accuracy) * 8)))] ?? 'C';
      const missed: string[] = [];
      for (const w of stage.words) {
        const seenAt = at.toISOString();
        const wrong = random() > accuracy;
        const previous = words[w.key];
        const typical = hashText(w.en);
        const typed = misspell(w.en, random() < 0.7 ? typical : typical + 1 + Math.floor(random() * 4));
        const record: WordRecord = previous ?? {
          setId: stage.stageId,
          en: w.en,
          ja: w.ja,
          seen: 0,
          clean: 0,
          mistakes: 0,
          hints: 0,
          wrongKeys: {},
          lastWrong: [],
          lastFirstKeyMs: null,
          lastFinishMs: null,
          lastSeenAt: null,
          review: null,
        };
        record.seen += 1;
        if (wrong) {
          record.mistakes += 1 + Math.floor(random() * 3);
          record.lastWrong = [...record.lastWrong, typed].slice(-MAX_LAST_WRONG);
          const label = `${w.en[0]?.toLowerCase() ?? 'a'}→${typed[0]?.toLowerCase() ?? 'a'}`;
          if (Object.keys(record.wrongKeys).length < 8 || label in record.wrongKeys)
            record.wrongKeys[label] = (record.wrongKeys[label] ?? 0) + 1;
          if (missed.length < 50) missed.push(w.en);
        } else record.clean += 1;
        record.lastFirstKeyMs = 400 + Math.floor(random() * 1500);
        record.lastFinishMs = record.lastFirstKeyMs + 800 + Math.floor(random() * 3000);
        record.lastSeenAt = seenAt;
        record.review = reviewCard(random, at);
        words[w.key] = record;
        if (record.review.stability >= 21)
          masteredToday[stage.stageId] = (masteredToday[stage.stageId] ?? 0) + 1;
      }
      history.push({
        at: at.toISOString(),
        stageId: stage.stageId,
        mode: random() < 0.85 ? 'battle' : 'study',
        victory,
        accuracy: Math.round(accuracy * 1000) / 1000,
        keysPerMinute,
        timeMs: 40_000 + Math.floor(random() * 120_000),
        rank,
        maxCombo: Math.floor(random() * stage.words.length),
        missed,
      });
      const before = stages[stage.stageId];
      const better = (a: Rank | null, b: Rank) => (a === null || RANKS.indexOf(b) < RANKS.indexOf(a) ? b : a);
      stages[stage.stageId] = {
        cleared: (before?.cleared ?? false) || victory,
        bestRank: better(before?.bestRank ?? null, rank),
        plays: (before?.plays ?? 0) + 1,
        lastPlayedAt: at.toISOString(),
      };
      if (forward && victory) nextStage += 1;
    }
    const bySet = Object.fromEntries(Object.entries(masteredToday).slice(0, MAX_MASTERY_SETS));
    mastery.push({ day: localDay(day), bySet });
  });
  const snapshot: AppSnapshot = {
    version: SNAPSHOT_VERSION,
    level: Math.min(99, 1 + Math.floor(history.length / 12) + (index % 3)),
    exp: history.length * 37,
    stages,
    words,
    history,
    mastery: mastery.slice(-400),
  };
  const checked = appSnapshotSchema.safeParse(snapshot);
  if (!checked.success) throw new Error(`Generated progress ${index} is not valid: ${checked.error.message}`);
  return checked.data;
}

/** A class of `options.pupils` pupils with a year of play each; the same seed gives the same class. */
export function generateClass(options: ClassOptions): GeneratedPupil[] {
  const random = seededRandom(options.seed ?? 17);
  const end = options.end ?? new Date(2026, 2, 19);
  const days = options.days ?? 365;
  const route = loadRouteStages(options.bankDir);
  return Array.from({ length: options.pupils }, (_, i) => {
    const profile: Profile = {
      id: `p-class${String(i).padStart(3, '0')}`,
      name: GIVEN_NAMES[i % GIVEN_NAMES.length] ?? `Pupil ${i + 1}`,
      avatar: AVATAR_IDS[i % AVATAR_IDS.length] ?? 'hero',
      createdAt: new Date(end.getTime() - days * DAY_MS).toISOString(),
    };
    return { profile, snapshot: pupilYear(i, route, random, end, days) };
  });
}

/**
 * Writes a class as the desktop app keeps a PC's players in `userDataDir`: `profiles.json` and each
 * pupil's `profiles/<id>/progress.json` (tab-indented, as the app saves). The first pupil is the one
 * who played last.
 */
export function writeClass(userDataDir: string, pupils: readonly GeneratedPupil[]): void {
  const list: ProfilesFile = {
    version: PROFILES_VERSION,
    profiles: pupils.map((p) => p.profile),
    lastSelected: pupils[0]?.profile.id ?? null,
  };
  fs.mkdirSync(userDataDir, { recursive: true });
  fs.writeFileSync(path.join(userDataDir, 'profiles.json'), JSON.stringify(list, undefined, '\t'));
  for (const pupil of pupils) {
    const folder = path.join(userDataDir, 'profiles', pupil.profile.id);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'progress.json'), JSON.stringify(pupil.snapshot, undefined, '\t'));
  }
}
