import { describe, expect, it } from 'vitest';
import { backupEnvelope } from '../../tests/support/core/progress/backupEnvelope';
import { playedSnapshot } from '../../tests/support/core/progress/playedSnapshot';
import { utf8Bytes } from '../web/webStandard';
import {
  BACKUP_APP_ID,
  makeProgressBackup,
  parseProgressBackup,
  progressBackupText,
  suggestedBackupName,
} from './progressBackup';

const exportedAt = new Date('2026-02-01T08:00:00.000Z');

const envelope = (snapshot: unknown, over: Record<string, unknown> = {}) =>
  utf8Bytes(backupEnvelope(snapshot, over));

describe('the progress export format', () => {
  it('reads back what it writes, the same progress and the time it was exported', () => {
    const text = progressBackupText(makeProgressBackup(playedSnapshot(6), exportedAt, '1.2.3'));
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toMatchObject({ app: BACKUP_APP_ID, appVersion: '1.2.3', formatVersion: 1 });
    expect(parseProgressBackup(utf8Bytes(text))).toEqual({
      ok: true,
      value: { snapshot: playedSnapshot(6), migrated: false, exportedAt: '2026-02-01T08:00:00.000Z' },
    });
  });

  it('reads a file that starts with a byte-order mark', () => {
    const bytes = utf8Bytes(`\uFEFF${new TextDecoder().decode(envelope(playedSnapshot(7)))}`);
    const read = parseProgressBackup(bytes);
    expect(read.ok && read.value.snapshot.level).toBe(7);
  });

  it('names why it refuses each kind of wrong file', () => {
    const refusalOf = (bytes: Uint8Array) => {
      const read = parseProgressBackup(bytes);
      return read.ok ? 'accepted' : read.refusal;
    };
    expect(refusalOf(Uint8Array.from([0xff, 0xfe, 0x7b, 0x80]))).toBe('not-json');
    expect(refusalOf(utf8Bytes('{"app":'))).toBe('not-json');
    expect(refusalOf(utf8Bytes('[1,2,3]'))).toBe('foreign');
    expect(refusalOf(utf8Bytes(JSON.stringify(playedSnapshot())))).toBe('foreign');
    expect(refusalOf(envelope(playedSnapshot(), { kind: 'settings' }))).toBe('foreign');
    expect(refusalOf(envelope(playedSnapshot(), { formatVersion: 2 }))).toBe('newer-format');
    expect(refusalOf(envelope({ ...playedSnapshot(), version: 9 }))).toBe('newer-format');
    expect(refusalOf(envelope({ ...playedSnapshot(), level: 0 }))).toBe('invalid-progress');
  });

  it('suggests a dated file name without spaces', () => {
    expect(suggestedBackupName(exportedAt)).toBe('kotoba-quest-progress-2026-02-01.json');
  });
});
