import ElectronStore from 'electron-store';

/** The part of an electron-store instance the file services use: its path and the whole stored object. */
export interface StoreFile {
  readonly path: string;
  store: Record<string, unknown>;
}

/** Opens (or creates the folder for) `<cwd>/<name>.json`; throws when the file is not JSON or cannot be read. */
export type OpenStore = (cwd: string, name: string) => StoreFile;

/** Opens a store file with electron-store: plain JSON, written atomically (temp file + rename). */
export const openElectronStore: OpenStore = (cwd, name) =>
  new ElectronStore<Record<string, unknown>>({
    cwd,
    name,
    accessPropertiesByDotNotation: false,
    clearInvalidConfig: false,
  });
