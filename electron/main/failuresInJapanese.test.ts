import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { BRIDGE, type IpcError, type Result } from '../../core/contract';
import { describeFailure } from '../../core/i18n';
import { makeTempFolder } from '../../tests/support/electron/main/stores/testFolders';
import { createIpcHandlers } from './ipc/createIpcHandlers';
import { createSenderCheck, type SenderEvent } from './ipc/isTrustedSender';
import { createProfileService } from './profiles/profileService';
import { createSettingsService } from './stores/settingsService';
import { createSnapshotService } from './stores/snapshotService';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const game: SenderEvent = { senderFrame: { url: 'app://game/index.html', parent: null } };
const stranger: SenderEvent = { senderFrame: { url: 'https://evil.example/', parent: null } };

function folder(): string {
  const dir = makeTempFolder('kotoba-failures-');
  folders.push(dir);
  return dir;
}

function failureOf(answer: Result<unknown>): IpcError {
  if (answer.ok) throw new Error('expected a refusal');
  return answer.error;
}

/** Failures that main's real services and handlers answer, each for a different reason. */
async function realFailures(): Promise<IpcError[]> {
  const cwd = folder();
  const handlers = createIpcHandlers({
    settings: createSettingsService({ cwd, log: quiet }),
    snapshot: createSnapshotService({ cwd, log: quiet }),
    isTrustedSender: createSenderCheck('app://game'),
    log: quiet,
  });
  let n = 0;
  const profiles = createProfileService({
    cwd: folder(),
    log: quiet,
    firstName: 'プレイヤー1',
    makeId: () => `p-${String(++n).padStart(6, '0')}`,
  });
  return [
    failureOf(await handlers[BRIDGE.settings.set](game, { bgmVolume: 12 })),
    failureOf(await handlers[BRIDGE.settings.set](stranger, { language: 'ja' })),
    failureOf(await handlers[BRIDGE.app.overwrite](game, { hello: 1 })),
    failureOf(profiles.add('プレイヤー1', 'hero')),
    failureOf(profiles.remove(profiles.view().activeId)),
    failureOf(profiles.update('p-999999', 'Ken', 'hero')),
  ];
}

describe('a failure shown to a Japanese player', () => {
  it('is worded from its reason, and carries no English sentence from main', async () => {
    const failures = await realFailures();
    expect(new Set(failures.map((f) => f.reason)).size).toBe(failures.length);
    for (const failure of failures) {
      expect(failure).not.toHaveProperty('message');
      const told = describeFailure('ja', failure);
      if (failure.detail) expect(told).not.toContain(failure.detail);
      // Only values (a name, a path) may be Latin; these failures carry none that is.
      expect(told, failure.reason).not.toMatch(/[A-Za-z]{2,}/);
    }
  });
});
