import { z } from 'zod';
import {
  type DashboardPupilDetail,
  type DashboardReport,
  dashboardExportRequestSchema,
  dashboardPupilRequestSchema,
  dashboardRequestSchema,
  progressProblemSchema,
} from '../dashboard';
import { BUDGETS, defineOperations } from '../operation';
import { MAX_SCHOOL_CHECKS, schoolCheckResultSchema } from '../schoolCheck';
import { appSnapshotSchema, rankSchema } from '../snapshot';

const count = z.number().int().min(0);

const pupilSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    avatar: z.string(),
    lastPlayedAt: z.string().nullable(),
    level: count,
    stagesCleared: count,
    attempts: count,
    accuracy: z.number().min(0).max(1).nullable(),
    keysPerMinute: z.number().min(0).nullable(),
    trend: z.array(
      z
        .object({
          week: z.string(),
          attempts: count,
          accuracy: z.number().min(0).max(1),
          keysPerMinute: z.number().min(0),
        })
        .strict(),
    ),
    problem: progressProblemSchema.nullable(),
    className: z.string().optional(),
    number: z.number().int().min(1).optional(),
    schoolChecks: z.array(schoolCheckResultSchema).max(MAX_SCHOOL_CHECKS).optional(),
  })
  .strict();

const missedWordSchema = z
  .object({
    setId: z.string(),
    en: z.string(),
    ja: z.string(),
    mistakes: count,
    pupils: count,
    seen: count,
    wrongSpellings: z.array(z.object({ typed: z.string(), count }).strict()),
  })
  .strict();

const stageCellSchema = z
  .object({ cleared: z.boolean(), bestRank: rankSchema.nullable(), plays: count })
  .strict()
  .nullable();

/** The whole dashboard: the class list, the words missed most and the per-stage heat map. */
export const dashboardReportSchema: z.ZodType<DashboardReport> = z
  .object({
    className: z.string().nullable(),
    source: z.enum(['class', 'local', 'handin']),
    generatedAt: z.string(),
    pupils: z.array(pupilSchema),
    missedWords: z.array(missedWordSchema),
    stages: z.array(z.object({ stageId: z.string(), cleared: count }).strict()),
    heat: z.array(z.array(stageCellSchema)),
  })
  .strict();

/** One pupil's whole progress, for the detail page. */
export const dashboardPupilDetailSchema: z.ZodType<DashboardPupilDetail> = z
  .object({ id: z.string(), name: z.string(), avatar: z.string(), snapshot: appSnapshotSchema })
  .strict();

/** What a dashboard operation answers when the pupils' files cannot be read. */
const UNREADABLE = 'dashboard.unreadable';

/** `window.kotoba.dashboard`: the teacher's dashboard over every player's progress; each needs teacher mode's token. */
export const DASHBOARD_OPERATIONS = defineOperations({
  /** The class list, the words missed most and the per-stage heat map. */
  report: {
    channel: 'dashboard:report',
    payload: dashboardRequestSchema,
    answer: dashboardReportSchema,
    budget: BUDGETS.pinOrToken,
    failure: UNREADABLE,
  },
  /** One pupil's whole progress, for the detail page. */
  pupil: {
    channel: 'dashboard:pupil',
    payload: dashboardPupilRequestSchema,
    answer: dashboardPupilDetailSchema,
    budget: BUDGETS.pinOrToken,
    failure: UNREADABLE,
  },
  /** Saves the dashboard as a CSV file that Excel opens (asks where); answers the path, or null when cancelled. */
  exportCsv: {
    channel: 'dashboard:exportCsv',
    payload: dashboardExportRequestSchema,
    answer: z.string().nullable(),
    budget: BUDGETS.pinOrToken,
    failure: UNREADABLE,
  },
});
