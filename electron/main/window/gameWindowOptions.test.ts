import { describe, expect, it } from 'vitest';
import { gameWindowOptions, secureWebPreferences } from './gameWindowOptions';
import { defaultWindowState } from './windowState';

describe('gameWindowOptions', () => {
  it('opens hidden with a minimum size, isolation, sandbox and web security on and Node off', () => {
    const options = gameWindowOptions(defaultWindowState(), '/app/out/preload/index.cjs', 'Kotoba Quest');
    expect(options).toMatchObject({
      show: false,
      minWidth: 960,
      minHeight: 640,
      width: 1280,
      height: 800,
      center: true,
    });
    expect(options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      webSecurity: true,
      nodeIntegration: false,
      webviewTag: false,
    });
  });
  it('restores a saved position', () => {
    const options = gameWindowOptions({ ...defaultWindowState(), x: 10, y: 20 }, '/p.cjs', 'Kotoba Quest');
    expect(options).toMatchObject({ x: 10, y: 20 });
    expect(options.center).toBeUndefined();
  });
  it('gives windows without a preload none at all', () => {
    expect(secureWebPreferences()).not.toHaveProperty('preload');
  });
});
