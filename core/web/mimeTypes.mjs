// The one table of served files' types, by extension: the desktop's app:// protocol and the web
// edition's server (scripts/serve-web.mjs, which Node runs without TypeScript) both read it, so it is
// plain JavaScript with its types beside it in mimeTypes.d.mts.

/** The Content-Type of each served kind of file, by lower-case extension. */
export const MIME_TYPES = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // The manual offers a sample word list; as text/csv the browser saves it instead of guessing.
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.webm': 'audio/webm',
  '.mp4': 'video/mp4',
  '.wasm': 'application/wasm',
});

/** The extension of a file name or path, lower case with its dot (`''` for none, as for `README` or `.hidden`). */
export function extensionOf(fileName) {
  const name = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** The Content-Type for a file name by its extension; unknown kinds are `application/octet-stream`. */
export function mimeTypeFor(fileName) {
  return MIME_TYPES[extensionOf(fileName)] ?? 'application/octet-stream';
}
