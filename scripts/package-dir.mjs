#!/usr/bin/env node
// `npm run dist:dir`: packages Kotoba Quest as an unpacked folder (electron-builder `--dir`) for this
// system, then prints the sizes of app.asar, the bundled manual and the whole folder.
//
// The app (out/) and the manual (manual/doc_build) are built first when they are missing, or always
// with --rebuild; with --reuse nothing is built and a missing build is an error. Electron comes from, in this order:
//   ELECTRON_DIST=/path/to/unpacked/electron  a local Electron distribution folder (electronDist);
//   --stand-in                                a stand-in distribution whose executable only carries
//                                             the fuse wire (scripts/packaging/standInElectronDist.mjs),
//                                             for machines that cannot download Electron;
//   neither                                   electron-builder downloads Electron itself.
//
// Usage: node scripts/package-dir.mjs [--out DIR] [--rebuild | --reuse] [--stand-in]
// The sizes are also written to DIR/package-sizes.json. The exit code is 1 when app.asar is larger
// than its 15 MB budget.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeStandInElectronDist } from './packaging/standInElectronDist.mjs';

const root = path.join(import.meta.dirname, '..');
/** The size budget of app.asar in bytes. */
const ASAR_BUDGET = 15 * 1024 * 1024;

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist' },
    rebuild: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'stand-in': { type: 'boolean', default: false },
  },
});
const outDir = path.resolve(root, values.out);

function run(cmd, args) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (result.status !== 0) {
    console.error(
      `package-dir: ${path.basename(cmd)} ${args.join(' ')} failed (${result.status ?? result.signal})`,
    );
    process.exit(result.status ?? 1);
  }
}

const bin = (name) =>
  path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

const appBuilt = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'].every((f) =>
  existsSync(path.join(root, f)),
);
const manualBuilt = existsSync(path.join(root, 'manual', 'doc_build', 'index.html'));
if (values.reuse && !(appBuilt && manualBuilt)) {
  console.error(
    `package-dir --reuse: ${appBuilt ? '' : 'out/ (npx electron-vite build) '}${manualBuilt ? '' : 'manual/doc_build (node scripts/manual-build.mjs) '}is not built yet.`,
  );
  process.exit(1);
}
if (values.rebuild || !appBuilt) {
  console.log('Building the app (electron-vite build)');
  run(bin('electron-vite'), ['build']);
} else {
  console.log('Using the app already built in out/ (--rebuild builds it again)');
}
if (values.rebuild || !manualBuilt) {
  console.log('Building the manual (scripts/manual-build.mjs)');
  run(process.execPath, [path.join(root, 'scripts', 'manual-build.mjs')]);
} else {
  console.log('Using the manual already built in manual/doc_build (--rebuild builds it again)');
}

let electronDist = process.env.ELECTRON_DIST ? path.resolve(process.env.ELECTRON_DIST) : null;
let standIn = null;
if (!electronDist && values['stand-in']) {
  standIn = mkdtempSync(path.join(os.tmpdir(), 'kotoba-electron-stand-in-'));
  electronDist = await makeStandInElectronDist(standIn);
  console.log(`Using a stand-in Electron distribution (fuse wire only) in ${electronDist}`);
} else if (electronDist) {
  console.log(`Using the Electron distribution in ${electronDist}`);
} else {
  console.log('No ELECTRON_DIST: electron-builder downloads Electron');
}

const builderArgs = ['--dir', `-c.directories.output=${outDir}`];
if (electronDist) builderArgs.push(`-c.electronDist=${electronDist}`);
try {
  run(bin('electron-builder'), builderArgs);
} finally {
  if (standIn) rmSync(standIn, { recursive: true, force: true });
}

/** The unpacked app folder electron-builder wrote, and its resources folder. */
function findUnpacked() {
  for (const name of readdirSync(outDir)) {
    const folder = path.join(outDir, name);
    if (!statSync(folder).isDirectory()) continue;
    if (name.endsWith('-unpacked')) return { folder, resources: path.join(folder, 'resources') };
    const app = readdirSync(folder).find((f) => f.endsWith('.app'));
    if (name.startsWith('mac') && app) {
      return { folder: path.join(folder, app), resources: path.join(folder, app, 'Contents', 'Resources') };
    }
  }
  throw new Error(`package-dir: no unpacked app found in ${outDir}`);
}

function sizeOf(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const entry of readdirSync(target)) total += sizeOf(path.join(target, entry));
  return total;
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2).padStart(7)} MB`;
const unpacked = findUnpacked();
const sizes = {
  folder: unpacked.folder,
  appAsar: sizeOf(path.join(unpacked.resources, 'app.asar')),
  manual: sizeOf(path.join(unpacked.resources, 'manual')),
  total: sizeOf(unpacked.folder),
  appAsarBudget: ASAR_BUDGET,
};
writeFileSync(path.join(outDir, 'package-sizes.json'), `${JSON.stringify(sizes, null, 2)}\n`);

console.log(`\nPackaged into ${unpacked.folder}`);
console.log(`  app.asar            ${mb(sizes.appAsar)}   (budget ${mb(ASAR_BUDGET).trim()})`);
console.log(`  resources/manual    ${mb(sizes.manual)}`);
console.log(
  `  total               ${mb(sizes.total)}${standIn ? '   (with a stand-in Electron executable)' : ''}`,
);
if (sizes.appAsar > ASAR_BUDGET) {
  console.error(`app.asar is larger than its budget of ${mb(ASAR_BUDGET).trim()}`);
  process.exit(1);
}
