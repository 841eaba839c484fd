import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { generateClass } from '../support/core/dashboard/classGenerator';
import { expect, loadMessages } from './support';
import { test } from './support/classroomHarness';
import { test as classTest } from './support/dashboardHarness';
import {
  clippedTexts,
  focusedUnderOverlays,
  focusUnderOverlays,
  textUnderOverlays,
  wayBackProblem,
} from './support/layoutChecks';
import { layoutProblems } from './support/layoutProblems';
import { loadMissedWords, missedWordsSnapshot } from './support/missedWordsSnapshot';

/** The window sizes of the school's machines: a small lab laptop, a common laptop, a desktop screen. */
const SIZES = [
  { width: 1024, height: 600 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'layout');

/** Which screen each way-back label of the message tables names, by its key; a label naming two screens throws. */
const WAY_BACK_KEYS: Readonly<Record<string, readonly string[]>> = {
  map: [
    'typing.backToMap',
    'results.backToMap',
    'notebook.back',
    'progress.back',
    'library.back',
    'worlds.back',
  ],
  library: ['results.backToLibrary'],
  worlds: ['results.backToWorlds', 'world.back', 'placement.back'],
  world: ['results.backToWorld'],
};

/** The screen (its `data-page`) each way-back label names in `messages`. */
function wayBackDestinations(messages: Record<string, string>): Map<string, string> {
  const named = new Map<string, string>();
  for (const [screen, keys] of Object.entries(WAY_BACK_KEYS)) {
    for (const key of keys) {
      const label = messages[key];
      if (!label) throw new Error(`no message ${key}`);
      const other = named.get(label);
      if (other && other !== screen) throw new Error(`「${label}」 names both ${other} and ${screen}`);
      named.set(label, screen);
    }
  }
  return named;
}

/** A small page with one fault (or none), as the checks see a screen. */
async function openFixture(page: Page, name: string): Promise<void> {
  await page.setContent(fs.readFileSync(path.join(FIXTURES, `${name}.html`), 'utf8'));
}

test.describe('the layout checks see each fault on a page made to have it', () => {
  test.use({ viewport: { width: 1024, height: 600 }, reducedMotion: 'reduce' });

  test('text under the fixed player chip', async ({ page }) => {
    await openFixture(page, 'chip-over-text');
    expect(await textUnderOverlays(page)).toEqual([
      expect.stringMatching(/^<button\.chip> .* covers the text "たなか はなこ さんの/),
    ]);
  });

  test('a focused control scrolled under the chip while walking with Tab', async ({ page }) => {
    await openFixture(page, 'chip-over-focus');
    // At rest the chip lies over a gap: only the walk finds the fault.
    expect(await textUnderOverlays(page)).toEqual([]);
    const found = await focusUnderOverlays(page);
    expect(found).toContainEqual(expect.stringMatching(/covers <button> "けんもち"/));
  });

  test('a label cut off by its own box that hides its overflow', async ({ page }) => {
    await openFixture(page, 'clipped-label');
    expect(await clippedTexts(page)).toEqual([
      expect.stringMatching(/^"あいさつ と 教室（きょうしつ）の ことば" .* cut off by <span>/),
    ]);
  });

  test('a sentence cut off by a card that hides its overflow', async ({ page }) => {
    await openFixture(page, 'clipped-box');
    expect(await clippedTexts(page)).toEqual([
      expect.stringMatching(/^"ここを クリックして つづける" .* cut off by <div\.card>/),
    ]);
  });

  test('a way back whose label names another screen', async ({ page }) => {
    const destinations = wayBackDestinations(await loadMessages('ja'));
    await openFixture(page, 'wrong-way-back');
    expect(await wayBackProblem(page, page.getByRole('button'), destinations)).toBe(
      '「ちずに もどる」 names map, but went to library',
    );
  });

  test('nothing on a page without those faults', async ({ page }) => {
    const destinations = wayBackDestinations(await loadMessages('ja'));
    await openFixture(page, 'sound');
    expect(await textUnderOverlays(page)).toEqual([]);
    expect(await clippedTexts(page)).toEqual([]);
    await page.getByRole('button').first().focus();
    expect(await focusUnderOverlays(page)).toEqual([]);
    const back = page.getByRole('button', { name: 'としょかんに もどる' });
    expect(await wayBackProblem(page, back, destinations)).toBeNull();
  });
});

/** A teacher's list: two words become a short stage, three rows are refused (so both preview tables show). */
const TEACHER_CSV = '\ufeffen,ja\r\ndog,いぬ\r\ncat,ねこ\r\nｂｉｒｄ,とり\r\n,からっぽ\r\nDog,いぬ（2）\r\n';

/** Types the English answer of the prompt on screen, with a wrong key after its first letter if `slip`. */
async function answer(page: Page, answers: ReadonlyMap<string, string>, slip = false): Promise<void> {
  const prompt = (await page.locator('#question-prompt').textContent()) ?? '';
  const en = answers.get(prompt);
  expect(en, `an answer for 「${prompt}」`).toBeTruthy();
  const word = en ?? '';
  await page.keyboard.type(slip ? `${word.slice(0, 1)}q${word.slice(1)}` : word);
}

/** How {@link checkScreen} measures a screen. */
interface CheckOptions {
  /** Walk the screen with Tab, checking each focused control (not on the typing page, where Tab asks for a hint). */
  walk?: boolean;
}

/**
 * Checks the screen on show once the screen-change sweep is over and `ready` is visible: every
 * content box visible or reachable by keyboard scrolling, no sideways overflow, no toast over content,
 * something focused; no text or control under a fixed or sticky overlay (the player badge), neither on
 * arrival nor, with `walk`, for any control the Tab key reaches; no text cut off by a box that hides
 * its overflow. Problems are recorded softly so one run reports every screen.
 */
async function checkScreen(
  page: Page,
  screen: string,
  ready: Locator,
  options: CheckOptions = {},
): Promise<void> {
  await expect(ready, `${screen} is shown`).toBeVisible();
  await expect(page.getByTestId('slide-overlay')).toHaveCount(0);
  const found = await layoutProblems(page);
  // The report says which screens were measured with a toast on them, so the toast check is seen to run.
  if (found.toasts > 0) test.info().annotations.push({ type: 'toast on screen', description: screen });
  expect.soft(found.unreachable, `${screen}: content that cannot be brought into view`).toEqual([]);
  expect.soft(found.overflowX, `${screen}: the page is wider than the window`).toBe(0);
  expect.soft(found.toastOverlaps, `${screen}: toasts over content`).toEqual([]);
  expect.soft(found.focused, `${screen}: something has the focus on arrival`).not.toBeNull();
  expect.soft(await textUnderOverlays(page), `${screen}: text or controls under an overlay`).toEqual([]);
  expect.soft(await clippedTexts(page), `${screen}: text cut off`).toEqual([]);
  if (options.walk) {
    expect
      .soft(await focusUnderOverlays(page), `${screen}: focused controls under an overlay (Tab walk)`)
      .toEqual([]);
  } else {
    expect
      .soft(await focusedUnderOverlays(page), `${screen}: the focused control under an overlay`)
      .toEqual([]);
  }
}

/** Starts the stage on show with Enter once the typing field has the keyboard, and waits for play. */
async function startPlaying(page: Page): Promise<void> {
  await expect(page.locator('.input-capture-field')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('typing-cover')).toBeHidden();
}

/** Presses Enter on a control, as a keyboard player does after Tab. */
async function press(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

for (const size of SIZES) {
  for (const scheme of SCHEMES) {
    test.describe(`at ${size.width}×${size.height} in ${scheme}`, () => {
      test.use({ viewport: size, colorScheme: scheme, reducedMotion: 'reduce' });

      test('every screen shows its content, fits the width, keeps toasts off content and opens with the focus placed', async ({
        page,
        classroom,
      }) => {
        // Walking every screen with Tab takes a few hundred key presses.
        test.setTimeout(600_000);
        const ja = await loadMessages('ja');
        const missed = await loadMissedWords();
        const answers = new Map([
          ['いぬ', 'dog'],
          ['ねこ', 'cat'],
          ...missed.map((q) => [q.ja, q.en] as const),
        ]);
        const progress = page.locator('.question-progress');
        const csvPath = test.info().outputPath('Unit 3.csv');
        fs.writeFileSync(csvPath, TEACHER_CSV);
        const mapHeading = page.getByRole('heading', { level: 1, name: ja['map.title'] });
        const forest = page.getByTestId('review-forest');
        const results = page
          .getByRole('dialog', { name: /./ })
          .filter({ has: page.getByTestId('results-rank') });
        const settingsButton = page.getByRole('button', { name: ja['settings.open'], exact: true });
        // The Tab walk measures places, which the colour scheme does not change: once for each of the
        // two small sizes, where the screens are tightest.
        const walk: CheckOptions = { walk: scheme === 'light' && size.height < 1000 };
        const destinations = wayBackDestinations(ja);
        /** Leaves a screen by its way back, checking that the label names where it goes. */
        const wayBack = async (button: Locator, from: string) => {
          expect
            .soft(await wayBackProblem(page, button, destinations), `the way back from ${from}`)
            .toBeNull();
        };

        // Who is playing? Then the player's progress is seeded through the real services before the game reads it.
        await classroom.open();
        await checkScreen(
          page,
          'players',
          page.getByRole('heading', { name: ja['classroom.who.title'] }),
          walk,
        );
        // A damaged settings file for the first player, written before anything reads it: its notice
        // stays until closed, so every screen below is measured with a notice on show, and the check
        // that notices never cover content runs everywhere.
        const playerId = await page.evaluate(async () => {
          const kotoba = (window as unknown as { kotoba: import('../../core/contract').KotobaApi }).kotoba;
          const listed = await kotoba.profiles?.list();
          const first = listed?.ok ? listed.value.profiles[0] : undefined;
          if (!first) throw new Error('no first player');
          return first.id;
        });
        const playerDir = path.join(classroom.userDataDir, 'profiles', playerId);
        fs.mkdirSync(playerDir, { recursive: true });
        fs.writeFileSync(path.join(playerDir, 'settings.json'), '{"sound":');
        await page.evaluate(
          async ({ id, snapshot }) => {
            const kotoba = (window as unknown as { kotoba: import('../../core/contract').KotobaApi }).kotoba;
            await kotoba.profiles?.select(id);
            const saved = await kotoba.app.save(snapshot);
            if (!saved.ok) throw new Error(saved.error.reason);
          },
          { id: playerId, snapshot: missedWordsSnapshot(missed) },
        );
        await page.keyboard.press('Enter');

        const consent = page.getByRole('dialog', { name: ja['consent.title'] });
        await checkScreen(page, 'sound consent', consent);
        await page.keyboard.press('Enter');
        await checkScreen(page, 'title', page.getByText(ja['title.start']!));
        await page.keyboard.press('Enter');

        // The map with the review forest, first under the notice; then, the notice closed, its buttons
        // fit without scrolling.
        await checkScreen(page, 'map with the review forest', mapHeading);
        await page.getByRole('button', { name: ja['toast.dismiss'] }).click();
        await expect(page.locator('.kq-toast')).toHaveCount(0);
        for (const name of [ja['review.start'], ja['review.openNotebook'], ja['review.openProgress']]) {
          await expect
            .soft(forest.getByRole('button', { name }), `${name} on the map`)
            .toBeInViewport({ ratio: 1 });
        }
        // A tooltip stays inside the window and never widens the page.
        const colourMode = page.locator('.kq-map-tools button[data-mode]');
        await colourMode.focus();
        const tooltip = page.getByRole('tooltip').filter({ visible: true });
        await expect(tooltip).toBeInViewport({ ratio: 1 });
        await colourMode.hover();
        await checkScreen(page, 'map with the colour-mode tooltip', tooltip);

        // A teacher's word list: the preview, then the manager.
        expect((await classroom.importWordList(csvPath)).ok).toBe(true);
        const preview = page.getByRole('dialog', { name: ja['classroom.wordlist.previewTitle'] });
        await checkScreen(page, 'word-list preview', preview);
        await press(preview.getByRole('button', { name: ja['classroom.wordlist.confirm'] }));
        await expect(preview).toBeHidden();
        await press(page.getByRole('button', { name: ja['classroom.stages.manage'] }));
        const manager = page
          .getByRole('dialog')
          .filter({ has: page.locator('.kq-wordlist, .kq-manage-row') });
        await checkScreen(page, 'word-list manager', manager, walk);
        await page.keyboard.press('Escape');
        await expect(manager).toBeHidden();

        // The notebook with 17 missed words, and the progress page with its per-set section.
        await press(forest.getByRole('button', { name: ja['review.openNotebook'] }));
        await checkScreen(
          page,
          'notebook',
          page.getByRole('heading', { level: 1, name: ja['notebook.title'] }),
          walk,
        );
        await expect(page.locator('tr[data-word]')).toHaveCount(missed.length);
        await wayBack(page.getByRole('button', { name: ja['notebook.back'] }), 'the notebook');
        await expect(mapHeading).toBeVisible();
        await press(forest.getByRole('button', { name: ja['review.openProgress'] }));
        await checkScreen(
          page,
          'progress',
          page.getByRole('heading', { level: 2, name: ja['progress.setsTitle'] }),
          walk,
        );
        await wayBack(page.getByRole('button', { name: ja['progress.back'] }), 'the progress page');

        // The word library, with the junior-high year 3 stages: the longest list of stages.
        await expect(mapHeading).toBeVisible();
        await press(forest.getByRole('button', { name: ja['review.openLibrary'] }));
        const libraryPanel = page.getByRole('tabpanel');
        await expect(libraryPanel).toHaveAttribute('data-status', 'ready');
        await press(page.getByRole('tab', { name: ja['library.band.j3'] }));
        await expect(libraryPanel).toHaveAttribute('data-band', 'j3');
        await expect(libraryPanel).toHaveAttribute('data-status', 'ready');
        await checkScreen(page, 'word library', libraryPanel.locator('.kq-library-stage').last(), walk);
        // A stage chosen in the library: the typing page's way back names the library, and goes there.
        await press(libraryPanel.locator('.kq-library-stage').last());
        await expect(page.getByTestId('typing-cover')).toBeVisible();
        await wayBack(page.getByTestId('typing-page').locator('header button').first(), 'a library stage');
        await expect(libraryPanel).toHaveAttribute('data-status', 'ready');
        await wayBack(page.getByRole('button', { name: ja['library.back'] }), 'the word library');

        // The worlds overview, and the map of grades 5–6: the world with the most stages.
        await expect(mapHeading).toBeVisible();
        await press(page.getByRole('button', { name: ja['worlds.title'] }));
        const worlds = page.getByRole('list', { name: ja['worlds.list'] });
        await expect(worlds.getByRole('button')).toHaveCount(5);
        await expect(worlds.getByText(/\/21 /)).toBeVisible();
        await checkScreen(page, 'worlds overview', worlds.getByRole('button').last(), walk);
        await press(worlds.getByRole('button').nth(1));
        const worldStages = page.getByRole('list', { name: 'もりの くに' });
        await expect(worldStages.getByRole('button')).toHaveCount(57);
        await checkScreen(page, 'world map', worldStages.getByRole('button').last(), walk);
        await wayBack(page.getByRole('button', { name: ja['world.back'] }), 'a world map');
        await expect(worlds).toBeVisible();
        await wayBack(page.getByRole('button', { name: ja['worlds.back'] }), 'the worlds overview');

        // The settings drawer.
        await checkScreen(page, 'map again', mapHeading, walk);
        await press(settingsButton);
        const drawer = page.getByRole('dialog', { name: ja['settings.title'] });
        await checkScreen(page, 'settings drawer', drawer, walk);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();

        // From the next stage end on, saving fails (the progress file is now a folder), so its notice is
        // on show for the screens that follow.
        const progressFile = path.join(playerDir, 'progress.json');
        fs.rmSync(progressFile, { force: true });
        fs.mkdirSync(path.join(progressFile, 'blocked'), { recursive: true });

        // The teacher's stage in study mode: ready, study, recall, results.
        await press(page.getByRole('button', { name: /Unit 3（2ご）/ }));
        await checkScreen(page, 'typing (ready)', page.getByTestId('typing-cover'));
        await startPlaying(page);
        await checkScreen(page, 'typing (study)', page.getByText(ja['typing.phase.study']!));
        // Stopped, then the focus taken to the header's button to continue: one cover, its words alone.
        await page.keyboard.press('Escape');
        const runControl = page.getByTestId('run-control');
        await runControl.focus();
        await checkScreen(page, 'typing (stopped)', page.getByText(ja['typing.paused']!));
        await expect
          .soft(page.locator('.input-capture-resume'), 'a second cover over the stopped one')
          .toBeHidden();
        await runControl.press('Enter');
        await expect(page.getByTestId('typing-cover')).toBeHidden();
        await expect(page.locator('.input-capture-field')).toBeFocused();
        await answer(page, answers);
        await checkScreen(page, 'typing (recall)', page.getByText(ja['typing.phase.recall']!));
        await answer(page, answers);
        await expect(progress).toHaveText('もんだい 2 / 2');
        await answer(page, answers);
        await expect(page.getByText(ja['typing.phase.recall']!)).toBeVisible();
        await answer(page, answers);
        await checkScreen(page, 'results (study)', results);
        await expect.soft(results.getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 });
        await page.keyboard.press('Escape');
        await checkScreen(page, 'map after a stage', mapHeading);

        // Battles: the teacher's stage won, then lost after a retry.
        await press(settingsButton);
        await drawer.getByRole('radio', { name: ja['settings.mode.battle'] }).check();
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await press(page.getByRole('button', { name: /Unit 3（2ご）/ }));
        await expect(page.getByTestId('typing-cover')).toBeVisible();
        await startPlaying(page);
        await checkScreen(page, 'typing (battle)', page.getByText(ja['typing.phase.battle']!));
        await answer(page, answers);
        await expect(progress).toHaveText('もんだい 2 / 2');
        await answer(page, answers);
        await checkScreen(page, 'results (victory)', results);
        await expect(results.getByRole('heading', { level: 2 })).toHaveText(ja['results.title.victory']!);
        await expect.soft(results.getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 });
        await expect.soft(results.getByTestId('results-rank')).toBeInViewport({ ratio: 1 });
        await press(results.getByRole('button', { name: ja['results.retry'] }));
        await expect(results).toBeHidden();
        await expect(page.getByText(ja['typing.phase.battle']!)).toBeVisible();
        // Wrong keys until the hero falls (a two-word battle allows only a few).
        for (let i = 0; i < 30 && !(await results.isVisible()); i++) await page.keyboard.press('q');
        await checkScreen(page, 'results (defeat)', results);
        await expect(results.getByRole('heading', { level: 2 })).toHaveText(ja['results.title.defeat']!);
        await expect.soft(results.getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 });
        await page.keyboard.press('Escape');

        // The notebook's words all skipped: results with a long missed-word list that scrolls by keyboard.
        await press(forest.getByRole('button', { name: ja['review.openNotebook'] }));
        // The lost battle's word joined the seeded ones.
        const words = await page.locator('tr[data-word]').count();
        expect(words).toBeGreaterThan(missed.length);
        await press(page.getByRole('button', { name: ja['notebook.battle'] }));
        await expect(page.getByTestId('typing-cover')).toBeVisible();
        await startPlaying(page);
        await expect(progress).toHaveText(`もんだい 1 / ${words}`);
        for (let n = 0; n < words; n++) await page.keyboard.press('F2');
        await checkScreen(page, 'results with many missed words', results);
        const missedList = results.getByTestId('results-missed');
        await expect(missedList.getByRole('listitem')).toHaveCount(words);
        await expect.soft(results.getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 });
        await expect.soft(missedList).toHaveAttribute('tabindex', '0');
        await expect.soft(missedList).toHaveAccessibleName(ja['results.missedTitle']!);

        // A notice was on show on the first screens (damaged settings) and on every screen from the first
        // failed save on, so the toast check ran there, not only where a notice happened to be.
        const withNotice = test.info().annotations.filter((a) => a.type === 'toast on screen').length;
        expect(withNotice, 'screens measured with a notice on show').toBeGreaterThanOrEqual(8);
      });
    });
  }
}

