/** Rewrites a site path (without the base) so that it points at the same page in another version. */
export function versionPath(path: string, current: string, target: string, defaultVersion: string): string {
  const parts = path.split('/').filter(Boolean);
  if (current && current !== defaultVersion && parts[0] === current) parts.shift();
  if (target && target !== defaultVersion) parts.unshift(target);
  const joined = `/${parts.join('/')}`;
  return path.endsWith('/') && joined !== '/' ? `${joined}/` : joined;
}
