import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type OpenStore, openElectronStore } from './openElectronStore';

/** A fresh empty folder under the system temp folder, for store tests. */
export function makeTempFolder(prefix = 'kotoba-store-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** An error shaped like the one Node's fs throws, e.g. `EACCES`. */
export function fsError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: refused by the disk`), { code });
}

/**
 * Opens real electron-store files whose writes fail with `code`; reads go to the real file.
 * This is the smallest boundary at which a read-only folder or a full disk can be made to happen
 * when the tests run as root (where `chmod` does not stop writes).
 */
export function openWithFailingWrites(code: string): OpenStore {
  return (cwd, name) => {
    const real = openElectronStore(cwd, name);
    return {
      get path() {
        return real.path;
      },
      get store() {
        return real.store;
      },
      set store(_value: Record<string, unknown>) {
        throw fsError(code);
      },
    };
  };
}
