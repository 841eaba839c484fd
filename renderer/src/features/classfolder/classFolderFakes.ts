import type { ClassFolderProblem, ClassFolderStatus, PlayerInUse } from '../../../../core/contract';

/** A status in class mode. */
export type ClassModeStatus = Extract<ClassFolderStatus, { mode: 'class' }>;

/** A class folder that IT set machine-wide, answering, with nothing waiting: the usual lesson. */
export function classStatus(change: Partial<ClassModeStatus> = {}): ClassModeStatus {
  return {
    mode: 'class',
    folder: '\\\\school-fs\\kotoba\\5-1',
    className: '5年1組',
    source: 'machine',
    online: true,
    pending: 0,
    lastWrittenAt: null,
    problem: null,
    ...change,
  };
}

/** The school's server gone away mid-lesson with `pending` records kept on this PC (it timed out, unless said). */
export function offlineStatus(
  pending: number,
  problem: ClassFolderProblem = { code: 'no-answer', detail: 'ETIMEDOUT' },
): ClassModeStatus {
  return classStatus({ online: false, pending, problem });
}

/** A class folder that was set but could not be used, so this PC keeps its own saves. */
export function localProblemStatus(): ClassFolderStatus {
  return {
    mode: 'local',
    problem: {
      code: 'config-invalid',
      detail:
        'classFolder: the class folder must be a full path: a drive (S:\\…), a share (\\\\server\\share\\…) or /…',
    },
    configPath: 'C:\\ProgramData\\Kotoba Quest\\config.json',
  };
}

/** Who has a player open on another PC, as main's `in-use` refusal says it. */
export function inUseOn(playerId: string, pcName: string, since: Date): PlayerInUse {
  return { playerId, pcName, since: since.toISOString() };
}
