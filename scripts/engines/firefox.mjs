#!/usr/bin/env node
// The web edition in Firefox ESR (Debian's firefox-esr), driven over WebDriver BiDi by puppeteer-core:
// start → a new player → the first stage played by typing → reload → the saves are kept.
//   node scripts/engines/firefox.mjs [--root out/web] [--base /typing-game/] [--firefox /usr/bin/firefox-esr]
// Exits 0 when every check passed or Firefox is not installed (the reason printed), 1 on a failure.
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { runEngineCheck } from './engineRun.mjs';
import { notBuiltMessage, readServeOptions } from './options.mjs';

const ENGINE = 'Firefox ESR (WebDriver BiDi)';
const NOT_CHECKED = [
  "pupils' own browsers: GIGA Chromebooks run Chrome and iPads WebKit; this run shows the game leans on nothing only Chromium has",
  'sound and speech (headless, no audio device)',
];
const options = readServeOptions(process.argv.slice(2), {
  firefox: { type: 'string', default: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr' },
});

if (!existsSync(options.firefox)) {
  console.log(`${ENGINE}: SKIPPED — ${options.firefox} is not installed (apt-get install firefox-esr).`);
  process.exit(0);
}
if (!options.built) {
  console.error(`${ENGINE}: FAIL — ${notBuiltMessage(options.root)}`);
  process.exit(1);
}

const passed = await runEngineCheck(ENGINE, {
  root: options.root,
  base: options.base,
  notChecked: NOT_CHECKED,
  launch: async () => {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: options.firefox,
      headless: true,
      // A profile of its own per run (puppeteer makes one), so nothing of another run is kept.
      extraPrefsFirefox: { 'browser.sessionstore.resume_from_crash': false },
    });
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    /** @type {import('./flow.mjs').EngineDriver} */
    const driver = {
      open: async (url) => {
        await page.goto(url, { waitUntil: 'load' });
      },
      reload: async () => {
        await page.reload({ waitUntil: 'load' });
      },
      run: (source) => page.evaluate(`(${source})()`),
      press: async (key) => {
        if (key !== 'Shift+Tab') return page.keyboard.press(key);
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      },
      type: (text) => page.keyboard.type(text),
    };
    return { name: await browser.version(), driver, close: () => browser.close() };
  },
});
process.exit(passed ? 0 : 1);
