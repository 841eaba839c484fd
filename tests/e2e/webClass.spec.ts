import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type AppSnapshot, firstRouteStageIds } from '../../core/contract';
import { handinReport, readHandins } from '../../core/handin/readHandins';
import { exportProgress, importProgress } from '../../electron/main/backup/progressBackup';
import { generateHandinClass, writeHandinClass } from '../support/core/handin/handinClass';
import { playedSnapshot } from '../support/core/progress/playedSnapshot';
import { wordRecord } from '../support/core/progress/wordRecord';
import { resultsDialog } from './support/battlePlay';
import { tabTo } from './support/keyboardAndAxe';
import { loadMainServices } from './support/loadMainServices';
import { loadMessages } from './support/messages';
import { enterOn, openTeacherModeWithNewPin } from './support/teacherMode';
import {
  bankAnswers,
  enterAsPlayer,
  foreignRequests,
  openLibraryLastYear,
  playStageToResults,
  savedRecord,
  serveWebForFile,
} from './support/webEdition';

/*
 * The two editions exchange files: a backup the desktop's own main-process code wrote restores in
 * the web edition, a backup the web edition saved imports into the desktop's progress, and a folder
 * of hand-in files reads in the web dashboard as core's reader reads it in Node. The browser side is
 * the built out/web/ over HTTP, played with the keyboard; the files go through the browser's own
 * file chooser and downloads.
 */

type Messages = Awaited<ReturnType<typeof loadMessages>>;

const PIN = '8642';

const server = serveWebForFile();
const folders: string[] = [];

/** A fresh temporary folder, removed after the suite. */
function tempFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

test.afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The stored progress of the player of that name in the web edition's database. */
async function storedProgressOf(page: Page, name: string): Promise<AppSnapshot> {
  const players = (await savedRecord(page, 'profiles')) as { profiles: { id: string; name: string }[] };
  const player = players.profiles.find((p) => p.name === name);
  expect(player, `a player named ${name} in the saves`).toBeTruthy();
  return (await savedRecord(page, `progress:${player?.id}`)) as AppSnapshot;
}

/** From the map, the Files menu (its dialog). */
async function openFilesMenu(page: Page, ja: Messages): Promise<Locator> {
  await enterOn(page, page.getByTestId('files-open'));
  const menu = page.getByRole('dialog', { name: ja['files.title'] });
  await expect(menu).toBeVisible();
  return menu;
}

/** Progress a desktop pupil has made: the first three stages of the route cleared, words met and missed. */
function desktopProgress(): { snapshot: AppSnapshot; cleared: string[]; next: string } {
  const route = firstRouteStageIds();
  const cleared = route.slice(0, 3);
  const next = route[3] ?? '';
  const snapshot = playedSnapshot(4);
  snapshot.exp = 260;
  snapshot.stages = Object.fromEntries(
    cleared.map((id, i) => [
      id,
      {
        cleared: true,
        bestRank: i === 0 ? 'S' : 'B',
        plays: i + 1,
        lastPlayedAt: '2026-01-29T09:00:00.000Z',
      },
    ]),
  );
  snapshot.words['e56.february'] = wordRecord({
    setId: 'month',
    en: 'February',
    ja: '2月',
    seen: 3,
    clean: 1,
    mistakes: 4,
    wrongKeys: { 'r→u': 3, 'a→e': 1 },
    lastWrong: ['Febuary'],
    lastSeenAt: '2026-01-30T09:00:00.000Z',
  });
  return { snapshot, cleared, next };
}

