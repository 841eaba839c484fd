/**
 * The last part of a file path as any host spells it: back slashes (Windows) and slashes both
 * separate folders, and trailing separators are ignored. `withoutExtension` also drops the last
 * `.ext` (not the dot of a name such as `.profile`).
 */
export function fileBaseName(filePath: string, options: { withoutExtension?: boolean } = {}): string {
  const parts = filePath.replace(/\\/g, '/').split('/');
  while (parts.length > 1 && parts.at(-1) === '') parts.pop();
  const base = parts.at(-1) ?? '';
  if (!options.withoutExtension) return base;
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}
