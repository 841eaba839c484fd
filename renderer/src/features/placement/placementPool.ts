import type { Band, BankEntry } from '../../../../core/bank/bankEntry';
import { BANDS } from '../../../../core/bank/bankTerms';
import type { TitledBankStage } from '../../data/bank/loadBand';
import type { PlacementBand, PlacementItem } from '../../engine/placement';
import type { QAPair } from '../../engine/types';

/**
 * The placement quest's pool: the words and phrases of every loaded band's word stages, as the
 * estimator's items (band as its index). Key sentences are left out: their stages are `sentences`
 * and their part of speech is `sentence`, and both are checked, so a sentence never slips in.
 */
export function placementPool(
  entries: Readonly<Record<string, BankEntry>>,
  stages: Partial<Record<Band, readonly TitledBankStage[]>>,
): PlacementItem[] {
  const pool: PlacementItem[] = [];
  BANDS.forEach((band, index) => {
    for (const stage of stages[band] ?? []) {
      if (stage.kind !== 'words') continue;
      for (const id of stage.entryIds) {
        const e = entries[id];
        if (!e || e.pos === 'sentence') continue;
        pool.push({
          id: e.id,
          en: e.en,
          ja: e.ja,
          band: index as PlacementBand,
          ...(e.variants ? { variants: e.variants } : {}),
          ...(e.img ? { img: e.img } : {}),
        });
      }
    }
  });
  return pool;
}

/**
 * The answers a prompt accepts: the item's own forms first, then those of every other word of the
 * pool with the very same Japanese (「こんにちは」 asks for "Hello." and also takes "Hi."), since the
 * pupil cannot tell from the prompt which of them is meant.
 */
export function acceptedAnswers(item: PlacementItem, pool: readonly PlacementItem[]): QAPair {
  const forms = new Set<string>(item.variants ?? []);
  for (const other of pool) {
    if (other.id === item.id || other.ja !== item.ja) continue;
    forms.add(other.en);
    for (const form of other.variants ?? []) forms.add(form);
  }
  forms.delete(item.en);
  return { id: item.id, en: item.en, ja: item.ja, ...(forms.size > 0 ? { variants: [...forms] } : {}) };
}
