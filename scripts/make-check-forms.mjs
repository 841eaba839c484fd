#!/usr/bin/env node
// Deals the school check's forms from the word bank and writes them to core/schoolcheck/checkForms.json.
// The file is checked in and frozen: the game reads it, never the bank. By default each year is dealt
// again from the pool of words the file says it was dealt from, so the file comes out the same however
// the bank has grown; `--new` deals from today's bank (new forms: say so in the commit, since pupils'
// results on old and new forms no longer compare). checkForms.test.ts fails while file and script disagree.
// Usage: node scripts/make-check-forms.mjs [--new]
import fs from 'node:fs';
import { join } from 'node:path';
import { importSource } from '../bench/importSource.mjs';

const root = join(import.meta.dirname, '..');
const m = await importSource(
  root,
  `export { buildCheckForms } from './core/schoolcheck/buildCheckForms';
   export { checkFormsText } from './core/schoolcheck/checkFormsText';
   export { CHECK_FORMS_SEED } from './core/schoolcheck/checkFormRules';
   export { BANDS } from './core/bank/bankEntry';`,
  'check-forms',
);
const entries = m.BANDS.flatMap(
  (band) => JSON.parse(fs.readFileSync(join(root, 'core', 'bank', `${band}.json`), 'utf8')).entries,
);
const out = join(root, 'core', 'schoolcheck', 'checkForms.json');
const fresh = process.argv.includes('--new') || !fs.existsSync(out);
const pools = fresh ? undefined : JSON.parse(fs.readFileSync(out, 'utf8')).pools;
const file = m.buildCheckForms(entries, m.CHECK_FORMS_SEED, pools);
fs.writeFileSync(out, m.checkFormsText(file));
for (const form of file.forms)
  console.log(
    `${form.band} ${form.form}: ${form.recall.length} recall (mean ${form.difficulty} letters), ` +
      `${form.keying.length} keying (${form.keyingLetters} letters)`,
  );
console.log(`wrote ${out}`);
