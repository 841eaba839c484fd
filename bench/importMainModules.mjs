// Imports main-process TypeScript in a benchmark: bundles an entry (re-exports) with esbuild and
// imports the bundle, with the `electron` module replaced by the test stand-in (the real one downloads
// a binary on import; the services need only the stand-in).
import fs from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Bundles `entry` (TypeScript source resolved from `root`) and answers its module. */
export async function importMainModules(root, entry, name) {
  const bundle = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: `${name}-entry.ts` },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    alias: { electron: join(root, 'tests/stubs/electron.ts') },
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
  // Written to a file (not a data URL) because bundled CommonJS dependencies need a real module path.
  const bundleDir = fs.mkdtempSync(join(os.tmpdir(), 'kotoba-bench-bundle-'));
  const bundleFile = join(bundleDir, `${name}.mjs`);
  fs.writeFileSync(bundleFile, bundle.outputFiles[0].text);
  try {
    return await import(pathToFileURL(bundleFile).href);
  } finally {
    fs.rmSync(bundleDir, { recursive: true, force: true });
  }
}
