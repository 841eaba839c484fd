import { Workbox } from 'workbox-window';
import { switchToWaiting } from './switchToWaiting';
import type { UpdateSource } from './updateSource';
import { stopManualWarmUp } from './useManualWarmUp';

/**
 * Registers the web edition's service worker (`<base>sw.js`, scoped to the base) and offers the
 * version it finds waiting. The worker precaches a release and waits (`registerType: 'prompt'`); applying
 * tells it to take over (switchToWaiting), and the page reloads when it does, so every file comes from
 * one release.
 */
export function serviceWorkerSource(base: string = import.meta.env.BASE_URL): UpdateSource {
  const workbox = new Workbox(`${base}sw.js`, { scope: base });
  const listeners = new Set<() => void>();
  let waiting = false;
  let switching = false;
  workbox.addEventListener('waiting', () => {
    waiting = true;
    for (const listener of listeners) listener();
  });
  workbox.register().catch((error: unknown) => console.warn('The service worker could not start:', error));
  return {
    onReady(onReady) {
      listeners.add(onReady);
      if (waiting) onReady();
      return () => listeners.delete(onReady);
    },
    check() {
      workbox.update().catch(() => {
        // Offline or the host is down: the next calm moment tries again.
      });
    },
    apply() {
      // A second press while the switch is under way asks nothing more: the page reloads once.
      if (switching) return;
      switching = true;
      // The manual's download stops first: the worker in charge lets the new one take over once idle.
      stopManualWarmUp();
      void switchToWaiting({
        waiting: async () => (await navigator.serviceWorker.getRegistration(base))?.waiting ?? null,
        onControllerChange: (listener) =>
          navigator.serviceWorker.addEventListener('controllerchange', listener),
        reload: () => window.location.reload(),
      });
    },
  };
}
