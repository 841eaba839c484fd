/** A service worker as much as switching to it needs. */
export interface WaitingWorker {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

/** What switching to a waiting version needs from the browser; tests pass their own. */
export interface SwitchDeps {
  /** The worker that waits to take over, if any. */
  waiting: () => Promise<WaitingWorker | null>;
  /** Calls `listener` when another worker takes charge of the page. */
  onControllerChange: (listener: () => void) => void;
  reload: () => void;
  /** How long to wait before asking the waiting worker again (ms), and how to wait. */
  askAgainAfterMs?: number;
  later?: (run: () => void, ms: number) => void;
}

/** How many times the waiting worker is asked before the switch is left to the next visit. */
const ASKS = 6;

/**
 * Asks the waiting version's worker to take over, and reloads the page once it has — whichever the
 * browser says first: the page's controller changed, or the worker itself is activated. The worker is
 * asked again every few seconds while it still waits (a message to a worker that was starting up can be
 * lost, and a busy older worker may hold the switch back); with no worker waiting any more (another tab
 * switched already), the page reloads into whatever is in charge. The page reloads once.
 */
export async function switchToWaiting(deps: SwitchDeps): Promise<void> {
  const { askAgainAfterMs = 5000, later = (run, ms) => setTimeout(run, ms) } = deps;
  let reloaded = false;
  const reload = () => {
    if (reloaded) return;
    reloaded = true;
    deps.reload();
  };
  deps.onControllerChange(reload);
  // Where the browser cannot say which worker waits, a reload still takes whatever is in charge.
  const next = await deps.waiting().catch(() => null);
  if (!next) {
    reload();
    return;
  }
  next.addEventListener('statechange', () => {
    if (next.state === 'activated' || next.state === 'redundant') reload();
  });
  const ask = (asked: number) => {
    if (reloaded || asked >= ASKS) return;
    if (next.state !== 'installed') {
      if (next.state === 'activated') reload();
      return;
    }
    next.postMessage({ type: 'SKIP_WAITING' });
    later(() => ask(asked + 1), askAgainAfterMs);
  };
  ask(0);
}
