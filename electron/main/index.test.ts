import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE } from '../../core/contract';
import { makeTempFolder } from '../../tests/support/electron/main/stores/testFolders';

// A recording stand-in for the parts of Electron that index.ts wires together.
const userData = makeTempFolder('kotoba-main-');
const calls: string[] = [];
const appListeners = new Map<string, (...args: unknown[]) => void>();
const windows: { options: Record<string, unknown>; url?: string }[] = [];
const handled = new Map<string, (...args: unknown[]) => unknown>();
let protocolHandler: ((request: Request) => Promise<Response>) | undefined;
let menuTemplate: { label?: string }[] = [];

vi.mock('electron', () => {
  class BrowserWindow {
    record: { options: Record<string, unknown>; url?: string };
    constructor(options: Record<string, unknown>) {
      this.record = { options };
      windows.push(this.record);
    }
    static getAllWindows = () => windows;
    once() {}
    on() {}
    maximize() {}
    setFullScreen() {}
    async loadURL(url: string) {
      this.record.url = url;
    }
  }
  const app = {
    enableSandbox: () => {
      calls.push('enableSandbox');
    },
    requestSingleInstanceLock: () => {
      calls.push('requestSingleInstanceLock');
      return true;
    },
    on: (name: string, listener: (...args: unknown[]) => void) => appListeners.set(name, listener),
    whenReady: async () => {
      calls.push('whenReady');
    },
    isPackaged: false,
    getAppPath: () => '/project',
    getPath: () => userData,
    getLocale: () => 'en-US',
    getName: () => 'Kotoba Quest',
    getVersion: () => '0.1.0',
    quit: () => calls.push('quit'),
  };
  const electron = {
    app,
    BrowserWindow,
    dialog: {
      showMessageBox: async () => ({}),
      showErrorBox: (_t: string, m: string) => calls.push(`error: ${m}`),
    },
    ipcMain: {
      handle: (channel: string, fn: (...args: unknown[]) => unknown) => handled.set(channel, fn),
      removeHandler: () => {},
      on: () => {},
    },
    Menu: {
      buildFromTemplate: (template: { label?: string }[]) => template,
      setApplicationMenu: (template: { label?: string }[]) => {
        menuTemplate = template;
      },
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: { scheme: string }[]) =>
        calls.push(`registerSchemesAsPrivileged:${schemes.map((s) => s.scheme).join()}`),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) => {
        calls.push(`handle:${scheme}`);
        protocolHandler = handler;
      },
    },
    screen: {
      getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }],
      getPrimaryDisplay: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: () => calls.push('setPermissionRequestHandler'),
        setPermissionCheckHandler: () => calls.push('setPermissionCheckHandler'),
      },
    },
    shell: { openExternal: async () => {} },
  };
  return { ...electron, default: electron };
});

afterAll(() => fs.rmSync(userData, { recursive: true, force: true }));

describe('main process wiring (index.ts)', () => {
  it('registers the scheme before ready, then serves it, guards the session, handles IPC, builds the menu and opens the game', async () => {
    await import('./index');
    await vi.waitFor(() => expect(windows).toHaveLength(1));

    expect(calls.indexOf('registerSchemesAsPrivileged:app')).toBeLessThan(calls.indexOf('whenReady'));
    expect(calls.indexOf('enableSandbox')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('enableSandbox')).toBeLessThan(calls.indexOf('whenReady'));
    expect(calls).toEqual(
      expect.arrayContaining([
        'requestSingleInstanceLock',
        'handle:app',
        'setPermissionRequestHandler',
        'setPermissionCheckHandler',
      ]),
    );
    expect(calls.some((c) => c.startsWith('error:'))).toBe(false);
    expect([...handled.keys()].sort()).toEqual(
      Object.values(BRIDGE)
        .flatMap((area) => Object.values(area))
        .sort(),
    );
    expect(appListeners.has('second-instance')).toBe(true);
    expect(appListeners.has('window-all-closed')).toBe(true);
    expect(appListeners.has('web-contents-created')).toBe(true);
    expect(menuTemplate.map((item) => item.label)).toEqual(['File', 'View', 'Help']);

    const [game] = windows;
    expect(game?.url).toBe('app://game/index.html');
    expect(game?.options.webPreferences).toMatchObject({
      preload: path.join('/project', 'out', 'preload', 'index.cjs'),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    });
    // Without a class folder (no config.json on this machine) the players are this PC's own.
    await vi.waitFor(() => expect(fs.existsSync(path.join(userData, 'profiles.json'))).toBe(true));
    expect(fs.existsSync(path.join(userData, 'wordlists.json'))).toBe(true);

    // IPC from a page that is not the game is refused through the registered handler.
    const setSettings = handled.get(BRIDGE.settings.set)!;
    const refused = await setSettings(
      { senderFrame: { url: 'https://evil.example/', parent: null } },
      { language: 'en' },
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    const accepted = await setSettings(
      { senderFrame: { url: 'app://game/index.html', parent: null } },
      { language: 'en' },
    );
    expect(accepted).toMatchObject({ ok: true, value: { language: 'en' } });
    // Settings belong to the player playing now, in their own folder.
    const players = JSON.parse(fs.readFileSync(path.join(userData, 'profiles.json'), 'utf8'));
    const playerSettings = path.join(userData, 'profiles', players.lastSelected, 'settings.json');
    expect(JSON.parse(fs.readFileSync(playerSettings, 'utf8'))).toMatchObject({ language: 'en' });
    expect(menuTemplate[0]).toMatchObject({
      submenu: expect.arrayContaining([
        expect.objectContaining({ label: 'Import word list…' }),
        expect.objectContaining({ label: 'Export results…' }),
        expect.objectContaining({ label: 'Export the word bank as CSV…' }),
      ]),
    });

    // The registered protocol handler answers for the manual even though it is not built at /project.
    const manual = await protocolHandler!(new Request('app://manual/typing-game/manual/'));
    expect(await manual.text()).toContain('The manual is not built');
  });
});
