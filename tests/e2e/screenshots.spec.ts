import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Locator, TestInfo } from '@playwright/test';
import { expect, loadMessages } from './support';
import { test } from './support/classroomHarness';
import { MANUAL_SHOTS, shotFile } from './support/manualShots';
import { middayZone } from './support/middayZone';
import { captureSettled } from './support/settledScreenshot';

// The manual's screenshots: one play-through per UI language, captured on settled screens only.
// Output: <lang>/<order>-<name>.png and manifest.json, into this checkout's latest set
// (manual/generated/screenshots, never committed), which the next manual build shows. A test run
// leaves the committed set (tests/e2e/screenshots, what a fresh clone's manual shows) as it is;
// `npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots` rewrites it instead.

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The committed pictures: the manual of a fresh clone shows these. */
const COMMITTED_DIR = path.join(HERE, 'screenshots');
/** This checkout's latest pictures; scripts/manual-build.mjs prefers them when the set is complete. */
const LATEST_DIR = path.resolve(HERE, '../../manual/generated/screenshots');

/** Where this run writes: the committed set when asked to (`--update-snapshots`), else the latest set. */
function shotsDir(info: TestInfo): string {
  const mode = info.config.updateSnapshots;
  return mode === 'all' || mode === 'changed' ? COMMITTED_DIR : LATEST_DIR;
}

/** The manifest the manual's screenshots page reads: every shot in play order, with both languages' files and texts. */
function manifestOfShots() {
  return {
    shots: MANUAL_SHOTS.map((shot, index) => ({
      name: shot.name,
      files: { ja: shotFile('ja', index), en: shotFile('en', index) },
      caption: shot.caption,
      alt: shot.alt,
    })),
  };
}

// A word missed in the battle is looked for in today's review forest, so today must last the test.
test.use({ timezoneId: middayZone() });

/** A teacher's list as Excel saves it: two good rows and one the game leaves out (full-width letters). */
const TEACHER_CSV = '\ufeffen,ja\r\ndog,いぬ\r\ncat,ねこ\r\nｂｉｒｄ,とり\r\n';

/** The first stage's questions (prompt → answer), read from the game's own data. */
async function numberAnswers(): Promise<Map<string, string>> {
  const url = pathToFileURL(path.resolve(HERE, '../../renderer/src/data/sets/number.ts')).href;
  const module = (await import(url)) as { number: { items: { en: string; ja: string }[] } };
  return new Map(module.number.items.map((q) => [q.ja, q.en]));
}

/** Fills `{name}` placeholders of a message. */
function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

