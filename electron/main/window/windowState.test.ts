import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { clampToDisplays, createWindowStateStore, defaultWindowState, type WindowState } from './windowState';

const laptop = { x: 0, y: 0, width: 1366, height: 728 };
const monitor = { x: 1366, y: 0, width: 1920, height: 1040 };
const state = (over: Partial<WindowState>): WindowState => ({ ...defaultWindowState(), ...over });

describe('clampToDisplays', () => {
  it('keeps a window that fits where it was', () => {
    const saved = state({ x: 100, y: 50, width: 1000, height: 650 });
    expect(clampToDisplays(saved, [laptop, monitor])).toEqual(saved);
  });
  it('centres a window whose display was unplugged', () => {
    const saved = state({ x: 4000, y: 100, width: 1200, height: 700 });
    expect(clampToDisplays(saved, [laptop])).toEqual({
      ...saved,
      x: null,
      y: null,
      width: 1200,
      height: 700,
    });
  });
  it('shrinks a window larger than its display and moves it fully on screen', () => {
    const saved = state({ x: 1300, y: -40, width: 2500, height: 1200 });
    expect(clampToDisplays(saved, [laptop, monitor])).toEqual({
      ...saved,
      x: 1366,
      y: 0,
      width: 1920,
      height: 1040,
    });
  });
  it('never goes below the minimum size', () => {
    const saved = state({ x: 10, y: 10, width: 300, height: 200 });
    expect(clampToDisplays(saved, [laptop])).toMatchObject({ width: 960, height: 640 });
  });
});

describe('window state store', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  it('remembers the last size and position in window-state.json', () => {
    const cwd = makeTempFolder('kotoba-window-');
    folders.push(cwd);
    const saved = state({ x: 20, y: 30, width: 1100, height: 700, maximized: true });
    createWindowStateStore({ cwd, log: () => {} }).save(saved);
    expect(createWindowStateStore({ cwd, log: () => {} }).load()).toEqual(saved);
    expect(fs.existsSync(path.join(cwd, 'window-state.json'))).toBe(true);
  });
  it('starts from the default when the file is damaged', () => {
    const cwd = makeTempFolder('kotoba-window-');
    folders.push(cwd);
    fs.writeFileSync(path.join(cwd, 'window-state.json'), '{"width": 12');
    expect(createWindowStateStore({ cwd, log: () => {} }).load()).toEqual(defaultWindowState());
  });
});
