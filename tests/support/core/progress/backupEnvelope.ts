import { BACKUP_APP_ID } from '../../../../core/progress/progressBackup';

/** The text of a progress export holding `snapshot`, its envelope's fields changed by `over`. */
export const backupEnvelope = (snapshot: unknown, over: Record<string, unknown> = {}): string =>
  JSON.stringify({
    app: BACKUP_APP_ID,
    kind: 'progress',
    formatVersion: 1,
    exportedAt: '2025-12-01T10:00:00.000Z',
    snapshot,
    ...over,
  });
