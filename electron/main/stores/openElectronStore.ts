import ElectronStore from 'electron-store';
import { formatJson, parseJsonObject, writeJsonFile } from './jsonFile';
import { type AtomicFs, AtomicWriteError, nodeAtomicFs } from './writeFileAtomic';

/** The part of an electron-store instance the file services use: its path and the whole stored object. */
export interface StoreFile {
  readonly path: string;
  store: Record<string, unknown>;
}

/** Opens (or creates the folder for) `<cwd>/<name>.json`; throws when the file is not JSON or cannot be read. */
export type OpenStore = (cwd: string, name: string) => StoreFile;

/** The one electron-store method that puts bytes on the disk. */
interface StoreWriter {
  _write: (value: unknown) => void;
}

/**
 * Opens store files with electron-store, configured through its public options (`cwd`, `name`,
 * `serialize`, `deserialize`: the same layout and the same BOM-tolerant, object-only reading as
 * {@link writeJsonFile} and `readJsonFile`), whose every write goes through {@link writeJsonFile}.
 *
 * The write is the one thing the options cannot reach: conf 15 has no option for its writer, and its
 * `_write` (declared private) always writes through `atomically`, which does not read the bytes back,
 * and falls back to a plain in-place write on `EXDEV` or under Snap. On a nearly full disk that
 * renamed a cut-off file over a good one and reported success. So exactly that one method is
 * replaced, checked first; ours verifies the bytes before the rename and throws an
 * {@link AtomicWriteError} (with the system's code, e.g. `ENOSPC`) instead.
 */
export function electronStoreOpener(fs: AtomicFs = nodeAtomicFs): OpenStore {
  return (cwd, name) => {
    const store = new ElectronStore<Record<string, unknown>>({
      cwd,
      name,
      accessPropertiesByDotNotation: false,
      clearInvalidConfig: false,
      serialize: formatJson,
      deserialize: parseJsonObject,
    });
    const internals = store as unknown as Partial<StoreWriter>;
    // Checked rather than assumed: should a later electron-store write elsewhere, opening fails
    // loudly (the file is then left untouched) instead of saving without verification.
    if (typeof internals._write !== 'function') {
      throw new Error('electron-store no longer writes through _write; refusing to save unverified.');
    }
    (store as unknown as StoreWriter)._write = (value) => {
      const outcome = writeJsonFile(store.path, value, { fs });
      if (!outcome.ok) throw new AtomicWriteError(outcome.error);
    };
    return store;
  };
}

/** Opens a store file with electron-store on the real disk; writes are atomic and verified. */
export const openElectronStore: OpenStore = electronStoreOpener();
