import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BANDS, type Band, type BankEntry, bankFileSchema } from '../../core/bank/bankEntry';
import { expect, loadMessages, test } from './support';
import { openBattlePlayerOnMap } from './support/battlePlay';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BANK = path.join(ROOT, 'core/bank');

/** A module of the repository by its path (the game's component, the build's reading annotator). */
const load = (file: string): Promise<unknown> => import(pathToFileURL(path.join(ROOT, file)).href);

interface QuestionPanelModule {
  QuestionPanel: FunctionComponent<{ ja: string; img: string | null; number: number; total: number }>;
}
interface ReadingsModule {
  createReadingAnnotator(): Promise<(ja: string, band: Band) => { text: string }>;
}

/** A small lab laptop, a common laptop, an iPad upright. */
const SIZES = [
  { width: 1024, height: 600 },
  { width: 1366, height: 768 },
  { width: 820, height: 1180 },
] as const;

/** Prompts measured in one round trip to the page. */
const BATCH = 400;
/** Sub-pixel rounding of the boxes. */
const SLACK = 1;
/** The smallest prompt a pupil should read from a desk's distance (px). */
const SMALLEST_PROMPT_PX = 20;

/** Stands in for a word's picture: the card gives every picture the same box, whatever it shows. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
)}`;

interface CardCase {
  /** The entry's id, to name a failure. */
  id: string;
  /** The prompt as the game shows it (readings in brackets). */
  ja: string;
  /** The real question card's markup for this prompt. */
  html: string;
}

/**
 * Every prompt of the word bank (each band's words and the key sentences), with the readings the
 * game's build writes in, as the real question card renders it (a picture beside it where the word has
 * one).
 */
async function bankCards(): Promise<CardCase[]> {
  const { QuestionPanel } = (await load(
    'renderer/src/features/typing/QuestionPanel.tsx',
  )) as QuestionPanelModule;
  const { createReadingAnnotator } = (await load('scripts/bank/readings.ts')) as ReadingsModule;
  const annotate = await createReadingAnnotator();
  const entries: BankEntry[] = [];
  for (const name of [...BANDS, 'sentences'] as const) {
    const file = bankFileSchema.parse(JSON.parse(fs.readFileSync(path.join(BANK, `${name}.json`), 'utf8')));
    entries.push(...file.entries);
  }
  return entries.map((entry, i) => {
    const ja = annotate(entry.ja, entry.band).text;
    const html = renderToStaticMarkup(
      createElement(QuestionPanel, {
        ja,
        img: entry.img ? PICTURE : null,
        number: (i % 20) + 1,
        total: 20,
      }),
    );
    return { id: entry.id, ja, html };
  });
}

/**
 * Runs in the page: puts each card in place of the battle's question card (the game's own card is set
 * aside, so React never meets a node it did not make) and answers, for each, what runs out of where.
 */
