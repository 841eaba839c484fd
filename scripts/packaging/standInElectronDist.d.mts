/** Electron's fuse sentinel, the marker @electron/fuses searches for in the binary. */
export const FUSE_SENTINEL: string;
/** Electron 45's fuse wire as shipped (nine fuses, `101100011`). */
export const ELECTRON_45_DEFAULT_WIRE: string;
/** The locale files the stand-in ships. */
export const STAND_IN_LOCALES: string[];
/** The executable's name inside an Electron distribution for `platform`. */
export function electronExecutableName(platform?: NodeJS.Platform): string;
/** The stand-in executable's bytes: a script that explains itself, then the sentinel and the wire. */
export function standInExecutable(wire?: string): Buffer;
/** Writes a stand-in Linux Electron distribution into `dir` and answers `dir`; throws for other systems. */
export function makeStandInElectronDist(
  dir: string,
  options?: { platform?: NodeJS.Platform; version?: string },
): Promise<string>;
