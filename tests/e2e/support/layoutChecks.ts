import type { Locator, Page } from '@playwright/test';

/**
 * Layout checks that a player's eye and keyboard make, measured inside the page so each answers one
 * settled frame. They are shared by the layout suite (on every screen of the game) and by its
 * fixtures (small pages with one fault each, on which each check must report the fault).
 *
 * - {@link textUnderOverlays}: no visible text and no control lies under a fixed overlay (the player
 *   badge and the class folder's chip in their corner).
 * - {@link focusUnderOverlays}: walking the page with Tab, no focused control lies under a fixed or a
 *   sticky overlay (a sticky table header, the results' buttons) — WCAG 2.4.11, focus not obscured,
 *   and stricter: not even partly.
 * - {@link clippedTexts}: no text is cut off by a box that hides its overflow (`overflow: hidden` or
 *   `clip`). One exception, truncation on purpose: the box ends the text with an ellipsis and its
 *   `title` holds the whole text. The game keeps that for preview lines (the review forest's first
 *   words); a name the reader needs, such as a heat-map column's, wraps instead.
 * - {@link wayBackProblem}: a "back" button's label names the screen it actually goes to.
 */

/** What the in-page measurer is asked for. */
type Measure = 'covered' | 'focus' | 'clipped';

/**
 * Runs in the page: finds what `measure` asks for and answers it as readable lines. One function holds
 * every helper because Playwright sends a function's source, not its closure.
 */
