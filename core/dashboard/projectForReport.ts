import {
  type AppSnapshot,
  type Attempt,
  MAX_LAST_WRONG,
  type Rank,
  rankSchema,
  type SchoolCheckResult,
  SNAPSHOT_VERSION,
  type StageProgress,
  schoolCheckResultSchema,
  type WordRecord,
} from '../contract';

const RANKS = new Set<string>(rankSchema.options);
type Bag = Record<string, unknown>;

const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isText = (v: unknown, max = 300): v is string => typeof v === 'string' && v.length <= max;
const isTextOrNull = (v: unknown): v is string | null => v === null || isText(v, 40);

function stageOf(v: unknown): StageProgress | null {
  if (!isBag(v)) return null;
  const { cleared, bestRank, plays, lastPlayedAt } = v;
  if (typeof cleared !== 'boolean' || !isCount(plays) || !isTextOrNull(lastPlayedAt)) return null;
  if (bestRank !== null && !(typeof bestRank === 'string' && RANKS.has(bestRank))) return null;
  return { cleared, bestRank: bestRank as Rank | null, plays, lastPlayedAt };
}

function wordOf(v: unknown): WordRecord | null {
  if (!isBag(v)) return null;
  const { setId, en, ja, seen, clean, mistakes, hints, lastWrong, lastFirstKeyMs, lastFinishMs, lastSeenAt } =
    v;
  if (!isText(setId, 64) || !isText(en, 200) || !isText(ja, 200)) return null;
  if (!isCount(seen) || !isCount(clean) || !isCount(mistakes) || !isCount(hints)) return null;
  if (
    !Array.isArray(lastWrong) ||
    lastWrong.length > MAX_LAST_WRONG ||
    !lastWrong.every((w) => isText(w, 200))
  ) {
    return null;
  }
  if (
    !(lastFirstKeyMs === null || isCount(lastFirstKeyMs)) ||
    !(lastFinishMs === null || isCount(lastFinishMs))
  ) {
    return null;
  }
  if (!isTextOrNull(lastSeenAt)) return null;
  return {
    setId,
    en,
    ja,
    seen,
    clean,
    mistakes,
    hints,
    wrongKeys: {},
    lastWrong: lastWrong as string[],
    lastFirstKeyMs,
    lastFinishMs,
    lastSeenAt,
    review: null,
  };
}

function attemptOf(v: unknown): Attempt | null {
  if (!isBag(v)) return null;
  const { at, stageId, mode, victory, accuracy, keysPerMinute, timeMs, rank, maxCombo } = v;
  if (!isText(at, 40) || !isText(stageId, 64) || (mode !== 'study' && mode !== 'battle')) return null;
  if (typeof victory !== 'boolean' || typeof rank !== 'string' || !RANKS.has(rank)) return null;
  if (typeof accuracy !== 'number' || !(accuracy >= 0 && accuracy <= 1)) return null;
  if (typeof keysPerMinute !== 'number' || !(keysPerMinute >= 0 && keysPerMinute <= 10_000)) return null;
  if (!isCount(timeMs) || !isCount(maxCombo)) return null;
  return {
    at,
    stageId,
    mode,
    victory,
    accuracy,
    keysPerMinute,
    timeMs,
    rank: rank as Rank,
    maxCombo,
    missed: [],
  };
}

/**
 * Progress in the current shape as the dashboard needs it, taken from a parsed progress file by
 * checking only the fields the report reads (level, stages, each attempt's figures, each word's
 * counts and last wrong spellings). It answers null for anything else — an older shape, a field of
 * the wrong kind — and the caller then checks the file with the full schema, which migrates older
 * shapes and names what is wrong. The full check costs about as much as parsing; a class of 40 with
 * a year of play is read in well under a second this way. Nothing is written: the report only reads.
 */
export function projectForReport(raw: unknown): AppSnapshot | null {
  if (!isBag(raw) || raw.version !== SNAPSHOT_VERSION) return null;
  const { level, exp, stages, words, history, schoolChecks } = raw;
  if (!isCount(level) || level < 1 || level > 999 || !isCount(exp)) return null;
  if (!isBag(stages) || !isBag(words) || !Array.isArray(history)) return null;
  const outStages: AppSnapshot['stages'] = {};
  for (const [id, v] of Object.entries(stages)) {
    const stage = stageOf(v);
    if (!stage || id.length > 64) return null;
    outStages[id] = stage;
  }
  const outWords: AppSnapshot['words'] = {};
  for (const [key, v] of Object.entries(words)) {
    const word = wordOf(v);
    if (!word || key.length > 300) return null;
    outWords[key] = word;
  }
  const outHistory: Attempt[] = [];
  for (const v of history) {
    const attempt = attemptOf(v);
    if (!attempt) return null;
    outHistory.push(attempt);
  }
  // School checks are few (40 at most): the full schema costs nothing here.
  let outChecks: SchoolCheckResult[] | undefined;
  if (schoolChecks !== undefined) {
    if (!Array.isArray(schoolChecks)) return null;
    outChecks = [];
    for (const v of schoolChecks) {
      const parsed = schoolCheckResultSchema.safeParse(v);
      if (!parsed.success) return null;
      outChecks.push(parsed.data);
    }
  }
  return {
    version: SNAPSHOT_VERSION,
    level,
    exp,
    stages: outStages,
    words: outWords,
    history: outHistory,
    mastery: [],
    ...(outChecks?.length ? { schoolChecks: outChecks } : {}),
  };
}

/**
 * Progress as the class list needs it: everything the report reads (level, stages, the attempts'
 * figures, each word's counts and last wrong spellings), without the review schedule, the mastery log
 * and the keys of each mistake. Still valid progress, a fraction of the memory.
 */
export function reportOnly(snapshot: AppSnapshot): AppSnapshot {
  const words: AppSnapshot['words'] = {};
  for (const [key, w] of Object.entries(snapshot.words)) {
    words[key] = {
      setId: w.setId,
      en: w.en,
      ja: w.ja,
      seen: w.seen,
      clean: w.clean,
      mistakes: w.mistakes,
      hints: w.hints,
      wrongKeys: {},
      lastWrong: w.lastWrong,
      lastFirstKeyMs: w.lastFirstKeyMs,
      lastFinishMs: w.lastFinishMs,
      lastSeenAt: w.lastSeenAt,
      review: null,
    };
  }
  return {
    ...snapshot,
    words,
    history: snapshot.history.map((a) => (a.missed.length === 0 ? a : { ...a, missed: [] })),
    mastery: [],
  };
}
