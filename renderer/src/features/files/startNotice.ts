import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { StartState, WebHost } from '../../platform/web/webHost';

/** What the start notice knows: the saves' state at start (null until the host answers) and whether it was put away. */
export interface StartNotice {
  state: StartState | null;
  dismissed: boolean;
}

interface Entry {
  notice: StartNotice;
  asked: boolean;
  listeners: Set<() => void>;
}

// One answer per host and page: the title and the map show the same notice, and putting it away on one
// puts it away on both until the page reloads.
const entries = new WeakMap<WebHost, Entry>();

function entryOf(host: WebHost): Entry {
  let entry = entries.get(host);
  if (!entry) {
    entry = { notice: { state: null, dismissed: false }, asked: false, listeners: new Set() };
    entries.set(host, entry);
  }
  return entry;
}

function update(entry: Entry, change: Partial<StartNotice>) {
  entry.notice = { ...entry.notice, ...change };
  for (const listener of entry.listeners) listener();
}

/** The start notice of `host` (asked once per page), and the function that puts it away. */
export function useStartNotice(host: WebHost): StartNotice & { dismiss: () => void } {
  const entry = entryOf(host);
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  const notice = useSyncExternalStore(subscribe, () => entry.notice);
  useEffect(() => {
    if (entry.asked) return;
    entry.asked = true;
    host.startState().then(
      (state) => update(entry, { state }),
      // A host that cannot say tells nothing: no notice is better than a wrong one.
      () => update(entry, { state: 'kept' }),
    );
  }, [entry, host]);
  const dismiss = useCallback(() => update(entry, { dismissed: true }), [entry]);
  return { ...notice, dismiss };
}