function measureInPage(measure: Measure): string[] {
  const SLACK = 1;
  type Box = { left: number; top: number; right: number; bottom: number };

  const nameOf = (el: Element): string => {
    // The rendered text: textContent would include the style sheets inside the game's SVG pictures.
    // biome-ignore lint/performance/useDomNodeTextContent: see above.
    const shown = el instanceof HTMLElement ? el.innerText : el.textContent;
    const text = (el.getAttribute('aria-label') ?? shown ?? '').replace(/\s+/g, ' ').trim();
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
    return `<${el.tagName.toLowerCase()}${cls}> "${text.slice(0, 40)}"`;
  };
  const boxOf = (r: DOMRect | Box): Box => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  const overlap = (a: Box, b: Box): boolean =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > SLACK &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > SLACK;
  const cut = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const seen = (b: Box): boolean => b.right - b.left > SLACK && b.bottom - b.top > SLACK;
  /** The box inside an element's borders, where its overflow is cut. */
  const paddingBox = (el: Element): Box => {
    const r = el.getBoundingClientRect();
    const left = r.left + el.clientLeft;
    const top = r.top + el.clientTop;
    // The root scrolls the window: its clipping box is the window.
    if (el === document.documentElement) {
      return { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    }
    return { left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
  };
  /** A box hidden on purpose for screen readers only (the `visually-hidden` pattern). */
  const screenReaderOnly = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    return r.width <= 2 || r.height <= 2;
  };
  const hidden = (el: Element): boolean => {
    const style = getComputedStyle(el);
    return style.visibility !== 'visible' || el.closest('[inert]') !== null;
  };

  /**
   * The ancestors whose overflow cuts `el`, each with how it treats each axis: `hidden` (cut for
   * good), `scroll` (cut, but the player can scroll to the rest). An absolutely placed box escapes the
   * boxes between it and its positioned ancestor; a fixed one and the top layer escape every box.
   */
  type Clipper = { el: Element; x: 'hidden' | 'scroll' | null; y: 'hidden' | 'scroll' | null };
  const clippersOf = (el: Element, self = false): Clipper[] => {
    const found: Clipper[] = [];
    let escaping: 'absolute' | 'fixed' | null = null;
    const own = getComputedStyle(el).position;
    if (!self && (own === 'absolute' || own === 'fixed')) escaping = own;
    if (!self && el.matches('dialog:modal, :popover-open')) return found;
    for (let box: Element | null = self ? el : el.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      const positioned = style.position !== 'static' || style.transform !== 'none';
      if (escaping === 'fixed') {
        if (style.transform === 'none') continue;
        escaping = null;
      } else if (escaping === 'absolute') {
        if (!positioned) continue;
        escaping = null;
      }
      const kind = (overflow: string): Clipper['x'] =>
        overflow === 'hidden' || overflow === 'clip'
          ? 'hidden'
          : overflow === 'auto' || overflow === 'scroll'
            ? 'scroll'
            : null;
      const isRoot = box === document.documentElement || box === document.body;
      // The window: hidden when the body refuses to scroll (the game's screens scroll inside themselves).
      const x = isRoot ? (style.overflowX === 'hidden' ? 'hidden' : 'scroll') : kind(style.overflowX);
      const y = isRoot ? (style.overflowY === 'hidden' ? 'hidden' : 'scroll') : kind(style.overflowY);
      if (x || y) found.push({ el: box, x, y });
      if (box.matches('dialog:modal, :popover-open')) break;
      if (style.position === 'absolute' || style.position === 'fixed') escaping = style.position;
    }
    return found;
  };
  /**
   * The part of a box the player can see now: cut by every clipping ancestor and the window (and by
   * `el` itself when the box is a line of its own text).
   */
  const visiblePart = (el: Element, r: Box, self = false): Box => {
    let part = cut(r, { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight });
    for (const clipper of clippersOf(el, self)) part = cut(part, paddingBox(clipper.el));
    return part;
  };

  // While a modal dialog is open only it counts: the page behind is inert and dimmed.
  const modals = [...document.querySelectorAll('dialog')].filter((d) => d.matches(':modal'));
  const scope: Element = modals.at(-1) ?? document.body;

  /** Text nodes worth reading, each with the element that holds it. */
  const texts = (): { node: Text; el: Element }[] => {
    const found: { node: Text; el: Element }[] = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim()) continue;
      if (el.closest('script, style, noscript, template, textarea, select, option, title')) continue;
      if (hidden(el)) continue;
      found.push({ node: node as Text, el });
    }
    return found;
  };
  const lineBoxes = (node: Text): Box[] => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()].map(boxOf).filter((b) => b.right - b.left > 0 && b.bottom - b.top > 0);
  };

  /**
   * Boxes that sit over the page: fixed ones, and with `sticky` also sticky ones (tooltips, which
   * point at their anchor, aside). Text scrolls under a sticky header or footer and out again, so only
   * the focus check counts them: a control that takes the focus must not stay hidden under one.
   */
  const overlays = (sticky: boolean): Element[] =>
    [...scope.querySelectorAll('*')].filter((el) => {
      const position = getComputedStyle(el).position;
      if (position !== 'fixed' && !(sticky && position === 'sticky')) return false;
      if (el.closest('[role="tooltip"], [aria-hidden="true"]') || hidden(el)) return false;
      return seen(visiblePart(el, boxOf(el.getBoundingClientRect()))) && !screenReaderOnly(el);
    });
  const related = (a: Element, b: Element): boolean => a.contains(b) || b.contains(a);

  const CONTROLS =
    'button, input:not([type="hidden"]), select, textarea, a[href], summary, [tabindex]:not([tabindex="-1"])';

  /**
   * Whether the overlay is painted over `el` where their boxes meet (a box lower in the stacking
   * order, such as a notices bar over a full-screen title, is not covered by it).
   */
  const paintedOver = (overlay: Element, el: Element, where: Box): boolean => {
    const x = (Math.max(where.left, 0) + Math.min(where.right, window.innerWidth)) / 2;
    const y = (Math.max(where.top, 0) + Math.min(where.bottom, window.innerHeight)) / 2;
    const stack = document.elementsFromPoint(x, y);
    const top = stack.findIndex((e) => overlay.contains(e));
    const under = stack.findIndex((e) => e === el || el.contains(e));
    return top !== -1 && (under === -1 || top < under);
  };
  const meeting = (a: Box, b: Box): Box | null => (overlap(a, b) ? cut(a, b) : null);

  /** What lies under an overlay: visible text (by its line boxes) and controls (by their boxes). */
  const coveredBy = (overlay: Element, targets: Element[] | null): string[] => {
    const o = visiblePart(overlay, boxOf(overlay.getBoundingClientRect()));
    const found: string[] = [];
    if (targets === null) {
      for (const { node, el } of texts()) {
        if (related(overlay, el)) continue;
        const covered = lineBoxes(node).some((line) => {
          const where = meeting(o, visiblePart(el, line, true));
          return where !== null && paintedOver(overlay, el, where);
        });
        if (covered)
          found.push(`${nameOf(overlay)} covers the text "${node.textContent?.trim().slice(0, 40)}"`);
      }
    }
    const controls = targets ?? [...scope.querySelectorAll(CONTROLS)];
    for (const control of controls) {
      if (related(overlay, control) || hidden(control) || screenReaderOnly(control)) continue;
      const where = meeting(o, visiblePart(control, boxOf(control.getBoundingClientRect())));
      if (where !== null && paintedOver(overlay, control, where)) {
        found.push(`${nameOf(overlay)} covers ${nameOf(control)}`);
      }
    }
    return found;
  };

  // Hit-testing finds the painting order only of boxes that take the pointer: for this one frame, all do.
  const everyBoxHit = document.createElement('style');
  everyBoxHit.textContent = '* { pointer-events: auto !important; }';
  document.head.append(everyBoxHit);
  try {
    return answer();
  } finally {
    everyBoxHit.remove();
  }

  function answer(): string[] {
    if (measure === 'covered') {
      return [...new Set(overlays(false).flatMap((overlay) => coveredBy(overlay, null)))];
    }
    if (measure === 'focus') {
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused === document.documentElement) return [];
      return overlays(true).flatMap((overlay) => coveredBy(overlay, [focused]));
    }

    // Clipped text: a line box reaching past a box that hides its overflow, in the axis it hides, before
    // any box that scrolls in that axis (the scroll box lets the player reach it).
    const clipped: string[] = [];
    for (const { node, el } of texts()) {
      const lines = lineBoxes(node);
      if (lines.length === 0) continue;
      let scrollsX = false;
      let scrollsY = false;
      for (const clipper of clippersOf(el, true)) {
        if (screenReaderOnly(clipper.el)) break;
        const c = paddingBox(clipper.el);
        const hidesX = !scrollsX && clipper.x === 'hidden';
        const hidesY = !scrollsY && clipper.y === 'hidden';
        const outX = hidesX && lines.some((l) => l.left < c.left - SLACK || l.right > c.right + SLACK);
        const outY = hidesY && lines.some((l) => l.top < c.top - SLACK || l.bottom > c.bottom + SLACK);
        // An ellipsis: the line box may be drawn short, but the box itself knows its text is longer.
        const own = clipper.el === el;
        const overX = own && hidesX && el.scrollWidth > el.clientWidth + SLACK;
        const overY = own && hidesY && el.scrollHeight > el.clientHeight + SLACK;
        if (outX || outY || overX || overY) {
          // Truncated on purpose: an ellipsis shows the cut, and the title holds the whole text.
          const style = getComputedStyle(clipper.el);
          const title = clipper.el.getAttribute('title') ?? '';
          const whole = (clipper.el.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (style.textOverflow === 'ellipsis' && title.replace(/\s+/g, ' ').trim() === whole) break;
          const size = `${Math.round(el.scrollWidth)}×${Math.round(el.scrollHeight)}`;
          const room = `${Math.round(c.right - c.left)}×${Math.round(c.bottom - c.top)}`;
          clipped.push(
            `"${node.textContent?.trim().slice(0, 60)}" (${size}) is cut off by ${nameOf(clipper.el)} (${room})`,
          );
          break;
        }
        // Beyond a box that scrolls in an axis, the player can scroll to the text in that axis.
        if (clipper.x === 'scroll') scrollsX = true;
        if (clipper.y === 'scroll') scrollsY = true;
        if (scrollsX && scrollsY) break;
      }
    }
    return [...new Set(clipped)];
  }
}

