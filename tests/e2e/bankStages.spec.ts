import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { BANDS, type BankEntry, bankFileSchema } from '../../core/bank/bankEntry';
import { bankStages } from '../../core/bank/bankStages';
import { stageItemOf } from '../../core/bank/verbForms';
import { expect, loadMessages, test } from './support';
import { openBattlePlayerOnMap, resultsDialog, typeAnswersUntilResults } from './support/battlePlay';
import { tabTo } from './support/keyboardAndAxe';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BANK = path.resolve(HERE, '../../core/bank');
const read = (name: string): BankEntry[] =>
  bankFileSchema.parse(JSON.parse(fs.readFileSync(path.join(BANK, `${name}.json`), 'utf8'))).entries;

/** A prompt without its kana readings (「行（い）く（過去形（かこけい））」 → 「行く（過去形）」), brackets around kanji kept. */
const withoutKanaReadings = (text: string) => text.replace(/（[\u3041-\u309f\u30a0-\u30ff\u30fc\s]+）/g, '');

/** The prompts as these stages' answers are looked up: kana readings out, brackets around kanji kept. */
const byKanjiPrompt = { readPrompt: withoutKanaReadings };

/** Opens the word library on a band's tab and starts one of its stages as a battle, keyboard only. */
async function playFromLibrary(
  page: Page,
  ja: Record<string, string | undefined>,
  band: string,
  stageId: string,
) {
  await tabTo(page, page.getByRole('button', { name: ja['review.openLibrary'] }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: ja['library.title'] })).toBeFocused();
  const tab = (b: string) => page.getByRole('tab', { name: ja[`library.band.${b}`] });
  // The library opens on the band shown last: the first visit starts at grades 3–4.
  const shown = page.getByRole('tab', { selected: true });
  await tabTo(page, shown);
  if ((await shown.textContent()) !== ja[`library.band.${band}`]) {
    await expect(tab('e34')).toBeFocused();
    for (const b of BANDS.slice(1, BANDS.indexOf(band as (typeof BANDS)[number]) + 1)) {
      await page.keyboard.press('ArrowRight');
      await expect(tab(b)).toBeFocused();
    }
  }
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveAttribute('data-status', 'ready');
  await tabTo(page, panel.locator(`[data-stage-id="${stageId}"]`));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('typing-page')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(ja['typing.phase.battle'] ?? '')).toBeVisible();
}

/** Back from the results to the word library. */
async function backToLibrary(page: Page, ja: Record<string, string | undefined>) {
  await expect(resultsDialog(page).getByRole('button', { name: ja['results.backToLibrary'] })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: ja['library.title'] })).toBeVisible();
}

test.describe('the bank’s stages, keyboard only', () => {
  test('a pupil plays year 2’s irregular verbs form by form, types a contraction in a sentence and reads a number’s furigana', async ({
    page,
    app,
  }) => {
    test.setTimeout(300_000);
    const ja = await loadMessages('ja');
    const all = BANDS.flatMap(read);
    const sentences = read('sentences');
    const byId = new Map(all.map((e) => [e.id, e]));
    const verbs = all.filter((e) => e.forms !== undefined);
    const j2 = bankStages('j2', read('j2'), sentences, verbs);
    const forms = j2.find((s) => s.kind === 'forms');
    const future = j2.find((s) => s.entryIds.includes('j2.i-will-be-fifteen-next-month'));
    if (!forms || !future) throw new Error('the year-2 stages are missing');

    await openBattlePlayerOnMap(page, app, ja);

    // The irregular verbs of year 2: each verb asked as itself, then its past, then its past participle.
    const items = forms.entryIds.map((id) => stageItemOf(id, (at) => byId.get(at)));
    const answerOf = new Map(items.map((q) => [withoutKanaReadings(q?.ja ?? ''), q?.en ?? '']));
    expect(answerOf.size).toBe(forms.entryIds.length);
    await playFromLibrary(page, ja, 'j2', forms.id);
    const prompts: string[] = [];
    await typeAnswersUntilResults(
      page,
      (prompt) => {
        prompts.push(prompt);
        return answerOf.get(prompt);
      },
      byKanjiPrompt,
    );
    const first = items[0];
    expect(prompts.slice(0, 3)).toEqual([
      first?.entry.ja,
      `${first?.entry.ja}（過去形）`,
      `${first?.entry.ja}（過去分詞）`,
    ]);
    await expect(resultsDialog(page)).toContainText(ja['results.missedNone'] ?? '');
    // Each form is practised under its own id.
    const firstVerb = first?.entry.id ?? '';
    await expect
      .poll(() => Object.keys((app.readProgressFile() as { words: object }).words))
      .toEqual(expect.arrayContaining([firstVerb, `${firstVerb}#past`, `${firstVerb}#pastParticiple`]));
    await backToLibrary(page, ja);

    // Year 2's future sentences: "It will …" typed as "It'll …", and 15歳 read じゅうごさい.
    const sentenceById = new Map(sentences.map((e) => [e.id, e]));
    const byPrompt = new Map(
      future.entryIds.map((id) => {
        const e = sentenceById.get(id);
        return [withoutKanaReadings(e?.ja ?? ''), e?.en ?? ''];
      }),
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
    await playFromLibrary(page, ja, 'j2', future.id);
    let contracted = '';
    let fifteenReading: string[] = [];
    await typeAnswersUntilResults(
      page,
      async (prompt) => {
        const en = byPrompt.get(prompt);
        if (en === undefined) return undefined;
        if (en.startsWith('It will ')) {
          contracted = en.replace('It will ', "It'll ");
          return contracted;
        }
        if (en.includes('fifteen'))
          fifteenReading = await page.locator('#question-prompt rt').allTextContents();
        return en;
      },
      byKanjiPrompt,
    );
    expect(contracted).toBe("It'll be sunny tomorrow.");
    // The analyser reads 来月15歳 as one word: らいげつ じゅうご さい, never いちご.
    expect(
      fifteenReading.some((rt) => rt.endsWith('じゅうごさい')),
      fifteenReading.join(' '),
    ).toBe(true);
    await expect(resultsDialog(page)).toContainText(ja['results.missedNone'] ?? '');
  });
});
