/**
 * The game's policy: everything from its own origin, no inline or evaluated script, no plugins,
 * no framing, no forms; images, sounds and speech may use data and blob URLs.
 */
export const GAME_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

/**
 * The manual's policy: its own origin only, plus the inline scripts and styles the static site
 * generator writes into every page (theme before paint, page data); it embeds its own pages
 * (coverage report, UI catalogue) in frames.
 */
export const MANUAL_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'none'",
].join('; ');

/**
 * The policy of a document that is not a page of ours, such as an SVG or XML file opened on its
 * own: nothing runs, nothing is fetched but inline styles and data images, and it is sandboxed.
 */
export const INERT_DOCUMENT_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  'font-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');

/** The policy of everything else (styles, data, pictures, fonts, sounds, plain text): never a document that acts. */
export const NO_CONTENT_CSP = ["default-src 'none'", "frame-ancestors 'self'", 'sandbox'].join('; ');

const SCRIPT = /^(text|application)\/(javascript|ecmascript)/;
const MARKUP = /^(image\/svg\+xml|application\/(xml|xhtml\+xml|[\w.+-]+\+xml)|text\/xml)/;

/**
 * The Content-Security-Policy for a response by its Content-Type and site: pages and scripts get the
 * site's policy (a script may become a worker, which takes its policy from its own response), SVG
 * and XML get the inert document policy, and everything else the no-content policy.
 */
export function policyFor(contentType: string, site: 'game' | 'manual'): string {
  if (contentType.startsWith('text/html') || SCRIPT.test(contentType))
    return site === 'game' ? GAME_CSP : MANUAL_CSP;
  if (MARKUP.test(contentType)) return INERT_DOCUMENT_CSP;
  return NO_CONTENT_CSP;
}