/** Visible text or controls lying under a fixed overlay, as "overlay covers …" lines. */
export function textUnderOverlays(page: Page): Promise<string[]> {
  return page.evaluate(measureInPage, 'covered' as Measure);
}

/** The focused control, when an overlay lies over it (an empty list otherwise). */
export function focusedUnderOverlays(page: Page): Promise<string[]> {
  return page.evaluate(measureInPage, 'focus' as Measure);
}

/** Text cut off by a box that hides its overflow, each with its size and the box's. */
export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(measureInPage, 'clipped' as Measure);
}

/**
 * Walks the page with Tab, as a keyboard-only player does, from the focus it has now until the focus
 * comes back round (or `limit` presses), and answers every focused control an overlay lay over. Only
 * for screens where Tab moves the focus (on the typing page Tab asks for a hint).
 */
export async function focusUnderOverlays(page: Page, limit = 250): Promise<string[]> {
  const found = new Set<string>();
  const MARK = 'data-layout-walk-start';
  // The walk ends where it began: on the control focused now (or the first one Tab reaches), so the
  // screen is left as it was found. One round trip per key: the mark is read with the measure.
  const step = async (first: boolean): Promise<boolean> => {
    const [back, lines] = await Promise.all([
      page.evaluate(
        ({ attribute, first }) => {
          const active = document.activeElement;
          if (!active || active === document.body || active === document.documentElement) return false;
          if (!first && active.hasAttribute(attribute)) return true;
          if (!document.querySelector(`[${attribute}]`)) active.setAttribute(attribute, '');
          return false;
        },
        { attribute: MARK, first },
      ),
      first ? Promise.resolve([]) : focusedUnderOverlays(page),
    ]);
    for (const line of lines) found.add(line);
    return back;
  };
  await step(true);
  for (let n = 0; n < limit; n++) {
    await page.keyboard.press('Tab');
    if (await step(false)) break;
  }
  await page.evaluate((attribute) => {
    for (const el of document.querySelectorAll(`[${attribute}]`)) el.removeAttribute(attribute);
  }, MARK);
  return [...found];
}

/**
 * Presses a way-back button with the keyboard and checks that its label names the screen reached.
 * `destinations` maps each way-back label of the game's message tables to the screen it names; the
 * screen reached is the one `<html data-page>` shows once it changes. Answers the problem, or null.
 */
export async function wayBackProblem(
  page: Page,
  button: Locator,
  destinations: ReadonlyMap<string, string>,
): Promise<string | null> {
  const label = (
    await button.evaluate((el) => {
      const named = el.getAttribute('aria-label');
      // The words on show, as a player reads them (textContent would include hidden parts).
      // biome-ignore lint/performance/useDomNodeTextContent: see above.
      return named ?? (el instanceof HTMLElement ? el.innerText : (el.textContent ?? ''));
    })
  )
    .replace(/\s+/g, ' ')
    .trim();
  const named = destinations.get(label);
  const before = await page.evaluate(() => document.documentElement.dataset.page ?? '');
  await button.focus();
  await button.press('Enter');
  await page.waitForFunction((from) => (document.documentElement.dataset.page ?? '') !== from, before);
  const reached = await page.evaluate(() => document.documentElement.dataset.page ?? '');
  if (named === undefined) return `「${label}」 names no screen, and went to ${reached}`;
  return named === reached ? null : `「${label}」 names ${named}, but went to ${reached}`;
}
