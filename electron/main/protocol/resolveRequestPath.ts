// `fs.promises` is looked up at call time so that Electron's app.asar support applies to it.
import fs from 'node:fs';
import path from 'node:path';

/** Which site a path belongs to: the game (exact files only) or the manual (page mapping and a 404 page). */
export type SiteKind = 'game' | 'manual';

/** Where a request path leads: a file to serve (with its status), a refusal, or nothing. */
export type Resolution =
  | { kind: 'file'; filePath: string; status: 200 | 404 }
  | { kind: 'refused'; status: 400 | 403; reason: string }
  | { kind: 'missing' };

/** The segments of a safe request path, or why it is refused. */
export type CheckedPath =
  | { ok: true; segments: string[]; trailingSlash: boolean }
  | { ok: false; reason: string };

// Encoded separators, encoded dots and encoded NUL are never part of a file name we serve.
const ENCODED_FORBIDDEN = /%(2f|5c|00)/i;
const DOUBLE_ENCODED = /%(2e|2f|5c|00|25)/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const CONTROL = /[\u0000-\u001f\u007f]/;
const DRIVE = /^[a-zA-Z]:/;

/**
 * Checks a URL path (still percent-encoded, starting with `/`) and splits it into safe segments.
 * It decodes exactly once and refuses `..`, `.`, encoded separators, backslashes, NUL and control
 * characters, empty segments (`//`), drive letters and any `:` (Windows streams).
 */
export function checkRequestPath(rawPath: string): CheckedPath {
  if (!rawPath.startsWith('/')) return { ok: false, reason: 'the path is not absolute within the site' };
  if (ENCODED_FORBIDDEN.test(rawPath))
    return { ok: false, reason: 'encoded separators or NUL are not allowed' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, reason: 'the path is not valid percent-encoding' };
  }
  if (CONTROL.test(decoded)) return { ok: false, reason: 'control characters are not allowed' };
  if (decoded.includes('\\')) return { ok: false, reason: 'backslashes are not allowed' };
  if (DOUBLE_ENCODED.test(decoded)) return { ok: false, reason: 'the path is encoded twice' };
  const trailingSlash = decoded.endsWith('/');
  const segments = decoded.slice(1, trailingSlash ? -1 : undefined).split('/');
  if (segments.length === 1 && segments[0] === '') return { ok: true, segments: [], trailingSlash: true };
  for (const segment of segments) {
    if (segment === '') return { ok: false, reason: 'empty path segments are not allowed' };
    if (segment === '.' || segment === '..') return { ok: false, reason: 'dot segments are not allowed' };
    if (DRIVE.test(segment) || segment.includes(':'))
      return { ok: false, reason: 'drive letters and colons are not allowed' };
  }
  return { ok: true, segments, trailingSlash };
}

/** The files that may answer a path, in order: the game serves exact files, the manual maps pages. */
export function candidateFiles(
  checked: { segments: string[]; trailingSlash: boolean },
  site: SiteKind,
): string[][] {
  const { segments, trailingSlash } = checked;
  if (segments.length === 0) return [['index.html']];
  if (site === 'game') return trailingSlash ? [[...segments, 'index.html']] : [segments];
  const last = segments[segments.length - 1]!;
  const parent = segments.slice(0, -1);
  if (trailingSlash)
    return [
      [...segments, 'index.html'],
      [...parent, `${last}.html`],
    ];
  // A trailing `/index` means the folder itself.
  if (last === 'index')
    return parent.length === 0
      ? [['index.html']]
      : [
          [...parent, 'index.html'],
          [...parent.slice(0, -1), `${parent[parent.length - 1]}.html`],
        ];
  if (last.endsWith('.html')) {
    const page = last.slice(0, -'.html'.length);
    return [segments, [...parent, page, 'index.html']];
  }
  if (path.extname(last) !== '') return [segments];
  return [
    [...parent, `${last}.html`],
    [...segments, 'index.html'],
  ];
}

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

async function realRoot(root: string): Promise<string | null> {
  try {
    return await fs.promises.realpath(root);
  } catch {
    return null;
  }
}

type FileCheck = 'file' | 'absent' | 'escapes';

async function checkFile(rootReal: string, candidate: string): Promise<FileCheck> {
  let real: string;
  try {
    real = await fs.promises.realpath(candidate);
  } catch {
    return 'absent';
  }
  if (!isInside(rootReal, real)) return 'escapes';
  try {
    return (await fs.promises.stat(real)).isFile() ? 'file' : 'absent';
  } catch {
    return 'absent';
  }
}

/**
 * Resolves a request path (percent-encoded, relative to the site's root, starting with `/`) to a file
 * inside `root`. Symbolic links are followed with `realpath` and refused when they leave the root.
 * The manual falls back to its `404.html` with status 404; the game answers `missing`.
 */
export async function resolveRequestPath(root: string, rawPath: string, site: SiteKind): Promise<Resolution> {
  const checked = checkRequestPath(rawPath);
  if (!checked.ok) return { kind: 'refused', status: 400, reason: checked.reason };
  const rootReal = await realRoot(root);
  if (!rootReal) return { kind: 'missing' };
  for (const parts of candidateFiles(checked, site)) {
    const candidate = path.join(rootReal, ...parts);
    if (!isInside(rootReal, candidate))
      return { kind: 'refused', status: 403, reason: 'the path leaves the site' };
    const found = await checkFile(rootReal, candidate);
    if (found === 'escapes') return { kind: 'refused', status: 403, reason: 'a link leads outside the site' };
    if (found === 'file')
      return { kind: 'file', filePath: await fs.promises.realpath(candidate), status: 200 };
  }
  if (site === 'manual') {
    const notFound = path.join(rootReal, '404.html');
    if ((await checkFile(rootReal, notFound)) === 'file')
      return { kind: 'file', filePath: notFound, status: 404 };
  }
  return { kind: 'missing' };
}
