import { expect, test } from '@playwright/test';
import { resultsDialog } from './support/battlePlay';
import { tabTo } from './support/keyboardAndAxe';
import { loadMessages } from './support/messages';
import {
  bankAnswers,
  enterAsPlayer,
  openLibraryLastYear,
  playStageToResults,
  serveWebForFile,
} from './support/webEdition';

const server = serveWebForFile();

/** What the page's motion did, counted from its own events since it opened. */
interface MotionCount {
  transitions: number;
  animationsStarted: number;
  animationsEnded: number;
}

test.describe('a player who asks for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('plays a stage with no transition at all, and every motion of the battle ends at once', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      const count: MotionCount = { transitions: 0, animationsStarted: 0, animationsEnded: 0 };
      (window as unknown as { kqMotion: MotionCount }).kqMotion = count;
      window.addEventListener('transitionrun', () => count.transitions++, { capture: true });
      window.addEventListener('animationstart', () => count.animationsStarted++, { capture: true });
      for (const ended of ['animationend', 'animationcancel']) {
        window.addEventListener(ended, () => count.animationsEnded++, { capture: true });
      }
    });
    const motion = () => page.evaluate(() => (window as unknown as { kqMotion: MotionCount }).kqMotion);
    const ja = await loadMessages('ja');
    await page.goto(server.url);
    await enterAsPlayer(page, ja, 'そら');
    const panel = await openLibraryLastYear(page, ja);
    await tabTo(page, panel.locator('.kq-library-stage').first());
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typing-page')).toBeVisible();
    await playStageToResults(page, ja, bankAnswers());
    await expect(resultsDialog(page)).toBeVisible();

    // The blows' motions ran (each answer moves the hero and the demon) and every one has ended.
    await expect.poll(async () => (await motion()).animationsStarted).toBeGreaterThan(0);
    // (Counted from the page itself: an element taken out mid-motion sends no end event.)
    await expect
      .poll(() =>
        page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
      )
      .toBe(0);
    // Typing changed the letters' colours and underlines hundreds of times, and no transition ran.
    expect((await motion()).transitions).toBe(0);
  });
});
