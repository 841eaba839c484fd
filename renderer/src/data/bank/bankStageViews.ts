import type { Band, BankEntry } from '../../../../core/bank/bankEntry';
import { stageItemOf } from '../../../../core/bank/verbForms';
import { demonForList } from '../customStages';
import type { QuestionSet } from '../questionSet';
import type { Stage } from '../stages';
import type { TitledBankStage } from './loadBand';

/** Difficulty of a band's word stages (scales battle HP and experience); sentences and verb forms are one harder. */
const BAND_DIFFICULTY: Record<Band, 1 | 2 | 3 | 4> = { e34: 1, e56: 2, j1: 3, j2: 3, j3: 4 };

function difficultyOf(stage: TitledBankStage): 1 | 2 | 3 | 4 | 5 {
  const base = BAND_DIFFICULTY[stage.band];
  return stage.kind === 'words' ? base : ((base + 1) as 2 | 3 | 4 | 5);
}

/** A word-bank stage as the map and the engine know stages: its own set, and its world's demon for it. */
export function stageOfBank(stage: TitledBankStage): Stage {
  return {
    id: stage.id,
    setIds: [stage.id],
    titleJa: stage.titleJa,
    titleEn: stage.titleEn,
    difficulty: difficultyOf(stage),
    demon: stage.demon ?? demonForList(stage.id),
    boss: false,
  };
}

/**
 * A word-bank stage as a question set: each entry's answer with its accepted forms, its meaning with
 * readings, its picture and its id (which keys the word's progress). Entries not loaded are left out.
 */
export function questionSetOfBank(
  stage: TitledBankStage,
  entries: Readonly<Record<string, BankEntry>>,
): QuestionSet {
  const items = [];
  for (const id of stage.entryIds) {
    // A forms stage's ids name a verb's form (`e56.go#past`): the form is the answer.
    const item = stageItemOf(id, (at) => entries[at]);
    if (!item) continue;
    const { entry: _entry, ...question } = item;
    items.push(question);
  }
  return {
    id: stage.id,
    titleJa: stage.titleJa,
    titleEn: stage.titleEn,
    difficulty: difficultyOf(stage),
    items,
  };
}

/**
 * A question of another stage (the route, a review) with what the bank knows of its word: its other
 * accepted forms and its picture, when the word's band is loaded and the question has none of its own.
 */
export function withBankForms<Q extends QAPairLike>(q: Q, entries: Readonly<Record<string, BankEntry>>): Q {
  const e = q.id === undefined ? undefined : entries[q.id];
  if (!e) return q;
  // A record merged from another spelling (phone, kept as telephone) still takes the entry's answer.
  const bankForms = [e.en, ...(e.variants ?? [])].filter((form) => form !== q.en);
  const variants = q.variants ?? (bankForms.length > 0 ? bankForms : undefined);
  const img = q.img ?? e.img;
  if (variants === q.variants && img === q.img) return q;
  return { ...q, ...(variants ? { variants } : {}), ...(img ? { img } : {}) };
}

type QAPairLike = { id?: string; en: string; variants?: readonly string[]; img?: string };
