#!/usr/bin/env node
// Deals the school check's forms from the word bank and writes them to core/schoolcheck/checkForms.json.
// The file is checked in and frozen: the game reads it, never the bank, so forms stay put when the
// bank grows. Run only to make new forms on purpose (a new seed, new rules), and say so in the commit;
// checkForms.test.ts fails while the file and this script disagree.
// Usage: node scripts/make-check-forms.mjs
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
const file = m.buildCheckForms(entries, m.CHECK_FORMS_SEED);
const out = join(root, 'core', 'schoolcheck', 'checkForms.json');
fs.writeFileSync(out, m.checkFormsText(file));
for (const form of file.forms)
  console.log(
    `${form.band} ${form.form}: ${form.recall.length} recall (mean ${form.difficulty} letters), ` +
      `${form.keying.length} keying (${form.keyingLetters} letters)`,
  );
console.log(`wrote ${out}`);
