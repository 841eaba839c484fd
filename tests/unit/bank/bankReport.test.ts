import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { BankEntry } from '../../../core/bank/bankEntry';
import {
  type BankReportInput,
  bankReport,
  formsPerYear,
  reportLines,
} from '../../../scripts/bank/bankReport';
import type { ReadingAnnotator } from '../../../scripts/bank/readings';
import { sentenceEntry, wordEntry } from './fixtures';

const readAll: ReadingAnnotator = (ja) => ({ text: ja, missing: [] });
const dictionary = new Set([
  'dog',
  'cat',
  'my',
  'is',
  'big',
  'a',
  'this',
  'treaty',
  'went',
  'go',
  'gone',
  'house',
  'has',
  'the',
]);

/** A bank of one file per band, the given entries sorted into their band's file. */
function input(entries: BankEntry[], overrides: Partial<BankReportInput> = {}): BankReportInput {
  const names = ['e34', 'e56', 'j1', 'j2', 'j3', 'sentences'] as const;
  const files = names.map((name) => ({
    name,
    data: {
      band: name,
      entries: entries.filter((e) =>
        name === 'sentences' ? e.pos === 'sentence' : e.pos !== 'sentence' && e.band === name,
      ),
    },
  }));
  return {
    source: { files, properNouns: [] },
    frequent: [{ word: 'dog', count: 10 }],
    exceptions: { exceptions: [] },
    annotate: readAll,
    dictionary,
    merged: {},
    ...overrides,
  };
}

const good = [
  wordEntry({ id: 'e34.dog', en: 'dog', img: '🐶' }),
  wordEntry({ id: 'e56.cat', en: 'cat' }),
  wordEntry({ id: 'j1.go', en: 'go', pos: 'verb', forms: { past: ['went'], pastParticiple: ['gone'] } }),
  wordEntry({ id: 'j3.treaty', en: 'treaty', advanced: true }),
  sentenceEntry({ id: 'j1.this-is-a-dog', en: 'This is a dog.', band: 'j1' }),
];
const problemsOf = (report: ReturnType<typeof bankReport>) =>
  Object.fromEntries(report.problems.map((c) => [c.check, c.problems.length]));

describe('the bank report', () => {
  it('gives each year its figures and finds no problem in a sound bank', () => {
    const report = bankReport(input(good));
    expect(Object.values(problemsOf(report)).every((n) => n === 0)).toBe(true);
    expect(report.years.map((y) => [y.band, y.entries, y.sentences, y.withPicture, y.advanced])).toEqual([
      ['e34', 1, 0, 1, 0],
      ['e56', 1, 0, 0, 0],
      ['j1', 1, 1, 0, 0],
      ['j2', 0, 0, 0, 0],
      ['j3', 1, 0, 0, 1],
    ]);
    expect(reportLines(report).at(-1)).toBe('no problems found');
  });

  it('fails each kind of problem under its own check', () => {
    const broken = [
      ...good,
      { ...wordEntry({ id: 'j2.cow', en: 'cow' }), pos: 'animal' } as unknown as BankEntry,
      wordEntry({ id: 'e56.dgo', en: 'dgo' }),
      wordEntry({ id: 'e56.cat-2', en: 'cat' }),
      wordEntry({ id: 'e34.big', en: 'big', ja: '大きい' }),
      sentenceEntry({ id: 'e56.my-dog-went', en: 'My dog went.', band: 'e56' }),
      wordEntry({
        id: 'e56.dog-2',
        en: 'dog',
        example: { en: 'My dog is bigger than your cat.', ja: 'いぬ' },
      }),
      wordEntry({ id: 'j1.run', en: 'run', pos: 'verb', forms: { past: ['rann'], pastParticiple: ['run'] } }),
      wordEntry({ id: 'e56.house', en: 'house', example: { en: 'The dog has gone.', ja: 'いぬ' } }),
      wordEntry({ id: 'j2.cat', en: 'cat' }),
    ];
    const report = bankReport(
      input(broken, {
        annotate: (ja) => ({ text: ja, missing: [...ja].filter((c) => c === '大') }),
        frequent: [
          { word: 'dog', count: 10 },
          { word: 'the', count: 9 },
          { word: 'cats', count: 8 },
        ],
        exceptions: { exceptions: [{ word: 'the' }] },
        merged: { 'e56.cat': 'e56.kitten' },
      }),
    );
    const problems = problemsOf(report);
    for (const check of [
      'schema',
      'spelling',
      'duplicates',
      'Japanese',
      'readings',
      'sentence words',
      'grammar',
      'frequency exceptions',
      'frequency floor',
      'verb forms',
      'form years',
      'meanings taught once',
      'merged ids',
    ])
      expect(problems[check], check).toBeGreaterThan(0);
    expect(reportLines(report).at(-1)).toMatch(/^\d+ problem\(s\)$/);
  });

  it('counts each irregular form in the year that first asks it: pasts in year 1, participles in year 2', () => {
    const forms = formsPerYear([
      ...good,
      wordEntry({
        id: 'j3.sew',
        en: 'sew',
        pos: 'verb',
        forms: { past: ['sewed'], pastParticiple: ['sewn'] },
      }),
      wordEntry({
        id: 'j3.bind',
        en: 'bind',
        pos: 'verb',
        advanced: true,
        forms: { past: ['bound'], pastParticiple: ['bound'] },
      }),
    ]);
    expect(forms).toEqual({ e34: 0, e56: 0, j1: 1, j2: 1, j3: 2 });
  });
});

describe('node scripts/check-bank.mjs', () => {
  it('runs the checks over the real bank and prints each year', async () => {
    const script = join(import.meta.dirname, '..', '..', '..', 'scripts', 'check-bank.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [script]);
    for (const band of ['e34', 'e56', 'j1', 'j2', 'j3'])
      expect(stdout).toMatch(
        new RegExp(`^${band}: \\d+ entries, .* with picture, \\d+ irregular forms, \\d+ advanced`, 'm'),
      );
    expect(stdout).toMatch(/^frequency exceptions: \d+$/m);
    expect(stdout.trim().split('\n').at(-1)).toBe('no problems found');
  });
});
