/**
 * What the web build and the page agree on for the manual's offline cache: the build lists the manual's
 * files beside the game and routes the manual's addresses to its cache; the page fills that cache.
 */

/** The list of the manual's files, beside the game (`<base>manual-files.json`). */
export const MANUAL_FILE_LIST = 'manual-files.json';
/** What every manual cache's name starts with; the rest changes with the manual's contents. */
export const MANUAL_CACHE_PREFIX = 'kotoba-manual-';
/** Marks the page's own fill requests, which the service worker lets through to the network. */
export const WARM_PARAMETER = 'kq-warm';

/**
 * Every address a manual file is opened by, as a static host serves it: `x/index.html` also as `x/`,
 * `x.html` also as `x` (the manual's own links have no `.html`).
 */
export function manualAddresses(base: string, file: string): string[] {
  const address = `${base}${file}`;
  if (address.endsWith('/index.html')) return [address, address.slice(0, -'index.html'.length)];
  if (address.endsWith('.html')) return [address, address.slice(0, -'.html'.length)];
  return [address];
}
