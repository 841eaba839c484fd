#!/usr/bin/env node
// `npm start`: builds the manual when it is missing, then builds the app and opens it in Electron.
// When Electron cannot be prepared (no binary and no network to fetch it), it says so in one line and
// opens the web edition in the system browser instead: built (unless `--no-build`), served on
// localhost, the address printed and handed to the browser.
// Tools run as `node <entry>` so this works the same on Windows, macOS and Linux.
//   KOTOBA_ELECTRON_MODULE  where the `electron` package is looked up (default: `electron`)
//   KOTOBA_BROWSER          a program (or a .mjs/.js script) to open the web edition's address with,
//                           instead of xdg-open / open / start
//   KOTOBA_WEB_PORT         the web edition's port (default 4173; 0 for any free one)
//   KOTOBA_WEB_DIR          the built web edition to serve (default out/web)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function run(script, args, env = {}) {
  const result = spawnSync(process.execPath, [join(root, script), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.error) console.error(`Could not run ${script}: ${result.error.message}`);
  return result.status === 0;
}

// Electron fetches its binary the first time the `electron` package is loaded, not at install time;
// loading it here does that once and gives electron-vite the executable's path.
function electronExecutable() {
  try {
    return { path: createRequire(import.meta.url)(process.env.KOTOBA_ELECTRON_MODULE || 'electron') };
  } catch (error) {
    return { reason: (error instanceof Error ? error.message : String(error)).split('\n')[0] };
  }
}

/** Opens an address in the system's browser (or the program KOTOBA_BROWSER names). */
function openInBrowser(url) {
  const chosen = process.env.KOTOBA_BROWSER;
  const [command, args] = chosen
    ? /\.[cm]?js$/.test(chosen)
      ? [process.execPath, [chosen, url]]
      : [chosen, [url]]
    : process.platform === 'win32'
      ? ['cmd', ['/c', 'start', '', url]]
      : process.platform === 'darwin'
        ? ['open', [url]]
        : ['xdg-open', [url]];
  const child = spawn(command, args, { stdio: 'ignore', detached: process.platform !== 'win32' });
  child.on('error', () => console.log(`Open ${url} in a browser.`));
  child.unref();
}

async function startWebEdition() {
  if (!process.argv.includes('--no-build') && !run('scripts/build-web.mjs', [])) process.exit(1);
  const { startWebServer } = await import('./serve-web.mjs');
  const dir = process.env.KOTOBA_WEB_DIR || join(root, 'out', 'web');
  const port = Number(process.env.KOTOBA_WEB_PORT ?? 4173);
  const { url } = await startWebServer({ dir, port }).catch(() =>
    // Port 4173 taken (another `npm run web`?): any free port will do.
    startWebServer({ dir, port: 0 }),
  );
  console.log(`The web edition is served on ${url}  (Ctrl+C stops it)`);
  openInBrowser(url);
}

const electron = electronExecutable();
if (!electron.path) {
  console.log(
    `Electron could not be prepared (${electron.reason}); opening the web edition in the browser instead.`,
  );
  await startWebEdition();
} else {
  if (!existsSync(join(root, 'manual/doc_build/index.html'))) {
    console.log('The manual is not built yet; building it first (about a minute).');
    if (!run('scripts/manual-build.mjs', [])) {
      // The game does not need the manual to run; Help → Manual then explains that it is not built.
      console.warn('The manual could not be built (see above); starting the game without it.');
    }
  }
  if (
    !run('node_modules/electron-vite/bin/electron-vite.js', ['preview'], {
      ELECTRON_EXEC_PATH: electron.path,
    })
  ) {
    process.exit(1);
  }
}
