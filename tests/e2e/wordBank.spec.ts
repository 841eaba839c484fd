import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, loadMessages, test } from './support';
import { openBattlePlayerOnMap, resultsDialog, typeAnswersUntilResults } from './support/battlePlay';
import { expectNoAxeViolations, tabTo } from './support/keyboardAndAxe';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BANK = path.resolve(HERE, '../../core/bank');

type Entry = { id: string; en: string; variants?: string[]; ja: string; band: string; grammar?: string };

/** The grades 5–6 classroom phrases, read from the bank's own data file. */
function classroomPhrases(): Entry[] {
  const file = JSON.parse(fs.readFileSync(path.join(BANK, 'sentences.json'), 'utf8')) as { entries: Entry[] };
  return file.entries.filter((e) => e.band === 'e56' && e.grammar === 'classroom-phrase');
}

/** The form a pupil types on purpose: the long form of a contraction, or the British spelling. */
function formToType(e: Entry): string {
  const british = e.variants?.find((v) => /colour|favourite/.test(v) && !/'/.test(v));
  const uncontracted = e.variants?.find((v) => /\b(I am|What is)\b/.test(v));
  return british ?? uncontracted ?? e.en;
}

test.describe('the word bank, keyboard only', () => {
  test('a sentence stage of grades 5–6 played from the word library with a contraction and a British spelling typed', async ({
    page,
    app,
  }) => {
    test.setTimeout(240_000);
    const ja = await loadMessages('ja');
    const phrases = classroomPhrases();
    const byPrompt = new Map(phrases.map((e) => [e.ja, e]));
    const progressOnDisk = () => {
      try {
        return app.readProgressFile() as { words?: Record<string, { lastTypedAs?: string }> };
      } catch {
        return {};
      }
    };

    // A player who answered the sound question and plays battles: every answer typed from memory.
    await openBattlePlayerOnMap(page, app, ja);

    // The word library, from the map's learning corner.
    await tabTo(page, page.getByRole('button', { name: ja['review.openLibrary'] }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: ja['library.title'] })).toBeFocused();
    const tab = (band: string) => page.getByRole('tab', { name: ja[`library.band.${band}`] });
    await tabTo(page, tab('e34'));
    await page.keyboard.press('ArrowRight');
    await expect(tab('e56')).toBeFocused();
    await expect(tab('e56')).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveAttribute('data-status', 'ready');
    await expectNoAxeViolations(page, 'word library');

    // The first stage of classroom phrases: it holds both a contraction and a British spelling.
    const stage = panel.locator('[data-stage-id="e56.sentences-classroom-phrase-1"]');
    await tabTo(page, stage);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typing-page')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText(ja['typing.phase.battle']!)).toBeVisible();

    const typedOnPurpose: Record<string, string> = {};
    await typeAnswersUntilResults(
      page,
      (prompt) => {
        const entry = byPrompt.get(prompt);
        if (!entry) return undefined;
        const form = formToType(entry);
        if (form !== entry.en) typedOnPurpose[entry.id] = form;
        return form;
      },
      { limit: 20 },
    );
    const results = resultsDialog(page);
    await expect(page.getByTestId('results-rank')).toBeVisible();

    // Both kinds of variant were met and typed, none counted as a mistake, and progress remembers them.
    const forms = Object.values(typedOnPurpose);
    expect(forms.some((f) => /\bI am\b/.test(f))).toBe(true);
    expect(forms.some((f) => /colour|favourite/.test(f))).toBe(true);
    await expect(results).toContainText(ja['results.missedNone']!);
    await expect
      .poll(() => {
        const words = progressOnDisk().words ?? {};
        return Object.entries(typedOnPurpose).every(([id, form]) => words[id]?.lastTypedAs === form);
      })
      .toBe(true);

    // Back where the stage was chosen: the results say so, and lead to the library, with the stage cleared.
    await expect(results.getByRole('button', { name: ja['results.backToLibrary'] })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: ja['library.title'] })).toBeVisible();
    await expect(page.locator('[data-stage-id="e56.sentences-classroom-phrase-1"]')).toHaveAttribute(
      'data-cleared',
      'true',
    );
  });
});
