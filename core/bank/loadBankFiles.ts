import { type BankFiles, readBankFiles } from './bankCsv';

/**
 * Reads the bank's data files as they are stored (without the readings the game's build adds). Each is
 * its own chunk of the bundle that imports it, loaded on first use, so the word bank costs nothing at
 * launch; the schema check keeps a damaged build from answering words the import would refuse.
 */
export async function loadBankFiles(): Promise<BankFiles> {
  const [e34, e56, j1, j2, j3, sentences] = await Promise.all([
    import('./e34.json'),
    import('./e56.json'),
    import('./j1.json'),
    import('./j2.json'),
    import('./j3.json'),
    import('./sentences.json'),
  ]);
  const files = { e34, e56, j1, j2, j3, sentences };
  return readBankFiles((name) => files[name].default);
}
