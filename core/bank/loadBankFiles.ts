import { type BankFiles, readBankFiles } from './bankCsv';

/**
 * Reads the bank's data files as they are stored (without the readings the game's build adds). Each is
 * its own chunk of the bundle that imports it, loaded on first use, so the word bank costs nothing at
 * launch; the schema check keeps a damaged build from answering words the import would refuse. The
 * import attribute lets Node's own loader read them too (the browser tests import main's services).
 */
export async function loadBankFiles(): Promise<BankFiles> {
  const [e34, e56, j1, j2, j3, sentences] = await Promise.all([
    import('./e34.json', { with: { type: 'json' } }),
    import('./e56.json', { with: { type: 'json' } }),
    import('./j1.json', { with: { type: 'json' } }),
    import('./j2.json', { with: { type: 'json' } }),
    import('./j3.json', { with: { type: 'json' } }),
    import('./sentences.json', { with: { type: 'json' } }),
  ]);
  const files = { e34, e56, j1, j2, j3, sentences };
  return readBankFiles((name) => files[name].default);
}
