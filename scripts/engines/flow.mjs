// The walk every other-engine run makes through the web edition, keyboard only: start → (who is
// playing? → a new player) → the sound question → title → map → the first stage played through by
// typing its answers → back to the map → reload → the saves are kept (no sound question again, the
// player still there, the stage still cleared). It speaks to the browser through a small driver
// (selenium-webdriver for WebKitGTK, puppeteer-core for Firefox), so both engines walk the same way.
//
// It finds things the way the Playwright suites do (tests/e2e/game.spec.ts, tests/e2e/support/
// battlePlay.ts): the prompt is #question-prompt, the count `.question-progress`, the results dialog
// the one holding [data-testid="results-rank"], the map's markers are buttons labelled
// 「ステージ n：…」 with data-state, and the sentences come from the game's own message table.
import { importSource } from '../../bench/importSource.mjs';
import { ROOT } from './options.mjs';

/**
 * A browser as the walk needs it.
 * @typedef {object} EngineDriver
 * @property {(url: string) => Promise<void>} open  Goes to an address.
 * @property {() => Promise<void>} reload  Reloads the page.
 * @property {(source: string) => Promise<unknown>} run  Runs `(source)()` in the page, answers its value.
 * @property {(key: 'Enter' | 'Tab' | 'Shift+Tab') => Promise<void>} press  Presses one key (with Shift).
 * @property {(text: string) => Promise<void>} type  Types text, key by key, into what has the focus.
 */

const PLAYER_NAME = 'さくら';

/** The game's messages and the first stage's answers (Japanese prompt → English), from its own sources. */
export async function loadGameWords() {
  const source = await importSource(
    ROOT,
    "export { ja } from './core/i18n/ja'; export { number } from './renderer/src/data/sets/number';",
    'engines-words',
  );
  return {
    ja: source.ja,
    answers: new Map(source.number.items.map((q) => [q.ja, q.en])),
  };
}

/** A prompt as the data writes it: the generated readings (「元気（げんき）」) taken out. */
const withoutReadings = (text) => text.replace(/（[^）]*）/g, '');

/**
 * What is on screen, read in one go: the "who is playing?" screen, dialogs, the title, the map's
 * first marker, the typing page and the results. Runs in the page; `words` are the sentences to look for.
 */
function screenInPage(words) {
  const shown = (el) =>
    el !== null &&
    (typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0);
  const text = (el) => (el?.textContent ?? '').trim();
  const dialogs = [...document.querySelectorAll('[role="dialog"], dialog[open]')].filter(shown);
  const headings = [...document.querySelectorAll('h1, h2, h3')].filter(shown).map(text);
  // biome-ignore lint/performance/useDomNodeTextContent: only the text on screen counts, as a pupil reads it.
  const bodyText = document.body?.innerText ?? '';
  const active = document.activeElement;
  const stage1 = [...document.querySelectorAll('button[aria-label]')].find((b) =>
    b.getAttribute('aria-label')?.startsWith('ステージ 1：'),
  );
  // A player's button is named by its aria-label (「さくら で あそぶ」) or, failing that, by its text.
  const playButtons = [...document.querySelectorAll('button')]
    .filter(shown)
    .map((b) => b.getAttribute('aria-label') || text(b))
    .filter((name) => name.endsWith(words.playSuffix));
  const badge = [...document.querySelectorAll('button[aria-label]')]
    .map((b) => b.getAttribute('aria-label') ?? '')
    .find((label) => label.startsWith(words.switchPrefix));
  const cover = document.querySelector('[data-testid="typing-cover"]');
  // The page's Tab stops in order, to know when the next Tab would leave the page for the browser's own
  // controls (in Firefox, keys sent after that round trip no longer activate buttons).
  const stops = [
    ...document.querySelectorAll(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((el) => shown(el) && !el.closest('[inert]'));
  return {
    who: headings.includes(words.whoTitle),
    consent: dialogs.some((d) => text(d).includes(words.consentTitle)),
    title: bodyText.includes(words.titleStart),
    map: headings.some((h) => h.includes(words.mapTitle)),
    results: document.querySelector('[data-testid="results-rank"]') !== null,
    cover: shown(cover) ? text(cover) : null,
    typing: document.querySelector('[data-testid="typing-page"]') !== null,
    prompt: text(document.getElementById('question-prompt')),
    progress: text(document.querySelector('.question-progress')),
    recall: bodyText.includes(words.recall),
    playButtons,
    badge: badge ?? null,
    stage1: stage1
      ? { state: stage1.dataset.state ?? '', label: stage1.getAttribute('aria-label') ?? '' }
      : null,
    activeLabel: active?.getAttribute('aria-label') ?? '',
    activeText: text(active).slice(0, 80),
    activeTag: active?.tagName ?? '',
    activeClass: active?.getAttribute('class') ?? '',
    activeTestId: active?.getAttribute('data-testid') ?? '',
    atLastStop: stops.length > 0 && stops[stops.length - 1] === active,
    atFirstStop: stops.length > 0 && stops[0] === active,
  };
}

/** Resolves in the page once the next frame has been drawn, so what the page shows now is on screen. */
function paintedInPage() {
  return new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0)));
}

