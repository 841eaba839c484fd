import { type BankFiles, wholeBank } from '../bank/bankCsv';
import { loadBankFiles } from '../bank/loadBankFiles';
import { firstRouteStageIds } from '../contract';
import { warn } from '../web/webStandard';

/**
 * Every stage id in the order of the game's routes: the first map's stages, then each world's stages
 * (grades 3–4 to junior high 3) as the word bank cuts them.
 */
export function stageOrderOf(files: BankFiles): string[] {
  return [...firstRouteStageIds(), ...wholeBank(files).stages.map((stage) => stage.id)];
}

/**
 * A loader of {@link stageOrderOf} that reads the bank with `loadBank` on first use and keeps the
 * answer; a failed load answers an empty order (the heat map then sorts by id), is reported with
 * `report`, and is tried again next time.
 */
export function createStageOrderLoader(
  loadBank: () => Promise<BankFiles>,
  report: (message: string) => void = warn,
): () => Promise<readonly string[]> {
  let loading: Promise<readonly string[]> | null = null;
  return () => {
    loading ??= loadBank()
      .then(stageOrderOf)
      .catch((error: unknown) => {
        loading = null;
        report(
          `The stage order could not be read: ${error instanceof Error ? error.message : String(error)}`,
        );
        return [];
      });
    return loading;
  };
}

/** The stage order from the bank's own data files, read once. */
export const loadStageOrder = createStageOrderLoader(loadBankFiles);
