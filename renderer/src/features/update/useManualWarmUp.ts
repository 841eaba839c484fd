import { useEffect } from 'react';
import { createCalmGate, warmManual } from '../../platform/web/manualWarmUp';
import { isWebEdition } from './updateSource';

const gate = createCalmGate();
let started = false;
let stopped = false;

/**
 * Stops the manual's fill for the rest of this page's life (the page is about to reload into a new
 * version): the file being fetched finishes, no other starts.
 */
export function stopManualWarmUp(): void {
  stopped = true;
  gate.set(false);
}

/** Resolves when the page has nothing else to do (at once where the browser cannot say). */
function idle(): Promise<void> {
  return new Promise((done) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => done(), { timeout: 2000 });
    else setTimeout(done, 100);
  });
}

/** Starts the manual's fill once per page, after the service worker has taken charge of it. */
function startWarmUp(): void {
  if (started) return;
  started = true;
  const run = async () => {
    const worker = navigator.serviceWorker;
    await worker.ready;
    if (!worker.controller) {
      await new Promise((taken) => worker.addEventListener('controllerchange', taken, { once: true }));
    }
    await warmManual({
      base: import.meta.env.BASE_URL,
      fetch: (address) => fetch(address),
      caches,
      whenCalm: async () => {
        await gate.wait();
        await idle();
        // A battle may have begun while the page waited to be idle.
        await gate.wait();
      },
    });
  };
  run().catch((error: unknown) => console.warn('The manual could not be kept for offline use:', error));
}

/**
 * In the web edition, keeps the manual for offline use, filled while `calm` (the title or the map) and
 * paused while a pupil plays, so its download never competes with the keys of a battle.
 */
export function useManualWarmUp(calm: boolean): void {
  useEffect(() => {
    if (!stopped) gate.set(calm);
  }, [calm]);
  useEffect(() => {
    // Spelled out here too, so the desktop build drops the rest as dead.
    if (import.meta.env.KOTOBA_WEB !== 'true' || !isWebEdition()) return;
    startWarmUp();
  }, []);
}
