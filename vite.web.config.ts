// The web edition's build (`npm run build:web`, see scripts/build-web.mjs): the same renderer as the
// desktop app, with the same plugins, built into a static folder that works under any base path, with
// a web app manifest, a service worker that precaches the whole game and manual, and a strict
// Content-Security-Policy in the page itself (static hosts differ in how headers are set).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { MANUAL_CACHE_PREFIX, MANUAL_FILE_LIST, WARM_PARAMETER } from './core/web/manualCache';
import { GAME_CSP, MANUAL_CSP } from './electron/main/protocol/contentSecurityPolicy';
import { rendererBuildOptions, rendererDefine, rendererPlugins } from './scripts/vite/rendererConfig';

const root = import.meta.dirname;

/** The base path the edition is served under; scripts/build-web.mjs passes `--base` through here. */
export const DEFAULT_WEB_BASE = '/typing-game/';

/** Colours of the installed app's splash and title bar: the icon's sky and the light theme's paper. */
const THEME_COLOR = '#4f8cff';
const BACKGROUND_COLOR = '#fdf6e3';

/**
 * The game's policy as a `<meta http-equiv>`: the desktop's policy (everything from our own origin, no
 * inline script, data and blob URLs for pictures and sounds) plus the manifest; `frame-ancestors` is
 * left to the header form, since browsers ignore it in a meta element.
 */
export const WEB_GAME_CSP = [
  ...GAME_CSP.split('; ').filter((directive) => !directive.startsWith('frame-ancestors')),
  "manifest-src 'self'",
].join('; ');

/**
 * The manual's policy as a `<meta http-equiv>`: the desktop's manual policy (our own origin only, with
 * the inline scripts and styles the static site generator writes into every page), without the
 * directives browsers ignore in a meta element.
 */
export const WEB_MANUAL_CSP = [
  ...MANUAL_CSP.split('; ').filter((directive) => !directive.startsWith('frame-ancestors')),
  "manifest-src 'self'",
].join('; ');

/** The kinds of file the service worker keeps: the game's precache and the manual's cache alike. */
const CACHED_FILES =
  'html,js,mjs,css,json,txt,csv,svg,png,jpg,jpeg,webp,gif,ico,woff,woff2,ogg,mp3,wav,webmanifest';
const CACHED_EXTENSION = new RegExp(`\\.(${CACHED_FILES.replaceAll(',', '|')})$`);

/**
 * The manual's files (paths under `manual/`, sorted) and the name of the cache that holds them, which
 * changes with their contents: a release with the same manual keeps the cache a pupil already has.
 */
export function manualFileList(manualDir: string): { cache: string; files: string[] } {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (CACHED_EXTENSION.test(entry.name)) found.push(relative(manualDir, full).split(sep).join('/'));
    }
  };
  walk(manualDir);
  found.sort();
  const hash = createHash('sha256');
  for (const file of found)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(manualDir, file)));
  return {
    cache: `${MANUAL_CACHE_PREFIX}${hash.digest('hex').slice(0, 16)}`,
    files: found.map((f) => `manual/${f}`),
  };
}

function htmlFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) htmlFiles(full, found);
    else if (entry.name.endsWith('.html')) found.push(full);
  }
  return found;
}

/**
 * Copies the built manual into `<outDir>/manual/`, each page carrying the manual's policy, and writes the
 * list of its files beside the game (`manual-files.json`, precached with the game).
 */
