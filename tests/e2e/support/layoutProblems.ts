import type { Page } from '@playwright/test';

/** What is wrong with the layout of the screen on show, in words a failing test can print. */
export interface LayoutProblems {
  /** Content boxes that neither show in the window nor can be scrolled into view by keyboard. */
  unreachable: string[];
  /** How many pixels the page is wider than the window (0 when it fits). */
  overflowX: number;
  /** Toasts lying over content boxes, as "toast text → content". */
  toastOverlaps: string[];
  /** How many toasts were on screen when measured (so a test can tell the toast check ran). */
  toasts: number;
  /** The focused element, or null when nothing but the page itself has the focus. */
  focused: string | null;
}

/**
 * Measures the screen on show in one go inside the page (so a toast cannot time out halfway):
 * content boxes (headings, buttons, progress bars, figures, table and list rows) must lie inside the
 * window, or inside a scroll container the keyboard can scroll (focusable itself, or the box holds a
 * focusable control Tab scrolls to) far enough to reach them; the page must not be wider than the
 * window; no toast may lie over a content box; something must have the focus. While a modal dialog is
 * open only its content counts, since the page behind it is inert and dimmed.
 */
export function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const CONTENT = 'h1, h2, h3, h4, button, [role="progressbar"], figure, tr, li';
    const FOCUSABLE =
      'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, a[href], summary, [tabindex]:not([tabindex="-1"])';
    const SLACK = 1;
    const view = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };

    const nameOf = (el: Element): string => {
      // The rendered text: textContent would include the style sheets inside the game's SVG pictures.
      // biome-ignore lint/performance/useDomNodeTextContent: see above.
      const shown = el instanceof HTMLElement ? el.innerText : el.textContent;
      const text = (el.getAttribute('aria-label') ?? shown ?? '').replace(/\s+/g, ' ').trim();
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      return `<${el.tagName.toLowerCase()}${cls}> "${text.slice(0, 40)}"`;
    };
    const isHiddenFromEveryone = (el: Element): boolean => {
      if (el.closest('[aria-hidden="true"], .visually-hidden, [role="tooltip"]')) return true;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return true;
      const r = el.getBoundingClientRect();
      return r.width < 2 || r.height < 2;
    };
    const inside = (
      r: { left: number; top: number; right: number; bottom: number },
      box: typeof view,
    ): boolean =>
      r.left >= box.left - SLACK &&
      r.top >= box.top - SLACK &&
      r.right <= box.right + SLACK &&
      r.bottom <= box.bottom + SLACK;
    const scrolls = (el: Element, axis: 'x' | 'y'): boolean => {
      const style = getComputedStyle(el);
      const overflow = axis === 'y' ? style.overflowY : style.overflowX;
      if (el === document.scrollingElement) {
        const body = getComputedStyle(document.body);
        const bodyOverflow = axis === 'y' ? body.overflowY : body.overflowX;
        return (
          overflow !== 'hidden' && overflow !== 'clip' && bodyOverflow !== 'hidden' && bodyOverflow !== 'clip'
        );
      }
      return overflow === 'auto' || overflow === 'scroll';
    };
    const clips = (el: Element): boolean => {
      const style = getComputedStyle(el);
      return style.overflowX !== 'visible' || style.overflowY !== 'visible';
    };
    // As axe's scrollable-region-focusable rule: the region takes the focus itself, or holds a control
    // whose focus lets PageDown and the arrows scroll it (and Tab scrolls to each control).
    const keyboardScrollable = (container: Element): boolean =>
      container === document.scrollingElement ||
      container.matches(FOCUSABLE) ||
      container.querySelector(FOCUSABLE) !== null;

    /** Why `el` cannot be brought into view by keyboard, or null when it can. */
    const unreachable = (el: Element): string | null => {
      const r = el.getBoundingClientRect();
      // Walk up: each clipping ancestor must either show the box or be able to scroll to it.
      for (let box = el.parentElement; box; box = box.parentElement) {
        if (box === document.body || box === document.documentElement) break;
        if (!clips(box)) continue;
        const c = box.getBoundingClientRect();
        const clip = { left: c.left, top: c.top, right: c.right, bottom: c.bottom };
        // A modal dialog sits in the top layer: nothing around it clips it.
        const topLayer = box.matches('dialog:modal');
        if (inside(r, clip)) {
          if (topLayer) break;
          continue;
        }
        const canY = scrolls(box, 'y') && box.scrollHeight > box.clientHeight;
        const canX = scrolls(box, 'x') && box.scrollWidth > box.clientWidth;
        if (!canY && !canX) return `cut off by ${nameOf(box)}`;
        if (!keyboardScrollable(box)) return `in ${nameOf(box)}, which the keyboard cannot scroll`;
        const top = r.top - c.top + box.scrollTop;
        const left = r.left - c.left + box.scrollLeft;
        const fitsY = top >= -SLACK && top + r.height <= box.scrollHeight + SLACK;
        const fitsX = left >= -SLACK && left + r.width <= box.scrollWidth + SLACK;
        if (!fitsY || !fitsX) {
          const at = `${Math.round(left)},${Math.round(top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
          return `at ${at}, outside the ${box.scrollWidth}×${box.scrollHeight} scroll range of ${nameOf(box)}`;
        }
        // Reachable inside this container; the container itself must then be reachable.
        if (topLayer) return inside(clip, view) ? null : `in ${nameOf(box)}, which is larger than the window`;
        return unreachable(box);
      }
      if (inside(r, view)) return null;
      const root = document.scrollingElement;
      if (
        root &&
        scrolls(root, 'y') &&
        r.top + root.scrollTop >= 0 &&
        r.bottom + root.scrollTop <= root.scrollHeight
      ) {
        return null;
      }
      return 'outside the window';
    };

    const modals = [...document.querySelectorAll('dialog')].filter((d) => d.matches(':modal'));
    const scope: ParentNode = modals.at(-1) ?? document;
    const content = [...scope.querySelectorAll(CONTENT)].filter(
      (el) => !isHiddenFromEveryone(el) && !el.closest('.kq-toaster'),
    );

    const unreachableList: string[] = [];
    for (const el of content) {
      const why = unreachable(el);
      if (why) unreachableList.push(`${nameOf(el)}: ${why}`);
    }

    /**
     * The part of an element that can be seen: its box cut by every ancestor that clips its overflow
     * (a scroll region shows only what lies inside it; the rest is scrolled away, not covered).
     */
    const visibleRect = (el: Element) => {
      const r = el.getBoundingClientRect();
      let top = r.top;
      let left = r.left;
      let right = r.right;
      let bottom = r.bottom;
      for (let box = el.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = box.getBoundingClientRect();
        top = Math.max(top, c.top);
        left = Math.max(left, c.left);
        right = Math.min(right, c.right);
        bottom = Math.min(bottom, c.bottom);
      }
      return { top, left, right, bottom };
    };

    const toasts = [...document.querySelectorAll('.kq-toast')].filter((t) => !isHiddenFromEveryone(t));
    const toastOverlaps: string[] = [];
    for (const toast of toasts) {
      const t = toast.getBoundingClientRect();
      for (const el of content) {
        const r = visibleRect(el);
        const w = Math.min(t.right, r.right) - Math.max(t.left, r.left);
        const h = Math.min(t.bottom, r.bottom) - Math.max(t.top, r.top);
        if (w > SLACK && h > SLACK) toastOverlaps.push(`${nameOf(toast)} → ${nameOf(el)}`);
      }
    }

    const root = document.scrollingElement ?? document.documentElement;
    const active = document.activeElement;
    return {
      unreachable: unreachableList,
      overflowX: Math.max(0, root.scrollWidth - window.innerWidth),
      toastOverlaps,
      toasts: toasts.length,
      focused:
        active && active !== document.body && active !== document.documentElement ? nameOf(active) : null,
    };
  });
}
