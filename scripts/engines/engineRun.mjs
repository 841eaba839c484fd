// The part every other-engine run shares: serve the build, start the browser, walk the game
// (flow.mjs), print the summary and say what was not checked. Each engine only says how its browser
// is started and driven.
import { serveFolder } from '../serve-web.mjs';
import { loadGameWords, playStageAndReload, printSummary } from './flow.mjs';
import { precacheManifest } from './options.mjs';

/**
 * A started browser as a run needs it.
 * @typedef {object} StartedBrowser
 * @property {string} name  The browser and its version, for the log.
 * @property {import('./flow.mjs').EngineDriver} driver
 * @property {() => Promise<void>} close
 */

/**
 * Serves `root` under `base`, starts the browser with `launch`, walks the game in it and prints the
 * summary with what this engine cannot show (`notChecked`); answers true when every check passed.
 * `onFailure` may add what the engine's tools said.
 * @param {string} engine
 * @param {{ root: string, base: string, notChecked: string[], launch: () => Promise<StartedBrowser>, onFailure?: () => void }} run
 */
export async function runEngineCheck(engine, { root, base, notChecked, launch, onFailure = () => {} }) {
  const started = Date.now();
  const { ja, answers } = await loadGameWords();
  const server = await serveFolder({ root, base });
  console.log(`${engine}: ${root} at ${server.url}`);
  /** @type {StartedBrowser | undefined} */
  let browser;
  let passed = false;
  try {
    browser = await launch();
    console.log(`  browser: ${browser.name}`);
    const result = await playStageAndReload(browser.driver, {
      url: server.url,
      serviceWorker: precacheManifest(root) !== null,
      ja,
      answers,
      log: (line) => console.log(`  ${line}`),
    });
    passed = printSummary(engine, result, Date.now() - started, notChecked);
  } catch (error) {
    console.error(`\n${engine}: FAIL — ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    onFailure();
  } finally {
    await browser?.close().catch(() => {});
    await server.close();
  }
  return passed;
}
