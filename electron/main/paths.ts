import path from 'node:path';

/** Where the running app finds its bundles and keeps its files. */
export interface AppPaths {
  /** The built game (`out/renderer`). */
  renderer: string;
  /** The sandboxed preload of the game window (`out/preload/index.cjs`). */
  preload: string;
  /** The built manual: `resources/manual` when packaged, `manual/doc_build` in development. */
  manual: string;
  /** The folder for settings.json, progress.json and window-state.json. */
  userData: string;
}

/** What `resolveAppPaths` needs to know about the running app. */
export interface AppPathInputs {
  isPackaged: boolean;
  /** `app.getAppPath()`: the project folder in development, `…/resources/app.asar` when packaged. */
  appPath: string;
  /** `process.resourcesPath`: the folder beside app.asar that holds extra resources. */
  resourcesPath: string;
  /** `app.getPath('userData')`. */
  userData: string;
}

/** Works out where the bundles, the manual and the save files are, packaged or in development. */
export function resolveAppPaths(inputs: AppPathInputs): AppPaths {
  return {
    renderer: path.join(inputs.appPath, 'out', 'renderer'),
    preload: path.join(inputs.appPath, 'out', 'preload', 'index.cjs'),
    manual: inputs.isPackaged
      ? path.join(inputs.resourcesPath, 'manual')
      : path.join(inputs.appPath, 'manual', 'doc_build'),
    userData: inputs.userData,
  };
}
