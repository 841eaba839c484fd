import {
  type AppSnapshot,
  type Attempt,
  type ClassProgressFile,
  compactSnapshot,
  emptySnapshot,
  MAX_APPLIED_IDS,
  MAX_LAST_WRONG,
  MAX_SCHOOL_CHECKS,
  type MasteryDay,
  type PlacementRecord,
  type ProgressDelta,
  type ProgressRecord,
  type Rank,
  type ReviewCard,
  rankSchema,
  type SchoolCheckResult,
  type StageProgress,
  type WordDelta,
  type WordRecord,
} from '../contract';
import { adoptBankIds } from '../contract/adoptBankIds';
import { levelForExp } from '../contract/levels';
import { hexOf, randomBytes } from '../web/webStandard';

/*
 * A pupil's progress on the class folder is the merge of records: each save on a PC becomes the
 * difference from the save before, with an id unique across PCs. Counters travel as increments and
 * add up; everything else travels as values that combine the same way whichever arrives first (the
 * later time wins, the better rank, the larger count), so two PCs' records merge to the same
 * progress in any order (only which wrong attempts are a word's last few can follow the order of
 * arrival: they carry no time), and the ids already merged make a record written back twice count once.
 */

export type { ProgressDelta, ProgressRecord } from '../contract';
export { progressDeltaSchema, progressRecordSchema } from '../contract';

/** Longest record id (see `recordIdSchema`). */
const MAX_RECORD_ID = 96;

/**
 * A record id unique across PCs: the PC's id, the time in base 36 and a random part, in the
 * characters `recordIdSchema` allows (anything else in the inputs is dropped, the PC's id shortened
 * so the whole fits). `random` is for tests; by default 12 random hex digits.
 */
export function makeRecordId(
  pcId: string,
  now: Date,
  random: () => string = () => hexOf(randomBytes(6)),
): string {
  const clean = (text: string) => text.toLowerCase().replace(/[^a-z0-9-]/g, '');
  const ms = now.getTime();
  const time = Number.isFinite(ms) ? Math.max(0, ms).toString(36) : '0';
  const tail = `-${time}-${clean(random()).slice(0, 32)}`;
  const pc = clean(pcId).slice(0, MAX_RECORD_ID - tail.length) || 'pc';
  return `${pc}${tail}`.padEnd(6, '0');
}

