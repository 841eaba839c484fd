#!/usr/bin/env node
// The web edition in WebKit — WebKitGTK's MiniBrowser driven through WebKitWebDriver (Debian's
// webkit2gtk-driver) under Xvfb, the engine closest to iPad Safari that runs on Linux: start → a new
// player → the first stage played by typing → reload → the saves are kept.
//   node scripts/engines/webkit.mjs [--root out/web] [--base /typing-game/]
// Exits 0 when every check passed or WebKitGTK is not installed (the reason printed), 1 on a failure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, Key } from 'selenium-webdriver';
import { runEngineCheck } from './engineRun.mjs';
import { NOT_CHECKED_IPAD } from './flow.mjs';
import { notBuiltMessage, readServeOptions } from './options.mjs';

const ENGINE = 'WebKitGTK MiniBrowser (WebDriver)';
const DRIVER = '/usr/bin/WebKitWebDriver';
const XVFB_RUN = '/usr/bin/xvfb-run';
const options = readServeOptions(process.argv.slice(2), {
  minibrowser: {
    type: 'string',
    default: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  },
});

const missing = [
  [DRIVER, 'webkit2gtk-driver'],
  [options.minibrowser, 'webkit2gtk-driver'],
  [XVFB_RUN, 'xvfb'],
].filter(([file]) => !existsSync(file));
if (missing.length) {
  const files = missing.map(([file]) => file).join(', ');
  const packages = [...new Set(missing.map(([, pkg]) => pkg))].join(' ');
  console.log(`${ENGINE}: SKIPPED — ${files} not installed (apt-get install ${packages}).`);
  process.exit(0);
}
if (!options.built) {
  console.error(`${ENGINE}: FAIL — ${notBuiltMessage(options.root)}`);
  process.exit(1);
}

/** A free TCP port on 127.0.0.1 for the driver. */
async function freePort() {
  const probe = createServer();
  await new Promise((ok) => probe.listen(0, '127.0.0.1', ok));
  const address = probe.address();
  await new Promise((ok) => probe.close(ok));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** Waits until the driver answers /status (it starts inside Xvfb, which takes a moment). */
async function driverReady(url, child, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/status`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((ok) => setTimeout(ok, 200));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url} within ${timeoutMs} ms`);
}

const KEYS = { Enter: Key.ENTER, Tab: Key.TAB };

let driverProcess;
let driverErrors = '';
const passed = await runEngineCheck(ENGINE, {
  root: options.root,
  base: options.base,
  notChecked: NOT_CHECKED_IPAD,
  launch: async () => {
    const port = await freePort();
    // The driver starts MiniBrowser itself, so it runs inside the virtual display. Its own process
    // group, so the display, the driver and the browser end together.
    driverProcess = spawn(XVFB_RUN, ['-a', DRIVER, `--port=${port}`], {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    driverProcess.stderr.on('data', (chunk) => {
      driverErrors = (driverErrors + chunk).slice(-4000);
    });
    const driverUrl = `http://127.0.0.1:${port}`;
    await driverReady(driverUrl, driverProcess);
    const session = await new Builder()
      .usingServer(driverUrl)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: options.minibrowser, args: ['--automation'] },
      })
      .build();
    const caps = await session.getCapabilities();
    await session
      .manage()
      .window()
      .setRect({ width: 1280, height: 800 })
      .catch(() => {});
    /** @type {import('./flow.mjs').EngineDriver} */
    const driver = {
      open: (url) => session.get(url),
      reload: () => session.navigate().refresh(),
      run: (source) => session.executeScript(`return (${source})();`),
      press: (key) =>
        key === 'Shift+Tab'
          ? session.actions({ async: true }).keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform()
          : session.actions({ async: true }).sendKeys(KEYS[key]).perform(),
      type: (text) => session.actions({ async: true }).sendKeys(text).perform(),
    };
    return {
      name: `${caps.get('browserName')} ${caps.get('browserVersion')}`,
      driver,
      close: () => session.quit(),
    };
  },
  onFailure: () => {
    if (driverErrors) console.error(`  the driver said: ${driverErrors.trim()}`);
  },
});
try {
  if (driverProcess?.pid) process.kill(-driverProcess.pid, 'SIGTERM');
} catch {
  // Already gone.
}
process.exit(passed ? 0 : 1);
