/**
 * The packaged layout, checked on the real output of `electron-builder --dir`.
 *
 * What is real here: electron-builder 26 with our electron-builder.yml (file selection, production
 * dependencies, asar packing, extra resources, locale trimming, the afterPack hook), @electron/asar
 * reading the archive, and @electron/fuses flipping and reading back the fuse wire.
 *
 * What may be a stand-in: the Electron executable. Electron's binary cannot be downloaded on every
 * machine, so unless ELECTRON_DIST points at a real unpacked Electron distribution, the package is built
 * against a stand-in distribution (scripts/packaging/standInElectronDist.mjs) whose executable is a
 * small script carrying Electron's fuse sentinel and a fuse wire in Electron's documented layout with
 * Electron 45's shipped defaults. The test names say which one was used. With ELECTRON_DIST set, the
 * same checks run against the real executable.
 *
 * The packaging itself runs through scripts/package-dir.mjs (the `dist:dir` script) with --reuse: it
 * packages the app in out/ and the manual in manual/doc_build as they are, so build both first
 * (`npx electron-vite build`, `node scripts/manual-build.mjs`); the script stops with a clear message
 * when either is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import asar from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ELECTRON_45_DEFAULT_WIRE,
  electronExecutableName,
  makeStandInElectronDist,
} from '../../scripts/packaging/standInElectronDist.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const realDist = process.env.ELECTRON_DIST ? path.resolve(process.env.ELECTRON_DIST) : null;
// The stand-in is a Linux distribution; Windows can run the checks with a real ELECTRON_DIST. The macOS
// layout (an .app bundle) is not covered here.
const supported = process.platform === 'linux' || (realDist !== null && process.platform === 'win32');
const against = realDist
  ? `the real Electron distribution in ELECTRON_DIST (${realDist})`
  : 'a stand-in Electron distribution (real electron-builder, asar and @electron/fuses; stand-in executable)';
const ASAR_BUDGET = 15 * 1024 * 1024;
/** A fuse's state byte in the wire: ASCII '1' on, ASCII '0' off. */
const FuseState = { ENABLE: '1'.charCodeAt(0), DISABLE: '0'.charCodeAt(0) } as const;

interface Packaged {
  output: string;
  folder: string;
  resources: string;
  archive: string;
  executable: string;
  /** Every path inside app.asar, with forward slashes and no leading slash. */
  entries: string[];
  stdout: string;
  /** Hashes of the files in out/ taken just before packaging. */
  builtFiles: Map<string, string>;
  /** The executable's fuse wire before packaging (from the distribution folder). */
  wireBefore: Record<string, unknown>;
}

let packaged: Packaged;
let work: string;

function filesUnder(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? filesUnder(full, base)
      : [path.relative(base, full).split(path.sep).join('/')];
  });
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function runPackageDir(output: string, electronDist: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const script = path.join(root, 'scripts', 'package-dir.mjs');
    const child = spawn(process.execPath, [script, '--reuse', '--out', output], {
      cwd: root,
      env: { ...process.env, ELECTRON_DIST: electronDist, FORCE_COLOR: '0' },
    });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    child.stderr.on('data', (chunk) => {
      text += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`package-dir.mjs exited with ${code}:\n${text}`)),
    );
  });
}

