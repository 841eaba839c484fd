// What the keystroke benchmarks of the web edition do alike: the headless Chromium they launch, the walk
// to the game's first question, and one page's keys measured at a CPU throttle (the game's first
// stage played through, or a plain page typed into).
import { chromium } from 'playwright-core';
import { HEADLESS_CHROMIUM_FLAGS } from '../../scripts/chromiumFlags.mjs';
import { createWalk } from '../../scripts/engines/flow.mjs';
import { playwrightDriver } from './cdpKeys.mjs';
import { PROBE } from './keyFrames.mjs';

/** The window every keystroke benchmark types in: a school laptop's screen. */
export const BENCH_VIEWPORT = { width: 1280, height: 800 };

/** Headless Chromium with the project's flags (CHROMIUM_PATH names another binary). */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...HEADLESS_CHROMIUM_FLAGS],
  });
}

/**
 * Opens the game at `url` in `page` and walks it to its first question as a new pupil would
 * (scripts/engines/flow.mjs); answers the walk, ready to play the stage. Throws when the question
 * is not reached.
 */
export async function walkToFirstQuestion(page, cdp, { url, ja, answers, log = () => {} }) {
  const walk = createWalk(playwrightDriver(page, cdp), { ja, answers, log, stepTimeoutMs: 30_000 });
  if (!(await walk.start(url)) || !(await walk.toFirstQuestion())) {
    throw new Error(`could not reach the first question at ${url}`);
  }
  return walk;
}

/**
 * The key samples of one page in a context of its own (`{ frame, stillFor }` each, see PROBE), at CPU
 * `throttle`×. With `game`, the game at `url` is walked to its first question, `beforeKeys(page)` runs,
 * and its first stage is played through while measured; otherwise the page at `url` is opened, its
 * field (an element whose id is one of `fieldIds`) takes the focus, and `keys` are typed into it.
 * `prepare(context)` runs before the page opens (routes, say).
 */
export async function measureKeys(
  browser,
  {
    url,
    game,
    throttle,
    reducedMotion = false,
    ja,
    answers,
    keys = '',
    fieldIds = ['field'],
    prepare = async () => {},
    beforeKeys = async () => {},
    log = () => {},
  },
) {
  const context = await browser.newContext({
    viewport: BENCH_VIEWPORT,
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  try {
    await context.addInitScript(PROBE);
    await prepare(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const measuring = (on) =>
      page.evaluate((value) => {
        window.__kqBench.measuring = value;
      }, on);
    if (game) {
      const walk = await walkToFirstQuestion(page, cdp, { url, ja, answers, log });
      await beforeKeys(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await measuring(true);
      const played = await walk.playStage();
      await measuring(false);
      if (!played) {
        const failed = walk.checks.filter((c) => !c.ok).map((c) => c.name);
        throw new Error(`the stage was not played through at ${url}: ${failed.join('; ')}`);
      }
    } else {
      await page.goto(url);
      await page.waitForFunction((ids) => ids.includes(document.activeElement?.id ?? ''), fieldIds);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await measuring(true);
      await playwrightDriver(page, cdp).type(keys);
      await measuring(false);
    }
    // The last key's frame is given time to come before the samples are read.
    await page.waitForTimeout(300);
    return await page.evaluate(() => window.__kqBench.samples);
  } finally {
    await context.close();
  }
}
