import fs from 'node:fs';
import path from 'node:path';
import { MANUAL_CSP, NO_CONTENT_CSP, policyFor } from './contentSecurityPolicy';
import { MANUAL_NOT_BUILT_HTML } from './manualNotBuiltPage';
import { mimeTypeFor } from './mimeTypes';
import { resolveRequestPath, type SiteKind } from './resolveRequestPath';

/** The URL path under which the manual is served (its build uses this base). */
export const MANUAL_BASE = '/typing-game/manual';

/** Where the two sites served by the `app:` scheme live on disk. */
export interface AppProtocolOptions {
  /** The built renderer (`out/renderer`), served at `app://game/`. */
  gameRoot: string;
  /** The built manual (`manual/doc_build` or `resources/manual`), served at `app://manual/typing-game/manual/`. */
  manualRoot: string;
  /** Where refused requests are reported. */
  log?: (message: string) => void;
}

const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-cache',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

function textResponse(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: {
      ...BASE_HEADERS,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Security-Policy': NO_CONTENT_CSP,
      ...headers,
    },
  });
}

function htmlResponse(status: number, body: string, csp: string): Response {
  return new Response(body, {
    status,
    headers: { ...BASE_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp },
  });
}

async function manualIsBuilt(manualRoot: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(path.join(manualRoot, 'index.html'))).isFile();
  } catch {
    return false;
  }
}

/** The path inside the manual's build folder for a URL path, or null when it is outside the manual's base. */
function manualPath(urlPath: string): string | null {
  if (urlPath === MANUAL_BASE) return '/';
  if (urlPath.startsWith(`${MANUAL_BASE}/`)) return urlPath.slice(MANUAL_BASE.length);
  return null;
}

/**
 * Builds the handler for the privileged `app:` scheme (as used with `protocol.handle`): `app://game/…`
 * serves the game bundle with a strict Content-Security-Policy, `app://manual/typing-game/manual/…`
 * serves the manual through its page resolver. Traversal attempts get a 4xx, never a file outside a root.
 */
export function createAppProtocolHandler(
  options: AppProtocolOptions,
): (request: Request) => Promise<Response> {
  const log = options.log ?? ((message: string) => console.warn(message));
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return textResponse(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return textResponse(400, 'Bad request');
    }
    // Only the part before `?` and `#` names a file; the raw path keeps its percent-encoding.
    const rawPath = url.pathname;
    let site: SiteKind;
    let root: string;
    let sitePath: string;
    let outsideManual = false;
    if (url.host === 'game') {
      site = 'game';
      root = options.gameRoot;
      sitePath = rawPath;
    } else if (url.host === 'manual') {
      site = 'manual';
      root = options.manualRoot;
      if (!(await manualIsBuilt(root))) return htmlResponse(404, MANUAL_NOT_BUILT_HTML, MANUAL_CSP);
      // Outside the manual's base there are no pages: the manual's own 404 page links back home.
      const inManual = manualPath(rawPath);
      outsideManual = inManual === null;
      sitePath = inManual ?? '/404.html';
    } else {
      return textResponse(404, 'Not found');
    }

    const resolution = await resolveRequestPath(root, sitePath, site);
    if (resolution.kind === 'refused') {
      log(`Refused app://${url.host}${rawPath}: ${resolution.reason}.`);
      return textResponse(resolution.status, `Refused: ${resolution.reason}.`);
    }
    if (resolution.kind === 'missing') return textResponse(404, 'Not found');

    const body = await fs.promises.readFile(resolution.filePath);
    const type = mimeTypeFor(resolution.filePath);
    // Every response carries a policy fit for its type: an SVG or XML file opened on its own is a
    // document too, and without a policy its scripts would run with the app's origin.
    const headers: Record<string, string> = {
      ...BASE_HEADERS,
      'Content-Type': type,
      'Content-Length': String(body.byteLength),
      'Content-Security-Policy': policyFor(type, site),
    };
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: outsideManual ? 404 : resolution.status,
      headers,
    });
  };
}
