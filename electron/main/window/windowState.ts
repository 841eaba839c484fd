import { z } from 'zod';
import { describeIssues } from '../../../core/contract';
import { createStoredFile } from '../stores/createStoredFile';
import type { OpenStore } from '../stores/openElectronStore';

/** The smallest game window that still fits the battle screen. */
export const MIN_WINDOW = { width: 960, height: 640 } as const;
/** The first window size for a new player. */
export const DEFAULT_WINDOW = { width: 1280, height: 800 } as const;

/** A rectangle on the desktop, in screen pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const size = z.number().int().min(100).max(20000);
const position = z.number().int().min(-50000).max(50000);

/** The saved size and position of the game window (`window-state.json`). */
export const windowStateSchema = z
  .object({
    version: z.literal(1),
    width: size,
    height: size,
    x: position.nullable(),
    y: position.nullable(),
    maximized: z.boolean(),
    fullScreen: z.boolean(),
  })
  .strict();
/** The saved size and position of the game window; x and y are null until the player moves it. */
export type WindowState = z.infer<typeof windowStateSchema>;

/** Window state for a first start: default size, centred by the system. */
export function defaultWindowState(): WindowState {
  return { version: 1, ...DEFAULT_WINDOW, x: null, y: null, maximized: false, fullScreen: false };
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Fits saved window state onto the displays that exist now: on the display it overlaps most, no larger
 * than that display's work area (but not below the minimum size), and fully visible; a window on no
 * display (an unplugged monitor) is centred on the primary display instead.
 */
export function clampToDisplays(state: WindowState, workAreas: readonly Rect[]): WindowState {
  const primary = workAreas[0];
  if (!primary) return state;
  const width = Math.max(MIN_WINDOW.width, state.width);
  const height = Math.max(MIN_WINDOW.height, state.height);
  let best: Rect | null = null;
  let bestOverlap = 0;
  if (state.x !== null && state.y !== null) {
    const rect = { x: state.x, y: state.y, width, height };
    for (const area of workAreas) {
      const o = overlap(rect, area);
      if (o > bestOverlap) {
        best = area;
        bestOverlap = o;
      }
    }
  }
  const area = best ?? primary;
  const fittedWidth = Math.max(MIN_WINDOW.width, Math.min(width, area.width));
  const fittedHeight = Math.max(MIN_WINDOW.height, Math.min(height, area.height));
  if (!best) return { ...state, width: fittedWidth, height: fittedHeight, x: null, y: null };
  const x = Math.min(Math.max(state.x!, area.x), area.x + area.width - fittedWidth);
  const y = Math.min(Math.max(state.y!, area.y), area.y + area.height - fittedHeight);
  return {
    ...state,
    width: fittedWidth,
    height: fittedHeight,
    x: Math.max(x, area.x),
    y: Math.max(y, area.y),
  };
}

/** Reads and writes `window-state.json`. */
export interface WindowStateStore {
  load(): WindowState;
  save(state: WindowState): void;
}

/** Opens `window-state.json` in `cwd`; a damaged file is moved aside and the default state used. */
export function createWindowStateStore(options: {
  cwd: string;
  openStore?: OpenStore;
  log?: (m: string) => void;
}): WindowStateStore {
  const file = createStoredFile<WindowState>({
    ...options,
    name: 'window-state',
    label: 'window position',
    schema: windowStateSchema,
    defaults: defaultWindowState,
    migrate: (raw) => {
      const parsed = windowStateSchema.safeParse(raw);
      return parsed.success
        ? { ok: true, value: parsed.data, migrated: false }
        : { ok: false, reason: describeIssues(parsed.error) };
    },
  });
  return {
    load: () => file.read(),
    save: (state) => {
      file.write(state);
    },
  };
}