/** Orders two ISO times by the moment they name (text order for anything that is not a time). */
function compareTimes(a: string, b: string): number {
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  if (Number.isFinite(ta) && Number.isFinite(tb) && ta !== tb) return ta - tb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Orders two optional times; null (never) comes first. */
function compareOptionalTimes(a: string | null | undefined, b: string | null | undefined): number {
  if (a == null || b == null) return (a == null ? 0 : 1) - (b == null ? 0 : 1);
  return compareTimes(a, b);
}

/** A total order on plain values, for breaking ties the same way on every PC. */
function compareValues(a: unknown, b: unknown): number {
  const ja = JSON.stringify(a) ?? '';
  const jb = JSON.stringify(b) ?? '';
  return ja < jb ? -1 : ja > jb ? 1 : 0;
}

/** Whether two flat records (a review card, a word's last values) hold the same values; null only equals null. */
function sameFields<T extends object>(a: T | null, b: T | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The better of two ranks, null counting as none yet (ranks are listed best first in `rankSchema`). */
function betterRank(a: Rank | null, b: Rank | null): Rank | null {
  if (a === null) return b;
  if (b === null) return a;
  return rankSchema.options.indexOf(a) <= rankSchema.options.indexOf(b) ? a : b;
}

/** How an attempt is told apart from every other: its time, stage and mode. */
function attemptIdentity(attempt: Attempt): string {
  return `${attempt.at}\u0000${attempt.stageId}\u0000${attempt.mode}`;
}

function compareAttempts(a: Attempt, b: Attempt): number {
  return compareTimes(a.at, b.at) || compareValues(attemptIdentity(a), attemptIdentity(b));
}

/** `after - before`, never below zero: compaction may lower a count, play never does. */
function increment(after: number, before: number | undefined): number {
  return Math.max(0, after - (before ?? 0));
}

/**
 * The wrong attempts typed between two saves of a word. `after` is `before` with the new attempts
 * appended and only the newest kept, so the fewest new attempts that explain `after` are answered;
 * when a new attempt repeats the ones before it exactly, it cannot be told apart and is not counted.
 */
function newWrongAttempts(before: readonly string[], after: readonly string[]): string[] {
  for (let added = 0; added < after.length; added++) {
    const kept = after.length - added;
    if (kept > before.length) continue;
    const tail = before.slice(before.length - kept);
    if (tail.every((attempt, i) => attempt === after[i])) return after.slice(kept);
  }
  return [...after];
}

/** What a save changed for one word, or null when nothing did (compaction alone changes nothing). */
function diffWord(before: WordRecord | undefined, after: WordRecord): WordDelta | null {
  const wrongKeys: Record<string, number> = {};
  for (const [key, n] of Object.entries(after.wrongKeys)) {
    const added = increment(n, before?.wrongKeys[key]);
    if (added > 0) wrongKeys[key] = added;
  }
  const delta: WordDelta = {
    setId: after.setId,
    en: after.en,
    ja: after.ja,
    seen: increment(after.seen, before?.seen),
    clean: increment(after.clean, before?.clean),
    mistakes: increment(after.mistakes, before?.mistakes),
    hints: increment(after.hints, before?.hints),
    ...(increment(after.slips ?? 0, before?.slips) > 0
      ? { slips: increment(after.slips ?? 0, before?.slips) }
      : {}),
    wrongKeys,
    newWrong: newWrongAttempts(before?.lastWrong ?? [], after.lastWrong),
    lastFirstKeyMs: after.lastFirstKeyMs,
    lastFinishMs: after.lastFinishMs,
    lastSeenAt: after.lastSeenAt,
    ...(after.lastTypedAs === undefined ? {} : { lastTypedAs: after.lastTypedAs }),
    review: after.review,
  };
  const counted =
    delta.seen + delta.clean + delta.mistakes + delta.hints + (delta.slips ?? 0) > 0 ||
    Object.keys(wrongKeys).length > 0 ||
    delta.newWrong.length > 0;
  if (counted || before === undefined) return delta;
  const valuesChanged =
    !sameFields(lastValues(before), lastValues(after)) || !sameFields(before.review, after.review);
  return valuesChanged ? delta : null;
}

/** The values of a word that the latest `lastSeenAt` decides. */
function lastValues(word: WordRecord | WordDelta) {
  return {
    setId: word.setId,
    en: word.en,
    ja: word.ja,
    lastSeenAt: word.lastSeenAt,
    lastFirstKeyMs: word.lastFirstKeyMs,
    lastFinishMs: word.lastFinishMs,
    lastTypedAs: word.lastTypedAs ?? null,
  };
}

/** What a save changed for one stage, or null when nothing did. */
function diffStage(before: StageProgress | undefined, after: StageProgress): StageProgress | null {
  const plays = increment(after.plays, before?.plays);
  const changed =
    plays > 0 ||
    before === undefined ||
    before.cleared !== after.cleared ||
    before.bestRank !== after.bestRank ||
    before.lastPlayedAt !== after.lastPlayedAt;
  return changed ? { ...after, plays } : null;
}

/**
 * The mastery log's changes: each new day (a day played, even with nothing mastered yet) and each
 * count that changed on a known day; removed days and sets are not changes.
 */
function diffMastery(before: readonly MasteryDay[], after: readonly MasteryDay[]): MasteryDay[] {
  const beforeDays = new Map(before.map((day) => [day.day, day.bySet]));
  const changed: MasteryDay[] = [];
  for (const day of after) {
    const old = beforeDays.get(day.day);
    const bySet = Object.fromEntries(Object.entries(day.bySet).filter(([setId, n]) => old?.[setId] !== n));
    if (old === undefined || Object.keys(bySet).length > 0) changed.push({ day: day.day, bySet });
  }
  return changed;
}

/**
 * The record of one save: what `after` adds to `before` (increments for counters, values for the
 * rest), or null when nothing changed. What is in `before` but not in `after` (compaction dropping
 * the least recently seen words, old attempts or rare wrong keys) is not a change and is not listed.
 */
export function diffProgress(before: AppSnapshot, after: AppSnapshot): ProgressDelta | null {
  const words: Record<string, WordDelta> = {};
  for (const [key, word] of Object.entries(after.words)) {
    const delta = diffWord(before.words[key], word);
    if (delta) words[key] = delta;
  }
  const stages: Record<string, StageProgress> = {};
  for (const [stageId, stage] of Object.entries(after.stages)) {
    const delta = diffStage(before.stages[stageId], stage);
    if (delta) stages[stageId] = delta;
  }
  const known = new Set(before.history.map(attemptIdentity));
  const attempts = after.history.filter((attempt) => !known.has(attemptIdentity(attempt)));
  const mastery = diffMastery(before.mastery, after.mastery);
  const placement =
    after.placement && !sameFields(after.placement, before.placement ?? null) ? after.placement : undefined;
  const takenBefore = new Set((before.schoolChecks ?? []).map(checkIdentity));
  const schoolChecks = (after.schoolChecks ?? []).filter((c) => !takenBefore.has(checkIdentity(c)));
  const exp = increment(after.exp, before.exp);
  const empty =
    exp === 0 &&
    Object.keys(words).length === 0 &&
    Object.keys(stages).length === 0 &&
    attempts.length === 0 &&
    mastery.length === 0 &&
    placement === undefined &&
    schoolChecks.length === 0;
  if (empty) return null;
  return {
    exp,
    words,
    stages,
    attempts,
    mastery,
    ...(placement ? { placement } : {}),
    ...(schoolChecks.length > 0 ? { schoolChecks } : {}),
  };
}

/** The card of the later review; a card beats none, and equal times go to the same side on every PC. */
function laterCard(a: ReviewCard | null, b: ReviewCard | null): ReviewCard | null {
  if (a === null || b === null) return a ?? b;
  const order = compareOptionalTimes(a.lastReview, b.lastReview) || compareValues(a, b);
  return order >= 0 ? a : b;
}

/** A word record with one save's changes merged in. */
function mergeWord(word: WordRecord | undefined, delta: WordDelta): WordRecord {
  const { newWrong, ...values } = delta;
  if (word === undefined) {
    const { lastTypedAs, ...rest } = values;
    return { ...rest, lastWrong: newWrong.slice(-MAX_LAST_WRONG), ...(lastTypedAs ? { lastTypedAs } : {}) };
  }
  const wrongKeys = { ...word.wrongKeys };
  for (const [key, n] of Object.entries(delta.wrongKeys)) wrongKeys[key] = (wrongKeys[key] ?? 0) + n;
  const deltaIsLater =
    (compareOptionalTimes(delta.lastSeenAt, word.lastSeenAt) ||
      compareValues(lastValues(delta), lastValues(word))) >= 0;
  const latest = lastValues(deltaIsLater ? delta : word);
  // Wrong attempts of a save older than the word's last sighting belong before the ones it has.
  const lastWrong = deltaIsLater ? [...word.lastWrong, ...newWrong] : [...newWrong, ...word.lastWrong];
  const { lastTypedAs, ...rest } = latest;
  return {
    ...rest,
    seen: word.seen + delta.seen,
    clean: word.clean + delta.clean,
    mistakes: word.mistakes + delta.mistakes,
    hints: word.hints + delta.hints,
    ...(word.slips || delta.slips ? { slips: (word.slips ?? 0) + (delta.slips ?? 0) } : {}),
    wrongKeys,
    lastWrong: lastWrong.slice(-MAX_LAST_WRONG),
    review: laterCard(word.review, delta.review),
    ...(lastTypedAs === null ? {} : { lastTypedAs }),
  };
}

function mergeStage(stage: StageProgress | undefined, delta: StageProgress): StageProgress {
  if (stage === undefined) return delta;
  return {
    cleared: stage.cleared || delta.cleared,
    bestRank: betterRank(stage.bestRank, delta.bestRank),
    plays: stage.plays + delta.plays,
    lastPlayedAt:
      compareOptionalTimes(stage.lastPlayedAt, delta.lastPlayedAt) >= 0
        ? stage.lastPlayedAt
        : delta.lastPlayedAt,
  };
}

/** History and new attempts as one list without repeats, oldest first (the caps come after). */
function mergeHistory(history: readonly Attempt[], added: readonly Attempt[]): Attempt[] {
  const known = new Set(history.map(attemptIdentity));
  const fresh = added.filter((attempt) => {
    const identity = attemptIdentity(attempt);
    if (known.has(identity)) return false;
    known.add(identity);
    return true;
  });
  return fresh.length === 0 ? [...history] : [...history, ...fresh].sort(compareAttempts);
}

/** The mastery log with each day's counts raised to the delta's, days in order. */
function mergeMastery(mastery: readonly MasteryDay[], added: readonly MasteryDay[]): MasteryDay[] {
  const days = new Map(mastery.map((day) => [day.day, { ...day.bySet }]));
  for (const day of added) {
    const bySet = days.get(day.day) ?? {};
    for (const [setId, n] of Object.entries(day.bySet)) bySet[setId] = Math.max(bySet[setId] ?? 0, n);
    days.set(day.day, bySet);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, bySet]) => ({ day, bySet }));
}

