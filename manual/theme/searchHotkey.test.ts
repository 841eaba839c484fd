import { describe, expect, it } from 'vitest';
import { HOTKEY_STATE_ATTRIBUTE, installSearchHotkey, isSearchHotkey } from './searchHotkey';

/** A keydown as the browser sends it, with only the fields the hotkey reads. */
function keydown(code: string, mods: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) {
  return Object.assign(new Event('keydown', { cancelable: true }), {
    code,
    ctrlKey: mods.ctrlKey ?? false,
    metaKey: mods.metaKey ?? false,
    altKey: mods.altKey ?? false,
  });
}

/** A page: the window the hotkey listens on, the root it marks, and a listener that comes after it. */
function page() {
  const window = new EventTarget();
  const attributes = new Map<string, string>();
  const hotkey = installSearchHotkey(window, { setAttribute: (n, v) => attributes.set(n, v) });
  const later: string[] = [];
  window.addEventListener('keydown', (e) => later.push((e as Event & { code: string }).code));
  const state = () => attributes.get(HOTKEY_STATE_ATTRIBUTE);
  return { window, hotkey, state, later };
}

/** A search box that records what the hotkey asked of it. */
function box() {
  const calls: string[] = [];
  return { calls, opener: { open: () => calls.push('open'), toggle: () => calls.push('toggle') } };
}

describe('isSearchHotkey', () => {
  it('is Ctrl+K or Cmd+K, and nothing else', () => {
    expect(isSearchHotkey(keydown('KeyK', { ctrlKey: true }))).toBe(true);
    expect(isSearchHotkey(keydown('KeyK', { metaKey: true }))).toBe(true);
    expect(isSearchHotkey(keydown('KeyK'))).toBe(false);
    expect(isSearchHotkey(keydown('KeyJ', { ctrlKey: true }))).toBe(false);
    expect(isSearchHotkey(keydown('KeyK', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});

describe('installSearchHotkey', () => {
  it('remembers Ctrl+K pressed before any search box and opens the first one that attaches', () => {
    const { window, hotkey, state } = page();
    expect(state()).toBe('listening');
    const early = keydown('KeyK', { ctrlKey: true });
    window.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    const { calls, opener } = box();
    hotkey.attach(opener);
    expect(calls).toEqual(['open']);
    expect(state()).toBe('ready');
  });

  it('opens nothing on attach when no key was pressed, and only once for an early key', () => {
    const { window, hotkey } = page();
    const first = box();
    hotkey.attach(first.opener);
    expect(first.calls).toEqual([]);

    const second = page();
    second.window.dispatchEvent(keydown('KeyK', { metaKey: true }));
    second.window.dispatchEvent(keydown('KeyK', { metaKey: true }));
    const a = box();
    const undo = second.hotkey.attach(a.opener);
    undo();
    const b = box();
    second.hotkey.attach(b.opener);
    expect(a.calls).toEqual(['open']);
    expect(b.calls).toEqual([]);
    window.dispatchEvent(keydown('KeyK', { ctrlKey: true }));
    expect(first.calls).toEqual(['toggle']);
  });

  it('toggles an attached box on each press and keeps the key from every later listener', () => {
    const { window, hotkey, later } = page();
    const { calls, opener } = box();
    hotkey.attach(opener);
    window.dispatchEvent(keydown('KeyK', { ctrlKey: true }));
    window.dispatchEvent(keydown('KeyK', { ctrlKey: true }));
    expect(calls).toEqual(['toggle', 'toggle']);
    expect(later).toEqual([]);
  });

  it('lets every other key through untouched', () => {
    const { window, hotkey, later } = page();
    const { calls, opener } = box();
    hotkey.attach(opener);
    const escapeKey = keydown('Escape');
    window.dispatchEvent(escapeKey);
    window.dispatchEvent(keydown('KeyK'));
    expect(escapeKey.defaultPrevented).toBe(false);
    expect(later).toEqual(['Escape', 'KeyK']);
    expect(calls).toEqual([]);
  });

  it('goes back to listening when its last box detaches, and remembers a key again', () => {
    const { window, hotkey, state } = page();
    const first = box();
    hotkey.attach(first.opener)();
    expect(state()).toBe('listening');
    window.dispatchEvent(keydown('KeyK', { ctrlKey: true }));
    expect(first.calls).toEqual([]);
    const next = box();
    hotkey.attach(next.opener);
    expect(next.calls).toEqual(['open']);
  });
});
