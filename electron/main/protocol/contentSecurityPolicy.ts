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
