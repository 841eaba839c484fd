import { type BridgeTable, buildKotobaApi } from '../../../core/contract';

/** What the page's `window.kotoba` is built from in a browser suite. */
export interface BridgeInitOptions {
  /** The only origin whose main frame gets `window.kotoba` (as the app's sender check). */
  origin: string;
  /** The page binding (Playwright `exposeBinding`) that carries `(channel, argument)` to main's handlers. */
  binding: string;
  /** The areas of the bridge table this suite serves. */
  table: BridgeTable;
  /** The subscriptions this suite serves, by name, with their event names. */
  events?: Readonly<Record<string, string>>;
  /** A page function the test calls to send an event from "main": `window[deliver](event, payload)`. */
  deliver?: string;
}

/**
 * The init script that gives a test page the same `window.kotoba` as the preload: it runs the
 * contract's own `buildKotobaApi` (its source text) over the bridge table, so the harnesses spell no
 * operation by hand and cannot drift from the app.
 */
export function bridgeInitScript(options: BridgeInitOptions): { content: string } {
  const json = JSON.stringify;
  return {
    content: `(() => {
  if (location.origin !== ${json(options.origin)} || window.top !== window) return;
  const build = ${buildKotobaApi.toString()};
  const listeners = new Map();
  ${
    options.deliver
      ? `Object.defineProperty(window, ${json(options.deliver)}, {
    enumerable: false,
    value: (event, payload) => { for (const listener of listeners.get(event) ?? []) listener(payload); },
  });`
      : ''
  }
  const api = build(
    ${json(options.table)},
    ${json(options.events ?? {})},
    (channel, ...args) => window[${json(options.binding)}](channel, ...args),
    (event, listener) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => { set.delete(listener); };
    },
  );
  Object.defineProperty(window, 'kotoba', { configurable: false, enumerable: true, writable: false, value: api });
})();`,
  };
}
