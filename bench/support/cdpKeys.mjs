// What the web benchmarks share to type into the game: keys sent one by one through CDP as a keyboard
// sends them, at a fast typist's pace, and the flow walk's driver over a Playwright page.

/**
 * The pace of the keys: about 8 keys a second, a practised typist's speed and quicker than most pupils.
 * At this pace nearly every key comes while the last answer's motions still run (see web.bench.mjs).
 */
export const KEY_GAP_MS = 120;

/** One printable key through CDP, as a keyboard sends it: keyDown with its text, then keyUp; then the gap. */
export async function sendKey(cdp, ch) {
  const letter = /^[a-z]$/i.test(ch);
  const code = letter
    ? `Key${ch.toUpperCase()}`
    : ch === ' '
      ? 'Space'
      : /^[0-9]$/.test(ch)
        ? `Digit${ch}`
        : '';
  const windowsVirtualKeyCode = letter || /^[0-9 ]$/.test(ch) ? ch.toUpperCase().charCodeAt(0) : 0;
  const modifiers = letter && ch !== ch.toLowerCase() ? 8 : 0;
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyDown',
    key: ch,
    code,
    text: ch,
    unmodifiedText: ch,
    windowsVirtualKeyCode,
    modifiers,
  });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key: ch,
    code,
    windowsVirtualKeyCode,
    modifiers,
  });
  await new Promise((ok) => setTimeout(ok, KEY_GAP_MS));
}

/** The flow walk's driver (scripts/engines/flow.mjs) over a Playwright page; typed keys go through CDP. */
export function playwrightDriver(page, cdp) {
  return {
    open: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    run: (source) => page.evaluate(`(${source})()`),
    press: (key) => page.keyboard.press(key),
    type: async (text) => {
      for (const ch of text) await sendKey(cdp, ch);
    },
  };
}
