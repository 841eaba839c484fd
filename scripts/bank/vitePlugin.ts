import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { BANDS, type Band, type BankEntry, bankFileSchema } from '../../core/bank/bankEntry';
import { pictureFile } from './pictures';
import { createReadingAnnotator } from './readings';

/**
 * The module ids the renderer imports a bank file by: one per band, one for the key sentences, and
 * `verbs` (every band's verbs with their forms, for the forms stages of later years).
 */
export const BANK_MODULE_PREFIX = 'virtual:kotoba-bank/';
const RESOLVED_PREFIX = '\0kotoba-bank:';
const FILES = [...BANDS, 'sentences', 'verbs'] as const;
type BankFileName = (typeof FILES)[number];

/** Annotates one Japanese text for the band that reads it; answers the text and the kanji left unread. */
export type Annotate = (ja: string, band: Band) => { text: string; missing: string[] };

/**
 * The JavaScript of one bank module: the file's entries with every Japanese text carrying the readings
 * its band needs (「記憶（きおく）」) and every picture emoji replaced by the URL of its bundled picture.
 * Fails the build, naming the entries, when a kanji would be shown without a reading or a picture is
 * missing: a pupil must never meet either.
 */
export function bankModuleCode(entries: readonly BankEntry[], annotate: Annotate): string {
  const imports: string[] = [];
  const problems: string[] = [];
  const out = entries.map((e) => {
    const ja = annotate(e.ja, e.band);
    if (ja.missing.length) problems.push(`${e.id}: no reading for ${ja.missing.join('')}`);
    const entry: Record<string, unknown> = { ...e, ja: ja.text };
    if (e.example) {
      const example = annotate(e.example.ja, e.band);
      if (example.missing.length)
        problems.push(`${e.id} (example): no reading for ${example.missing.join('')}`);
      entry.example = { en: e.example.en, ja: example.text };
    }
    if (e.img) {
      const file = pictureFile(e.img);
      if (file === null) problems.push(`${e.id}: no picture for ${e.img}`);
      else {
        entry.img = `__PICTURE_${imports.length}__`;
        imports.push(file);
      }
    }
    return entry;
  });
  if (problems.length) throw new Error(`word bank:\n${problems.join('\n')}`);
  const head = imports.map((file, i) => `import picture${i} from ${JSON.stringify(`${file}?url`)};`);
  const body = JSON.stringify(out).replace(/"__PICTURE_(\d+)__"/g, (_, i: string) => `picture${i}`);
  return `${head.join('\n')}\nexport default ${body};\n`;
}

/** Whether `name` is one of the bank's module names (a band, `sentences` or `verbs`). */
export function isBankModuleName(name: string): name is BankFileName {
  return (FILES as readonly string[]).includes(name);
}

/**
 * The entries one bank module holds, read from the data files in `bankDir` (each file read is told to
 * `watch`): a band's or the key sentences' file, or for `verbs` every band's verbs with their forms.
 */
export async function bankModuleEntries(
  bankDir: string,
  name: BankFileName,
  watch: (file: string) => void = () => {},
): Promise<BankEntry[]> {
  const read = async (file: string) => {
    watch(file);
    return bankFileSchema.parse(JSON.parse(await readFile(file, 'utf8'))).entries;
  };
  if (name !== 'verbs') return read(join(bankDir, `${name}.json`));
  // Without pictures: a forms stage asks verbs, and the verbs' own years bundle their pictures.
  return (await Promise.all(BANDS.map((band) => read(join(bankDir, `${band}.json`)))))
    .flat()
    .filter((e) => e.forms !== undefined)
    .map(({ img: _img, ...verb }) => verb);
}

/**
 * Serves the word bank to the renderer as `virtual:kotoba-bank/<band>` modules (and `…/sentences`),
 * built from the data files when the game is built: readings by the morphological analyser, pictures
 * as assets of the band's own chunk. A band's module is imported dynamically, so it is its own chunk
 * and loads only when its stages are opened. `bankDir` is the folder of the data files (the configs pass
 * it, since a bundled config file no longer sits where this file does).
 */
export function kotobaBank(bankDir: string): Plugin {
  let annotator: Promise<Annotate> | undefined;
  return {
    name: 'kotoba-bank',
    resolveId(id) {
      if (!id.startsWith(BANK_MODULE_PREFIX)) return null;
      const name = id.slice(BANK_MODULE_PREFIX.length);
      return isBankModuleName(name) ? `${RESOLVED_PREFIX}${name}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length) as BankFileName;
      const entries = await bankModuleEntries(bankDir, name, (file) => this.addWatchFile(file));
      annotator ??= createReadingAnnotator();
      return bankModuleCode(entries, await annotator);
    },
  };
}
