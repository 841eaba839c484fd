// What the keystroke benchmarks of the web edition share: the probe that times each key to the frame
// after it, the floor page they are measured beside, and the percentile they report.

/**
 * Installed before a page's own code (an init script): the first keydown listener, timing every key
 * from the event's own time stamp until just after the next frame (a frame callback, then a message
 * task after it), while `window.__kqBench.measuring` is true. The samples are in `window.__kqBench.samples`.
 */
export const PROBE = () => {
  const samples = [];
  window.__kqBench = { samples, measuring: false };
  window.addEventListener(
    'keydown',
    (event) => {
      if (!window.__kqBench.measuring) return;
      const sample = { frame: Number.NaN };
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

/** The `p`th percentile of the finite `values` (NaN when there is none). */
export function percentile(values, p) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
