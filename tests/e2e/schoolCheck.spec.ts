import fs from 'node:fs';
import path from 'node:path';
import type { SchoolCheckResult } from '../../core/contract';
import type { CheckFormsFile } from '../../core/schoolcheck/buildCheckForms';
import { generateClass } from '../support/core/dashboard/classGenerator';
import { expect, loadMessages } from './support';
import { test } from './support/dashboardHarness';
import { enterOn, openTeacherModeWithNewPin } from './support/teacherMode';

const PIN = '8642';
const PUPILS = 12;
const ROOT = path.resolve(import.meta.dirname, '../..');
const forms = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'core/schoolcheck/checkForms.json'), 'utf8'),
) as CheckFormsFile;
const e56 = new Map<string, string>(
  JSON.parse(fs.readFileSync(path.join(ROOT, 'core/bank/e56.json'), 'utf8')).entries.map(
    (e: { id: string; en: string }) => [e.id, e.en],
  ),
);

/** A check a pupil took earlier, as a seeded save holds it. */
function seededCheck(form: 'A' | 'B', at: string, known: number, cpm: number): SchoolCheckResult {
  return {
    band: 'e56',
    form,
    at,
    asked: 20,
    known,
    slips: 1,
    notKnown: 19 - known,
    slipIds: ['e56.slip'],
    notKnownIds: [],
    keying: { letters: 40, wrongKeys: 2, timeMs: 30_000, charsPerMinute: cpm, accuracy: 0.952 },
  };
}

test('a class takes the school check and the teacher prints and saves its report, keyboard only', async ({
  page,
  dashboardGame,
}) => {
  test.setTimeout(300_000);
  const ja = await loadMessages('ja');
  await page.setViewportSize({ width: 1024, height: 700 });
  const pupils = generateClass({ pupils: PUPILS, seed: 27, days: 60 });
  // Every pupil took form A in spring; all but the first also took form B in autumn (seeded saves).
  pupils.forEach((pupil, i) => {
    const spring = seededCheck('A', '2025-05-12T01:00:00.000Z', 8 + (i % 5), 60 + i);
    const autumn = seededCheck('B', '2025-10-14T01:00:00.000Z', 10 + (i % 7), 70 + i);
    pupil.snapshot.schoolChecks = i === 0 ? [spring] : [spring, autumn];
  });
  await dashboardGame.open(pupils);

  // The first pupil plays on this PC and opens the check from the map.
  await enterOn(page, page.getByRole('button', { name: `${pupils[0]!.profile.name} で あそぶ` }));
  const consent = page.getByRole('dialog', { name: ja['consent.title'] });
  await expect(consent).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(ja['title.start']!)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
  await enterOn(page, page.getByRole('button', { name: ja['map.schoolCheck'], exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: ja['schoolCheck.title'] })).toBeVisible();

  // Their year is the one of their last check, and the next form is the one they have not taken.
  await expect(page.getByRole('radio', { name: ja['library.band.e56'] })).toBeChecked();
  await expect(page.getByTestId('check-form')).toHaveText('もんだい B');
  const form = forms.forms.find((f) => f.band === 'e56' && f.form === 'B')!;
  const start = page.getByRole('button', { name: ja['schoolCheck.start'] });
  await expect(start).toBeFocused();
  await expect(start).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');

  // Recall: the first word with one slip put right, the second passed with Enter, the rest typed.
  const progress = page.getByTestId('check-progress');
  for (const [i, id] of form.recall.entries()) {
    await expect(progress).toHaveText(`${i + 1} / ${form.recall.length}`);
    await expect(page.locator(`[data-part="recall"][data-entry-id="${id}"]`)).toBeVisible();
    const en = e56.get(id)!;
    if (i === 0) {
      await page.keyboard.type('#');
      await page.keyboard.type(en);
    } else if (i === 1) {
      await page.keyboard.press('Enter');
    } else {
      await page.keyboard.type(en);
    }
  }
  // Keying: the answer is shown and copied.
  for (const [i, id] of form.keying.entries()) {
    await expect(page.getByTestId('check-shown')).toHaveText(e56.get(id)!);
    await expect(progress).toHaveText(`${i + 1} / ${form.keying.length}`);
    await page.keyboard.type(e56.get(id)!);
  }

  // The pupil's own result: a rank, their words, their slips and their own change; no classmates.
  const result = page.getByTestId('check-result');
  await expect(result).toBeVisible();
  await expect(result.getByTestId('check-score')).toHaveText('わかった ことば：19 / 20');
  await expect(result).toContainText('ランク A');
  await expect(result).toContainText('うちまちがいを なおせた ことば：1');
  await expect(result).toContainText('まえの チェックより わかる ことばが 10こ ふえたよ！');
  await expect(page.getByRole('button', { name: ja['schoolCheck.done'] })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();

  // Teacher mode from the settings drawer, then the dashboard and its school check report.
  await openTeacherModeWithNewPin(page, ja, PIN);
  await enterOn(page, page.getByRole('button', { name: ja['dashboard.open'] }), true);
  await expect(page.getByTestId('dashboard')).toHaveAttribute('data-state', 'ready');
  await enterOn(page, page.getByRole('button', { name: ja['schoolReport.open'] }));
  const report = page.getByTestId('school-report');
  await expect(report.getByRole('heading', { name: ja['schoolReport.title'] })).toBeVisible();

  // Every pupil of the class, the one who just took form B with a change of +50 points on the spring check.
  const classTable = report.getByRole('region', { name: /5・6ねんせい/ }).locator('table');
  await expect(classTable.locator('tbody tr')).toHaveCount(PUPILS);
  const first = classTable.locator(`tr[data-pupil-id="${pupils[0]!.profile.id}"]`);
  await expect(first).toContainText('19 / 20');
  await expect(first).toContainText('+50pt');
  const schoolRow = report.locator('tr[data-level="school"]');
  await expect(schoolRow.locator('td').nth(0)).toHaveText(String(PUPILS));

  // On paper: the toolbar is gone and the principal's signature line appears.
  const signature = report.getByText(ja['schoolReport.signature']!);
  await expect(signature).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(signature).toBeVisible();
  await expect(report.getByRole('button', { name: ja['schoolReport.exportCsv'] })).toBeHidden();
  await expect(classTable).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The CSV: UTF-8 with a BOM, a line per pupil, then the class, year and school summaries.
  const download = page.waitForEvent('download');
  await enterOn(page, report.getByRole('button', { name: ja['schoolReport.exportCsv'] }), true);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kotoba-school-check-\d{8}\.csv$/);
  const text = fs.readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith('\ufeff学年,組,番号,名前,実施日,フォーム,')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.slice(1, PUPILS + 1).every((line) => line.startsWith('5・6ねんせい,'))).toBe(true);
  expect(lines[PUPILS + 1]).toBe('');
  expect(lines.filter((line) => line.startsWith('学校全体,'))).toHaveLength(1);
  await expect(page.getByTestId('school-report-status')).toContainText('保存しました');

  // Escape goes back to the class dashboard.
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();
  await expect(page.getByTestId('dashboard-pupils')).toBeVisible();
});
