import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { kotobaBank } from '../bank/vitePlugin';

/**
 * The renderer's plugins, the same in the desktop app and the web edition: React, and the word bank's
 * `virtual:kotoba-bank/*` modules (readings added, pictures bundled as assets of each band's chunk).
 * `root` is the repository's top folder.
 */
export function rendererPlugins(root: string): PluginOption[] {
  return [react(), kotobaBank(resolve(root, 'core/bank'))];
}

/**
 * Build options both editions share: minified (it loads faster on lab PCs and Chromebooks) and no asset
 * inlined, so fonts, sounds and pictures stay files the strict Content-Security-Policy serves from our
 * own origin (and the web edition's service worker precaches one by one).
 */
export const rendererBuildOptions = {
  minify: true,
  assetsInlineLimit: 0,
} as const;

/**
 * Values the renderer reads to know its edition: `import.meta.env.KOTOBA_WEB` is `'true'` only in the
 * web edition, so the desktop build drops the service worker's code as dead; and the game's version
 * from `root`'s package.json, written into the files a pupil or teacher saves.
 */
export function rendererDefine(edition: 'desktop' | 'web', root: string): Record<string, string> {
  const appVersion = (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string })
    .version;
  return {
    'import.meta.env.KOTOBA_WEB': JSON.stringify(edition === 'web' ? 'true' : 'false'),
    'import.meta.env.KOTOBA_APP_VERSION': JSON.stringify(appVersion),
  };
}
