import { failure, type ShareResult } from './shareErrors';

/** Thrown inside an operation that has already been answered with a time-out, so it starts no further call. */
export class TimedOut extends Error {}

/** One operation's turn in the queue; `over` once its caller has been answered with a time-out. */
export interface Turn {
  over: boolean;
  /** Throws {@link TimedOut} when the caller has already been answered, so no further call starts. */
  check(): void;
}

/** Runs one share operation after the ones queued before it, within the time-out; `doing` names it for messages. */
export type ShareQueue = <T>(
  doing: string,
  operation: (turn: Turn) => Promise<ShareResult<T>>,
) => Promise<ShareResult<T>>;

/**
 * A queue that runs the class folder's operations one at a time, so a hung share holds at most one of
 * Node's I/O threads; each answers `ETIMEOUT` (unavailable) after `timeoutMs`. A call that hangs
 * cannot be cancelled: it goes on in the background, and until it comes back every further operation
 * answers `ETIMEOUT` at once without touching the share, rather than tying up one more thread each.
 * An operation that throws is answered by `onError` (a failure naming what it was doing).
 */
export function createShareQueue(
  timeoutMs: number,
  onError: <T>(doing: string, error: unknown) => ShareResult<T>,
): ShareQueue {
  let tail: Promise<unknown> = Promise.resolve();
  /** Operations answered with a time-out whose calls have not come back yet. */
  let stillHanging = 0;

  /** Runs `operation` after the ones queued before it, within the time-out; `doing` names it for messages. */
  function enqueue<T>(
    doing: string,
    operation: (turn: Turn) => Promise<ShareResult<T>>,
  ): Promise<ShareResult<T>> {
    const run = () => runTurn(doing, operation);
    const answer = tail.then(run, run);
    tail = answer;
    return answer;
  }

  async function runTurn<T>(
    doing: string,
    operation: (turn: Turn) => Promise<ShareResult<T>>,
  ): Promise<ShareResult<T>> {
    if (stillHanging > 0) {
      return failure(
        'ETIMEOUT',
        `Did not ${doing}: the file server has not yet answered an earlier request.`,
        true,
      );
    }
    const turn: Turn = {
      over: false,
      check: () => {
        if (turn.over) throw new TimedOut();
      },
    };
    const work = operation(turn).catch((error: unknown) => onError<T>(doing, error));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeUp = new Promise<'time-up'>((resolve) => {
      timer = setTimeout(() => resolve('time-up'), timeoutMs);
    });
    const first = await Promise.race([work, timeUp]);
    clearTimeout(timer);
    if (first !== 'time-up') return first;
    turn.over = true;
    stillHanging++;
    void work.finally(() => {
      stillHanging--;
    });
    return failure(
      'ETIMEOUT',
      `Could not ${doing}: the file server did not answer within ${Math.round(timeoutMs / 100) / 10} seconds.`,
      true,
    );
  }

  return enqueue;
}