/** The teacher's screens at the two small sizes, with a class of 40 pupils: teacher mode and the dashboard. */
for (const size of SIZES.slice(0, 2)) {
  classTest.describe(`teacher mode at ${size.width}×${size.height}`, () => {
    classTest.use({ viewport: size, reducedMotion: 'reduce' });

    classTest(
      'teacher mode and the dashboard keep text and focus clear of the player badge and cut no stage name',
      async ({ page, dashboardGame }) => {
        classTest.setTimeout(600_000);
        const ja = await loadMessages('ja');
        const pin = '8642';
        const pupils = generateClass({ pupils: 40, seed: 2026 });
        await dashboardGame.open(pupils);
        await press(page.getByRole('button', { name: `${pupils[0]!.profile.name} で あそぶ` }));
        await expect(page.getByRole('dialog', { name: ja['consent.title'] })).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page.getByText(ja['title.start']!)).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();

        await press(page.getByRole('button', { name: ja['settings.open'], exact: true }));
        const drawer = page.getByRole('dialog', { name: ja['settings.title'] });
        await press(drawer.getByRole('button', { name: ja['teacher.open'] }));
        await expect(page.getByLabel(ja['teacher.setPin.pin']!)).toBeFocused();
        await page.keyboard.type(pin);
        await page.keyboard.press('Tab');
        await page.keyboard.type(pin);
        await page.keyboard.press('Enter');
        await checkScreen(
          page,
          'teacher mode',
          page.getByRole('group', { name: ja['teacher.worlds.title'] }),
          {
            walk: true,
          },
        );

        // The class list, the words and the heat map: the focus walks down all 40 names.
        await press(page.getByRole('button', { name: ja['dashboard.open'] }));
        // Forty pupils' files are read and summed first: on a busy machine that takes a while.
        await expect(page.getByTestId('dashboard')).toHaveAttribute('data-state', 'ready', {
          timeout: 60_000,
        });
        const list = page.getByTestId('dashboard-pupils');
        await expect(list.locator('tbody tr')).toHaveCount(pupils.length);
        const heat = page.getByTestId('dashboard-heat');
        await expect(heat.locator('th.kq-dash-stage').first()).toBeVisible();
        await checkScreen(page, 'dashboard', list, { walk: true });
      },
    );
  });
}
