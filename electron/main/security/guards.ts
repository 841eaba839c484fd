import type { WebContents } from 'electron';
import { originOf } from '../ipc/isTrustedSender';

/** The origins of our own pages: the game and the manual. */
export const APP_ORIGINS = ['app://game', 'app://manual'] as const;

/** What to do with a navigation or a new-window request. */
export type LinkDecision = 'allow' | 'open-external' | 'deny';

/**
 * Decides a navigation: staying on the page's own app origin is allowed, an `https:` link goes to
 * the default browser, everything else (other schemes, other origins, `file:`) is refused.
 */
export function decideNavigation(
  currentUrl: string,
  targetUrl: string,
  appOrigins: readonly string[] = APP_ORIGINS,
): LinkDecision {
  const target = originOf(targetUrl);
  const current = originOf(currentUrl);
  if (target !== null && target === current && appOrigins.includes(target)) return 'allow';
  return isHttpsUrl(targetUrl) ? 'open-external' : 'deny';
}

/** Decides a request to open a new window: never inside the app; `https:` links go to the default browser. */
export function decideWindowOpen(targetUrl: string): Exclude<LinkDecision, 'allow'> {
  return isHttpsUrl(targetUrl) ? 'open-external' : 'deny';
}

/** True for a well-formed `https:` URL with a host. */
export function isHttpsUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Decides a permission request or check: the game needs none (speech synthesis asks for nothing);
 * the manual may write to the clipboard for its code copy buttons.
 */
export function decidePermission(permission: string, requestingUrl: string): boolean {
  return permission === 'clipboard-sanitized-write' && originOf(requestingUrl) === 'app://manual';
}

/** The parts of a WebContents the guards attach to. */
export type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler' | 'getURL'>;

/**
 * Attaches the navigation guards to one web contents: no webviews, no new windows, no navigation
 * away from its own app origin; `https:` links open in the default browser.
 */
export function applyContentsGuards(contents: GuardedContents, openExternal: (url: string) => void): void {
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (decideWindowOpen(url) === 'open-external') openExternal(url);
    return { action: 'deny' };
  });
  const guardNavigation = (event: { preventDefault(): void; url: string }) => {
    const decision = decideNavigation(contents.getURL(), event.url);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-external') openExternal(event.url);
  };
  contents.on('will-navigate', guardNavigation);
  contents.on('will-redirect', (event) => {
    if (decideNavigation(contents.getURL(), event.url) !== 'allow') event.preventDefault();
  });
}