function laterPlacement(a: PlacementRecord | undefined, b: PlacementRecord | undefined) {
  if (a === undefined || b === undefined) return a ?? b;
  return (compareTimes(a.at, b.at) || compareValues(a, b)) >= 0 ? a : b;
}

/** A school check's identity: one pupil takes one form of one year at most once at one moment. */
function checkIdentity(check: SchoolCheckResult): string {
  return `${check.at}|${check.band}|${check.form}`;
}

/** Checks taken and checks added as one list without repeats, oldest first, the newest kept. */
export function mergeSchoolChecks(
  taken: readonly SchoolCheckResult[] | undefined,
  added: readonly SchoolCheckResult[] | undefined,
): SchoolCheckResult[] | undefined {
  if (!added?.length) return taken ? [...taken] : undefined;
  const known = new Map((taken ?? []).map((c) => [checkIdentity(c), c]));
  for (const check of added) if (!known.has(checkIdentity(check))) known.set(checkIdentity(check), check);
  return [...known.values()]
    .sort((a, b) => compareTimes(a.at, b.at) || compareValues(a, b))
    .slice(-MAX_SCHOOL_CHECKS);
}

/** Progress with one delta merged in, before the caps. */
function applyDelta(snapshot: AppSnapshot, delta: ProgressDelta): AppSnapshot {
  const words = { ...snapshot.words };
  for (const [key, wordDelta] of Object.entries(delta.words)) words[key] = mergeWord(words[key], wordDelta);
  const stages = { ...snapshot.stages };
  for (const [stageId, stageDelta] of Object.entries(delta.stages))
    stages[stageId] = mergeStage(stages[stageId], stageDelta);
  const exp = snapshot.exp + delta.exp;
  const placement = laterPlacement(snapshot.placement, delta.placement);
  const schoolChecks = mergeSchoolChecks(snapshot.schoolChecks, delta.schoolChecks);
  return {
    ...snapshot,
    exp,
    // As when a stage is recorded: the level follows the experience and never goes down.
    level: Math.max(snapshot.level, levelForExp(exp)),
    words,
    stages,
    history: mergeHistory(snapshot.history, delta.attempts),
    mastery: mergeMastery(snapshot.mastery, delta.mastery),
    ...(placement ? { placement } : {}),
    ...(schoolChecks ? { schoolChecks } : {}),
  };
}

