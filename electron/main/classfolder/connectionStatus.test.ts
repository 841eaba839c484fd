import { describe, expect, it } from 'vitest';
import type { ClassFolderStatus } from '../../../core/contract';
import { createConnectionStatus, refusedHere } from './connectionStatus';

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
    expect(connection.status()).toMatchObject({ online: false, problem: away.message });
    connection.cameBack();
    expect(connection.status()).toMatchObject({ online: true, problem: null });
    expect(logs.slice(1)).toEqual([
      'The class folder S:\\5-1 is not answering: the file server did not answer',
      'The class folder S:\\5-1 answers again.',
    ]);
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
