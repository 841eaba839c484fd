import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_SETTINGS } from '../../../core/contract';
import type { GameHarness } from './harness';
import type { loadMessages } from './messages';

type Messages = Awaited<ReturnType<typeof loadMessages>>;

/**
 * Opens the game at 1024×600 as a player who has answered the sound question and plays battles (every
 * answer typed from memory), and goes from the title to the map with Enter, as a keyboard player does.
 */
export async function openBattlePlayerOnMap(page: Page, app: GameHarness, ja: Messages): Promise<void> {
  fs.writeFileSync(
    app.settingsFile,
    JSON.stringify({ ...DEFAULT_SETTINGS, consent: 'denied', mode: 'battle' }),
  );
  await page.setViewportSize({ width: 1024, height: 600 });
  await app.open();
  await expect(page.getByText(ja['title.start']!)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
}

/** The results dialog of a run (the one with a rank). */
export function resultsDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /./ }).filter({ has: page.getByTestId('results-rank') });
}

/** A prompt as the data writes it: the generated readings (「元気（げんき）」) taken out. */
export const withoutReadings = (text: string) => text.replace(/（[^）]*）/g, '');

/** How {@link typeAnswersUntilResults} reads the prompts and how far it goes. */
export interface TypeAnswersOptions {
  /** The prompt as `answerFor` is asked it; by default with its readings taken out. */
  readPrompt?: (shown: string) => string;
  /** The most answers typed before the results must show. */
  limit?: number;
}

/**
 * Types the answer `answerFor` gives for each prompt on screen until the results show, waiting on the
 * next question or the results after each answer, never on time.
 */
export async function typeAnswersUntilResults(
  page: Page,
  answerFor: (prompt: string) => string | undefined | Promise<string | undefined>,
  { readPrompt = withoutReadings, limit = 25 }: TypeAnswersOptions = {},
): Promise<void> {
  const results = resultsDialog(page);
  for (let n = 0; n < limit && !(await results.isVisible()); n++) {
    const prompt = readPrompt((await page.locator('#question-prompt').textContent()) ?? '');
    const answer = await answerFor(prompt);
    expect(answer, `an answer for the prompt 「${prompt}」`).toBeTruthy();
    if (answer === undefined) break;
    const before = await page.locator('.question-progress').textContent();
    await page.keyboard.type(answer);
    await expect
      .poll(
        async () =>
          (await results.isVisible()) || (await page.locator('.question-progress').textContent()) !== before,
      )
      .toBe(true);
  }
  await expect(results).toBeVisible();
}
