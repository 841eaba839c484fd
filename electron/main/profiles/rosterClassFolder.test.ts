import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bytesBase64 } from '../../../core/roster/base64Bytes';
import { rosterWork } from '../../../core/roster/rosterWork';
import { makePupils, oneRosterTexts, oneRosterZip } from '../../../tests/support/core/roster/oneRosterSet';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { readClassFolderChoice } from '../classfolder/machineConfig';
import { openClassroom } from '../classfolder/openClassroom';
import { desktopRosterHost, randomPlayerId } from './rosterHost';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const noTimers = { setInterval: () => 0, clearInterval: () => {} };
const TOKEN = 'T'.repeat(43);

/** Two PCs of one lab sharing a class folder, each with its own userData. */
function lab() {
  const root = makeTempFolder('kotoba-roster-class-');
  folders.push(root);
  const classFolder = path.join(root, 'share', '2-1');
  fs.mkdirSync(classFolder, { recursive: true });
  const config = path.join(root, 'config.json');
  fs.writeFileSync(config, JSON.stringify({ version: 1, classFolder }));
  const open = (pc: string) => {
    const userData = path.join(root, pc);
    fs.mkdirSync(userData, { recursive: true });
    return openClassroom({
      userData,
      language: 'ja',
      choice: readClassFolderChoice({ candidates: [config], userData }),
      pcId: `pc-${pc}`,
      pcName: pc,
      log: quiet,
      timers: noTimers,
    });
  };
  return { classFolder, open };
}

describe('a roster imported into a class folder', () => {
  it('reaches the share, so another PC of the class lists the pupils with their classes', async () => {
    const { classFolder, open } = lab();
    const teacherPc = await open('PC-01');
    const sync = teacherPc.sync;
    if (!sync) throw new Error('no class folder');
    // As main wires it: players new or changed by the import go to the share like any change of a player.
    const { roster } = rosterWork(
      desktopRosterHost({
        profiles: teacherPc.profiles,
        isUnlocked: (token) => token === TOKEN,
        profileChanged: (profile) => sync.profileChanged(profile),
        makeId: randomPlayerId,
      }),
    );
    const zip = oneRosterZip(
      oneRosterTexts({ schoolYear: '2026', classes: ['2年1組'], pupils: makePupils(5, 1) }),
    );
    const applied = await roster.apply({
      token: TOKEN,
      files: [{ name: 'meibo.zip', base64: bytesBase64(zip) }],
      classes: null,
    });
    expect(applied.ok).toBe(true);
    await sync.flushAll();
    const taro = teacherPc.profiles.view().profiles.find((p) => p.rosterId === 'u-00001');
    expect(
      JSON.parse(fs.readFileSync(path.join(classFolder, 'players', taro?.id ?? '', 'profile.json'), 'utf8')),
    ).toEqual(taro);
    await teacherPc.dispose();

    const pupilPc = await open('PC-02');
    const listed = pupilPc.profiles.view().profiles.filter((p) => p.className === '2年1組');
    expect(listed.map((p) => p.rosterId).sort()).toEqual([
      'u-00001',
      'u-00002',
      'u-00003',
      'u-00004',
      'u-00005',
    ]);
    await pupilPc.dispose();
  });
});
