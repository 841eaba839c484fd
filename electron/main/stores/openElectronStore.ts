import ElectronStore from 'electron-store';
import { parseJsonObject } from './parseJsonText';
import { type AtomicFs, AtomicWriteError, nodeAtomicFs, writeFileAtomic } from './writeFileAtomic';

/** The part of an electron-store instance the file services use: its path and the whole stored object. */
export interface StoreFile {
  readonly path: string;
  store: Record<string, unknown>;
}

/** Opens (or creates the folder for) `<cwd>/<name>.json`; throws when the file is not JSON or cannot be read. */
export type OpenStore = (cwd: string, name: string) => StoreFile;

/** How electron-store turns the document into text (tab-indented JSON, as it always did). */
const serialize = (value: unknown): string => JSON.stringify(value, undefined, '\t');

/** The one electron-store method that puts bytes on the disk. */
interface StoreWriter {
  _write: (value: unknown) => void;
}

/**
 * Opens store files with electron-store whose every write goes through {@link writeFileAtomic}.
 * electron-store's own writer ignores a short write, so on a nearly full disk it renamed a cut-off
 * file over a good one and reported success; ours verifies the bytes before the rename and throws
 * an {@link AtomicWriteError} (with the system's code, e.g. `ENOSPC`) instead. Reading accepts a
 * byte-order mark and refuses JSON that is not an object (electron-store would read `[]` or `null`
 * as an empty document).
 */
export function electronStoreOpener(fs: AtomicFs = nodeAtomicFs): OpenStore {
  return (cwd, name) => {
    const store = new ElectronStore<Record<string, unknown>>({
      cwd,
      name,
      accessPropertiesByDotNotation: false,
      clearInvalidConfig: false,
      serialize,
      deserialize: parseJsonObject,
    });
    const internals = store as unknown as Partial<StoreWriter>;
    // Checked rather than assumed: should a later electron-store write elsewhere, opening fails
    // loudly (the file is then left untouched) instead of saving without verification.
    if (typeof internals._write !== 'function') {
      throw new Error('electron-store no longer writes through _write; refusing to save unverified.');
    }
    (store as unknown as StoreWriter)._write = (value) => {
      const outcome = writeFileAtomic(store.path, serialize(value), { fs });
      if (!outcome.ok) throw new AtomicWriteError(outcome.error);
    };
    return store;
  };
}

/** Opens a store file with electron-store on the real disk; writes are atomic and verified. */
export const openElectronStore: OpenStore = electronStoreOpener();