/** Where the saves of the page live, for the report: IndexedDB databases, localStorage keys, the worker. */
async function storageInPage() {
  const databases =
    typeof indexedDB.databases === 'function'
      ? (await indexedDB.databases()).map((d) => d.name)
      : ['(indexedDB.databases() not available)'];
  const keys = [];
  try {
    for (let i = 0; i < localStorage.length; i++) keys.push(localStorage.key(i));
  } catch {
    keys.push('(localStorage not readable)');
  }
  return {
    databases,
    localStorage: keys,
    serviceWorkerApi: 'serviceWorker' in navigator,
    controlled: Boolean(navigator.serviceWorker?.controller),
  };
}

/**
 * The steps of a walk through the game with `driver`, each answering true when it got through; the
 * checks made (name, ok, detail), the facts seen and the time each step took are kept on the walk.
 * A failed check never throws: the caller stops at the first step that answers false.
 * @param {EngineDriver} driver
 */
export function createWalk(driver, { ja, answers, log = () => {}, stepTimeoutMs = 60_000 }) {
  const words = {
    whoTitle: ja['classroom.who.title'],
    consentTitle: ja['consent.title'],
    titleStart: ja['title.start'],
    mapTitle: ja['map.title'],
    recall: ja['typing.phase.recall'],
    playSuffix: ja['classroom.who.play'].replace('{name}', ''),
    switchPrefix: ja['classroom.who.switch'].split('{name}')[0],
  };
  const playLabel = ja['classroom.who.play'].replace('{name}', PLAYER_NAME);
  const checks = [];
  const facts = {};
  const steps = [];
  let stepStart = Date.now();
  let hasPlayers = false;

  const check = (name, ok, detail = '') => {
    checks.push({ name, ok: Boolean(ok), detail });
    log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
    return Boolean(ok);
  };
  const step = (name) => {
    const now = Date.now();
    steps.push({ name, ms: now - stepStart });
    stepStart = now;
  };
  /** @returns {Promise<ReturnType<typeof screenInPage>>} */
  const screen = async () =>
    /** @type {ReturnType<typeof screenInPage>} */ (
      await driver.run(`() => (${screenInPage.toString()})(${JSON.stringify(words)})`)
    );
  /** Polls the screen until `until` holds; answers the last screen, or null after the time is out. */
  const waitFor = async (what, until, timeoutMs = stepTimeoutMs) => {
    const started = Date.now();
    let last = null;
    while (Date.now() - started < timeoutMs) {
      try {
        last = await screen();
        if (until(last)) return last;
      } catch (error) {
        // The page may be between documents (a reload); try again.
        last = { error: String(error) };
      }
      await new Promise((ok) => setTimeout(ok, 50));
    }
    log(`     waited ${timeoutMs} ms for ${what}; last screen: ${JSON.stringify(last)}`);
    return null;
  };
  /**
   * Presses Tab until `wanted` holds for the focused element (at most `limit` presses); from the page's
   * last Tab stop it goes on backwards with Shift+Tab rather than leave the page.
   */
  const tabTo = async (wanted, limit = 40) => {
    let key = 'Tab';
    for (let n = 0; n < limit; n++) {
      const now = await screen();
      if (wanted(now)) return true;
      if (now.atLastStop) key = 'Shift+Tab';
      else if (now.atFirstStop && key === 'Shift+Tab') return false;
      await driver.press(key);
    }
    return wanted(await screen());
  };
  const storage = () => driver.run(storageInPage.toString()).catch((error) => String(error));

  /** Opens the game; on "who is playing?" makes a new player with the keyboard and plays as them. */
  const start = async (url) => {
    await driver.open(url);
    const first = await waitFor(
      'the first screen (who is playing?, the sound question or the title)',
      (s) => s.who || s.consent || s.title,
    );
    if (!check('the game starts', first)) return false;
    step('start');
    if (!first.who) return true;
    hasPlayers = true;
    const onName = await tabTo(
      (s) => s.activeTag === 'INPUT' && s.activeClass.includes('kq-player-form-input'),
    );
    if (!check('the name field takes the keyboard', onName)) return false;
    await driver.type(PLAYER_NAME);
    await driver.press('Enter');
    const added = await waitFor('the new player', (s) => s.playButtons.includes(playLabel));
    if (!check(`a new player 「${PLAYER_NAME}」 is made with the keyboard`, added)) return false;
    if (
      !check(
        'the player is reached with Tab',
        await tabTo((s) => (s.activeLabel || s.activeText) === playLabel),
      )
    )
      return false;
    await driver.press('Enter');
    step('new player');
    return true;
  };

  /** From the sound question or the title to the first stage's first question, with Enter only. */
  const toFirstQuestion = async () => {
    const shown = await waitFor('the sound question or the title', (s) => s.consent || s.title);
    if (!check('the sound question or the title shows', shown)) return false;
    if (shown.consent) {
      await driver.press('Enter');
      const answered = await waitFor('the sound question answered', (s) => !s.consent && s.title);
      if (!check('the sound question is answered with Enter', answered)) return false;
    }
    await driver.press('Enter');
    const onMap = await waitFor(
      'the map with the first stage focused',
      (s) => s.map && s.activeLabel.startsWith('ステージ 1：'),
    );
    if (!check('Enter on the title opens the map, the first stage focused', onMap)) return false;
    step('title → map');
    await driver.press('Enter');
    // The answer field takes the focus a frame after the page shows; Enter is for it.
    const ready = await waitFor(
      'the typing page ready, its answer field focused',
      (s) => s.typing && s.cover !== null && s.activeTestId === 'input-capture',
    );
    if (!check('Enter on the first stage opens its typing page', ready)) return false;
    await driver.press('Enter');
    const playing = await waitFor('the first question', (s) => s.cover === null && s.prompt !== '');
    if (!check('Enter starts the stage', playing)) return false;
    step('map → first question');
    return true;
  };

  /**
   * Types the answer of each prompt on screen until the results show. Each answer is typed when the
   * screen has moved on (the next word, the recall of the same word, or the results) and the frame
   * that shows it has been drawn, never after a fixed time: a pupil answers what is on screen, and
   * the page may change its text a frame before it draws it.
   */
  const playStage = async () => {
    let now = await waitFor('a question', (s) => s.cover === null && s.prompt !== '');
    if (!check('a question is on screen', now)) return false;
    let typed = 0;
    for (let n = 0; n < 40 && !now.results; n++) {
      const answer = answers.get(now.prompt) ?? answers.get(withoutReadings(now.prompt));
      if (!answer)
        return check(`an answer for the prompt 「${now.prompt}」`, false, 'not in the first stage');
      const before = `${now.prompt}|${now.progress}|${now.recall}`;
      await driver.run(paintedInPage.toString());
      await driver.type(answer);
      typed++;
      const next = await waitFor(
        `the screen to move on after 「${answer}」`,
        (s) => s.results || `${s.prompt}|${s.progress}|${s.recall}` !== before,
      );
      if (!next) return check(`「${answer}」 typed is taken`, false, `${before} did not change`);
      now = next;
    }
    if (!check('the stage is played through by typing its answers', now.results, `${typed} answers typed`))
      return false;
    step(`typing (${typed} answers)`);
    return true;
  };

  /** On the results, Enter on "retry" (it has the focus) starts the same stage again. */
  const retry = async () => {
    await driver.press('Enter');
    const again = await waitFor('the stage again', (s) => !s.results && s.cover === null && s.prompt !== '');
    return check('Enter on the results plays the stage again', again);
  };

  /** From the results back to the map as a pupil does (Tab to the map button, Enter): the stage is cleared. */
  const backToMap = async () => {
    const toMap = await tabTo((s) => s.activeText === ja['results.backToMap']);
    if (!check('the results’ map button is reached with Tab', toMap)) return false;
    await driver.press('Enter');
    const cleared = await waitFor(
      'the first stage cleared on the map',
      (s) => s.map && s.stage1?.state === 'cleared',
    );
    if (!check('the map shows the first stage cleared', cleared)) return false;
    step('results → map');
    return true;
  };

  /** Reloads the page: the sound question is not asked again, the player and the cleared stage are kept. */
  const reloadKeepsSaves = async () => {
    await driver.reload();
    const back = await waitFor('the game after the reload', (s) => s.who || s.consent || s.title || s.map);
    if (!check('the game starts again after a reload', back)) return false;
    check('the sound question is not asked again (settings kept)', !back.consent);
    if (hasPlayers) {
      const kept = back.who
        ? back.playButtons.includes(playLabel)
        : back.badge === ja['classroom.who.switch'].replace('{name}', PLAYER_NAME);
      check(
        `the player 「${PLAYER_NAME}」 is still there`,
        kept,
        back.who ? 'on "who is playing?"' : 'badge',
      );
      if (back.who) {
        await tabTo((s) => (s.activeLabel || s.activeText) === playLabel);
        await driver.press('Enter');
      }
    }
    const title = await waitFor('the title', (s) => s.title && !s.consent && !s.who);
    if (!check('the title shows after the reload', title)) return false;
    await driver.press('Enter');
    const mapAgain = await waitFor('the map after the reload', (s) => s.map && s.stage1 !== null);
    const ok = check(
      'after the reload the first stage is still cleared',
      mapAgain?.stage1?.state === 'cleared',
      mapAgain?.stage1?.label ?? 'no map',
    );
    step('reload → map');
    return ok;
  };

  /**
   * Where the build registers a service worker (`expected`: the served folder has one): it installs
   * (its precache filled, polled, never a fixed wait) and, from the next load on, controls the page.
   */
  const serviceWorkerControls = async (expected, timeoutMs = 180_000) => {
    const stateOf = `async () => {
      if (!('serviceWorker' in navigator)) return 'no service-worker API';
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return 'none registered';
      return registration.active?.state ?? (registration.installing ? 'installing' : 'waiting');
    }`;
    const started = Date.now();
    let state = String(await driver.run(stateOf));
    // A build with a worker registers it soon after the start; give it a little time to.
    while (expected && state === 'none registered' && Date.now() - started < 30_000) {
      await new Promise((ok) => setTimeout(ok, 500));
      state = String(await driver.run(stateOf).catch(() => 'between pages'));
    }
    if (state === 'none registered' || state === 'no service-worker API') {
      facts.serviceWorker = state;
      return !expected || check('the build’s service worker is registered', false, state);
    }
    while (state !== 'activated' && Date.now() - started < timeoutMs) {
      await new Promise((ok) => setTimeout(ok, 500));
      state = String(await driver.run(stateOf).catch(() => 'between pages'));
    }
    if (!check('the service worker installs (its precache filled)', state === 'activated', state))
      return false;
    facts.serviceWorker = `activated ${((Date.now() - started) / 1000).toFixed(1)} s after the checks above`;
    if (!(await driver.run('() => navigator.serviceWorker.controller !== null'))) {
      await driver.reload();
      await waitFor('the game after the reload', (s) => s.who || s.consent || s.title || s.map);
    }
    const ok = check(
      'the service worker controls the page',
      await driver.run('() => navigator.serviceWorker.controller !== null'),
    );
    step('service worker');
    return ok;
  };

  /** Where players exist: a new start of the window (the chosen player forgotten) offers the player. */
  const newStartOffersPlayer = async () => {
    if (!hasPlayers) return true;
    await driver.run('() => sessionStorage.clear()');
    await driver.reload();
    const who = await waitFor('"who is playing?" on a new start', (s) => s.who);
    const ok = check(
      `on a new start 「${PLAYER_NAME}」 is offered on "who is playing?"`,
      who?.playButtons.includes(playLabel),
    );
    step('new start → who is playing?');
    return ok;
  };

  return {
    checks,
    facts,
    steps,
    screen,
    waitFor,
    storage,
    hasPlayers: () => hasPlayers,
    start,
    toFirstQuestion,
    playStage,
    retry,
    backToMap,
    reloadKeepsSaves,
    serviceWorkerControls,
    newStartOffersPlayer,
  };
}

