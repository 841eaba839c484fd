import type { BrowserWindowConstructorOptions } from 'electron';
import { MIN_WINDOW, type WindowState } from './windowState';

/** The locked-down web preferences shared by every window: isolated, sandboxed, no Node. */
export function secureWebPreferences(
  preload?: string,
): NonNullable<BrowserWindowConstructorOptions['webPreferences']> {
  return {
    ...(preload ? { preload } : {}),
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
    navigateOnDragDrop: false,
  };
}

/** The game window's options: hidden until ready, minimum size, restored bounds, the preload and nothing else. */
export function gameWindowOptions(
  state: WindowState,
  preload: string,
  title: string,
): BrowserWindowConstructorOptions {
  return {
    title,
    width: state.width,
    height: state.height,
    ...(state.x !== null && state.y !== null ? { x: state.x, y: state.y } : { center: true }),
    minWidth: MIN_WINDOW.width,
    minHeight: MIN_WINDOW.height,
    show: false,
    backgroundColor: '#1b1f3b',
    autoHideMenuBar: false,
    webPreferences: secureWebPreferences(preload),
  };
}
