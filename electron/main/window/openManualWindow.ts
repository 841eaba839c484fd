import { BrowserWindow } from 'electron';
import { secureWebPreferences } from './gameWindowOptions';

/** The manual's home page inside the app. */
export const MANUAL_URL = 'app://manual/typing-game/manual/';

let manualWindow: BrowserWindow | null = null;

/**
 * Opens the manual in its own window (or brings the open one forward): no preload, no IPC, sandboxed.
 * Its external links go to the default browser through the guards every web contents gets.
 */
export function openManualWindow(options: { title: string }): BrowserWindow {
  if (manualWindow && !manualWindow.isDestroyed()) {
    if (manualWindow.isMinimized()) manualWindow.restore();
    manualWindow.focus();
    return manualWindow;
  }
  const window = new BrowserWindow({
    title: options.title,
    width: 1100,
    height: 800,
    minWidth: 480,
    minHeight: 400,
    show: false,
    webPreferences: secureWebPreferences(),
  });
  manualWindow = window;
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    manualWindow = null;
  });
  void window.loadURL(MANUAL_URL);
  return window;
}