/**
 * Walks the web edition at `url` with `driver`: start → (a new player) → the first stage played by
 * typing → back to the map → reload → saves kept → (the service worker installed and in control) →
 * (a new start offers the player); answers the checks, facts and steps' times. `serviceWorker`: the
 * build has one, so it must register.
 * @param {EngineDriver} driver
 */
export async function playStageAndReload(driver, { url, serviceWorker = false, ...options }) {
  const walk = createWalk(driver, options);
  const result = () => ({ checks: walk.checks, facts: walk.facts, steps: walk.steps });
  if (!(await walk.start(url))) return result();
  if (!(await walk.toFirstQuestion())) return result();
  if (!(await walk.playStage())) return result();
  if (!(await walk.backToMap())) return result();
  walk.facts.beforeReload = await walk.storage();
  if (!(await walk.reloadKeepsSaves())) return result();
  walk.facts.afterReload = await walk.storage();
  await walk.serviceWorkerControls(serviceWorker);
  await walk.newStartOffersPlayer();
  walk.facts.players = walk.hasPlayers()
    ? 'the "who is playing?" screen was shown'
    : 'no players in this build';
  return result();
}

/** What a WebKitGTK run on this machine cannot show of a real iPad; printed after its summary. */
export const NOT_CHECKED_IPAD = [
  'the software keyboard (no touch screen or on-screen keyboard here; keys are sent as hardware keys)',
  'Home Screen web apps (Add to Home Screen, standalone display, a Web Clip pushed by device management)',
  "Safari's 7-day eviction of a site's storage, and iPadOS' own storage pressure",
  'iPadOS itself: WebKitGTK shares the engine with Safari, not its shell, its fonts or its gestures',
  'an offline start in WebKit: the network cannot be cut for WebKitGTK here (offline is shown in Chromium)',
];

/** Prints the checks, the facts, the steps' times and what was not checked; answers true when all passed. */
export function printSummary(engine, { checks, facts, steps }, totalMs, notChecked = []) {
  const failed = checks.filter((c) => !c.ok);
  console.log(`\n${engine}: ${failed.length === 0 && checks.length > 0 ? 'PASS' : 'FAIL'}`);
  console.log(
    `  ${checks.length - failed.length} of ${checks.length} checks passed in ${(totalMs / 1000).toFixed(1)} s`,
  );
  for (const c of failed) console.log(`  failed: ${c.name}${c.detail ? ` — ${c.detail}` : ''}`);
  if (steps.length)
    console.log(`  steps: ${steps.map((s) => `${s.name} ${(s.ms / 1000).toFixed(1)} s`).join(', ')}`);
  for (const [name, value] of Object.entries(facts)) console.log(`  ${name}: ${JSON.stringify(value)}`);
  if (notChecked.length) console.log('  not checked here:');
  for (const line of notChecked) console.log(`    - ${line}`);
  return failed.length === 0 && checks.length > 0;
}
