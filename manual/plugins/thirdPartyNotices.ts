import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { findSourceFiles } from './sourceFiles';

/** One shipped package and its licence. */
export interface Notice {
  name: string;
  version: string;
  license: string;
  text: string;
}

/**
 * Packages the app ships whatever its sources import: the Electron runtime, the game's font and the word
 * bank's pictures (bundled by the bank's build step, not imported by a source file).
 */
export const ALWAYS_SHIPPED = ['electron', '@fontsource/m-plus-rounded-1c', '@twemoji/svg'];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|@import\s+)['"]([^'"./][^'"]*)['"]/g;

/** The package a bare import names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; builtins → null. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** Every package the app's own sources import (tests and stories left out), plus {@link ALWAYS_SHIPPED}. */
export function findShippedPackages(repoRoot: string, dirs: string[]): string[] {
  const names = new Set(ALWAYS_SHIPPED);
  for (const file of findSourceFiles(repoRoot, dirs)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const name = match[1] ? packageOf(match[1]) : null;
      if (name && existsSync(path.join(repoRoot, 'node_modules', name, 'package.json'))) names.add(name);
    }
  }
  return [...names].sort();
}

// Electron's npm dependencies only download its binary at install time; the app ships the runtime itself.
const RUNTIME_ONLY = new Set(['electron']);

const LICENSE_FILE = /^(licen[cs]e|copying|ofl)(\.(md|txt))?$/i;

interface PackageJson {
  name: string;
  version: string;
  license?: string | { type: string };
  dependencies?: Record<string, string>;
}

function readPackage(dir: string): PackageJson | null {
  const file = path.join(dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PackageJson) : null;
}

/** Finds a package folder the way Node does: nested under the requiring package first, then upwards. */
function resolvePackageDir(name: string, fromDir: string, repoRoot: string): string | null {
  let dir = fromDir;
  while (dir.startsWith(repoRoot)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

/** Walks the shipped packages and their runtime dependencies, and reads each one's licence once. */
export function collectNotices(repoRoot: string, roots: string[]): Notice[] {
  const seen = new Map<string, Notice>();
  const visit = (name: string, fromDir: string) => {
    if (name.startsWith('@types/')) return;
    const dir = resolvePackageDir(name, fromDir, repoRoot);
    if (!dir) return;
    const pkg = readPackage(dir);
    if (!pkg) return;
    const key = `${pkg.name}@${pkg.version}`;
    if (seen.has(key)) return;
    const licenseFile = readdirSync(dir).find((f) => LICENSE_FILE.test(f));
    const license = typeof pkg.license === 'object' ? pkg.license.type : (pkg.license ?? 'see licence text');
    seen.set(key, {
      name: pkg.name,
      version: pkg.version,
      license,
      text: licenseFile ? readFileSync(path.join(dir, licenseFile), 'utf8').trim() : '',
    });
    if (RUNTIME_ONLY.has(pkg.name)) return;
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir);
  };
  for (const root of roots) visit(root, repoRoot);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Renders the notices as Markdown: one heading per package, its licence name and its full licence text. */
export function renderNotices(notices: Notice[]): string {
  return notices
    .map((n) =>
      [
        `### ${n.name} ${n.version}`,
        '',
        `License: ${n.license}`,
        '',
        ...(n.text ? ['```text', n.text.replace(/```/g, "'''"), '```'] : []),
        '',
      ].join('\n'),
    )
    .join('\n');
}

/** Rspress plugin that writes the third-party notices page fragment before the build. */
export function thirdPartyNoticesPlugin(options: {
  repoRoot: string;
  sourceDirs: string[];
  outFile: string;
}): RspressPlugin {
  return {
    name: 'kotoba-third-party-notices',
    config(config) {
      const notices = collectNotices(
        options.repoRoot,
        findShippedPackages(options.repoRoot, options.sourceDirs),
      );
      mkdirSync(path.dirname(options.outFile), { recursive: true });
      writeFileSync(options.outFile, `${renderNotices(notices)}\n`);
      console.log(`Third-party notices: ${notices.length} packages`);
      return config;
    },
  };
}