function measureCards({
  cards,
  slack,
  smallestPx,
}: {
  cards: { id: string; html: string }[];
  slack: number;
  smallestPx: number;
}): string[] {
  const area = document.querySelector<HTMLElement>('.battle-area');
  const own = area?.querySelector<HTMLElement>(':scope > .question-panel:not([data-probe])');
  if (!area || !own) return ['no battle area with a question card on screen'];
  own.style.display = 'none';
  const problems: string[] = [];
  const box = area.getBoundingClientRect();
  const inner = {
    left: box.left + area.clientLeft,
    top: box.top + area.clientTop,
    right: box.left + area.clientLeft + area.clientWidth,
    bottom: box.top + area.clientTop + area.clientHeight,
  };
  const template = document.createElement('template');
  let probe: Element | null = null;
  for (const card of cards) {
    template.innerHTML = card.html;
    const panel = template.content.firstElementChild as HTMLElement;
    panel.dataset.probe = '';
    if (probe) probe.replaceWith(panel);
    else own.after(panel);
    probe = panel;
    const prompt = panel.querySelector<HTMLElement>('.question-prompt');
    if (!prompt) {
      problems.push(`${card.id}: no prompt in the card`);
      continue;
    }
    const found: string[] = [];
    const cardBox = panel.getBoundingClientRect();
    if (cardBox.right > inner.right + slack || cardBox.left < inner.left - slack)
      found.push('the card is wider than the battle area');
    if (cardBox.bottom > inner.bottom + slack)
      found.push(`the card runs ${Math.round(cardBox.bottom - inner.bottom)} px below the battle area`);
    if (prompt.scrollWidth > prompt.clientWidth + slack)
      found.push(`the prompt is ${prompt.scrollWidth - prompt.clientWidth} px wider than its line`);
    const text = document.createRange();
    text.selectNodeContents(prompt);
    const words = text.getBoundingClientRect();
    const cardInner = {
      left: cardBox.left + panel.clientLeft,
      right: cardBox.left + panel.clientLeft + panel.clientWidth,
      bottom: cardBox.top + panel.clientTop + panel.clientHeight,
    };
    if (words.right > cardInner.right + slack || words.left < cardInner.left - slack)
      found.push('the prompt runs out of the card’s sides');
    if (words.bottom > cardInner.bottom + slack) found.push('the prompt runs out of the card’s bottom');
    const size = Number.parseFloat(getComputedStyle(prompt).fontSize);
    if (size < smallestPx) found.push(`the prompt is set at ${size} px`);
    // Furigana: each word with its reading stays on one line, the reading above its kanji.
    for (const ruby of prompt.querySelectorAll('ruby')) {
      const base = ruby.firstChild;
      const reading = ruby.querySelector('rt');
      if (!base || !reading) continue;
      const baseRange = document.createRange();
      baseRange.selectNode(base);
      const baseLines = baseRange.getClientRects().length;
      const baseBox = baseRange.getBoundingClientRect();
      const readingBox = reading.getBoundingClientRect();
      const centre = (readingBox.left + readingBox.right) / 2;
      if (baseLines !== 1) found.push(`「${ruby.textContent}」 is split over ${baseLines} lines`);
      else if (
        readingBox.bottom > baseBox.top + baseBox.height / 2 ||
        centre < baseBox.left - slack ||
        centre > baseBox.right + slack
      )
        found.push(`the reading of 「${base.textContent}」 is not above it`);
    }
    if (found.length) problems.push(`${card.id}: ${found.join('; ')}`);
  }
  probe?.remove();
  own.style.display = '';
  return problems;
}

/** Every card's problems at the page's current size, measured in batches. */
async function cardProblems(page: Page, cards: CardCase[]): Promise<string[]> {
  const problems: string[] = [];
  for (let start = 0; start < cards.length; start += BATCH) {
    const batch = cards.slice(start, start + BATCH).map(({ id, html }) => ({ id, html }));
    problems.push(
      ...(await page.evaluate(measureCards, { cards: batch, slack: SLACK, smallestPx: SMALLEST_PROMPT_PX })),
    );
  }
  return problems;
}

test.describe('every prompt fits its question card', () => {
  test('every word and key sentence of the bank, with its furigana, stays inside the battle’s question card at each school screen size', async ({
    page,
    app,
  }) => {
    test.setTimeout(300_000);
    const ja = await loadMessages('ja');
    const cards = await bankCards();
    // The whole bank: words of every band and the key sentences, the long ones among them.
    expect(cards.length).toBeGreaterThan(3000);
    // The sentence of the report that ran out of its card at 1366×768.
    expect(cards.some((c) => /^私.*の好.*きな食.*べ物.*はカレーライスです。$/.test(c.ja))).toBe(true);

    // A battle on show: the tightest card (the hero's HP bar and the phase notice take height too).
    await openBattlePlayerOnMap(page, app, ja);
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typing-cover')).toContainText(ja['typing.ready']!);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typing-cover')).toBeHidden();
    await expect(page.getByText(ja['typing.phase.battle']!)).toBeVisible();
    // Stopped, so no question changes while the cards are measured; the cover lies over the answer only.
    await page.keyboard.press('Escape');
    await expect(page.getByText(ja['typing.paused']!)).toBeVisible();
    // Fonts in place before anything is measured.
    await page.evaluate(() => document.fonts.ready.then(() => true));

    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expect(page.locator('.battle-area > .question-panel')).toBeVisible();
      const problems = await cardProblems(page, cards);
      expect.soft(problems, `prompts that do not fit at ${size.width}×${size.height}`).toEqual([]);
    }
  });
});
