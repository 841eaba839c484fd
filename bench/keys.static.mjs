// What the typing page's own rendering costs a key, with none of the game's script: the web edition
// is played to its first question, its page is copied as it stands (the real stylesheets, every script
// taken out), and a handler of a few lines does to the copy what a right letter does to the answer
// line (one cell correct, the cursor on the next). Each key then goes to the frame after it as in
// web.bench.mjs, beside the floor page and the game itself, as is and throttled 4×; and beside each
// `--variant name=css`, the copy with that CSS added as a stylesheet of its own (the page's policy
// takes no inline style), to try what a style change would save.
// Run after `npm run build:web`:
//   node bench/keys.static.mjs [--root out/web] [--base /typing-game/] [--rounds 2]
//                              [--variant strict=".answer-line{contain:strict;height:1.8em}"] …
// Prints p50 and p95 per page; asserts nothing (web.bench.mjs holds the budget).
import { loadGameWords } from '../scripts/engines/flow.mjs';
import { notBuiltMessage, readServeOptions } from '../scripts/engines/options.mjs';
import { serveFolder } from '../scripts/serve-web.mjs';
import { FLOOR_PAGE, percentile } from './support/keyFrames.mjs';
import { BENCH_VIEWPORT, launchChromium, measureKeys, walkToFirstQuestion } from './support/keySession.mjs';

const options = readServeOptions(process.argv.slice(2), {
  rounds: { type: 'string', default: '2' },
  variant: { type: 'string', multiple: true, default: [] },
});
if (!options.built) throw new Error(notBuiltMessage(options.root));
const ROUNDS = Math.max(1, Number.parseInt(options.rounds, 10) || 2);
const THROTTLES = [1, 4];
const variants = options.variant.map((text) => {
  const at = text.indexOf('=');
  if (at < 1) throw new Error(`--variant takes name=css, not ${text}`);
  return { name: text.slice(0, at), css: text.slice(at + 1) };
});

/** Runs in the copy: a right letter as the game draws it, one cell correct and the cursor on the next. */
const COPY_SCRIPT = `
const field = document.getElementById('kq-copy-field');
const line = document.querySelector('.answer-line');
let at = 0;
field.addEventListener('keydown', (event) => {
  if (event.key.length !== 1) return;
  event.preventDefault();
  const cells = line.children;
  const cell = cells[at % cells.length];
  cell.className = 'answer-char answer-char--correct';
  cell.dataset.state = 'correct';
  cell.lastChild.data = event.key;
  at += 1;
  if (at % cells.length === 0) {
    for (const c of cells) {
      c.className = 'answer-char answer-char--pending';
      c.dataset.state = 'pending';
      c.lastChild.data = '\\u00a0';
    }
  }
  cells[at % cells.length].className = 'answer-char answer-char--pending answer-char--cursor';
});
field.focus();`;

const server = await serveFolder({ root: options.root, base: options.base });
const browser = await launchChromium();
try {
  const { ja, answers } = await loadGameWords();
  const keys = [...answers.values()].flatMap((en) => [en, en]).join('');

  /** The typing page at its first question, copied with its scripts taken out. */
  async function copyTypingPage() {
    const context = await browser.newContext({ viewport: BENCH_VIEWPORT });
    try {
      const page = await context.newPage();
      await walkToFirstQuestion(page, await context.newCDPSession(page), { url: server.url, ja, answers });
      return await page.evaluate(() => {
        for (const node of document.querySelectorAll(
          'script, link[rel="modulepreload"], link[rel="manifest"]',
        )) {
          node.remove();
        }
        document.querySelector('[data-testid="input-capture"]')?.setAttribute('id', 'kq-copy-field');
        return `<!doctype html>${document.documentElement.outerHTML}`;
      });
    } finally {
      await context.close();
    }
  }
  const copy = await copyTypingPage();
  // Served at the game's own address, so its stylesheets, fonts and policy apply as they do in the game.
  const copyUrl = (name) => `${server.url}kq-copy-${name}.html`;
  const scriptUrl = `${server.url}kq-copy.js`;
  const COPY_TAG = '<script src="kq-copy.js"></script>';
  const floorUrl = `${server.url}kq-floor.html`;
  const pages = [
    { label: 'floor page', kind: 'floor' },
    { label: 'game (web build)', kind: 'game' },
    { label: 'copy of its page, no script of the game', kind: 'copy', name: 'as-is', css: '' },
    ...variants.map((v) => ({ label: `copy + ${v.name}`, kind: 'copy', name: v.name, css: v.css })),
  ];

  /** The copies' pages and stylesheets, served at the game's own address from this script. */
  async function routeCopies(context) {
    await context.route(scriptUrl, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: COPY_SCRIPT }),
    );
    await context.route(floorUrl, (route) => route.fulfill({ contentType: 'text/html', body: FLOOR_PAGE }));
    // The page's policy takes styles from files only: a variant's CSS is a file of its own, last.
    for (const p of pages.filter((p) => p.kind === 'copy')) {
      const css = p.css ? `<link rel="stylesheet" href="kq-copy-${p.name}.css">` : '';
      const html = copy.replace('</head>', `${css}</head>`).replace('</body>', `${COPY_TAG}</body>`);
      await context.route(copyUrl(p.name), (route) =>
        route.fulfill({ contentType: 'text/html', body: html }),
      );
      await context.route(`${server.url}kq-copy-${p.name}.css`, (route) =>
        route.fulfill({ contentType: 'text/css', body: p.css }),
      );
    }
  }

  /** Key samples (ms) of one page at one CPU throttle. */
  async function samplesOf(target, throttle) {
    const samples = await measureKeys(browser, {
      url: target.kind === 'game' ? server.url : target.kind === 'floor' ? floorUrl : copyUrl(target.name),
      game: target.kind === 'game',
      throttle,
      ja,
      answers,
      keys,
      fieldIds: ['field', 'kq-copy-field'],
      prepare: routeCopies,
      // The precache download is a first visit's alone; the copies have none.
      beforeKeys: (page) => page.evaluate(() => navigator.serviceWorker?.ready),
    });
    return samples.map((s) => s.frame);
  }

  console.log(`Keystroke → next frame, the typing page with and without its script — ${options.root}`);
  for (const throttle of THROTTLES) {
    const samples = new Map(pages.map((p) => [p, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of pages) samples.get(target).push(...(await samplesOf(target, throttle)));
    }
    console.log(throttle === 1 ? '  CPU as is' : `  CPU throttled ${throttle}×`);
    for (const [target, values] of samples) {
      const figures = `p50 ${percentile(values, 50).toFixed(1).padStart(5)} ms   p95 ${percentile(values, 95)
        .toFixed(1)
        .padStart(5)} ms`;
      console.log(`    ${target.label.padEnd(44)} ${figures}   (${values.length} keys)`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
