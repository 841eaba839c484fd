export { ROUTE_POINTS, TILE_HEIGHT, TILE_WIDTH, TILES, tileAt, WORLD } from './map';
export { pairs, type QuestionSet } from './questionSet';
export { getQuestionSet, QUESTION_SETS } from './questionSets';
export { stageQuestions } from './stageQuestions';
export { BOSS_STAGE_ID, BOSS_WORDS_PER_SET, getStage, isStageUnlocked, STAGES, type Stage } from './stages';
