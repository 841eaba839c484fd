import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, loadMessages, test } from './support';
import { typeAnswersUntilResults } from './support/battlePlay';
import { expectNoAxeViolations, tabTo } from './support/keyboardAndAxe';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The first stage's questions (Japanese prompt → English answer), read from the game's own data. */
async function numberAnswers(): Promise<Map<string, string>> {
  const url = pathToFileURL(path.resolve(HERE, '../../renderer/src/data/sets/number.ts')).href;
  const module = (await import(url)) as { number: { items: { en: string; ja: string }[] } };
  return new Map(module.number.items.map((q) => [q.ja, q.en]));
}

/** The prompt on screen, as written in the data (furigana readings included). */
async function currentPrompt(page: Page): Promise<string> {
  return page.evaluate(() => {
    const prompt = document.getElementById('question-prompt');
    if (!prompt) return '';
    // <ruby>base<rp>（</rp><rt>reading</rt><rp>）</rp></ruby> reads back as base（reading）.
    return prompt.textContent ?? '';
  });
}

test.describe('a new player, keyboard only', () => {
  test('consent, title, map, study with recall, results, retry, a battle won and lost, settings kept', async ({
    page,
    app,
  }) => {
    test.setTimeout(240_000);
    const ja = await loadMessages('ja');
    const answers = await numberAnswers();
    const answerFor = async () => {
      const prompt = await currentPrompt(page);
      const en = answers.get(prompt);
      expect(en, `an answer for the prompt 「${prompt}」`).toBeTruthy();
      return en ?? '';
    };
    const settingsOnDisk = () => {
      try {
        return app.readSettingsFile() as { consent?: string; mode?: string };
      } catch {
        return {};
      }
    };
    const progressOnDisk = () => {
      try {
        return app.readProgressFile() as {
          stages?: Record<string, { cleared: boolean }>;
          history?: { mode: string; victory: boolean }[];
        };
      } catch {
        return {};
      }
    };
    const progress = page.locator('.question-progress');
    const typingPage = page.getByTestId('typing-page');
    const resultsDialog = page
      .getByRole('dialog', { name: /./ })
      .filter({ has: page.getByTestId('results-rank') });

    await page.setViewportSize({ width: 1280, height: 800 });
    await app.open();

    // First launch: the sound question, answered with Enter ("yes" has the focus).
    const consent = page.getByRole('dialog', { name: ja['consent.title'] });
    await expect(consent).toBeVisible();
    await expect(consent).toContainText(ja['consent.body']!);
    await expectNoAxeViolations(page, 'consent');
    await page.keyboard.press('Enter');
    await expect(consent).toBeHidden();
    await expect.poll(() => settingsOnDisk().consent).toBe('granted');

    // Title.
    await expect(page.getByText(ja['title.start']!)).toBeVisible();
    await expectNoAxeViolations(page, 'title');
    await page.keyboard.press('Enter');

    // Map: the first stage has the keyboard.
    const firstStage = page.getByRole('button', { name: /かず 1〜10/ });
    await expect(firstStage).toBeFocused();
    await expectNoAxeViolations(page, 'map');
    await page.keyboard.press('Enter');

    // Typing page, study mode with learn-then-recall (the defaults).
    await expect(typingPage).toBeVisible();
    await expect(page.getByTestId('typing-cover')).toContainText(ja['typing.ready']!);
    await expectNoAxeViolations(page, 'typing (ready)');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typing-cover')).toBeHidden();
    await expect(page.getByText(ja['typing.phase.study']!)).toBeVisible();
    await expect(progress).toHaveText('もんだい 1 / 10');

    // Japanese input: the IME banner shows and nothing is counted.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'お', selectionStart: 1, selectionEnd: 1 });
    const banner = page.getByTestId('ime-banner');
    await expect(banner).toContainText('半角英数にしてね（半角/全角キー）');
    await expectNoAxeViolations(page, 'typing (IME banner)');
    await cdp.send('Input.insertText', { text: 'お' });
    await expect(page.locator('.answer-char--wrong')).toHaveCount(0);
    await expect(page.locator('.answer-char--correct')).toHaveCount(0);

    // Study: a wrong key shows red with its mark, Backspace takes it back.
    const first = await answerFor();
    await page.keyboard.type(first.slice(0, 1));
    await expect(banner).toBeHidden();
    await page.keyboard.type('q');
    // The wrong letter keeps the cursor (the next key replaces it) and the letter being copied
    // stays in view above it.
    const wrong = page.locator('.answer-char--wrong');
    await expect(wrong).toHaveClass(/answer-char--cursor/);
    await expect(wrong.locator('.answer-char-guide')).toHaveText(first.slice(1, 2));
    await expect(wrong).toHaveText(`${first.slice(1, 2)}q`);
    await expectNoAxeViolations(page, 'typing (study)');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(first.slice(1));

    // Recall: the same word from memory, with a hint on Tab.
    await expect(page.getByText(ja['typing.phase.recall']!)).toBeVisible();
    await expect(page.locator('.answer-char--pending')).toHaveCount(first.length);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('.answer-char--pending').first()).toHaveText(first.slice(0, 1));
    await expectNoAxeViolations(page, 'typing (recall)');
    await page.keyboard.type(first);
    await expect(progress).toHaveText('もんだい 2 / 10');
    await expect(page.getByTestId('typing-announcer')).toContainText(`せいかい！ ${first}`);

    // The rest of the stage, each word typed then recalled.
    for (let n = 2; n <= 10; n++) {
      const en = await answerFor();
      await page.keyboard.type(en);
      await expect(page.getByText(ja['typing.phase.recall']!)).toBeVisible();
      await page.keyboard.type(en);
      if (n < 10) await expect(progress).toHaveText(`もんだい ${n + 1} / 10`);
    }

    // Results.
    await expect(resultsDialog).toBeVisible();
    await expect(resultsDialog.getByRole('heading', { level: 2 })).toHaveText(ja['results.title.complete']!);
    await expect(resultsDialog).toContainText(ja['results.accuracy']!);
    await expect(resultsDialog.getByTestId('results-missed')).toContainText(first);
    await expect(resultsDialog.getByTestId('time-chart')).toBeVisible();
    await expect(resultsDialog.getByRole('button', { name: ja['results.retry'] })).toBeFocused();
    await expectNoAxeViolations(page, 'results');
    await expect.poll(() => progressOnDisk().stages?.number?.cleared).toBe(true);

    // Retry: the same stage starts again at once.
    await page.keyboard.press('Enter');
    await expect(resultsDialog).toBeHidden();
    await expect(progress).toHaveText('もんだい 1 / 10');
    await expect(page.getByTestId('typing-cover')).toBeHidden();

    // Settings from the typing page (Shift+Tab reaches the header): battle mode.
    const header = page.locator('.typing-header');
    await tabTo(page, header.getByRole('button', { name: ja['settings.open'], exact: true }), true);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: ja['settings.title'] });
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByRole('radio', { name: ja['settings.mode.study'] }));
    await page.keyboard.press('ArrowRight');
    await expect(drawer.getByRole('radio', { name: ja['settings.mode.battle'] })).toBeChecked();
    await expectNoAxeViolations(page, 'settings drawer');
    // Keys typed while the drawer is open never reach the game.
    await page.keyboard.type('xyz');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.locator('.answer-char--wrong')).toHaveCount(0);
    await expect(page.locator('.answer-char--correct')).toHaveCount(0);

    // Back to the map (recorded as given up), then the first stage again, now a battle.
    await tabTo(page, header.getByRole('button', { name: ja['typing.backToMap'] }), true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(firstStage).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('meter', { name: ja['typing.playerHp'] })).toBeVisible();
    // The battle's cover takes Enter once it shows (the phase line is already drawn behind it).
    await expect(page.getByTestId('typing-cover')).toContainText(ja['typing.ready']!);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typing-cover')).toBeHidden();
    await expect(page.getByText(ja['typing.phase.battle']!)).toBeVisible();

    // A battle won: every answer typed from memory.
    const enemyHp = page.getByRole('meter', { name: /の HP$/ }).first();
    const enemyMax = Number(await enemyHp.getAttribute('aria-valuemax'));
    const word = await answerFor();
    await page.keyboard.type(word);
    await expect(enemyHp).toHaveAttribute('aria-valuenow', String(enemyMax - 10));
    await expect(page.getByTestId('damage-motion')).toHaveAttribute('data-hits', '1');
    await expectNoAxeViolations(page, 'typing (battle)');
    // Each next answer is read once its question shows (a frame after the word before it ends).
    await typeAnswersUntilResults(page, (prompt) => answers.get(prompt), { readPrompt: (shown) => shown });
    await expect(resultsDialog.getByRole('heading', { level: 2 })).toHaveText(ja['results.title.victory']!);
    await expect(page.getByTestId('typing-announcer')).toContainText(ja['typing.announce.victory']!);
    await expectNoAxeViolations(page, 'results (victory)');

    // A battle lost: retry, then only wrong keys until the hero falls.
    await page.keyboard.press('Enter');
    await expect(resultsDialog).toBeHidden();
    const playerHp = page.getByRole('meter', { name: ja['typing.playerHp'] });
    for (let i = 0; i < 60 && !(await resultsDialog.isVisible()); i++) {
      await page.keyboard.type('q');
      await page.keyboard.press('Backspace');
    }
    await expect(playerHp).toHaveAttribute('aria-valuenow', '0');
    await expect(resultsDialog).toBeVisible();
    await expect(resultsDialog.getByRole('heading', { level: 2 })).toHaveText(ja['results.title.defeat']!);
    await expect(resultsDialog.getByTestId('results-rank')).toHaveText('D');
    await expectNoAxeViolations(page, 'results (defeat)');
    await expect
      .poll(() => (progressOnDisk().history ?? []).filter((h) => h.mode === 'battle').map((h) => h.victory))
      .toEqual([true, false]);

    // Back to the map from the results.
    await tabTo(page, resultsDialog.getByRole('button', { name: ja['results.backToMap'] }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();

    // The setting is still there after a restart and reload.
    await expect.poll(() => settingsOnDisk().mode).toBe('battle');
    await app.restart();
    await expect(page.getByText(ja['title.start']!)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^ステージ 2/);
    await tabTo(page, page.getByRole('button', { name: ja['settings.open'], exact: true }), true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radio', { name: ja['settings.mode.battle'] })).toBeChecked();
  });
});
