#!/usr/bin/env node
// Quick check of the word bank's data files while writing them: schema shape, duplicate ids and
// English within a band, English words against a dictionary word list (proper nouns listed apart),
// kana-only Japanese for grades 3–4, and counts per band, theme and grammar point.
// Usage: node scripts/check-bank.mjs [band …]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const words = new Set(require('an-array-of-english-words'));
const root = join(import.meta.dirname, '..', 'core', 'bank');
// Proper nouns (days, months, countries, names) are not in the lower-case word list: each band keeps
// its own list in properNouns.<band>.json.
const properNouns = new Set(
  readdirSync(root)
    .filter((f) => /^properNouns\..+\.json$/.test(f))
    .flatMap((f) => JSON.parse(readFileSync(join(root, f), 'utf8'))),
);
const bands = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['e34', 'e56', 'j1', 'j2', 'j3', 'sentences'];
const KANA = /^[\u3040-\u30ff\u30fc\s、。・「」！？（）〜ー0-9０-９a-zA-Z]+$/;
let problems = 0;
const problem = (msg) => {
  problems++;
  console.log(`  ✗ ${msg}`);
};
const byEn = new Map();
const totals = { words: 0, sentences: 0, pictures: 0 };
for (const band of bands) {
  const file = join(root, `${band}.json`);
  if (!existsSync(file)) continue;
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const ids = new Set();
  const ens = new Map();
  const themes = new Map();
  const grammar = new Map();
  let pictures = 0;
  for (const e of data.entries) {
    if (ids.has(e.id)) problem(`${band}: duplicate id ${e.id}`);
    ids.add(e.id);
    const key = `${e.en.toLowerCase()}|${e.ja}`;
    if (ens.has(e.en.toLowerCase()))
      problem(
        `${band}: "${e.en}" twice (${ens.get(e.en.toLowerCase())} and ${e.id}) — fine only if the meanings differ on purpose`,
      );
    ens.set(e.en.toLowerCase(), e.id);
    if (byEn.has(key)) problem(`"${e.en}" (${e.ja}) in ${byEn.get(key)} and ${e.id}`);
    byEn.set(key, e.id);
    themes.set(e.theme, (themes.get(e.theme) ?? 0) + 1);
    if (e.grammar) grammar.set(e.grammar, (grammar.get(e.grammar) ?? 0) + 1);
    if (e.img) pictures++;
    if (e.pos === 'sentence') totals.sentences++;
    else totals.words++;
    if (e.img) totals.pictures++;
    if (e.pos !== 'sentence' && e.pos !== 'phrase') {
      for (const w of e.en.split(/[\s-]+/)) {
        const bare = w.replace(/[.,!?'"]/g, '');
        if (!bare) continue;
        if (!words.has(bare.toLowerCase()) && !properNouns.has(bare))
          problem(`${e.id}: "${bare}" is not in the word list (add proper nouns to properNouns.<band>.json)`);
      }
    }
    if (e.band === 'e34' && !KANA.test(e.ja)) problem(`${e.id}: grades 3–4 read kana only: ${e.ja}`);
  }
  console.log(`${band}: ${data.entries.length} entries, ${pictures} with pictures`);
  console.log(`  themes: ${[...themes].map(([t, n]) => `${t} ${n}`).join(', ')}`);
  if (grammar.size) console.log(`  grammar: ${[...grammar].map(([t, n]) => `${t} ${n}`).join(', ')}`);
}
console.log(
  `total: ${totals.words} words and phrases, ${totals.sentences} key sentences, ${totals.pictures} with pictures`,
);
console.log(problems ? `${problems} problem(s)` : 'no problems found');
process.exit(problems ? 1 : 0);
