import { BOSS_WORDS_PER_SET, getQuestionSet, getStage } from '../../data';

/** How many words a stage asks: its set's size, or for the demon king a few from every set. */
export function stageWordCount(stageId: string): number {
  const stage = getStage(stageId);
  if (!stage) return 0;
  if (stage.boss) return stage.setIds.length * BOSS_WORDS_PER_SET;
  return stage.setIds.reduce((sum, id) => sum + (getQuestionSet(id)?.items.length ?? 0), 0);
}