for (const language of ['ja', 'en'] as const) {
  test(`screenshots for the manual, ${language} UI, in play order on settled screens`, async ({
    page,
    classroom,
  }, testInfo) => {
    test.setTimeout(180_000);
    const m = await loadMessages(language);
    const answers = await numberAnswers();
    const shotsRoot = shotsDir(testInfo);
    const folder = path.join(shotsRoot, language);
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(folder, { recursive: true });
    let taken = 0;
    /** Captures the next shot of the list; the name given must be that shot's, so the order cannot slip. */
    const shot = async (name: string) => {
      expect(MANUAL_SHOTS[taken]?.name, `shot ${taken + 1}`).toBe(name);
      const file = path.join(shotsRoot, shotFile(language, taken));
      await captureSettled(page, file);
      await testInfo.attach(`${language}-${name}`, { path: file, contentType: 'image/png' });
      taken++;
    };
    const answerShown = async () => {
      const prompt = (await page.locator('#question-prompt').textContent()) ?? '';
      const en = answers.get(prompt);
      expect(en, `an answer for the prompt 「${prompt}」`).toBeTruthy();
      return en ?? '';
    };
    const results = page.getByRole('dialog', { name: /./ }).filter({ has: page.getByTestId('results-rank') });
    const mapHeading = page.getByRole('heading', { name: m['map.title'] });
    const forest = page.getByTestId('review-forest');
    const progress = page.locator('.question-progress');
    /** Waits until question `number` of ten is on screen, so its prompt is the one read. */
    const atQuestion = (number: number) =>
      expect(progress).toHaveText(fill(m['typing.progress']!, { number, total: 10 }));
    /** Starts a stage from the map: a first click only selects a stage that is not the selected one. */
    const startTyping = async (stage: Locator) => {
      if ((await stage.getAttribute('aria-current')) !== 'true') {
        await stage.click();
        await expect(stage).toHaveAttribute('aria-current', 'true');
      }
      await stage.click();
      await expect(page.getByTestId('typing-page')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('typing-cover')).toBeHidden();
    };

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    const csvPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-shots-')), 'Unit 3.csv');
    fs.writeFileSync(csvPath, TEACHER_CSV);
    await classroom.open();

    // Who is playing? A player is added and the list shows their button.
    const player = language === 'ja' ? 'はなこ' : 'Alex';
    // The player screen comes before any player's settings are read, so it speaks the default language.
    const ja = await loadMessages('ja');
    await expect(page.getByRole('heading', { name: ja['classroom.who.title'] })).toBeVisible();
    const nameBox = page.getByLabel(ja['classroom.who.name']!);
    await nameBox.fill(player);
    await nameBox.press('Enter');
    const playButton = page.getByRole('button', { name: fill(ja['classroom.who.play']!, { name: player }) });
    await expect(playButton).toBeVisible();
    await page.mouse.move(0, 0);
    await shot('players');

    // The player's own settings: the UI language under test (through the app's own settings call).
    const chosen = classroom.profiles().profiles.find((p) => p.name === player);
    if (!chosen) throw new Error('the player was not added');
    await page.evaluate(
      async ([id, lang]) => {
        const kotoba = (
          window as unknown as { kotoba: Record<string, Record<string, (a: unknown) => unknown>> }
        ).kotoba;
        await kotoba.profiles!.select!(id);
        await kotoba.settings!.set!({ language: lang });
      },
      [chosen.id, language] as const,
    );
    await playButton.click();

    // The sound question, then the title and the map.
    const consent = page.getByRole('dialog', { name: m['consent.title'] });
    await expect(consent).toBeVisible();
    await expect(consent).toContainText(m['consent.body']!);
    await shot('sound');
    await page.keyboard.press('Enter');
    await expect(consent).toBeHidden();
    await expect(page.getByText(m['title.start']!)).toBeVisible();
    await shot('title');
    await page.keyboard.press('Enter');
    await expect(mapHeading).toBeVisible();
    // The first stage by its place on the route: its name also tells its progress, which changes.
    const stageOne = page.getByRole('list', { name: m['map.title'] }).getByRole('button').first();
    await expect(stageOne).toBeFocused();
    await shot('map');

    // Study: the first word copied with one slip (shown red), then recalled.
    await startTyping(stageOne);
    await expect(page.getByText(m['typing.phase.study']!)).toBeVisible();
    const first = await answerShown();
    await page.keyboard.type(first.slice(0, 1));
    await page.keyboard.type('q');
    const wrong = page.locator('.answer-char--wrong');
    await expect(wrong).toContainText('q');
    // Study mode shows the letter that was meant, small above the wrong one.
    await expect(wrong.locator('.answer-char-guide')).toHaveText(first.slice(1, 2));
    await shot('typing-study');
    // The cursor stays on the wrong letter, so the next key takes its place.
    await page.keyboard.type(first.slice(1));
    await expect(page.getByText(m['typing.phase.recall']!)).toBeVisible();
    await page.keyboard.type(first.slice(0, 2));
    await expect(page.locator('.answer-char--correct')).toHaveCount(2);
    await shot('typing-recall');
    await page.keyboard.type(first.slice(2));
    await atQuestion(2);

    // The next word begins with Japanese input on: the game asks for half-width input.
    await expect(page.getByText(m['typing.phase.study']!)).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'お', selectionStart: 1, selectionEnd: 1 });
    const banner = page.getByTestId('ime-banner');
    await expect(banner).toBeVisible();
    await shot('ime-banner');
    await cdp.send('Input.insertText', { text: 'お' });

    // The rest of the stage, then back to the map.
    for (let n = 2; n <= 10; n++) {
      const en = await answerShown();
      await page.keyboard.type(en);
      await expect(page.getByText(m['typing.phase.recall']!)).toBeVisible();
      await page.keyboard.type(en);
      if (n < 10) await atQuestion(n + 1);
    }
    await expect(results).toBeVisible();
    await results.getByRole('button', { name: m['results.backToMap'] }).click();
    await expect(mapHeading).toBeVisible();

    // Settings: battle mode.
    await page.getByRole('button', { name: m['settings.open'], exact: true }).first().click();
    const drawer = page.getByRole('dialog', { name: m['settings.title'] });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('radio', { name: m['settings.mode.battle'] }).check();
    await expect(drawer.getByRole('radio', { name: m['settings.mode.battle'] })).toBeChecked();
    await shot('settings');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // A battle won, the first word with a slip (so it comes back for review).
    await startTyping(stageOne);
    await expect(page.getByText(m['typing.phase.battle']!)).toBeVisible();
    const enemyHp = page.getByRole('meter', { name: /HP/ }).first();
    const missed = await answerShown();
    await page.keyboard.type(`${missed.slice(0, 1)}q`);
    await expect(page.locator('.answer-char--wrong')).toContainText('q');
    await page.keyboard.type(missed.slice(1));
    await expect(enemyHp).not.toHaveAttribute(
      'aria-valuenow',
      (await enemyHp.getAttribute('aria-valuemax')) ?? '',
    );
    await expect(page.getByTestId('damage-motion')).toHaveAttribute('data-hits', '1');
    await shot('typing-battle');
    for (let n = 2; n <= 10 && !(await results.isVisible()); n++) {
      await atQuestion(n);
      await page.keyboard.type(await answerShown());
    }
    await expect(results).toBeVisible();
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(m['results.title.victory']!);
    // The results tell in place that the run was saved; the picture waits for that line.
    const saved = results.getByTestId('results-save');
    await expect(saved).toHaveAttribute('data-save', 'saved');
    await shot('results-victory');

    // A battle lost: play again and only miss until the hero falls.
    await results.getByRole('button', { name: m['results.retry'] }).click();
    await expect(results).toBeHidden();
    await expect(page.getByText(m['typing.phase.battle']!)).toBeVisible();
    for (let i = 0; i < 80 && !(await results.isVisible()); i++) {
      await page.keyboard.type('q');
      await page.keyboard.press('Backspace');
    }
    await expect(results).toBeVisible();
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(m['results.title.defeat']!);
    await expect(saved).toHaveAttribute('data-save', 'saved');
    await shot('results-defeat');
    await results.getByRole('button', { name: m['results.backToMap'] }).click();
    await expect(mapHeading).toBeVisible();

    // The notebook and the progress page, both opened from the review forest.
    await forest.getByRole('button', { name: m['review.openNotebook'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: m['notebook.title'] })).toBeVisible();
    await expect(page.locator(`tr[data-word="${missed}"]`)).toBeVisible();
    await shot('notebook');
    await page.keyboard.press('Escape');
    await expect(mapHeading).toBeVisible();
    await forest.getByRole('button', { name: m['review.openProgress'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: m['progress.title'] })).toBeVisible();
    await expect(page.getByTestId('chart-accuracy').locator('circle').first()).toBeVisible();
    await shot('progress');
    await page.keyboard.press('Escape');
    await expect(mapHeading).toBeVisible();

    // The review forest offers the missed word.
    await expect(forest).toContainText(missed);
    await forest.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await shot('review-forest');

    // A teacher imports a word list: the preview, then the stage on the map.
    const outcome = await classroom.importWordList(csvPath);
    expect(outcome.ok).toBe(true);
    const preview = page.getByRole('dialog', { name: m['classroom.wordlist.previewTitle'] });
    await expect(preview).toBeVisible();
    await expect(preview.getByTestId('wordlist-accepted').locator('tbody tr')).toHaveCount(2);
    await expect(preview.getByTestId('wordlist-rejected').locator('tbody tr')).toHaveCount(1);
    await shot('word-list-preview');
    await preview.getByRole('button', { name: m['classroom.wordlist.confirm'] }).click();
    await expect(preview).toBeHidden();
    const listStage = page.getByRole('button', {
      name: fill(m['classroom.stages.play']!, { title: 'Unit 3', count: 2 }),
    });
    await expect(listStage).toBeVisible();
    await listStage.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await shot('teacher-stage');

    // The worlds of the word bank from the map's header, then the first world's map.
    await page.getByRole('button', { name: m['worlds.title'], exact: true }).click();
    const worlds = page.getByRole('list', { name: m['worlds.list'] });
    await expect(worlds.locator('button[data-band="e34"]')).toContainText('/21');
    await page.mouse.move(0, 0);
    await shot('worlds');
    await worlds.locator('button[data-band="e34"]').click();
    await expect(page.locator('.kq-world-page [data-stage-id]')).toHaveCount(21);
    await page.locator('.kq-world-page [data-stage-id]').first().focus();
    await page.mouse.move(0, 0);
    await shot('world-map');

    // Teacher mode, from the settings drawer: the PIN a teacher sets at first use.
    await page.keyboard.press('Escape');
    await expect(worlds).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mapHeading).toBeVisible();
    await page.getByRole('button', { name: m['settings.open'], exact: true }).first().click();
    await page.getByRole('button', { name: m['teacher.open'], exact: true }).click();
    await expect(page.getByRole('heading', { name: m['teacher.setPin.title'] })).toBeVisible();
    await page.mouse.move(0, 0);
    await shot('teacher-mode');

    // The PIN typed twice opens teacher mode; the class overview lists this PC's two players.
    await page.getByLabel(m['teacher.setPin.pin']!).fill('2580');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2580');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: m['dashboard.open'] }).click();
    await expect(page.getByTestId('dashboard')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('dashboard-pupils').locator('tbody tr')).toHaveCount(2);
    await page.mouse.move(0, 0);
    await shot('dashboard');

    expect(taken).toBe(MANUAL_SHOTS.length);
    fs.rmSync(path.dirname(csvPath), { recursive: true, force: true });
  });
}

test('the manifest lists every shot in play order, with both languages’ files and texts', () => {
  const manifest = manifestOfShots();
  const shotsRoot = shotsDir(test.info());
  for (const entry of manifest.shots) {
    for (const file of Object.values(entry.files)) {
      expect(fs.existsSync(path.join(shotsRoot, file)), `${file} was captured`).toBe(true);
    }
  }
  fs.writeFileSync(path.join(shotsRoot, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
});

test('the committed screenshots are the shot list’s (else: this spec with --update-snapshots)', () => {
  // A fresh clone's manual shows the committed set, so it must list the shots the code names, and
  // hold every file it lists.
  const committed = JSON.parse(fs.readFileSync(path.join(COMMITTED_DIR, 'manifest.json'), 'utf8'));
  expect(committed).toEqual(manifestOfShots());
  for (const entry of manifestOfShots().shots) {
    for (const file of Object.values(entry.files)) {
      expect(fs.existsSync(path.join(COMMITTED_DIR, file)), `${file} is committed`).toBe(true);
    }
  }
});