describe.skipIf(!supported)(`electron-builder --dir against ${against}`, () => {
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-package-'));
    const dist = realDist ?? (await makeStandInElectronDist(path.join(work, 'electron-dist')));
    const exeName = electronExecutableName();
    const wireBefore = await getCurrentFuseWire(path.join(dist, exeName));
    const builtFiles = new Map(
      filesUnder(path.join(root, 'out'))
        .filter((f) => /^(main|preload|renderer)\//.test(f) && !f.endsWith('.map'))
        .map((f) => [`out/${f}`, sha(fs.readFileSync(path.join(root, 'out', f)))] as const),
    );
    const output = path.join(work, 'dist');
    const stdout = await runPackageDir(output, dist);
    const unpacked = fs.readdirSync(output).find((name) => name.endsWith('-unpacked'));
    if (!unpacked) throw new Error(`No unpacked folder in ${output}:\n${stdout}`);
    const folder = path.join(output, unpacked);
    const resources = path.join(folder, 'resources');
    const archive = path.join(resources, 'app.asar');
    const executable = fs
      .readdirSync(folder)
      .map((name) => path.join(folder, name))
      .find(
        (file) =>
          fs.statSync(file).isFile() && fs.readFileSync(file).includes('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'),
      );
    if (!executable) throw new Error(`No Electron executable with a fuse wire in ${folder}`);
    const entries = asar
      .listPackage(archive, { isPack: false })
      .map((entry) => entry.split(path.sep).join('/').replace(/^\//, ''));
    packaged = { output, folder, resources, archive, executable, entries, stdout, builtFiles, wireBefore };
  }, 180_000);

  afterAll(() => {
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  const fileEntries = () =>
    packaged.entries.filter((entry) => {
      try {
        return 'size' in asar.statFile(packaged.archive, entry, false);
      } catch {
        return false;
      }
    });

  it('names the executable after the app and prints the sizes of app.asar, the manual and the folder', () => {
    expect(path.basename(packaged.executable)).toBe(
      process.platform === 'win32' ? 'Kotoba Quest.exe' : 'kotoba-quest',
    );
    expect(packaged.stdout).toMatch(/app\.asar\s+\d+\.\d\d MB\s+\(budget 15\.00 MB\)/);
    expect(packaged.stdout).toMatch(/resources\/manual\s+\d+\.\d\d MB/);
    expect(packaged.stdout).toMatch(/total\s+\d+\.\d\d MB/);
    const sizes = JSON.parse(fs.readFileSync(path.join(packaged.output, 'package-sizes.json'), 'utf8'));
    expect(sizes.appAsar).toBe(fs.statSync(packaged.archive).size);
  });

  it('has the main, preload and renderer bundles inside app.asar, byte-for-byte as built', () => {
    expect(packaged.entries).toEqual(
      expect.arrayContaining(['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html']),
    );
    expect(packaged.builtFiles.size).toBeGreaterThan(3);
    for (const [file, hash] of packaged.builtFiles) {
      expect(sha(asar.extractFile(packaged.archive, file)), file).toBe(hash);
    }
    const packedOut = packaged.entries.filter((e) => e.startsWith('out/') && path.extname(e) !== '');
    expect(packedOut.sort()).toEqual([...packaged.builtFiles.keys()].sort());
  });

  it('keeps sources, tests, source maps and everything but out/, node_modules and package.json out of app.asar', () => {
    const top = new Set(packaged.entries.map((e) => e.split('/')[0]));
    expect([...top].sort()).toEqual(['node_modules', 'out', 'package.json']);
    const files = fileEntries();
    expect(files.length).toBeGreaterThan(20);
    const bad = files.filter(
      (f) =>
        /\.(map|ts|tsx|mts|cts)$/.test(f) ||
        /\.(test|spec)\.[cm]?[jt]sx?$/.test(f) ||
        /(^|\/)(__tests__|tests?|src)\//.test(f) ||
        /(^|\/)(README|CHANGELOG)/i.test(f),
    );
    expect(bad).toEqual([]);
    expect(packaged.entries.some((e) => e.startsWith('out/ladle'))).toBe(false);
  });

  it('ships only production dependencies: no devDependency and no package npm marks as dev', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; dev?: boolean; name?: string }>;
    };
    // Each name@version npm installed for production (electron-builder may place them differently).
    const production = new Set(
      Object.entries(lock.packages)
        .filter(([where, entry]) => where.includes('node_modules/') && entry.dev !== true)
        .map(([where, entry]) => `${entry.name ?? where.replace(/^.*node_modules\//, '')}@${entry.version}`),
    );
    const own = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const packages = new Set(
      packaged.entries
        .map((e) => e.match(/^((?:node_modules\/(?:@[^/]+\/)?[^/]+\/)+)package\.json$/)?.[1])
        .filter((p): p is string => Boolean(p))
        .map((p) => p.replace(/\/$/, '')),
    );
    expect(packages.size).toBeGreaterThan(5);
    for (const name of Object.keys(own.dependencies)) expect(packages).toContain(`node_modules/${name}`);
    for (const name of Object.keys(own.devDependencies))
      expect(packages).not.toContain(`node_modules/${name}`);
    for (const pkg of packages) {
      const manifest = JSON.parse(asar.extractFile(packaged.archive, `${pkg}/package.json`).toString('utf8'));
      expect(production, `${pkg} is a production package`).toContain(`${manifest.name}@${manifest.version}`);
    }
  });

  it('the packaged dependencies still work: conf (under electron-store) saves a file and zod validates', () => {
    const extracted = path.join(work, 'extracted');
    asar.extractAll(packaged.archive, extracted);
    const check = [
      "const { default: Conf } = await import('conf');",
      "const { z } = await import('zod');",
      `const store = new Conf({ cwd: ${JSON.stringify(path.join(work, 'conf'))}, projectName: 'kq' });`,
      "store.set('level', 3);",
      "const ok = z.object({ level: z.number() }).safeParse({ level: store.get('level') }).success;",
      "console.log(ok ? 'works' : 'broken');",
    ].join('\n');
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', check], {
      cwd: extracted,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('works');
  });

  it('package.json inside app.asar points at the ES module main bundle and has no dev fields', () => {
    const manifest = JSON.parse(asar.extractFile(packaged.archive, 'package.json').toString('utf8'));
    expect(manifest).toMatchObject({ name: 'kotoba-quest', type: 'module', main: 'out/main/index.js' });
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.scripts).toBeUndefined();
  });

  it('bundles the built manual under resources/manual, without source maps', () => {
    const built = filesUnder(path.join(root, 'manual', 'doc_build')).filter((f) => !f.endsWith('.map'));
    const shipped = filesUnder(path.join(packaged.resources, 'manual'));
    expect(built).toContain('index.html');
    expect(shipped.sort()).toEqual(built.sort());
    expect(fs.existsSync(path.join(packaged.resources, 'manual', 'index.html'))).toBe(true);
  });

  it(`flips the fuses in the packaged ${realDist ? 'Electron' : 'stand-in'} executable (read back with @electron/fuses)`, async () => {
    const wire = await getCurrentFuseWire(packaged.executable);
    expect(wire.version).toBe('1');
    expect({
      runAsNode: wire[FuseV1Options.RunAsNode],
      cookieEncryption: wire[FuseV1Options.EnableCookieEncryption],
      nodeOptions: wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable],
      inspectArguments: wire[FuseV1Options.EnableNodeCliInspectArguments],
      asarIntegrity: wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation],
      onlyLoadAppFromAsar: wire[FuseV1Options.OnlyLoadAppFromAsar],
      fileProtocolPrivileges: wire[FuseV1Options.GrantFileProtocolExtraPrivileges],
    }).toEqual({
      runAsNode: FuseState.DISABLE,
      cookieEncryption: FuseState.ENABLE,
      nodeOptions: FuseState.DISABLE,
      inspectArguments: FuseState.DISABLE,
      asarIntegrity: FuseState.ENABLE,
      onlyLoadAppFromAsar: FuseState.ENABLE,
      fileProtocolPrivileges: FuseState.DISABLE,
    });
    // A fuse the config does not name keeps the value it had in the distribution.
    expect(wire[FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]).toBe(
      packaged.wireBefore[FuseV1Options.LoadBrowserProcessSpecificV8Snapshot],
    );
    if (!realDist) {
      // The stand-in started from Electron 45's shipped wire, so packaging is what changed it.
      const before = Object.keys(packaged.wireBefore)
        .filter((k) => k !== 'version')
        .map((k) => String.fromCharCode(packaged.wireBefore[k] as number))
        .join('');
      expect(before).toBe(ELECTRON_45_DEFAULT_WIRE);
    }
  });

  it('keeps app.asar within its 15 MB budget', () => {
    const size = fs.statSync(packaged.archive).size;
    expect(size).toBeGreaterThan(100 * 1024);
    expect(size).toBeLessThanOrEqual(ASAR_BUDGET);
  });

  it('keeps only the Japanese and English Chromium locales and drops Electron’s default app', () => {
    const locales = fs.readdirSync(path.join(packaged.folder, 'locales')).sort();
    expect(locales).toEqual(['en-US.pak', 'ja.pak']);
    expect(fs.existsSync(path.join(packaged.resources, 'default_app.asar'))).toBe(false);
    expect(fs.readdirSync(packaged.resources).sort()).toEqual(['app.asar', 'manual']);
  });
});
