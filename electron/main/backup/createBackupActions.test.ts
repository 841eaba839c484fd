import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySnapshot } from '../../../core/contract';
import { tempFoldersCleanedAfterEach } from '../../../tests/support/electron/main/stores/testFolders';
import { createSnapshotService } from '../stores/snapshotService';
import { BACKUP_MESSAGES } from './backupMessages';
import { type BackupUi, createBackupActions } from './createBackupActions';

const folder = tempFoldersCleanedAfterEach('kotoba-backup-actions-');

/** A scripted desktop: answers the dialogs as told and records what the player saw. */
function scriptedUi(answers: { exportPath?: string | null; importPath?: string | null; confirm?: boolean }) {
  const seen: string[] = [];
  const ui: BackupUi = {
    chooseExportPath: async (name) => {
      seen.push(`save dialog: ${name}`);
      return answers.exportPath ?? null;
    },
    chooseImportPath: async () => {
      seen.push('open dialog');
      return answers.importPath ?? null;
    },
    confirmImport: async () => {
      seen.push('confirm');
      return answers.confirm ?? false;
    },
    tell: async (kind, message, detail) => {
      seen.push(`${kind}: ${message} | ${detail}`);
    },
    reloadGame: () => {
      seen.push('reload');
    },
  };
  return { ui, seen };
}

const now = () => new Date('2026-02-01T08:00:00.000Z');
const ja = BACKUP_MESSAGES.ja;
const en = BACKUP_MESSAGES.en;

function leveledPlayer(level: number) {
  const service = createSnapshotService({ cwd: folder(), log: () => {} });
  service.save({ ...emptySnapshot(), level });
  return service;
}

describe('File → Export progress… / Import progress…', () => {
  it('exports where the player chose and says so in Japanese', async () => {
    const target = path.join(folder(), 'hanako.json');
    const { ui, seen } = scriptedUi({ exportPath: target });
    const actions = createBackupActions({ ui, snapshot: leveledPlayer(12), messages: ja, now });
    expect((await actions.exportProgress()).ok).toBe(true);
    expect(seen).toEqual([
      'save dialog: kotoba-quest-progress-2026-02-01.json',
      `info: 進み具合を書き出しました。 | ${target}`,
    ]);
    expect(JSON.parse(fs.readFileSync(target, 'utf8')).snapshot.level).toBe(12);
  });

  it('does nothing when the save dialog is cancelled', async () => {
    const { ui, seen } = scriptedUi({ exportPath: null });
    const actions = createBackupActions({ ui, snapshot: leveledPlayer(2), messages: en, now });
    expect(await actions.exportProgress()).toMatchObject({ ok: false, refusal: 'cancelled' });
    expect(seen).toEqual(['save dialog: kotoba-quest-progress-2026-02-01.json']);
  });

  it('imports after confirmation, tells the player, then reloads the game page', async () => {
    const file = path.join(folder(), 'taro.json');
    await createBackupActions({
      ui: scriptedUi({ exportPath: file }).ui,
      snapshot: leveledPlayer(20),
      messages: en,
      now,
    }).exportProgress();

    const here = leveledPlayer(1);
    const { ui, seen } = scriptedUi({ importPath: file, confirm: true });
    const result = await createBackupActions({ ui, snapshot: here, messages: en, now }).importProgress();
    expect(result.ok).toBe(true);
    expect(seen).toEqual([
      'open dialog',
      'confirm',
      'info: The progress was imported. | The game screen reloads now.',
      'reload',
    ]);
    expect(here.load().snapshot.level).toBe(20);
  });

  it('keeps the progress when the player declines the confirmation', async () => {
    const file = path.join(folder(), 'taro.json');
    await createBackupActions({
      ui: scriptedUi({ exportPath: file }).ui,
      snapshot: leveledPlayer(20),
      messages: en,
    }).exportProgress();
    const here = leveledPlayer(3);
    const before = fs.readFileSync(here.path);
    const { ui, seen } = scriptedUi({ importPath: file, confirm: false });
    expect(await createBackupActions({ ui, snapshot: here, messages: en }).importProgress()).toMatchObject({
      refusal: 'cancelled',
    });
    expect(seen).toEqual(['open dialog', 'confirm']);
    expect(fs.readFileSync(here.path).equals(before)).toBe(true);
  });

  it('refuses a foreign file before asking, in the player’s language, and changes nothing', async () => {
    const file = path.join(folder(), 'other.json');
    fs.writeFileSync(file, '{"tasks":["buy milk"]}');
    const here = leveledPlayer(5);
    const before = fs.readFileSync(here.path);
    const { ui, seen } = scriptedUi({ importPath: file, confirm: true });
    const result = await createBackupActions({ ui, snapshot: here, messages: ja }).importProgress();
    expect(result).toMatchObject({ ok: false, refusal: 'foreign' });
    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatch(
      /^error: このファイルは、ことばクエストの進み具合のファイルではありません。 \| いまの進み具合はそのままです。/,
    );
    expect(seen).not.toContain('confirm');
    expect(seen).not.toContain('reload');
    expect(fs.readFileSync(here.path).equals(before)).toBe(true);
  });

  it('has a message for every refusal in both languages', () => {
    expect(Object.keys(ja.refusals).sort()).toEqual(Object.keys(en.refusals).sort());
    for (const text of [...Object.values(ja.refusals), ...Object.values(en.refusals)]) {
      expect(text.length).toBeGreaterThan(10);
    }
  });
});
