import { shuffle } from './shuffle';
import type { EngineState, QAPair, QuestionProgress, RunOptions } from './types';

/** A fresh record for a question that appears at `shownAt` (ms); `recalled` when its answer is hidden. */
export function newQuestionProgress(shownAt: number, recalled: boolean): QuestionProgress {
  return {
    shownAt,
    firstKeyAt: null,
    mistakes: 0,
    wrongKeys: {},
    wrongAttempts: [],
    hintSteps: 0,
    answerRevealed: false,
    recallFlawed: false,
    recalled,
  };
}

/**
 * The demon's HP in study: one blow (`damagePerSentence`) per question, so it falls
 * with the last word and study still feels like a fight.
 */
export function studyEnemyMaxHp(questionCount: number, options: RunOptions): number {
  return questionCount * Math.max(1, options.damagePerSentence);
}

/**
 * Builds a run that has not started yet: the questions in play order (seeded Fisher–Yates when
 * `randomOrder`), full HP for the demon (battle and study) and the player (battle only), the first
 * question on screen in the first phase.
 */
export function createRun(questions: readonly QAPair[], options: RunOptions): EngineState {
  const ordered = options.randomOrder ? shuffle(questions, options.seed) : questions.slice();
  const first = ordered[0];
  const learningPhase = options.learningMode ? 'study' : 'recall';
  const enemyMaxHp = options.battleMode ? options.enemyMaxHp : studyEnemyMaxHp(ordered.length, options);
  return {
    answerEn: first?.en ?? '',
    combo: 0,
    correctMap: [],
    enemyHp: enemyMaxHp,
    enemyMaxHp,
    errors: 0,
    finished: false,
    hintStep: 0,
    hits: 0,
    index: 0,
    learningPhase,
    mistakeProblemCount: 0,
    playCount: 0,
    playerHp: options.battleMode ? options.playerMaxHp : 0,
    playerMaxHp: options.battleMode ? options.playerMaxHp : 0,
    problemHasMistake: false,
    problemUsedHint: false,
    questionImg: first?.img ?? null,
    questionJa: first?.ja ?? '',
    showHint: false,
    startAt: null,
    started: false,
    typed: '',
    usedHintCount: 0,
    victory: false,
    questions: ordered,
    hintText: '',
    maxCombo: 0,
    clearedCount: 0,
    skippedCount: 0,
    elapsedMs: 0,
    strikeClockMs: 0,
    paused: false,
    pausedAt: null,
    pausedMs: 0,
    ending: null,
    finishedAt: null,
    lastKeyAt: null,
    firstKeyAt: null,
    current: newQuestionProgress(0, learningPhase === 'recall'),
    leftoverTails: null,
    outcomes: [],
    events: [],
    eventSeq: 0,
  };
}
