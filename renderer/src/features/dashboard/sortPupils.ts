import type { DashboardPupil } from '../../../../core/contract';

/** The columns the class list sorts by. */
export type PupilSortKey =
  | 'name'
  | 'lastPlayedAt'
  | 'level'
  | 'stagesCleared'
  | 'attempts'
  | 'accuracy'
  | 'keysPerMinute';

/** A sort of the class list: a column and a direction (as `aria-sort` names them). */
export interface PupilSort {
  key: PupilSortKey;
  direction: 'ascending' | 'descending';
}

/** The value a pupil is sorted by in a column; null for nothing to compare (no play, unreadable file). */
function sortValue(pupil: DashboardPupil, key: PupilSortKey): string | number | null {
  if (key === 'name') return pupil.name;
  if (pupil.problem !== null && pupil.level <= 0) return null;
  if (key === 'lastPlayedAt') return pupil.lastPlayedAt === null ? null : Date.parse(pupil.lastPlayedAt);
  return pupil[key];
}

/**
 * The class list in the chosen order. Pupils with nothing to compare in the column (never played, or
 * a file that could not be read) come last in either direction; ties keep the names' order.
 */
export function sortPupils(
  pupils: readonly DashboardPupil[],
  sort: PupilSort,
  collator = new Intl.Collator('ja'),
): DashboardPupil[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...pupils].sort((a, b) => {
    const va = sortValue(a, sort.key);
    const vb = sortValue(b, sort.key);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else if (va !== vb) {
      const order = typeof va === 'string' ? collator.compare(va, String(vb)) : va - Number(vb);
      if (order !== 0) return sign * order;
    }
    return collator.compare(a.name, b.name);
  });
}

/** The next sort after a column's button is pressed: the other direction on the same column, else its natural one. */
export function nextSort(current: PupilSort, key: PupilSortKey): PupilSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}
