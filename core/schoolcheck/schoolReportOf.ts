import type { DashboardReport } from '../contract/dashboard';
import { buildSchoolReport, type SchoolReport } from './schoolReport';

/**
 * The school report of what the teacher's dashboard read (the class folder, this device's players or
 * hand-in files): each pupil's class is their own where the source knows it, else the class folder's.
 */
export function schoolReportOf(
  report: DashboardReport,
  options: { now: Date; noClass: string },
): SchoolReport {
  return buildSchoolReport(
    report.pupils.map((pupil) => ({
      id: pupil.id,
      name: pupil.name,
      className: pupil.className ?? report.className,
      number: pupil.number ?? null,
      checks: pupil.schoolChecks ?? [],
    })),
    options,
  );
}
