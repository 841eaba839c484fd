import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Application } from 'typedoc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiEntry, anchorFor, collectEntries, escapeProse, renderApiPages } from './apiMarkdown';

const source = `
/** Points for one cleared word, before the {@link bonus}. */
export const WORD_POINTS = 5;

/** Extra points for a perfect run. */
export const bonus = 30;

/** How a key press was judged. */
export type Verdict = 'correct' | 'wrong';

/** One typed answer. */
export interface Answer {
  /** What the player typed. */
  typed: string;
  /** Milliseconds since the question appeared. */
  at?: number;
}

/** Judges one key against the expected one; case is forgiven unless \`strict\`. */
export function judge(expected: string, typed: string, strict?: boolean): Verdict {
  return strict ? (expected === typed ? 'correct' : 'wrong') : expected.toLowerCase() === typed.toLowerCase() ? 'correct' : 'wrong';
}
`;

let dir = '';
let entries: ApiEntry[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kq-api-'));
  writeFileSync(path.join(dir, 'rules.ts'), source);
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext' },
      include: ['*.ts'],
    }),
  );
  const app = await Application.bootstrap({
    entryPoints: [path.join(dir, 'rules.ts')],
    tsconfig: path.join(dir, 'tsconfig.json'),
    skipErrorChecking: true,
    logLevel: 'Error',
  });
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc did not convert the fixture');
  entries = collectEntries(project);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('collectEntries', () => {
  it('sorts each exported declaration into functions, interfaces, types and variables', () => {
    const byName = Object.fromEntries(entries.map((e) => [e.name, e.kind]));
    expect(byName).toEqual({
      Answer: 'interfaces',
      bonus: 'variables',
      judge: 'functions',
      Verdict: 'types',
      WORD_POINTS: 'variables',
    });
  });

  it('writes a function signature with optional parameters and its summary', () => {
    const judge = entries.find((e) => e.name === 'judge')!;
    expect(judge.code).toBe('function judge(expected: string, typed: string, strict?: boolean): Verdict;');
    expect(judge.summary).toBe('Judges one key against the expected one; case is forgiven unless `strict`.');
  });

  it('lists interface members with their own comments', () => {
    const answer = entries.find((e) => e.name === 'Answer')!;
    expect(answer.code).toContain('/** What the player typed. */');
    expect(answer.code).toContain('  typed: string;');
    expect(answer.code).toContain('  at?: number;');
  });

  it('turns {@link X} into inline code instead of leaving the tag', () => {
    const points = entries.find((e) => e.name === 'WORD_POINTS')!;
    expect(points.summary).toBe('Points for one cleared word, before the `bonus`.');
  });
});

describe('renderApiPages', () => {
  it('writes the six pages, with counts on the index and one heading per entry', () => {
    const pages = renderApiPages(entries, 'en');
    expect(Object.keys(pages).sort()).toEqual(
      ['functions.md', 'index.md', 'interfaces.md', 'modules.md', 'types.md', 'variables.md'].sort(),
    );
    expect(pages['index.md']).toContain('[Variables](./variables.md) — 2 entries');
    expect(pages['variables.md']).toContain(
      `## bonus {#${anchorFor({ module: entries[0]!.module, name: 'bonus' })}}`,
    );
    expect(pages['modules.md']).toContain('[`judge`](./functions.md#');
  });

  it('says so on a page whose kind has no entries, in the page language', () => {
    const pages = renderApiPages([], 'ja');
    expect(pages['functions.md']).toContain('# 関数');
    expect(pages['functions.md']).toContain('この種類の公開された宣言はまだありません。');
  });
});

describe('escapeProse', () => {
  it('escapes braces and angle brackets in prose but leaves code spans alone', () => {
    expect(escapeProse('a {b} <c> `Array<{x}>` d')).toBe('a \\{b\\} \\<c\\> `Array<{x}>` d');
  });
});

describe('anchorFor', () => {
  it('makes distinct, URL-safe ids for the same name in different modules', () => {
    expect(anchorFor({ module: 'renderer/src/engine/step', name: 'step' })).toBe(
      'renderer-src-engine-step-step',
    );
    expect(anchorFor({ module: 'electron/main', name: 'step' })).not.toBe(
      anchorFor({ module: 'renderer/src/engine/step', name: 'step' }),
    );
  });
});
