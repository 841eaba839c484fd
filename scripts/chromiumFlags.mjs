// The one list of Chromium flags for every run on a machine like ours (the end-to-end tests, the
// benchmarks, the icon maker): no sandbox, no GPU and no background traffic, so runs are quiet and alike.
// Plain JavaScript, so that Node scripts and playwright.config.ts read the same list.

/** Flags of every Chromium run here: no sandbox, no GPU, no background traffic. */
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** The same flags with Chromium's new headless mode, for scripts that launch it themselves. */
export const HEADLESS_CHROMIUM_FLAGS = Object.freeze(['--headless=new', ...CHROMIUM_FLAGS]);
