import { BANDS } from '../bank/bankTerms';
import { checkScore, type SchoolCheckResult } from '../contract/schoolCheck';
import type { BandId } from '../contract/snapshot';

/** One pupil as the school report reads them: who, where, and the checks they took. */
export interface SchoolReportPupilInput {
  id: string;
  name: string;
  /** The pupil's class (e.g. 「5年1組」), or null when the source does not say. */
  className: string | null;
  /** The pupil's number in the class list (出席番号), when known. */
  number: number | null;
  checks: readonly SchoolCheckResult[];
}

/** One check's figures: recall out of 20 (or the form's count), slips, not known, keying. */
export interface CheckFigures {
  at: string;
  band: BandId;
  form: string;
  asked: number;
  /** Words known: typed right first time or after one slip. */
  score: number;
  slips: number;
  notKnown: number;
  charsPerMinute: number;
  accuracy: number;
}

/** One pupil's line of the report: their latest check and the change since the one before it in the same year. */
export interface SchoolReportPupil {
  id: string;
  name: string;
  className: string | null;
  number: number | null;
  latest: CheckFigures | null;
  previous: CheckFigures | null;
  /** Latest minus previous (words known as a share of those asked, speed, accuracy), or null without two checks. */
  change: { scoreRate: number; charsPerMinute: number; accuracy: number } | null;
}

/** A group's summary (a class, a year, the school): means over the pupils who took a check. */
export interface SchoolReportSummary {
  /** The class name, the year (`e56`), or `school`. */
  label: string;
  /** Every pupil of the group, whether they took a check or not. */
  pupils: number;
  /** Pupils with at least one check. */
  took: number;
  /** Mean share of words known (0 to 1), or null when nobody took a check. */
  scoreRate: number | null;
  /** Mean share of words that were slips. */
  slipRate: number | null;
  /** Mean share of words not known. */
  notKnownRate: number | null;
  charsPerMinute: number | null;
  accuracy: number | null;
  /** Mean change over the pupils with two checks, and how many they are. */
  change: { pupils: number; scoreRate: number; charsPerMinute: number; accuracy: number } | null;
  /** The latest check date in the group (ISO), or null. */
  lastCheckAt: string | null;
}

/** The year group: its summary, its classes' summaries and their pupils. */
export interface SchoolReportYear {
  band: BandId;
  summary: SchoolReportSummary;
  classes: { summary: SchoolReportSummary; pupils: SchoolReportPupil[] }[];
}

/** The whole report: the school's summary and each year's, with its classes and pupils. */
export interface SchoolReport {
  generatedAt: string;
  school: SchoolReportSummary;
  years: SchoolReportYear[];
  /**
   * Pupils who have taken no check and whose class took none either (or who have no class), so no
   * year can be told for them; they count in the school's pupils.
   */
  notTaken: SchoolReportPupil[];
}

const figuresOf = (check: SchoolCheckResult): CheckFigures => ({
  at: check.at,
  band: check.band,
  form: check.form,
  asked: check.asked,
  score: checkScore(check),
  slips: check.slips,
  notKnown: check.notKnown,
  charsPerMinute: check.keying.charsPerMinute,
  accuracy: check.keying.accuracy,
});

/** A pupil's line: the latest check, and the one before it of the same year (the forms of a year are equivalent). */
export function pupilLine(pupil: SchoolReportPupilInput): SchoolReportPupil {
  const checks = [...pupil.checks].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const last = checks.at(-1);
  const before = last
    ? checks
        .slice(0, -1)
        .filter((c) => c.band === last.band)
        .at(-1)
    : undefined;
  const latest = last ? figuresOf(last) : null;
  const previous = before ? figuresOf(before) : null;
  const change =
    latest && previous
      ? {
          scoreRate: latest.score / latest.asked - previous.score / previous.asked,
          charsPerMinute: latest.charsPerMinute - previous.charsPerMinute,
          accuracy: latest.accuracy - previous.accuracy,
        }
      : null;
  return {
    id: pupil.id,
    name: pupil.name,
    className: pupil.className,
    number: pupil.number,
    latest,
    previous,
    change,
  };
}