test.describe('the web and desktop editions exchange files, keyboard only', () => {
  test('a backup the desktop edition wrote restores in the web edition', async ({ page, context }) => {
    test.setTimeout(300_000);
    const ja = await loadMessages('ja');
    const foreign = foreignRequests(context, server.origin);

    // The desktop: a real progress file in a user-data folder, exported by the real File → Export progress….
    const { createSnapshotService } = await loadMainServices();
    const desktop = createSnapshotService({ cwd: tempFolder('kotoba-desktop-'), log: () => {} });
    const { snapshot, cleared, next } = desktopProgress();
    expect(desktop.save(snapshot).ok).toBe(true);
    const backupFile = path.join(tempFolder('kotoba-backup-'), 'kotoba-quest-progress-2026-02-01.json');
    const exported = exportProgress({ snapshot: desktop, filePath: backupFile, appVersion: '1.0.0' });
    expect(exported.ok).toBe(true);
    const saved = desktop.read();

    // The web edition: a pupil's first visit, then Files → Restore from a backup, that file, yes.
    await page.goto(server.url);
    await enterAsPlayer(page, ja, 'はな');
    await expect(page.locator(`.kq-map-marker[data-stage-id="${cleared[0]}"]`)).toHaveAttribute(
      'data-state',
      'current',
    );
    const menu = await openFilesMenu(page, ja);
    const chooser = page.waitForEvent('filechooser');
    await enterOn(page, menu.getByRole('button', { name: ja['files.restoreBackup'] }));
    await (await chooser).setFiles(backupFile);
    const confirm = page.getByRole('dialog', { name: ja['files.restore.confirmTitle'] });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByTestId('files-restore-file')).toContainText(path.basename(backupFile));
    await expect(confirm.getByRole('button', { name: ja['files.restore.yes'] })).toBeFocused();
    await page.keyboard.press('Enter');
    const done = page.getByRole('dialog', { name: ja['files.restore.doneTitle'] });
    await expect(done).toBeVisible();
    await expect(done.getByRole('button', { name: ja['files.restore.ok'] })).toBeFocused();

    // The browser keeps exactly the desktop's progress.
    expect(await storedProgressOf(page, 'はな')).toEqual(saved);

    // OK reloads the game; the map shows the desktop's stages cleared and the next one to play.
    await page.keyboard.press('Enter');
    await enterAsPlayer(page, ja, 'はな');
    for (const id of cleared) {
      await expect(page.locator(`.kq-map-marker[data-stage-id="${id}"]`)).toHaveAttribute(
        'data-state',
        'cleared',
      );
    }
    await expect(page.locator(`.kq-map-marker[data-stage-id="${next}"]`)).toHaveAttribute(
      'data-state',
      'current',
    );
    expect(await storedProgressOf(page, 'はな')).toEqual(saved);
    expect(foreign, 'requests to another origin').toEqual([]);
  });

  test('a backup the web edition saved imports into the desktop edition', async ({ page, context }) => {
    test.setTimeout(420_000);
    const ja = await loadMessages('ja');
    const foreign = foreignRequests(context, server.origin);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The web edition: a new player plays a stage from the word library.
    await page.goto(server.url);
    await enterAsPlayer(page, ja, 'りく');
    const panel = await openLibraryLastYear(page, ja);
    const stage = panel.locator('.kq-library-stage').first();
    const stageId = (await stage.getAttribute('data-stage-id')) ?? '';
    expect(stageId).not.toBe('');
    await tabTo(page, stage);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typing-page')).toBeVisible();
    await playStageToResults(page, ja, bankAnswers());
    await expect(resultsDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator(`#kq-library-panel [data-stage-id="${stageId}"]`)).toHaveAttribute(
      'data-cleared',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();

    // Files → Save a backup: the browser's download, in the desktop's format and with its name.
    const menu = await openFilesMenu(page, ja);
    const downloading = page.waitForEvent('download');
    await enterOn(page, menu.getByRole('button', { name: ja['files.saveBackup'] }));
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kotoba-quest-progress-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(menu.getByTestId('files-status')).toContainText(download.suggestedFilename());
    const backupFile = path.join(tempFolder('kotoba-web-backup-'), download.suggestedFilename());
    await download.saveAs(backupFile);
    const web = await storedProgressOf(page, 'りく');
    expect(web.stages[stageId]?.cleared).toBe(true);

    // The desktop: File → Import progress… with that file, through the real import into a real progress file.
    const { createSnapshotService } = await loadMainServices();
    const cwd = tempFolder('kotoba-desktop-');
    const desktop = createSnapshotService({ cwd, log: () => {} });
    const imported = importProgress({ snapshot: desktop, filePath: backupFile });
    expect(imported.ok).toBe(true);
    // Read again from the disk, as the desktop's next start does.
    const stored = createSnapshotService({ cwd, log: () => {} }).read();
    expect(stored.stages[stageId]?.cleared).toBe(true);
    expect(stored).toEqual(web);
    expect(foreign, 'requests to another origin').toEqual([]);
  });

  test('a teacher reads a folder of 40 hand-in files in the web dashboard', async ({ page, context }) => {
    test.setTimeout(420_000);
    const ja = await loadMessages('ja');
    const foreign = foreignRequests(context, server.origin);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The folder a teacher downloads from the assignment: 40 hand-ins, a cut-off file and a backup.
    const handins = generateHandinClass({ pupils: 40, seed: 17 });
    const folder = path.join(tempFolder('kotoba-handins-'), '3年2組の提出物');
    writeHandinClass(folder, handins);
    const damagedName = 'kotoba-handin-broken-20260319.json';
    const damagedText = handins[0]?.text.slice(0, 200) ?? '';
    fs.writeFileSync(path.join(folder, damagedName), damagedText);
    const backupName = 'kotoba-quest-progress-2026-03-19.json';
    const { createSnapshotService } = await loadMainServices();
    const desktop = createSnapshotService({ cwd: tempFolder('kotoba-desktop-'), log: () => {} });
    expect(desktop.save(playedSnapshot()).ok).toBe(true);
    expect(exportProgress({ snapshot: desktop, filePath: path.join(folder, backupName) }).ok).toBe(true);

    // What core's reader and the dashboard's rules make of the same files in Node.
    const names = fs.readdirSync(folder).sort();
    const expected = handinReport(
      readHandins(
        names.map((name) => ({
          path: `${path.basename(folder)}/${name}`,
          bytes: new Uint8Array(fs.readFileSync(path.join(folder, name))),
        })),
      ),
      { now: new Date() },
    );
    expect(expected.pupils).toHaveLength(40);
    expect(expected.missedWords.length).toBeGreaterThan(0);

    // Teacher mode: the first PIN, typed twice; then the class dashboard.
    await page.goto(server.url);
    await enterAsPlayer(page, ja, 'せんせい');
    await openTeacherModeWithNewPin(page, ja, PIN, { timeout: 120_000 });
    await enterOn(page, page.getByRole('button', { name: ja['dashboard.open'] }), true);
    const dashboard = page.getByTestId('dashboard');
    await expect(dashboard).toHaveAttribute('data-state', 'ready');

    // Read hand-in files: the browser's folder picker, given the folder.
    const chooser = page.waitForEvent('filechooser');
    await enterOn(page, page.getByTestId('handin-read'));
    await (await chooser).setFiles(folder);
    const report = page.getByTestId('handin-report');
    await expect(report).toBeVisible();
    await expect(page.getByTestId('dashboard-source')).toContainText(`${names.length} 件から 40 人分`);

    // The 40 pupils, each with the stages cleared core counts for them.
    const rows = report.getByTestId('dashboard-pupils').locator('tbody tr');
    await expect(rows).toHaveCount(40);
    const shown = await rows.evaluateAll((all) =>
      all.map((row) => [row.getAttribute('data-pupil-id'), row.querySelectorAll('td')[2]?.textContent]),
    );
    expect(Object.fromEntries(shown)).toEqual(
      Object.fromEntries(expected.pupils.map((p) => [p.id, String(p.stagesCleared)])),
    );

    // The two files left out, each with its reason.
    const skipped = report.getByTestId('handin-skipped').locator('li');
    await expect(skipped).toHaveCount(2);
    await expect(skipped.filter({ hasText: damagedName })).toHaveAttribute('data-reason', 'not-json');
    await expect(skipped.filter({ hasText: damagedName })).toContainText(ja['handin.skip.not-json']!);
    await expect(skipped.filter({ hasText: backupName })).toHaveAttribute('data-reason', 'backup');
    await expect(skipped.filter({ hasText: backupName })).toContainText(ja['handin.skip.backup']!);

    // The class's most-missed words: the same words, mistakes and pupils as core's.
    const words = report.getByTestId('dashboard-words').locator('tbody tr');
    await expect(words).toHaveCount(expected.missedWords.length);
    const wordsShown = await words.evaluateAll((all) =>
      all.map((row) => {
        const cells = row.querySelectorAll('td');
        return [row.getAttribute('data-word'), cells[1]?.textContent, cells[2]?.textContent];
      }),
    );
    expect(wordsShown).toEqual(
      expected.missedWords.map((w) => [
        w.en,
        String(w.mistakes),
        ja['dashboard.words.pupilsValue']!.replace('{count}', String(w.pupils)),
      ]),
    );

    // The class list, as the teacher saves it from Excel: the 40 pupils and one who handed nothing in.
    const classList = path.join(tempFolder('kotoba-classlist-'), '3年2組.csv');
    const cell = (text: string) => `"${text.replace(/"/g, '""')}"`;
    fs.writeFileSync(
      classList,
      [
        '出席番号,氏名',
        ...handins.map((item, i) => `${i + 1},${cell(item.handin.pupil.name)}`),
        '41,欠席 太郎',
      ].join('\r\n'),
    );
    const listChooser = page.waitForEvent('filechooser');
    await enterOn(page, report.getByTestId('handin-classlist-pick'));
    await (await listChooser).setFiles(classList);
    await expect(report.getByTestId('handin-classlist-count')).toHaveText(
      ja['handin.classList.count']!.replace('{handedIn}', '40').replace('{total}', '41'),
    );
    const missing = report.getByTestId('handin-missing').locator('tbody tr');
    await expect(missing).toHaveCount(1);
    await expect(missing).toContainText('欠席 太郎');
    await expect(report.getByTestId('not-on-list')).toHaveCount(0);
    expect(foreign, 'requests to another origin').toEqual([]);
  });
});
