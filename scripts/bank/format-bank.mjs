#!/usr/bin/env node
// Writes the word bank's data files in their house layout: one entry per line, so that a change to
// one word is a one-line diff. Usage: node scripts/bank/format-bank.mjs [file …] (default: every band
// file and sentences.json).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', 'core', 'bank');
const DEFAULT = ['e34', 'e56', 'j1', 'j2', 'j3', 'sentences'].map((b) => join(root, `${b}.json`));

/** The house layout of one bank file. */
export function formatBankFile(data) {
  const lines = data.entries.map((e) => JSON.stringify(e));
  return `{"band": ${JSON.stringify(data.band)}, "entries": [\n${lines.join(',\n')}\n]}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const out = formatBankFile(JSON.parse(text));
    if (out !== text) {
      writeFileSync(file, out);
      console.log(`formatted ${file}`);
    }
  }
}
