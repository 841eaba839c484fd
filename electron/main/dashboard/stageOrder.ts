import { firstRouteStageIds } from '../../../core/contract';

let loading: Promise<readonly string[]> | null = null;

/**
 * Every stage id in the order of the game's routes: the first map's stages, then each world's stages
 * (grades 3–4 to junior high 3) as the word bank cuts them. Computed from the bank's data files on
 * first use and kept; a failed load answers an empty order (the heat map then sorts by id) and is
 * tried again next time.
 */
export function loadStageOrder(): Promise<readonly string[]> {
  loading ??= (async () => {
    const [{ loadBankFiles }, { wholeBank }] = await Promise.all([
      import('../wordbank/exportWordBank'),
      import('../../../core/bank/bankCsv'),
    ]);
    const bank = wholeBank(await loadBankFiles());
    return [...firstRouteStageIds(), ...bank.stages.map((stage) => stage.id)];
  })().catch((error: unknown) => {
    loading = null;
    console.warn(`The stage order could not be read: ${error instanceof Error ? error.message : error}`);
    return [];
  });
  return loading;
}