/** Mean of a list, or null for none. */
function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** The summary of a group of pupils' lines. */
export function summarise(label: string, lines: readonly SchoolReportPupil[]): SchoolReportSummary {
  const took = lines.flatMap((l) => (l.latest ? [l.latest] : []));
  const changed = lines.flatMap((l) => (l.change ? [l.change] : []));
  let lastCheckAt: string | null = null;
  for (const f of took)
    if (lastCheckAt === null || Date.parse(f.at) > Date.parse(lastCheckAt)) lastCheckAt = f.at;
  return {
    label,
    pupils: lines.length,
    took: took.length,
    scoreRate: mean(took.map((f) => f.score / f.asked)),
    slipRate: mean(took.map((f) => f.slips / f.asked)),
    notKnownRate: mean(took.map((f) => f.notKnown / f.asked)),
    charsPerMinute: mean(took.map((f) => f.charsPerMinute)),
    accuracy: mean(took.map((f) => f.accuracy)),
    change:
      changed.length === 0
        ? null
        : {
            pupils: changed.length,
            scoreRate: mean(changed.map((c) => c.scoreRate)) ?? 0,
            charsPerMinute: mean(changed.map((c) => c.charsPerMinute)) ?? 0,
            accuracy: mean(changed.map((c) => c.accuracy)) ?? 0,
          },
    lastCheckAt,
  };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Pupils in class-list order: by number where known, then by name. */
function inClassOrder(a: SchoolReportPupil, b: SchoolReportPupil): number {
  return (
    (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) || byText(a.name, b.name)
  );
}

/**
 * The year of each class: the one most of its pupils who took a check took it in (the earlier year
 * on a tie), so the pupils of the class who have not taken it yet are counted there.
 */
function yearsOfClasses(lines: readonly SchoolReportPupil[]): Map<string, BandId> {
  const counts = new Map<string, Map<BandId, number>>();
  for (const line of lines) {
    if (!line.latest || line.className === null) continue;
    const ofClass = counts.get(line.className) ?? new Map<BandId, number>();
    ofClass.set(line.latest.band, (ofClass.get(line.latest.band) ?? 0) + 1);
    counts.set(line.className, ofClass);
  }
  const years = new Map<string, BandId>();
  for (const [className, ofClass] of counts) {
    let best: BandId | null = null;
    for (const band of BANDS)
      if ((ofClass.get(band) ?? 0) > (best ? (ofClass.get(best) ?? 0) : 0)) best = band;
    if (best) years.set(className, best);
  }
  return years;
}

/**
 * The school report: each pupil's latest check and its change since the check before it; pupils
 * grouped by the year of their latest check, then by class (a pupil whose class is not known goes
 * under `noClass`), each group summarised. A pupil who has not taken a check is listed and counted
 * in their class, in the year that class took it in, so every summary shows who took it out of how
 * many pupils; the school's summary counts every pupil.
 */
export function buildSchoolReport(
  pupils: readonly SchoolReportPupilInput[],
  options: { now: Date; noClass: string },
): SchoolReport {
  const lines = pupils.map(pupilLine);
  const classYears = yearsOfClasses(lines);
  const yearOf = (line: SchoolReportPupil): BandId | null =>
    line.latest?.band ?? (line.className === null ? null : (classYears.get(line.className) ?? null));
  const years: SchoolReportYear[] = [];
  for (const band of BANDS) {
    const ofYear = lines.filter((l) => yearOf(l) === band);
    if (ofYear.length === 0) continue;
    const classes = new Map<string, SchoolReportPupil[]>();
    for (const line of ofYear) {
      const key = line.className ?? options.noClass;
      const list = classes.get(key);
      if (list) list.push(line);
      else classes.set(key, [line]);
    }
    years.push({
      band,
      summary: summarise(band, ofYear),
      classes: [...classes.entries()]
        .sort(([a], [b]) => byText(a, b))
        .map(([label, list]) => ({ summary: summarise(label, list), pupils: list.sort(inClassOrder) })),
    });
  }
  return {
    generatedAt: options.now.toISOString(),
    school: summarise('school', lines),
    years,
    notTaken: lines.filter((l) => yearOf(l) === null).sort(inClassOrder),
  };
}
