import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { BRIDGE, BRIDGE_EVENTS } from '../../../core/contract';
import { createAppProtocolHandler } from '../../../electron/main/protocol/createAppProtocolHandler';
import type { HostFrame } from '../../support/classHost/protocol';
import type { Host } from '../../support/classHost/startHost';
import { bridgeInitScript } from './bridgeInitScript';
import { GAME_ORIGIN } from './harness';
import { routeAppProtocol } from './routeAppProtocol';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RENDERER_DIR = path.join(ROOT, 'out', 'renderer');
const BINDING = '__kotobaPcInvoke';
const DELIVER = '__kotobaPcDeliver';

function frameLike(frame: ReturnType<Page['mainFrame']>): HostFrame {
  const parent = frame.parentFrame();
  return { url: frame.url(), parent: parent ? frameLike(parent) : null };
}

/**
 * Makes `page` one PC of the lab: the built game with `window.kotoba` (every operation of the
 * bridge table, as the preload exposes them) answered by `host`, a separate process running that
 * PC's own main-process services. Events the host sends its game window reach the page.
 */
export async function openGameOnPc(page: Page, host: Host): Promise<void> {
  if (!fs.existsSync(path.join(RENDERER_DIR, 'index.html'))) {
    throw new Error(`The game is not built (${RENDERER_DIR}). Run: npx electron-vite build`);
  }
  const handler = createAppProtocolHandler({
    gameRoot: RENDERER_DIR,
    manualRoot: RENDERER_DIR,
    log: () => {},
  });
  await page.context().route('**/*', (route) => route.abort('blockedbyclient'));
  await routeAppProtocol(page, GAME_ORIGIN, 'game', handler);
  await page.exposeBinding(BINDING, (source, channel: unknown, payload: unknown) => {
    if (typeof channel !== 'string') {
      return { ok: false, error: { code: 'invalid-payload', message: 'Unknown operation.' } };
    }
    return host.callFrom(frameLike(source.frame), channel, payload);
  });
  await page.addInitScript(
    bridgeInitScript({
      origin: GAME_ORIGIN,
      binding: BINDING,
      table: BRIDGE,
      events: BRIDGE_EVENTS,
      deliver: DELIVER,
    }),
  );
  host.onEvent((event, payload) => {
    void page
      .evaluate(
        ([name, e, p]) =>
          (globalThis as unknown as Record<string, (e: string, p: unknown) => void>)[name]?.(e, p),
        [DELIVER, event, payload] as const,
      )
      .catch(() => {
        // The page may be between loads; the game reads the status again when it starts.
      });
  });
}
