/** IT's way to write the teacher PIN into the machine-wide config: `scripts/pin-hash.mjs`. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineConfigSchema } from '../../core/contract';
import { scryptPinHasher } from '../../electron/main/teacher/teacherPin';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/pin-hash.mjs');

describe('scripts/pin-hash.mjs', () => {
  it('prints a teacherPinHash entry the config accepts and the game opens with that PIN', async () => {
    const run = spawnSync(process.execPath, [SCRIPT], { input: '2468\n', encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('2468');
    const config = machineConfigSchema.parse(JSON.parse(`{"version": 1, ${run.stdout}}`));
    const hash = config.teacherPinHash;
    if (!hash) throw new Error('no teacherPinHash');
    expect(await scryptPinHasher.matches('2468', hash)).toBe(true);
    expect(await scryptPinHasher.matches('2469', hash)).toBe(false);
  }, 60_000);

  it('refuses a PIN that is not 4 to 8 digits', () => {
    const run = spawnSync(process.execPath, [SCRIPT], { input: '12\n', encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
  });
});
