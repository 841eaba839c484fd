import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppPaths } from './paths';

describe('resolveAppPaths', () => {
  it('uses the project folder in development, with the manual build beside the sources', () => {
    expect(
      resolveAppPaths({
        isPackaged: false,
        appPath: '/src/kotoba',
        resourcesPath: '/ignored',
        userData: '/home/u/.config/Kotoba Quest',
      }),
    ).toEqual({
      renderer: path.join('/src/kotoba', 'out', 'renderer'),
      preload: path.join('/src/kotoba', 'out', 'preload', 'index.cjs'),
      manual: path.join('/src/kotoba', 'manual', 'doc_build'),
      userData: '/home/u/.config/Kotoba Quest',
    });
  });

  it('reads bundles from app.asar and the manual from the resources folder when packaged', () => {
    const paths = resolveAppPaths({
      isPackaged: true,
      appPath: '/opt/Kotoba Quest/resources/app.asar',
      resourcesPath: '/opt/Kotoba Quest/resources',
      userData: '/home/u/.config/Kotoba Quest',
    });
    expect(paths.renderer).toBe(path.join('/opt/Kotoba Quest/resources/app.asar', 'out', 'renderer'));
    expect(paths.manual).toBe(path.join('/opt/Kotoba Quest/resources', 'manual'));
  });
});
