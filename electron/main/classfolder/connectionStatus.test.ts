import { describe, expect, it } from 'vitest';
import { type ClassFolderStatus, classFolderStatusSchema } from '../../../core/contract';
import { createConnectionStatus, refusedHere } from './connectionStatus';
import { shareProblemOf } from './shareFs';

function setup(online = true) {
  const told: ClassFolderStatus[] = [];
  const logs: string[] = [];
  let pending = 0;
  const connection = createConnectionStatus({
    folder: 'S:\\5-1',
    className: '5年1組',
    source: 'machine',
    online,
    pending: () => pending,
    now: () => new Date('2026-02-02T08:00:00.000Z'),
    log: (m) => logs.push(m),
    onStatus: (s) => told.push(s),
  });
  return { connection, told, logs, setPending: (n: number) => (pending = n) };
}
const away = { code: 'ETIMEDOUT', message: 'the file server did not answer', unavailable: true };

describe('the connection status', () => {
  it('goes offline only for a share that is away, and says why until it answers again', () => {
    const { connection, logs } = setup();
    expect(connection.failed({ code: 'EDAMAGED', message: 'a file is damaged', unavailable: false })).toBe(
      false,
    );
    expect(connection.online()).toBe(true);
    expect(logs).toEqual(['a file is damaged']);
    connection.failed(away);
    // The screen gets a code to word and the system's code for IT; the sentence stays in the log.
    expect(connection.status()).toMatchObject({
      online: false,
      problem: { code: 'no-answer', detail: 'ETIMEDOUT' },
    });
    expect(classFolderStatusSchema.safeParse(connection.status()).success).toBe(true);
    connection.cameBack();
    expect(connection.status()).toMatchObject({ online: true, problem: null });
    expect(logs.slice(1)).toEqual([
      'The class folder S:\\5-1 is not answering: the file server did not answer',
      'The class folder S:\\5-1 answers again.',
    ]);
  });

  it('shows a file from a newer game as a problem of its own, and logs the sentence', () => {
    const { connection, logs, told } = setup();
    connection.blocked({ code: 'newer-version', detail: 'format 9' }, 'Update this PC.');
    expect(connection.problem()).toEqual({ code: 'newer-version', detail: 'format 9' });
    expect(logs).toEqual(['Update this PC.']);
    expect(told).toHaveLength(1);
  });

  it.each([
    ['ETIMEOUT', 'no-answer'],
    ['ETIMEDOUT', 'no-answer'],
    ['EHOSTUNREACH', 'unreachable'],
    ['ECONNRESET', 'unreachable'],
    ['UNKNOWN', 'unreachable'],
    ['EACCES', 'access-denied'],
    ['EPERM', 'access-denied'],
    ['EROFS', 'not-writable'],
    ['ENOSPC', 'not-writable'],
    ['EBUSY', 'busy'],
    ['EIO', 'server-error'],
    ['ENOENT', 'folder-missing'],
    ['EWHATEVER', 'other'],
  ])('shows the share failing with %s as %s, the code kept as the detail', (code, shown) => {
    const { connection } = setup();
    connection.wentOffline({ code, message: `Could not read S:\\5-1\\x.json (${code}).`, unavailable: true });
    expect(connection.problem()).toEqual({ code: shown, detail: code });
    expect(shareProblemOf({ code })).toEqual({ code: shown, detail: code });
  });

  it('tells the screen only when the status changed', () => {
    const { connection, told, setPending } = setup();
    connection.announce();
    connection.announce();
    setPending(2);
    connection.announce();
    connection.wroteBack();
    connection.announce();
    expect(told.map((s) => (s.mode === 'class' ? [s.pending, s.lastWrittenAt] : null))).toEqual([
      [0, null],
      [2, null],
      [2, '2026-02-02T08:00:00.000Z'],
    ]);
  });

  it('counts a refusal of this account as a permission, not as a share that went away', () => {
    expect(refusedHere({ code: 'EACCES', message: '', unavailable: true })).toBe(true);
    expect(refusedHere({ code: 'EPERM', message: '', unavailable: true })).toBe(true);
    expect(refusedHere(away)).toBe(false);
  });
});
