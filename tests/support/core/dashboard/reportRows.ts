import type { DashboardMissedWord, DashboardPupil } from '../../../../core/contract';
import { pupilRow } from '../../../../core/dashboard/buildDashboard';

/** The class-list row of pupil Mio (named `name`) whose progress file is damaged (cut short: not JSON). */
export const damagedPupil = (name: string): DashboardPupil =>
  pupilRow({
    profile: { id: 'p-mio000', name, avatar: 'hero', createdAt: '2026-04-01T00:00:00.000Z' },
    snapshot: null,
    problem: { code: 'damaged', detail: 'Unexpected end of JSON input' },
  });

/** The class's most missed word, dog, mistyped as `wrongSpellings` by two pupils over eight askings. */
export const missedDog = (wrongSpellings: DashboardMissedWord['wrongSpellings']): DashboardMissedWord => ({
  setId: 'animals',
  en: 'dog',
  ja: 'いぬ',
  mistakes: 7,
  pupils: 2,
  seen: 8,
  wrongSpellings,
});
