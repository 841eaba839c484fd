// What the keystroke benchmarks of the web edition share: the probe that times each key to the frame
// after it, the floor page they are measured beside, and the percentile they report.

/**
 * Installed before a page's own code (an init script): the first keydown listener, timing every key
 * from the event's own time stamp until just after the next frame (a frame callback, then a message
 * task after it), while `window.__kqBench.measuring` is true. The samples are in `window.__kqBench.samples`,
 * each `{ frame, stillFor }`: `stillFor` is how long (ms) no CSS animation or transition had been
 * running when the key came (0 while one runs, Infinity when none ever ran). While anything moves, the
 * page makes a frame at every refresh of the display and a key waits for the next one; the browser
 * goes on so for a few refreshes after the last motion ends; a page still for longer makes its frame
 * as soon as a key asks for it. Motions are followed by their start and end events (a motion on an
 * element taken out of the page ends with it), so the probe forces no style update of its own.
 */
export const PROBE = () => {
  const samples = [];
  window.__kqBench = { samples, measuring: false };
  /** The motions running now: for each element, how many of each name. */
  const motions = new Map();
  /** When the last motion ended (ms, the page's clock), or -Infinity when none has. */
  let lastEnded = Number.NEGATIVE_INFINITY;
  const follow = (type, step) =>
    window.addEventListener(
      type,
      (event) => {
        const name = event.animationName ?? event.propertyName;
        const names = motions.get(event.target) ?? new Map();
        const count = Math.max(0, (names.get(name) ?? 0) + step);
        if (count > 0) names.set(name, count);
        else names.delete(name);
        if (names.size > 0) motions.set(event.target, names);
        else motions.delete(event.target);
        if (step < 0) lastEnded = performance.now();
      },
      { capture: true },
    );
  for (const type of ['animationstart', 'transitionrun']) follow(type, 1);
  for (const type of ['animationend', 'animationcancel', 'transitionend', 'transitioncancel'])
    follow(type, -1);
  const stillFor = () => {
    for (const element of motions.keys()) {
      if (!element.isConnected) {
        motions.delete(element);
        lastEnded = performance.now();
      }
    }
    return motions.size > 0 ? 0 : performance.now() - lastEnded;
  };
  window.addEventListener(
    'keydown',
    (event) => {
      if (!window.__kqBench.measuring) return;
      const sample = { frame: Number.NaN, stillFor: stillFor() };
      samples.push(sample);
      requestAnimationFrame(() => {
        const painted = new MessageChannel();
        painted.port1.onmessage = () => {
          sample.frame = performance.now() - event.timeStamp;
        };
        painted.port2.postMessage(0);
      });
    },
    { capture: true },
  );
};

/** The floor page: the least a typing page can do, one line of text rewritten per key. */
export const FLOOR_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>floor</title>
<style>body{font:24px system-ui,sans-serif;margin:2rem}input{position:absolute;opacity:0}</style></head>
<body><p id="line">&nbsp;</p><input id="field" aria-label="type here" autocomplete="off">
<script>
  // The least a typing page can do: one line of text rewritten per key.
  const field = document.getElementById('field');
  const line = document.getElementById('line');
  let typed = '';
  field.addEventListener('keydown', (event) => {
    if (event.key.length !== 1) return;
    event.preventDefault();
    typed = (typed + event.key).slice(-40);
    line.textContent = typed;
  });
  field.focus();
</script></body></html>`;

/**
 * The floor page with something moving all the time (a marker sliding to and fro, as the game's
 * motions do after a blow): what any page pays for a key typed while it moves.
 */
export const FLOOR_PAGE_MOVING = FLOOR_PAGE.replace(
  '</style>',
  '#moving{width:2rem;height:2rem;background:#48c;animation:slide 900ms ease-in-out infinite alternate}' +
    '@keyframes slide{to{transform:translateX(12rem)}}</style>',
).replace('<p id="line">', '<div id="moving"></div><p id="line">');

/** The `p`th percentile of the finite `values` (NaN when there is none). */
export function percentile(values, p) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
