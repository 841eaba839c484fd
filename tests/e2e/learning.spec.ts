import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_SETTINGS } from '../../core/contract';
import { ROUTE_WORD_IDS } from '../../core/contract/routeWordIds';
import { expect, loadMessages, test } from './support';
import { typeAnswersUntilResults } from './support/battlePlay';
import { expectNoAxeViolations, tabTo } from './support/keyboardAndAxe';
import { middayZone } from './support/middayZone';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The first stage's questions (Japanese prompt → English answer), read from the game's own data. */
async function numberAnswers(): Promise<Map<string, string>> {
  const url = pathToFileURL(path.resolve(HERE, '../../renderer/src/data/sets/number.ts')).href;
  const module = (await import(url)) as { number: { items: { en: string; ja: string }[] } };
  return new Map(module.number.items.map((q) => [q.ja, q.en]));
}

test.use({ timezoneId: middayZone() });

type ProgressFile = {
  version?: number;
  words?: Record<string, { lastWrong: string[]; review: { lastGrade: string; due: string } | null }>;
};

test.describe('learning that sticks: notebook, review forest and progress, keyboard only', () => {
  test('a missed word lands in the notebook with its wrong spelling, the review forest offers it, the progress page draws a chart', async ({
    page,
    app,
  }) => {
    test.setTimeout(180_000);
    const ja = await loadMessages('ja');
    const answers = await numberAnswers();
    const answerFor = async () => {
      const prompt = (await page.locator('#question-prompt').textContent()) ?? '';
      const en = answers.get(prompt);
      expect(en, `an answer for the prompt 「${prompt}」`).toBeTruthy();
      return en ?? '';
    };
    const progressOnDisk = (): ProgressFile => {
      try {
        return app.readProgressFile() as ProgressFile;
      } catch {
        return {};
      }
    };

    // A player who has answered the sound question and plays battles (answers from memory).
    fs.writeFileSync(
      app.settingsFile,
      JSON.stringify({ ...DEFAULT_SETTINGS, consent: 'denied', mode: 'battle' }),
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await app.open();
    await expect(page.getByText(ja['title.start']!)).toBeVisible();
    await page.keyboard.press('Enter');

    // Nothing is due yet: the forest is empty and says so.
    const forest = page.getByTestId('review-forest');
    await expect(forest).toContainText(ja['review.nothingDue']!);
    await expect(forest.getByRole('button', { name: ja['review.start'] })).toBeDisabled();

    // The first stage, a battle: the first word typed with a slip, the rest cleanly.
    const firstStage = page.getByRole('button', { name: /かず 1〜10/ });
    await expect(firstStage).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typing-page')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText(ja['typing.phase.battle']!)).toBeVisible();
    const missed = await answerFor();
    const wrongSpelling = `${missed.slice(0, 2)}q`;
    await page.keyboard.type(wrongSpelling);
    await expect(page.locator('.answer-char--wrong')).toHaveText('q');
    await page.keyboard.type(missed.slice(2));
    // The word's record is kept under its word-bank id.
    const missedKey = ROUTE_WORD_IDS[`number:${missed}`] ?? '';
    expect(missedKey).toMatch(/^e34\./);
    const results = page.getByRole('dialog', { name: /./ }).filter({ has: page.getByTestId('results-rank') });
    // Each next answer is read once its question shows (a frame after the word before it ends).
    await expect(page.locator('.question-progress')).toHaveText('もんだい 2 / 10');
    await typeAnswersUntilResults(page, (prompt) => answers.get(prompt), { readPrompt: (shown) => shown });

    // The stage end saved the word's grade and schedule through the real progress service.
    await expect.poll(() => progressOnDisk().words?.[missedKey]?.review?.lastGrade).toBe('hard');
    expect(progressOnDisk().version).toBe(2);
    expect(progressOnDisk().words?.[missedKey]?.lastWrong).toEqual([wrongSpelling]);

    // Back to the map, then a new start of the app: everything comes back from progress.json.
    await tabTo(page, results.getByRole('button', { name: ja['results.backToMap'] }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
    await app.restart();
    await expect(page.getByText(ja['title.start']!)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();

    // The notebook, opened with the keyboard, shows the word and what was typed instead.
    await tabTo(page, forest.getByRole('button', { name: ja['review.openNotebook'] }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: ja['notebook.title'] })).toBeVisible();
    const row = page.locator(`tr[data-word="${missed}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(wrongSpelling);
    await expect(row).toContainText(ja['notebook.dueToday']!);
    await expect(page.getByTestId('jis-keyboard')).toBeVisible();
    await expect(page.getByTestId('jis-keyboard').locator('[data-kind="typed"]')).toContainText('Q');
    await expectNoAxeViolations(page, 'notebook');
    await page.keyboard.press('Escape');

    // The review forest offers it: a demon of one word with one HP.
    await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
    await expect(forest).toHaveAttribute('data-due', '1');
    await expect(forest).toContainText(missed);
    await expect(page.getByTestId('mastery-number')).toBeVisible();
    await expectNoAxeViolations(page, 'map with the review forest');

    // The progress page draws the day's accuracy.
    await tabTo(page, forest.getByRole('button', { name: ja['review.openProgress'] }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: ja['progress.title'] })).toBeVisible();
    const accuracy = page.getByTestId('chart-accuracy');
    await expect(accuracy.getByRole('img', { name: ja['progress.accuracyTitle'] })).toBeVisible();
    await expect(accuracy.locator('circle')).toHaveCount(1);
    await expect(page.getByTestId('chart-kpm').locator('circle')).toHaveCount(1);
    await expectNoAxeViolations(page, 'progress');
    await page.keyboard.press('Escape');

    // Into the forest: the battle asks exactly the missed word, and the demon has one HP.
    await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
    await tabTo(page, forest.getByRole('button', { name: ja['review.start'] }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typing-page')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('.question-progress')).toHaveText('もんだい 1 / 1');
    await expect(page.getByTestId('typing-page')).toContainText(ja['screen.review']!);
    expect(await answerFor()).toBe(missed);
    const enemyHp = page.getByRole('meter', { name: /の HP$/ }).first();
    await expect(enemyHp).toHaveAttribute('aria-valuemax', '1');
    await page.keyboard.type(missed);
    await expect(results).toBeVisible();
    await expect.poll(() => progressOnDisk().words?.[missedKey]?.review?.lastGrade).toMatch(/^(good|easy)$/);
  });
});
