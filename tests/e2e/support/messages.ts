import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const I18N_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../core/i18n');

/**
 * The game's message table for a language (`core/i18n/<lang>.ts`), read at run time so the
 * suites assert on the same sentences the player sees.
 */
export async function loadMessages(language: 'ja' | 'en'): Promise<Record<string, string>> {
  const url = pathToFileURL(path.join(I18N_DIR, `${language}.ts`)).href;
  const module = (await import(url)) as Record<string, Record<string, string>>;
  const table = module[language];
  if (!table) throw new Error(`core/i18n/${language}.ts has no export named ${language}`);
  return table;
}
