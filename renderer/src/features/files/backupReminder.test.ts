import { describe, expect, it } from 'vitest';
import { attemptAt } from '../../../../tests/support/renderer/features/files/fakeWebHost';
import { BACKUP_REMINDER_DAYS, backupReminder, FIRST_REMINDER_WINS } from './backupReminder';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

describe('when the results remind the player to save a backup', () => {
  it('waits for a player who never saved one until they have won a few stages', () => {
    const wins = (count: number) => Array.from({ length: count }, (_, i) => attemptAt(daysAgo(i / 10)));
    expect(backupReminder({ lastBackupAt: null, now: NOW, history: [] })).toBeNull();
    expect(
      backupReminder({ lastBackupAt: null, now: NOW, history: wins(FIRST_REMINDER_WINS - 1) }),
    ).toBeNull();
    expect(backupReminder({ lastBackupAt: null, now: NOW, history: wins(FIRST_REMINDER_WINS) })).toEqual({
      kind: 'never',
      wins: FIRST_REMINDER_WINS,
    });
  });

  it('counts only won stages: lost battles hold nothing worth a backup', () => {
    const lost = [attemptAt(daysAgo(1), false), attemptAt(daysAgo(2), false), attemptAt(daysAgo(3), false)];
    expect(backupReminder({ lastBackupAt: null, now: NOW, history: lost })).toBeNull();
    expect(backupReminder({ lastBackupAt: daysAgo(10), now: NOW, history: lost })).toBeNull();
  });

  it('reminds when the last backup is a few days old and a stage was won since', () => {
    const history = [attemptAt(daysAgo(20)), attemptAt(daysAgo(1))];
    expect(backupReminder({ lastBackupAt: daysAgo(BACKUP_REMINDER_DAYS), now: NOW, history })).toEqual({
      kind: 'old',
      days: BACKUP_REMINDER_DAYS,
      wins: 1,
    });
    expect(backupReminder({ lastBackupAt: daysAgo(9.5), now: NOW, history })).toEqual({
      kind: 'old',
      days: 9,
      wins: 1,
    });
  });

  it('says nothing about a recent backup, however much was won since', () => {
    const history = [attemptAt(daysAgo(0.5)), attemptAt(daysAgo(1)), attemptAt(daysAgo(2))];
    expect(
      backupReminder({ lastBackupAt: daysAgo(BACKUP_REMINDER_DAYS - 0.01), now: NOW, history }),
    ).toBeNull();
  });

  it('says nothing about an old backup that already holds every win', () => {
    const history = [attemptAt(daysAgo(30)), attemptAt(daysAgo(12))];
    expect(backupReminder({ lastBackupAt: daysAgo(10), now: NOW, history })).toBeNull();
  });

  it('treats a backup time it cannot read as no backup', () => {
    const history = [attemptAt(daysAgo(1)), attemptAt(daysAgo(2))];
    expect(backupReminder({ lastBackupAt: 'yesterday', now: NOW, history })?.kind).toBe('never');
  });
});