/** Records in the order they are applied: by time, then by id, the same on every PC. */
function inApplyOrder(records: readonly ProgressRecord[]): ProgressRecord[] {
  return [...records].sort((a, b) => compareTimes(a.at, b.at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Progress with records applied in order of their time, then id: a `replace` puts its progress in
 * place of what came before, a `delta` is merged in (counters added, values combined). Words saved
 * under a merged entry's id join the kept entry's (`adoptBankIds`), and the result is brought within
 * the progress limits by `compactSnapshot`, as recording does.
 */
export function applyRecords(snapshot: AppSnapshot, records: readonly ProgressRecord[]): AppSnapshot {
  let merged = snapshot;
  for (const record of inApplyOrder(records))
    merged = record.kind === 'replace' ? record.snapshot : applyDelta(merged, record.delta);
  // A record from before a merge of bank entries names the removed id: its counts join the kept one.
  return compactSnapshot(adoptBankIds(merged)).snapshot;
}

/**
 * The class folder's progress file with the records it has not merged yet (ids not in `applied`)
 * merged into it; `null` stands for a player with no progress file yet. `added` lists the ids merged
 * now, in the order applied; `applied` keeps the newest {@link MAX_APPLIED_IDS} ids. With nothing to
 * add, an existing file is answered as it is (nothing to write).
 */
export function mergeIntoClassFile(
  file: ClassProgressFile | null,
  records: readonly ProgressRecord[],
  by: { pcName: string; now: Date },
): { file: ClassProgressFile; added: string[] } {
  const applied = new Set(file?.applied ?? []);
  const fresh = inApplyOrder(records).filter((record) => {
    if (applied.has(record.id)) return false;
    applied.add(record.id);
    return true;
  });
  if (file && fresh.length === 0) return { file, added: [] };
  const added = fresh.map((record) => record.id);
  return {
    file: {
      version: 1,
      snapshot: applyRecords(file?.snapshot ?? emptySnapshot(), fresh),
      applied: [...(file?.applied ?? []), ...added].slice(-MAX_APPLIED_IDS),
      updatedAt: by.now.toISOString(),
      updatedBy: by.pcName,
    },
    added,
  };
}
