import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, loadMessages } from './support';
import { test } from './support/classroomHarness';
import { expectNoAxeViolations } from './support/keyboardAndAxe';

type Progress = {
  stages: Record<string, { cleared: boolean }>;
  history: { stageId: string }[];
} | null;

/** A teacher's CSV as Excel writes it (UTF-8 with BOM, CRLF): two good rows and three that are refused. */
const TEACHER_CSV = '\ufeffen,ja\r\ndog,いぬ\r\ncat,ねこ\r\nｂｉｒｄ,とり\r\n,からっぽ\r\nDog,いぬ（2）\r\n';
const ANSWERS = new Map([
  ['いぬ', 'dog'],
  ['ねこ', 'cat'],
]);

async function answerShown(page: Page): Promise<string> {
  const prompt = (await page.locator('#question-prompt').textContent()) ?? '';
  const en = ANSWERS.get(prompt);
  expect(en, `an answer for 「${prompt}」`).toBeTruthy();
  return en ?? '';
}

/** Answers the sound question and leaves the title for the map, as a new player does. */
async function throughConsentAndTitle(page: Page, ja: Record<string, string>): Promise<void> {
  const consent = page.getByRole('dialog', { name: ja['consent.title'] });
  await expect(consent).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(consent).toBeHidden();
  await expect(page.getByText(ja['title.start']!)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
}

test('two players keep their own progress, and a teacher’s word list becomes a stage', async ({
  page,
  classroom,
}) => {
  test.setTimeout(180_000);
  const ja = await loadMessages('ja');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-teacher-'));
  const csvPath = path.join(folder, 'Unit 3.csv');
  fs.writeFileSync(csvPath, TEACHER_CSV);
  await page.setViewportSize({ width: 1280, height: 800 });
  await classroom.open();

  // Who is playing? Two players are added with the keyboard: name, picture (radio), Enter.
  await expect(page.getByRole('heading', { name: ja['classroom.who.title'] })).toBeVisible();
  const name = page.getByLabel(ja['classroom.who.name']!);
  await name.fill('たろう');
  await name.press('Enter');
  await expect(page.getByRole('button', { name: 'たろう で あそぶ' })).toBeVisible();
  await name.fill('はなこ');
  await page.getByRole('radio', { name: 'いろおばけ' }).check();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'はなこ で あそぶ' })).toBeVisible();
  await expectNoAxeViolations(page, 'the "who is playing?" screen');
  const players = classroom.profiles().profiles;
  const taro = players.find((p) => p.name === 'たろう');
  const hanako = players.find((p) => p.name === 'はなこ');
  expect(hanako?.avatar).toBe('colour-ghost');
  if (!taro || !hanako) throw new Error('players were not added');

  // Play as たろう.
  await page.getByRole('button', { name: 'たろう で あそぶ' }).click();
  await throughConsentAndTitle(page, ja);

  // File → Import word list…: main reads and checks the file, the page shows the preview.
  const outcome = await classroom.importWordList(csvPath);
  expect(outcome.ok).toBe(true);
  const preview = page.getByRole('dialog', { name: ja['classroom.wordlist.previewTitle'] });
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId('wordlist-accepted').locator('tbody tr')).toHaveCount(2);
  const rejected = preview.getByTestId('wordlist-rejected');
  await expect(rejected.locator('tbody tr')).toHaveCount(3);
  await expect(rejected).toContainText(ja['classroom.wordlist.reason.not-typeable']!);
  await expect(rejected).toContainText(ja['classroom.wordlist.reason.empty-cell']!);
  await expect(rejected).toContainText(ja['classroom.wordlist.reason.duplicate']!);
  expect((classroom.readWordLists() as { lists: unknown[] }).lists).toEqual([]);
  await expectNoAxeViolations(page, 'the word-list preview');
  await preview.getByRole('button', { name: ja['classroom.wordlist.confirm'] }).click();
  await expect(preview).toBeHidden();
  const lists = (classroom.readWordLists() as { lists: { id: string; items: unknown[] }[] }).lists;
  expect(lists).toHaveLength(1);
  expect(lists[0]?.items).toEqual([
    { en: 'dog', ja: 'いぬ' },
    { en: 'cat', ja: 'ねこ' },
  ]);
  const listId = lists[0]?.id ?? '';

  // The list is a stage on the map with its own demon; play it through.
  const listStage = page.getByRole('button', { name: /Unit 3（2ご）/ });
  await expect(listStage).toBeVisible();
  await listStage.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, 'the map with a teacher’s stage');
  await listStage.click();
  await expect(page.getByTestId('typing-page')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('typing-cover')).toBeHidden();
  for (let n = 0; n < 2; n++) {
    // The prompt is read once its question shows (a frame after the word before it ends).
    await expect(page.locator('.question-progress')).toHaveText(`もんだい ${n + 1} / 2`);
    const en = await answerShown(page);
    await page.keyboard.type(en);
    await expect(page.getByText(ja['typing.phase.recall']!)).toBeVisible();
    await page.keyboard.type(en);
  }
  const results = page.getByRole('dialog', { name: /./ }).filter({ has: page.getByTestId('results-rank') });
  await expect(results).toBeVisible();
  await expect
    .poll(() => (classroom.readProgressOf(taro.id) as Progress)?.stages[listId]?.cleared)
    .toBe(true);
  await results.getByRole('button', { name: ja['results.backToMap'] }).click();
  await expect(listStage).toContainText(ja['classroom.stages.cleared']!);

  // Switch to はなこ: her map does not show たろう's clear, and her file holds none of his plays.
  await page.getByRole('button', { name: /プレイヤー：たろう/ }).click();
  await expect(page.getByRole('heading', { name: ja['classroom.who.title'] })).toBeVisible();
  await page.getByRole('button', { name: 'はなこ で あそぶ' }).click();
  await throughConsentAndTitle(page, ja);
  await expect(page.getByRole('button', { name: /プレイヤー：はなこ/ })).toBeVisible();
  await expect(listStage).toBeVisible();
  await expect(listStage).not.toContainText(ja['classroom.stages.cleared']!);
  const hers = classroom.readProgressOf(hanako.id) as Progress;
  expect(hers?.stages[listId]).toBeUndefined();
  expect(hers?.history ?? []).toEqual([]);
  const his = classroom.readProgressOf(taro.id) as Progress;
  expect(his?.history.map((h) => h.stageId)).toEqual([listId]);

  // Back to たろう: his clear is still there.
  await page.getByRole('button', { name: /プレイヤー：はなこ/ }).click();
  await page.getByRole('button', { name: 'たろう で あそぶ' }).click();
  await expect(page.getByText(ja['title.start']!)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(listStage).toContainText(ja['classroom.stages.cleared']!);
  fs.rmSync(folder, { recursive: true, force: true });
});
