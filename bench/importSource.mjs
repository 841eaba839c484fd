// Imports the project's TypeScript in a benchmark: bundles an entry (re-exports) with esbuild and imports
// the bundle. The benches build without the app's vite plugins, so the two things those plugins provide
// are served here the same way: the word bank's `virtual:kotoba-bank/*` modules (made by the game's own
// `bankModuleCode`, readings and pictures included) and `?url` asset imports. Main-process code may ask
// for the `electron` module to be replaced by the test stand-in (the real one downloads a binary on import).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const BANK_PREFIX = 'virtual:kotoba-bank/';

/**
 * Bundles `entry` with esbuild (options `extra` merged in) and writes it as an ES module in a folder of
 * its own under `out/` (inside the project, so the packages it leaves external resolve from
 * node_modules); answers the file and a function that removes it.
 */
async function bundleToFile(root, entry, name, extra) {
  const bundle = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: `${name}-entry.ts` },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
    ...extra,
  });
  // Written to a file (not a data URL) because bundled CommonJS dependencies need a real module path.
  fs.mkdirSync(join(root, 'out'), { recursive: true });
  const dir = fs.mkdtempSync(join(root, 'out', `.bench-${name}-`));
  const file = join(dir, `${name}.mjs`);
  fs.writeFileSync(file, bundle.outputFiles[0].text);
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Bundles and imports one entry, then removes the bundle. */
async function importBundle(root, entry, name, extra) {
  const { file, remove } = await bundleToFile(root, entry, name, extra);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    remove();
  }
}

let bankTools;

/** The word bank's build step as the vite plugin runs it, loaded once per process. */
function loadBankTools(root) {
  bankTools ??= importBundle(
    root,
    `
export { bankModuleCode, bankModuleEntries, isBankModuleName } from './scripts/bank/vitePlugin';
export { createReadingAnnotator } from './scripts/bank/readings';
`,
    'bank-tools',
    // kuromoji reads its dictionary and Twemoji its pictures from their installed packages.
    { packages: 'external' },
  ).then(async (tools) => ({ ...tools, annotate: await tools.createReadingAnnotator() }));
  return bankTools;
}

/**
 * An esbuild plugin that serves every `virtual:kotoba-bank/*` module from core/bank with the entries and
 * code the game's vite plugin makes, and an asset imported with `?url` as its file's URL.
 */
export function kotobaBankPlugin(root) {
  return {
    name: 'kotoba-bank',
    setup(b) {
      b.onResolve({ filter: /^virtual:kotoba-bank\// }, (args) => ({
        path: args.path.slice(BANK_PREFIX.length),
        namespace: 'kotoba-bank',
      }));
      b.onLoad({ filter: /.*/, namespace: 'kotoba-bank' }, async (args) => {
        const tools = await loadBankTools(root);
        if (!tools.isBankModuleName(args.path))
          return { errors: [{ text: `no word bank file ${args.path}` }] };
        const entries = await tools.bankModuleEntries(join(root, 'core', 'bank'), args.path);
        return {
          contents: tools.bankModuleCode(entries, tools.annotate),
          loader: 'js',
          resolveDir: root,
        };
      });
      b.onResolve({ filter: /\?url$/ }, (args) => ({
        path: createRequire(join(args.resolveDir, 'x.js')).resolve(args.path.slice(0, -'?url'.length)),
        namespace: 'asset-url',
      }));
      b.onLoad({ filter: /.*/, namespace: 'asset-url' }, (args) => ({
        contents: `export default ${JSON.stringify(pathToFileURL(args.path).href)};`,
        loader: 'js',
      }));
    },
  };
}

/**
 * Bundles `entry` (TypeScript re-exports resolved from `root`) and answers its module. `electron: true`
 * replaces the `electron` module by the test stand-in; `define` is passed to esbuild.
 */
export async function importSource(root, entry, name, { electron = false, define } = {}) {
  return importBundle(root, entry, name, {
    plugins: [kotobaBankPlugin(root)],
    // Bundled CommonJS packages call `require`, which an ES module lacks.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    ...(electron ? { alias: { electron: join(root, 'tests/stubs/electron.ts') } } : {}),
    ...(define ? { define } : {}),
  });
}
