#!/usr/bin/env node
// `npm run manual:build`: builds the offline manual into manual/doc_build.
// Steps: coverage report and screenshots (the latest test run's, else the committed ones) are
// copied into the manual's public folder; then the UI catalogue (Ladle) builds alongside the Rspress
// build (whose plugins first run TypeDoc for the API pages and collect the third-party licences);
// the catalogue is then placed at doc_build/ladle.
// Each step prints how long it took. `--skip-ladle` leaves the catalogue out (for a quick look at the text).
// `--base=/path/manual/` builds for another base path (the web edition's, scripts/build-web.mjs) and
// `--out-dir=folder` writes there instead of manual/doc_build.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');
const manual = join(root, 'manual');
const publicDir = join(manual, 'docs', 'public');
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const base = option('base');
const outDir = option('out-dir') ? resolve(root, option('out-dir')) : join(manual, 'doc_build');
// Inside this checkout (not node_modules/.cache), since checkouts may share one node_modules folder.
const ladleStaging = join(root, 'out', 'manual-ladle');
const skipLadle = process.argv.includes('--skip-ladle');
const timings = [];
const running = new Set();

// Command-line tools run as `node <entry>` so the build works the same on Windows, where the
// node_modules/.bin shims are not executables.
const cli = {
  ladle: join(root, 'node_modules', '@ladle', 'react', 'lib', 'cli', 'cli.js'),
  rspress: join(root, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js'),
};
const seconds = (since) => (performance.now() - since) / 1000;

function record(name, since) {
  const s = seconds(since);
  timings.push({ name, seconds: s });
  console.log(`  ${name}: ${s.toFixed(1)} s`);
}

/** Runs a command and resolves when it exits; a non-zero exit rejects with a one-line reason. */
function run(tool, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tool, ...args], {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${relative(root, tool)} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

function findFiles(dir, test, found = []) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') findFiles(full, test, found);
    } else if (test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

function copyCoverage() {
  const started = performance.now();
  const source = join(root, 'coverage');
  const target = join(publicDir, 'cov');
  rmSync(target, { recursive: true, force: true });
  if (existsSync(join(source, 'index.html'))) cpSync(source, target, { recursive: true });
  else console.log('  no coverage/index.html yet (npm test writes it); the coverage page will say so');
  record('coverage report', started);
}

/** Whether a screenshot folder holds a manifest and every file it lists. */
function completeShots(dir) {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) return false;
  const { shots } = JSON.parse(readFileSync(file, 'utf8'));
  return shots.every((shot) => Object.values(shot.files).every((f) => existsSync(join(dir, f))));
}

function copyScreenshots() {
  const started = performance.now();
  // tests/e2e/screenshots.spec.ts writes <lang>/<order>-<name>.png and the manifest the page reads:
  // into manual/generated/screenshots on a test run (this checkout's latest pictures, not committed),
  // into tests/e2e/screenshots with --update-snapshots (the committed set a fresh clone shows).
  const latest = join(manual, 'generated', 'screenshots');
  const committed = join(root, 'tests', 'e2e', 'screenshots');
  const source = [latest, committed].find(completeShots);
  const target = join(publicDir, 'screenshots');
  rmSync(target, { recursive: true, force: true });
  if (!source) {
    console.log('  no complete set of screenshots (tests/e2e/screenshots.spec.ts writes them)');
  } else {
    mkdirSync(target, { recursive: true });
    cpSync(join(source, 'manifest.json'), join(target, 'manifest.json'));
    let count = 0;
    for (const lang of ['ja', 'en']) {
      if (!existsSync(join(source, lang))) continue;
      cpSync(join(source, lang), join(target, lang), { recursive: true });
      count += readdirSync(join(source, lang)).filter((f) => f.endsWith('.png')).length;
    }
    console.log(`  ${count} screenshots from ${relative(root, source)}`);
  }
  record('screenshots', started);
}

/** Builds the catalogue into a staging folder, or answers false when there is nothing to build. */
async function buildLadle() {
  const started = performance.now();
  rmSync(ladleStaging, { recursive: true, force: true });
  rmSync(join(publicDir, 'ladle'), { recursive: true, force: true });
  if (skipLadle) {
    console.log('  UI catalogue skipped (--skip-ladle); its page will say it is missing');
    return false;
  }
  const stories = findFiles(join(root, 'renderer', 'src'), (name) => /\.stories\.tsx?$/.test(name));
  if (stories.length === 0) {
    console.log('  no stories under renderer/src; the UI catalogue page will say so');
    return false;
  }
  console.log(`  UI catalogue: ${stories.length} story files`);
  await run(
    cli.ladle,
    ['build', '--config', 'manual/ladle', '--outDir', relative(root, ladleStaging)],
    root,
    base ? { KOTOBA_MANUAL_BASE: base } : {},
  );
  record('UI catalogue (Ladle)', started);
  return true;
}

async function buildSite(withLadle) {
  const started = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  await run(cli.rspress, ['build'], manual, {
    KOTOBA_MANUAL_LADLE: withLadle ? 'built' : 'none',
    KOTOBA_MANUAL_OUT: outDir,
    ...(base ? { KOTOBA_MANUAL_BASE: base } : {}),
  });
  if (!existsSync(join(outDir, 'index.html')))
    throw new Error(`${relative(root, outDir)}/index.html was not written`);
  record('Rspress build (with TypeDoc)', started);
}

const total = performance.now();
console.log('Building the manual');
try {
  copyCoverage();
  copyScreenshots();
  const willBuildLadle =
    !skipLadle && findFiles(join(root, 'renderer', 'src'), (n) => /\.stories\.tsx?$/.test(n)).length > 0;
  const [ladleBuilt] = await Promise.all([buildLadle(), buildSite(willBuildLadle)]);
  if (ladleBuilt) cpSync(ladleStaging, join(outDir, 'ladle'), { recursive: true });
} catch (error) {
  // The other half of the build is of no use any more; stop it rather than leave it running.
  for (const child of running) child.kill();
  console.error(`manual build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

console.log(`\nManual built into ${relative(root, outDir)} in ${seconds(total).toFixed(1)} s`);
for (const t of timings) console.log(`  ${t.name.padEnd(30)} ${t.seconds.toFixed(1).padStart(6)} s`);
