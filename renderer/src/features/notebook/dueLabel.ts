import { daysBetween } from '../../engine/review';
import type { MessageKey } from '../../i18n';

/**
 * How the notebook words a next-review date: `now` when it is due already (or has no schedule yet),
 * `today` later today, `tomorrow`, else in N days (local calendar days).
 */
export function dueLabel(
  due: string | null,
  nowMs: number,
  offsetMinutes: number,
): { key: MessageKey; days: number } {
  if (due === null) return { key: 'notebook.dueNow', days: 0 };
  const dueMs = Date.parse(due);
  if (Number.isNaN(dueMs) || dueMs <= nowMs) return { key: 'notebook.dueNow', days: 0 };
  const days = daysBetween(new Date(nowMs), new Date(dueMs), offsetMinutes);
  if (days <= 0) return { key: 'notebook.dueToday', days: 0 };
  if (days === 1) return { key: 'notebook.dueTomorrow', days: 1 };
  return { key: 'notebook.dueInDays', days };
}
