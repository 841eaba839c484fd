// A stand-in for an unpacked Electron distribution folder (what `electronDist` points to), for
// machines that cannot download Electron. electron-builder copies such a folder, renames the
// executable, adds app.asar and the extra resources, trims the locales and flips the fuses with
// @electron/fuses; all of that is real. Only the executable is a stand-in: a small shell script that
// cannot run the app but carries Electron's fuse sentinel followed by a fuse wire in Electron's
// documented layout (sentinel, wire version 1, wire length, one ASCII byte per fuse: '0' off, '1' on).
// The wire holds Electron 45's nine fuses at their shipped defaults (`101100011`). The other files are
// placeholders named like the real distribution's, so the copy, rename and locale steps see the same
// layout. Only the Linux layout is made: on Windows electron-builder edits the executable as a PE file
// and on macOS it needs a real Electron.app, so those need a real distribution (ELECTRON_DIST).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPackageWithOptions } from '@electron/asar';

/** Electron's fuse sentinel, the marker @electron/fuses searches for in the binary. */
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/**
 * Electron 45's fuse wire as shipped, in @electron/fuses' order: RunAsNode on, cookie encryption off,
 * NODE_OPTIONS on, inspect arguments on, asar integrity off, only-load-from-asar off, browser V8
 * snapshot off, file:// extra privileges on, WebAssembly trap handlers on.
 */
export const ELECTRON_45_DEFAULT_WIRE = '101100011';

/** The locale files the stand-in ships; electron-builder keeps only those the config asks for. */
export const STAND_IN_LOCALES = ['en-US', 'ja', 'fr', 'de', 'zh-CN'];

/** The executable's name inside an Electron distribution for `platform`. */
export function electronExecutableName(platform = process.platform) {
  if (platform === 'win32') return 'electron.exe';
  if (platform === 'darwin') return path.join('Electron.app', 'Contents', 'MacOS', 'Electron');
  return 'electron';
}

/** The stand-in executable's bytes: a script that explains itself, then the sentinel and the wire. */
export function standInExecutable(wire = ELECTRON_45_DEFAULT_WIRE) {
  const script = Buffer.from(
    '#!/bin/sh\necho "This is a stand-in for the Electron executable, used to check packaging; it cannot run the app." >&2\nexit 1\n#',
    'utf8',
  );
  const fuses = Buffer.concat([
    Buffer.from(FUSE_SENTINEL, 'ascii'),
    Buffer.from([1, wire.length]),
    Buffer.from(wire, 'ascii'),
    Buffer.from('\n', 'ascii'),
  ]);
  return Buffer.concat([script, fuses]);
}

/**
 * Writes a stand-in Electron distribution into `dir` (created if needed) and answers `dir`.
 * `version` goes into the `version` file, as in Electron's own zip.
 */
export async function makeStandInElectronDist(dir, { platform = process.platform, version = '45.4.1' } = {}) {
  if (platform !== 'linux') {
    throw new Error(
      `A stand-in Electron distribution is only made for Linux, not ${platform}; set ELECTRON_DIST.`,
    );
  }
  const executable = electronExecutableName(platform);
  mkdirSync(path.join(dir, 'locales'), { recursive: true });
  mkdirSync(path.join(dir, 'resources'), { recursive: true });
  writeFileSync(path.join(dir, executable), standInExecutable(), { mode: 0o755 });
  writeFileSync(path.join(dir, 'version'), version);
  writeFileSync(path.join(dir, 'LICENSE'), "Placeholder for Electron's LICENSE file.\n");
  writeFileSync(path.join(dir, 'LICENSES.chromium.html'), "<p>Placeholder for Chromium's licenses.</p>\n");
  for (const name of ['resources.pak', 'chrome_100_percent.pak', 'icudtl.dat', 'v8_context_snapshot.bin']) {
    writeFileSync(path.join(dir, name), `placeholder ${name}\n`);
  }
  for (const locale of STAND_IN_LOCALES) {
    writeFileSync(path.join(dir, 'locales', `${locale}.pak`), `placeholder ${locale}\n`);
  }
  // Electron's default app, a real (tiny) asar archive like the one in every Electron distribution.
  const defaultApp = mkdtempSync(path.join(os.tmpdir(), 'kotoba-default-app-'));
  try {
    writeFileSync(path.join(defaultApp, 'package.json'), '{"name":"electron","main":"main.js"}\n');
    writeFileSync(path.join(defaultApp, 'main.js'), "// placeholder for Electron's default app\n");
    await createPackageWithOptions(defaultApp, path.join(dir, 'resources', 'default_app.asar'), {});
  } finally {
    rmSync(defaultApp, { recursive: true, force: true });
  }
  return dir;
}
