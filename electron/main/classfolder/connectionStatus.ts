import type { ClassFolderProblem, ClassFolderStatus } from '../../../core/contract';
import { type ShareFailure, shareProblemOf } from './shareFs';

/** Whether the class folder answers, and what the status bar says about it. */
export interface ConnectionStatus {
  /** Whether the class folder answered last time it was asked. */
  online(): boolean;
  /** Why it did not answer (or why it cannot be used), when it did not. */
  problem(): ClassFolderProblem | null;
  /** The status as the screen shows it. */
  status(): ClassFolderStatus;
  /** Tells `onStatus` when the status differs from what it was last told. */
  announce(): void;
  /** The class folder stopped answering. */
  wentOffline(failure: ShareFailure): void;
  /** The class folder answers (again). */
  cameBack(): void;
  /** A failed share operation: offline when the share is away, a log line otherwise. Always false. */
  failed(failure: ShareFailure): false;
  /** Everything waiting for a player was written back just now. */
  wroteBack(): void;
  /** Something here cannot go on until the PC is updated (a file from a newer game): `problem` is shown, `message` logged. */
  blocked(problem: ClassFolderProblem, message: string): void;
}

/** Whether the share refused this account (permissions), though the folder itself still answers. */
export function refusedHere(failure: ShareFailure): boolean {
  return failure.code === 'EACCES' || failure.code === 'EPERM';
}

/** Keeps the class folder's connection status; `pending` counts the records the share has not had yet. */
export function createConnectionStatus(options: {
  folder: string;
  className: string | null;
  source: 'machine' | 'teacher';
  online: boolean;
  problem?: ClassFolderProblem | null;
  pending: () => number;
  now: () => Date;
  log: (message: string) => void;
  onStatus?: (status: ClassFolderStatus) => void;
}): ConnectionStatus {
  const { folder, log } = options;
  let online = options.online;
  let problem: ClassFolderProblem | null = options.problem ?? null;
  let lastWrittenAt: string | null = null;
  let lastSent = '';

  const status = (): ClassFolderStatus => ({
    mode: 'class',
    folder,
    className: options.className,
    source: options.source,
    online,
    pending: options.pending(),
    lastWrittenAt,
    problem: online ? null : problem,
  });
  const announce = () => {
    const current = status();
    const text = JSON.stringify(current);
    if (text === lastSent) return;
    lastSent = text;
    options.onStatus?.(current);
  };
  const wentOffline = (failure: ShareFailure) => {
    if (online) log(`The class folder ${folder} is not answering: ${failure.message}`);
    online = false;
    problem = shareProblemOf(failure);
    announce();
  };

  return {
    online: () => online,
    problem: () => problem,
    status,
    announce,
    wentOffline,
    cameBack: () => {
      if (!online) log(`The class folder ${folder} answers again.`);
      online = true;
      problem = null;
      announce();
    },
    failed: (failure) => {
      if (failure.unavailable) wentOffline(failure);
      else log(failure.message);
      return false;
    },
    wroteBack: () => {
      lastWrittenAt = options.now().toISOString();
    },
    blocked: (shown, message) => {
      problem = shown;
      log(message);
      announce();
    },
  };
}