function copyManual(
  manualDir: string | undefined,
  outDir: string,
  manual: { cache: string; files: string[] } | null,
): Plugin {
  return {
    name: 'kotoba-web-manual',
    apply: 'build',
    writeBundle() {
      if (!manualDir) return;
      if (!existsSync(resolve(manualDir, 'index.html')))
        throw new Error(`no built manual in ${manualDir} (scripts/build-web.mjs builds it first)`);
      const target = resolve(outDir, 'manual');
      cpSync(manualDir, target, { recursive: true });
      const meta = `<meta http-equiv="Content-Security-Policy" content="${WEB_MANUAL_CSP}">`;
      for (const file of htmlFiles(target)) {
        const html = readFileSync(file, 'utf8');
        const withPolicy = html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${meta}`);
        if (withPolicy !== html) writeFileSync(file, withPolicy);
      }
      if (manual) writeFileSync(resolve(outDir, MANUAL_FILE_LIST), `${JSON.stringify(manual)}\n`);
    },
  };
}

/** Writes the policy, the build's id and the icons into the page's head. */
function webHead(base: string, buildId: string): Plugin {
  return {
    name: 'kotoba-web-head',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: WEB_GAME_CSP },
          injectTo: 'head-prepend',
        },
        { tag: 'meta', attrs: { name: 'kotoba-build', content: buildId }, injectTo: 'head' },
        { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
        {
          tag: 'link',
          attrs: { rel: 'icon', type: 'image/png', sizes: '32x32', href: `${base}favicon-32.png` },
          injectTo: 'head',
        },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `${base}apple-touch-icon.png` },
          injectTo: 'head',
        },
      ],
    },
  };
}

export default defineConfig(() => {
  const base = process.env.KOTOBA_WEB_BASE ?? DEFAULT_WEB_BASE;
  const outDir = resolve(root, process.env.KOTOBA_WEB_OUT ?? 'out/web');
  const buildId = process.env.KOTOBA_BUILD_ID ?? new Date().toISOString();
  const manualDir = process.env.KOTOBA_WEB_MANUAL_DIR;
  const manual =
    manualDir && existsSync(resolve(manualDir, 'index.html')) ? manualFileList(resolve(manualDir)) : null;
  const escapedBase = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    root: resolve(root, 'renderer'),
    base,
    // The icons are the public folder's only files (scripts/make-icons.mjs draws them).
    publicDir: resolve(root, 'build/web'),
    define: {
      ...rendererDefine('web', root),
      'import.meta.env.KOTOBA_BUILD_ID': JSON.stringify(buildId),
    },
    plugins: [
      ...rendererPlugins(root),
      webHead(base, buildId),
      copyManual(manualDir, outDir, manual),
      VitePWA({
        // The game asks before it updates (features/update), at a calm moment, and registers itself.
        registerType: 'prompt',
        injectRegister: false,
        base,
        scope: base,
        includeManifestIcons: false,
        manifest: {
          id: base,
          name: 'ことばクエスト — Kotoba Quest',
          short_name: 'ことばクエスト',
          description: 'えいごを タイピングで まなぶ RPG',
          lang: 'ja',
          dir: 'ltr',
          display: 'standalone',
          orientation: 'any',
          theme_color: THEME_COLOR,
          background_color: BACKGROUND_COLOR,
          start_url: base,
          scope: base,
          icons: [
            { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // The game as a whole: every school year's chunk with its pictures, the fonts, the sounds and
          // the icons. The manual (most of the weight) is not precached: a first visit's keys would
          // compete with its download. The page fills the manual's own cache once the game is calm
          // (platform/web/manualWarmUp.ts), file by file, from the list beside the game.
          globPatterns: [`**/*.{${CACHED_FILES}}`],
          globIgnores: ['**/*.map', 'manual/**'],
          maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
          // `?utm_source=…` or any other query must find the same precached file.
          ignoreURLParametersMatching: [/.*/],
          // The manual's addresses: `guide/` is `guide/index.html` (and `guide` is `guide.html`: Workbox's cleanURLs).
          directoryIndex: 'index.html',
          cleanupOutdatedCaches: true,
          // The first release takes charge of the page at once; later ones wait until the pupil says so.
          clientsClaim: true,
          // Any other address in the game's scope opens the game; the manual's have their own pages.
          navigateFallback: `${base}index.html`,
          navigateFallbackDenylist: [new RegExp(`^${escapedBase}manual/`)],
          // The manual's pages and files come from its cache (filled by the page, or by opening a page
          // online), whatever their query; the page's own fill (`?kq-warm=1`) goes past it to the network.
          // Nothing is fetched from another origin.
          runtimeCaching: manual
            ? [
                {
                  urlPattern: new RegExp(
                    `^(?![^#]*[?&]${WARM_PARAMETER}=)[^?#]*?//[^/]+${escapedBase}manual/`,
                  ),
                  handler: 'CacheFirst',
                  options: { cacheName: manual.cache, matchOptions: { ignoreSearch: true } },
                },
              ]
            : [],
        },
      }),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      ...rendererBuildOptions,
      rolldownOptions: {
        input: { index: resolve(root, 'renderer/index.html') },
      },
    },
  };
});
