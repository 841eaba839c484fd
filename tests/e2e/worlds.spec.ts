import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, loadMessages, test } from './support';
import {
  openBattlePlayerOnMap,
  resultsDialog,
  typeAnswersUntilResults,
  withoutReadings,
} from './support/battlePlay';
import { expectNoAxeViolations, tabTo } from './support/keyboardAndAxe';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BANK = path.resolve(HERE, '../../core/bank');
const BANDS = ['e34', 'e56', 'j1', 'j2', 'j3'] as const;
type Band = (typeof BANDS)[number];
type Entry = { id: string; en: string; ja: string; band: Band };

/** Every word of the bank by id, read from the bank's own data files. */
function bankWords(): Map<string, Entry> {
  const byId = new Map<string, Entry>();
  for (const band of BANDS) {
    const file = JSON.parse(fs.readFileSync(path.join(BANK, `${band}.json`), 'utf8')) as { entries: Entry[] };
    for (const entry of file.entries) byId.set(entry.id, { ...entry, band });
  }
  return byId;
}

test.describe('the worlds, keyboard only', () => {
  test('a new player takes the placement quest, lands in the proposed world, visits another world and plays a stage there', async ({
    page,
    app,
  }) => {
    test.setTimeout(300_000);
    const ja = await loadMessages('ja');
    const words = bankWords();
    // The pupil knows every word up to junior high 1 and none above.
    const knows = (band: Band) => BANDS.indexOf(band) <= BANDS.indexOf('j1');

    await openBattlePlayerOnMap(page, app, ja);

    // The worlds, from the map's header; a new player is offered the placement quest first.
    await tabTo(page, page.getByRole('button', { name: ja['worlds.title'] }));
    await page.keyboard.press('Enter');
    const placementButton = page.getByRole('button', { name: ja['worlds.placementStart'] });
    await expect(placementButton).toBeFocused();
    await expectNoAxeViolations(page, 'worlds overview');
    await page.keyboard.press('Enter');

    // The placement quest: answer what the pupil knows, pass the rest with Tab.
    await expect(page.getByRole('heading', { level: 1, name: ja['placement.title'] })).toBeVisible();
    const start = page.getByRole('button', { name: ja['placement.start'] });
    await expect(start).toBeEnabled();
    await start.focus();
    await page.keyboard.press('Enter');
    const quest = page.locator('.kq-placement-quest');
    const progress = page.getByTestId('placement-progress');
    for (let n = 1; n <= 25; n++) {
      await expect(progress).toHaveText(new RegExp(`^${n} / 25$`));
      await expect(quest).toHaveAttribute('data-phase', 'asking');
      const id = (await quest.getAttribute('data-entry-id')) ?? '';
      const entry = words.get(id);
      expect(entry, `a bank word for ${id}`).toBeTruthy();
      if (!entry) break;
      if (knows(entry.band)) await page.keyboard.type(entry.en);
      else await page.keyboard.press('Tab');
      await expect(quest).not.toHaveAttribute('data-phase', 'asking');
      await page.keyboard.press('Enter');
    }

    // The result proposes the pupil's world (junior high 1, or a neighbour), and Enter travels there.
    const go = page.getByRole('button', { name: /へ いく$/ });
    await expect(go).toBeFocused();
    const label = (await go.textContent()) ?? '';
    const worldNames: Record<Band, string> = {
      e34: 'そうげんの くに',
      e56: 'もりの くに',
      j1: 'みずうみの くに',
      j2: 'さばくの くに',
      j3: 'ゆきやまの くに',
    };
    const landed = BANDS.find((band) => label.startsWith(worldNames[band]));
    expect(landed, `the proposed world in 「${label}」`).toBeTruthy();
    expect(['e56', 'j1', 'j2']).toContain(landed);
    await expect
      .poll(() => (app.readProgressFile() as { placement?: { band: string } }).placement?.band)
      .toBe(landed);
    await page.keyboard.press('Enter');
    const worldMap = (band: Band) => page.getByRole('list', { name: worldNames[band] });
    await expect(
      worldMap(landed as Band)
        .getByRole('button')
        .first(),
    ).toBeFocused();
    await expectNoAxeViolations(page, 'world map');

    // Back to the overview and into another world below it: open, its first stage ready.
    await page.keyboard.press('Escape');
    const worlds = page.getByRole('list', { name: ja['worlds.list'] });
    const card = (band: Band) => worlds.locator(`button[data-band="${band}"]`);
    await expect(card(landed as Band)).toBeFocused();
    await expect(card(landed as Band)).toHaveAttribute('data-proposed', 'true');
    await page.keyboard.press('Home');
    await expect(card('e34')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(card('e56')).toBeFocused();
    await expect(card('e56')).toHaveAttribute('data-open', 'true');
    await page.keyboard.press('Enter');
    const first = worldMap('e56').getByRole('button').first();
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('data-state', 'current');
    const stageId = (await first.getAttribute('data-stage-id')) ?? '';

    // Its first stage, played as a battle from memory.
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typing-page')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText(ja['typing.phase.battle']!)).toBeVisible();
    const byPrompt = new Map(
      [...words.values()].filter((e) => e.band === 'e56').map((e) => [withoutReadings(e.ja), e.en]),
    );
    await typeAnswersUntilResults(page, (prompt) => byPrompt.get(prompt));
    const results = resultsDialog(page);

    // The results lead back to that world's map, the stage cleared and the next one open.
    await expect(results.getByRole('button', { name: ja['results.backToWorld'] })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(worldMap('e56').locator(`[data-stage-id="${stageId}"]`)).toHaveAttribute(
      'data-state',
      'cleared',
    );
    await expect(worldMap('e56').getByRole('button').nth(1)).toHaveAttribute('data-state', 'current');
    await expect(worldMap('e56').getByRole('button').nth(1)).toBeFocused();
    await expect
      .poll(
        () =>
          (app.readProgressFile() as { stages?: Record<string, { cleared?: boolean }> }).stages?.[stageId],
      )
      .toMatchObject({ cleared: true });
  });
});
