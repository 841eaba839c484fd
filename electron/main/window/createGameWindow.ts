import { BrowserWindow, screen } from 'electron';
import { gameWindowOptions } from './gameWindowOptions';
import { clampToDisplays, type WindowStateStore } from './windowState';

/** What the game window needs: its preload, the page to load, and where its size and position are kept. */
export interface GameWindowOptions {
  preload: string;
  url: string;
  title: string;
  windowState: WindowStateStore;
}

/** Opens the game window: hidden until ready to show, at its remembered (and still visible) size and place. */
export function createGameWindow(options: GameWindowOptions): BrowserWindow {
  const workAreas = screen.getAllDisplays().map((display) => display.workArea);
  const primary = screen.getPrimaryDisplay().workArea;
  const state = clampToDisplays(options.windowState.load(), [primary, ...workAreas]);
  const window = new BrowserWindow(gameWindowOptions(state, options.preload, options.title));
  if (state.maximized) window.maximize();
  if (state.fullScreen) window.setFullScreen(true);

  window.once('ready-to-show', () => window.show());
  window.on('close', () => {
    const bounds = window.getNormalBounds();
    options.windowState.save({
      version: 1,
      width: bounds.width,
      height: bounds.height,
      x: bounds.x,
      y: bounds.y,
      maximized: window.isMaximized(),
      fullScreen: window.isFullScreen(),
    });
  });
  void window.loadURL(options.url);
  return window;
}
