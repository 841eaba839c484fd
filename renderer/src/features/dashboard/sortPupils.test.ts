import { describe, expect, it } from 'vitest';
import type { DashboardPupil } from '../../../../core/contract';
import { nextSort, sortPupils } from './sortPupils';

const pupil = (name: string, over: Partial<DashboardPupil> = {}): DashboardPupil => ({
  id: `p-${name.toLowerCase()}000`,
  name,
  avatar: 'hero',
  lastPlayedAt: '2026-11-20T01:00:00.000Z',
  level: 2,
  stagesCleared: 3,
  attempts: 5,
  accuracy: 0.8,
  keysPerMinute: 90,
  trend: [],
  problem: null,
  ...over,
});

const names = (list: DashboardPupil[]) => list.map((p) => p.name);

describe('sortPupils', () => {
  const pupils = [
    pupil('Ken', { accuracy: 0.6 }),
    pupil('Aoi', { accuracy: 0.9 }),
    pupil('Mio', { accuracy: null, lastPlayedAt: null }),
    pupil('Bad', { level: 0, accuracy: null, problem: { code: 'damaged' } }),
    pupil('Dan', { accuracy: 0.9 }),
  ];

  it('sorts by accuracy either way, with pupils who have none last both times and ties by name', () => {
    expect(names(sortPupils(pupils, { key: 'accuracy', direction: 'descending' }))).toEqual([
      'Aoi',
      'Dan',
      'Ken',
      'Bad',
      'Mio',
    ]);
    expect(names(sortPupils(pupils, { key: 'accuracy', direction: 'ascending' }))).toEqual([
      'Ken',
      'Aoi',
      'Dan',
      'Bad',
      'Mio',
    ]);
  });

  it('sorts names as Japanese readers expect, and an unreadable pupil keeps their place by name', () => {
    const kana = [pupil('さくら'), pupil('あおい'), pupil('かい')];
    expect(names(sortPupils(kana, { key: 'name', direction: 'ascending' }))).toEqual([
      'あおい',
      'かい',
      'さくら',
    ]);
    expect(names(sortPupils(pupils, { key: 'name', direction: 'descending' }))[0]).toBe('Mio');
  });

  it('puts the pupil who has not played last when sorting by last played', () => {
    const sorted = sortPupils(
      [
        pupil('Old', { lastPlayedAt: '2026-01-01T00:00:00.000Z' }),
        pupil('New'),
        pupil('Never', { lastPlayedAt: null }),
      ],
      { key: 'lastPlayedAt', direction: 'ascending' },
    );
    expect(names(sorted)).toEqual(['Old', 'New', 'Never']);
  });
});

describe('nextSort', () => {
  it('turns the same column around and starts a new one in its natural direction', () => {
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({
      key: 'name',
      direction: 'descending',
    });
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'accuracy')).toEqual({
      key: 'accuracy',
      direction: 'descending',
    });
    expect(nextSort({ key: 'level', direction: 'descending' }, 'name')).toEqual({
      key: 'name',
      direction: 'ascending',
    });
  });
});
