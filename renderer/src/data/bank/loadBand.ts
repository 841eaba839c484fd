import type { Band, BankEntry } from '../../../../core/bank/bankEntry';
import { type BankStage, bankStages } from '../../../../core/bank/bankStages';
import { formsAskedIn } from '../../../../core/bank/verbForms';
import { worldDemon, worldOf } from '../worlds';

/** A stage of a loaded band, with its title in both languages (「どうぶつ 2」, "Animals 2"). */
export interface TitledBankStage extends BankStage {
  titleJa: string;
  titleEn: string;
  /** The demon fought there: one of its world's demons, the world's boss on the last stage. */
  demon?: string;
}

/**
 * A band as the game plays it: its entries (words and key sentences) by id, the stages of its route in
 * order, and apart from them the stages of its optional 発展 (advanced) set, played only when chosen.
 */
export interface LoadedBand {
  band: Band;
  entries: readonly BankEntry[];
  stages: readonly TitledBankStage[];
  /** Absent: the band has no advanced set. */
  advancedStages?: readonly TitledBankStage[];
}

type Entries = Promise<{ default: readonly BankEntry[] }>;

/**
 * Each band is its own chunk, fetched the first time one of its stages is opened; the key sentences
 * of every band are one small chunk of their own. The import calls are spelled out so the bundler
 * sees each one.
 */
const BAND_FILES: Record<Band, () => Entries> = {
  e34: () => import('virtual:kotoba-bank/e34'),
  e56: () => import('virtual:kotoba-bank/e56'),
  j1: () => import('virtual:kotoba-bank/j1'),
  j2: () => import('virtual:kotoba-bank/j2'),
  j3: () => import('virtual:kotoba-bank/j3'),
};
const SENTENCES = (): Entries => import('virtual:kotoba-bank/sentences');
/** Every band's irregular verbs: a year's forms stages also ask the verbs learnt in earlier years. */
const VERBS = (): Entries => import('virtual:kotoba-bank/verbs');
const NO_VERBS: Entries = Promise.resolve({ default: [] });

const loading = new Map<Band, Promise<LoadedBand>>();

/**
 * Loads a band once (later calls share the first load). A failed load is forgotten, so opening the
 * band again tries again.
 */
export function loadBand(band: Band): Promise<LoadedBand> {
  let pending = loading.get(band);
  if (!pending) {
    // The stage titles come with the band too: nothing about the bank weighs on the game's start.
    pending = Promise.all([
      BAND_FILES[band](),
      SENTENCES(),
      import('../../../../core/bank/themeTitles'),
      formsAskedIn(band).length > 0 ? VERBS() : NO_VERBS,
    ]).then(([words, sentences, titles, verbs]) => {
      const own = sentences.default.filter((e) => e.band === band);
      const all = bankStages(band, words.default, own, verbs.default);
      const stages = all.filter((stage) => !stage.advanced);
      const world = worldOf(band);
      const titled = (stage: BankStage) => ({
        ...stage,
        titleJa: titles.stageTitle(stage, 'ja'),
        titleEn: titles.stageTitle(stage, 'en'),
      });
      // Earlier years' verbs come along for the forms stages; the band's own entries stay the band's.
      const ownIds = new Set(words.default.map((e) => e.id));
      return {
        band,
        entries: [...words.default, ...own, ...verbs.default.filter((e) => !ownIds.has(e.id))],
        stages: stages.map((stage, i) => ({ ...titled(stage), demon: worldDemon(world, i, stages.length) })),
        // The boss waits at the end of the route only: the advanced stages meet the world's other demons.
        advancedStages: all
          .filter((stage) => stage.advanced)
          .map((stage, i) => ({ ...titled(stage), demon: worldDemon(world, i, Number.POSITIVE_INFINITY) })),
      };
    });
    pending.catch(() => loading.delete(band));
    loading.set(band, pending);
  }
  return pending;
}
