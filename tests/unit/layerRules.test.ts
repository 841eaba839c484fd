import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'biome.cmd' : 'biome');

/** A file in the project's layout and what it imports; `broken` says the layer rules must refuse it. */
const PROBES: { file: string; imports: string; broken: boolean }[] = [
  { file: 'renderer/src/engine/probe.ts', imports: '../store', broken: true },
  { file: 'renderer/src/engine/probe2.ts', imports: 'react', broken: true },
  { file: 'renderer/src/engine/probe3.ts', imports: '../features/map/MapPage', broken: true },
  { file: 'renderer/src/engine/probe4.ts', imports: './types', broken: false },
  { file: 'renderer/src/store/probe.ts', imports: '../features/typing/TypingPage', broken: true },
  { file: 'renderer/src/store/probe2.ts', imports: '../engine/step', broken: false },
  { file: 'renderer/src/ui/probe.tsx', imports: '../store', broken: true },
  { file: 'renderer/src/ui/probe2.tsx', imports: 'react-redux', broken: true },
  { file: 'renderer/src/ui/probe3.tsx', imports: '../i18n', broken: false },
  { file: 'renderer/src/i18n/probe.ts', imports: '../store/index', broken: true },
  { file: 'renderer/src/input/probe.ts', imports: '../platform', broken: true },
  { file: 'renderer/src/features/map/probe.ts', imports: 'electron', broken: true },
  { file: 'renderer/src/features/map/probe2.ts', imports: '../../store', broken: false },
  { file: 'renderer/src/features/map/probe3.ts', imports: '../../../../electron/main/paths', broken: true },
  { file: 'renderer/src/features/map/probe4.ts', imports: '../../../../core/bank/bankStages', broken: false },
  { file: 'renderer/src/engine/probe5.ts', imports: '../../../electron/main/paths', broken: true },
  { file: 'renderer/src/store/probe3.ts', imports: '../../../electron/preload/index', broken: true },
  { file: 'renderer/src/ui/probe4.tsx', imports: '../../../electron/main/menu/menuLabels', broken: true },
  {
    file: 'renderer/src/features/map/probe5.test.ts',
    imports: '../../../../electron/main/paths',
    broken: true,
  },
  // The core belongs to no host: no Electron, no Node built-in (with or without `node:`), no React,
  // neither host's code nor the renderer's.
  { file: 'core/progress/probe.ts', imports: 'electron', broken: true },
  { file: 'core/progress/probe2.ts', imports: 'node:fs', broken: true },
  { file: 'core/progress/probe3.ts', imports: 'fs', broken: true },
  { file: 'core/progress/probe4.ts', imports: 'node:fs/promises', broken: true },
  { file: 'core/progress/probe5.ts', imports: 'react', broken: true },
  { file: 'core/progress/probe6.ts', imports: '@reduxjs/toolkit', broken: true },
  { file: 'core/progress/probe7.ts', imports: '../../renderer/src/data/stages', broken: true },
  { file: 'core/progress/probe8.ts', imports: '../../electron/main/stores/writeFileAtomic', broken: true },
  { file: 'core/progress/probe9.ts', imports: '../contract', broken: false },
  { file: 'core/progress/probe10.ts', imports: 'zod', broken: false },
  // Core tests run in Vitest under Node and may read fixtures, but still import no host or screen.
  { file: 'core/progress/probe.test.ts', imports: 'node:fs', broken: false },
  { file: 'core/progress/probe2.test.ts', imports: 'electron', broken: true },
  { file: 'core/progress/probe3.test.ts', imports: '../../renderer/src/data/stages', broken: true },
  // Main and preload never import the renderer.
  { file: 'electron/main/dashboard/probe.ts', imports: '../../../renderer/src/data/stages', broken: true },
  {
    file: 'electron/main/dashboard/probe2.ts',
    imports: '../../../core/dashboard/buildDashboard',
    broken: false,
  },
  { file: 'electron/main/dashboard/probe3.test.ts', imports: '../../../renderer/src/store', broken: true },
  { file: 'electron/preload/probe.ts', imports: '../../renderer/src/platform', broken: true },
];

/** The rules that refuse an import across a layer. */
const LAYER_RULES = ['noRestrictedImports', 'noNodejsModules'];

let dir = '';
let report = '';

beforeAll(() => {
  // The project's own lint configuration, run on probe files laid out like the renderer.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-layers-'));
  fs.copyFileSync(path.join(ROOT, 'biome.json'), path.join(dir, 'biome.json'));
  for (const probe of PROBES) {
    const file = path.join(dir, probe.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `import * as layer from '${probe.imports}';\n\nexport const used = layer;\n`);
  }
  const run = spawnSync(
    BIOME,
    ['lint', '--max-diagnostics=none', '--reporter=github', 'renderer', 'core', 'electron'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  report = `${run.stdout}\n${run.stderr}`;
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the layer rules in the lint configuration', () => {
  for (const probe of PROBES) {
    it(`${probe.broken ? 'refuses' : 'allows'} ${probe.file} importing '${probe.imports}'`, () => {
      const flagged = report
        .split('\n')
        .some((line) => LAYER_RULES.some((rule) => line.includes(rule)) && line.includes(probe.file));
      expect(flagged, report).toBe(probe.broken);
    });
  }
});
