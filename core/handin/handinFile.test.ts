import { describe, expect, it } from 'vitest';
import { backupEnvelope } from '../../tests/support/core/progress/backupEnvelope';
import { playedSnapshot } from '../../tests/support/core/progress/playedSnapshot';
import { versionZeroProgress } from '../../tests/support/core/progress/versionZeroProgress';
import { BACKUP_APP_ID } from '../progress/progressBackup';
import { utf8Bytes } from '../web/webStandard';
import { fileNamePart } from './classFileEnvelope';
import {
  type HandinPupil,
  handinFileName,
  handinText,
  MAX_HANDIN_BYTES,
  makeHandin,
  parseHandin,
} from './handinFile';

const savedAt = new Date('2026-11-29T06:30:00.000Z');
const hanako: HandinPupil = { playerId: 'p-hanako01', name: 'はなこ', className: '3年2組', number: 12 };

const handinBytes = (over: Record<string, unknown> = {}) =>
  utf8Bytes(JSON.stringify({ ...makeHandin(hanako, playedSnapshot(4), savedAt, '1.0.0'), ...over }));

const refusalOf = (bytes: Uint8Array) => {
  const read = parseHandin(bytes);
  return read.ok ? 'accepted' : read.refusal;
};

describe('the hand-in file', () => {
  it('reads back who handed it in, when, and the same progress', () => {
    const text = handinText(makeHandin(hanako, playedSnapshot(5), savedAt, '1.2.3'));
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toMatchObject({ app: BACKUP_APP_ID, kind: 'handin', formatVersion: 1 });
    expect(parseHandin(utf8Bytes(text))).toEqual({
      ok: true,
      value: {
        pupil: hanako,
        savedAt: '2026-11-29T06:30:00.000Z',
        appVersion: '1.2.3',
        snapshot: playedSnapshot(5),
      },
    });
  });

  it('reads a file with a byte-order mark, and migrates progress of an older shape', () => {
    const old = makeHandin(hanako, playedSnapshot(), savedAt);
    const text = JSON.stringify({ ...old, snapshot: versionZeroProgress });
    const read = parseHandin(utf8Bytes(`\uFEFF${text}`));
    expect(read.ok).toBe(true);
    expect(read.ok && read.value.snapshot.version).toBe(playedSnapshot().version);
    expect(read.ok && read.value.appVersion).toBeNull();
  });

  it('names why it refuses each kind of wrong file', () => {
    expect(refusalOf(Uint8Array.from([0xff, 0xfe, 0x7b, 0x80]))).toBe('not-json');
    expect(refusalOf(utf8Bytes('{"app": '))).toBe('not-json');
    expect(refusalOf(utf8Bytes('[1, 2, 3]'))).toBe('foreign');
    expect(refusalOf(utf8Bytes('{"name": "someone else\'s file"}'))).toBe('foreign');
    expect(refusalOf(handinBytes({ app: 'jp.other-app' }))).toBe('foreign');
    expect(refusalOf(utf8Bytes(backupEnvelope(playedSnapshot())))).toBe('backup');
    expect(refusalOf(handinBytes({ kind: 'handout' }))).toBe('other-kind');
    expect(refusalOf(handinBytes({ kind: 'homework' }))).toBe('foreign');
    expect(refusalOf(handinBytes({ formatVersion: 2 }))).toBe('newer-format');
    expect(refusalOf(handinBytes({ snapshot: { ...playedSnapshot(), version: 99 } }))).toBe('newer-format');
    expect(refusalOf(handinBytes({ snapshot: { version: 2, level: 'high' } }))).toBe('invalid');
    expect(refusalOf(handinBytes({ pupil: { ...hanako, playerId: '../../etc' } }))).toBe('invalid');
    expect(refusalOf(handinBytes({ pupil: { ...hanako, className: '' } }))).toBe('invalid');
    expect(refusalOf(handinBytes({ pupil: { ...hanako, name: 'a'.repeat(21) } }))).toBe('invalid');
    expect(refusalOf(handinBytes({ savedAt: 'yesterday' }))).toBe('invalid');
    expect(refusalOf(handinBytes({ extra: true }))).toBe('invalid');
    expect(refusalOf(new Uint8Array(MAX_HANDIN_BYTES + 1))).toBe('too-large');
  });

  it('refuses a file of a million values before the schema reads it', () => {
    const huge = { ...playedSnapshot(), history: Array.from({ length: 300_000 }, () => [1, 2, 3, 4]) };
    const read = parseHandin(handinBytes({ snapshot: huge }));
    expect(read.ok ? 'accepted' : read.refusal).toBe('invalid');
    expect(read.ok ? '' : read.detail).toMatch(/too much/);
  });

  it('is named after the pupil and the day, with characters every file system takes', () => {
    const day = new Date(2026, 10, 29, 10, 0);
    expect(handinFileName('はなこ', day)).toBe('kotoba-handin-はなこ-20261129.json');
    expect(handinFileName('Ken / Aoi: "A"?', day)).toBe('kotoba-handin-Ken-Aoi-A-20261129.json');
    expect(handinFileName('...', day)).toBe('kotoba-handin-player-20261129.json');
    expect(fileNamePart('a\u0000b  c', 'x')).toBe('ab-c');
    expect(Array.from(fileNamePart('あ'.repeat(60), 'x'))).toHaveLength(40);
  });
});
