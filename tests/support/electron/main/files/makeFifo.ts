import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

/** A named pipe for tests, with the writer that would release a blocked reader after a few seconds. */
export interface TestFifo {
  path: string;
  /** Ends the late writer; call it after the test. */
  close(): void;
}

/** Whether this platform can make a FIFO with `mkfifo` (not Windows). */
export const canMakeFifo = process.platform !== 'win32';

/**
 * Makes a FIFO in `folder` and starts a process that writes `{}` into it after `releaseAfterMs`:
 * a reader that blocks on opening it is released then (and reads JSON), rather than hanging the tests.
 */
export function makeFifo(folder: string, name: string, releaseAfterMs = 3_000): TestFifo {
  const fifo = path.join(folder, name);
  execFileSync('mkfifo', [fifo]);
  const writer: ChildProcess = spawn(
    'sh',
    ['-c', `sleep ${releaseAfterMs / 1000}; printf '{}' > "$1"`, 'sh', fifo],
    { stdio: 'ignore' },
  );
  return {
    path: fifo,
    close: () => {
      if (writer.exitCode === null && writer.pid !== undefined) writer.kill('SIGKILL');
    },
  };
}
