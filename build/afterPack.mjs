// electron-builder hook, run after Electron, app.asar and the extra resources are in place and
// before the fuses are flipped and the app is signed.
// Electron's own distribution carries resources/default_app.asar (the page shown when Electron starts
// without an app). electron-builder removes it when it downloads Electron itself, but keeps it when
// packaging from a local distribution (electronDist); this removes it in both cases, so every build of
// Kotoba Quest holds the same files. The onlyLoadAppFromAsar fuse means it would never be loaded anyway.
import { rm } from 'node:fs/promises';
import path from 'node:path';

/** Removes Electron's default app from the packaged resources folder. */
export default async function afterPack(context) {
  const resources = context.packager.getResourcesDir(context.appOutDir);
  await rm(path.join(resources, 'default_app.asar'), { force: true });
}
