/**
 * The typing engine's vocabulary. Everything here is plain data: no functions, no DOM, no clock.
 * Times are milliseconds taken from the input events (`event.timeStamp`), never read by the engine.
 */

import type { Rank } from '../../../core/contract/snapshot';

/** A stage's letter grade, best first: the progress file's own `Rank`, declared once in the contract. */
export type { Rank };

/**
 * One question: a Japanese prompt and the English answer the player types.
 * `ja` is written for children: mostly kana; where a kanji appears its reading follows in full-width
 * brackets, e.g. 「1月（いちがつ）」. `en` carries the correct capitals and punctuation, e.g. "How are you?".
 * `variants` are further accepted answers ("colour" for "color", "I am fine." for "I'm fine.").
 */
export interface QAPair {
  /** The English answer, in half-width ASCII with its proper capitals; the form shown first. */
  en: string;
  /**
   * Other accepted answers, in the order they are preferred for display when several fit what is
   * typed: British spellings, contractions written out, alternative forms.
   */
  variants?: readonly string[];
  /** The word bank entry this pair came from (e.g. `e34.dog`); carried into its {@link WordOutcome}. */
  id?: string;
  /** The Japanese prompt shown to the player. */
  ja: string;
  /** Optional picture for the question panel (an asset id or URL). */
  img?: string;
  /** The question set this pair came from; filled in when a stage mixes several sets. */
  setId?: string;
}

/**
 * Whether the answer is visible: `study` shows it and the player types over it; `recall` hides it and
 * the player types it from memory. Battle mode always plays in `recall`.
 */
export type LearningPhase = 'study' | 'recall';

/**
 * Hint ladder position: 0 none, 1 spoken, 2 partial reveal, 3 whole answer shown. Where the word cannot
 * be spoken (no English voice, or sound off) the ladder skips step 1.
 */
export type HintStep = 0 | 1 | 2 | 3;

/** How a run ended, once `finished` is true. */
export type RunEnding =
  /** Every question was answered (study) or the demon fell (battle). */
  | 'cleared'
  /** Battle: the player's HP reached 0. */
  | 'defeated'
  /** Battle: the questions ran out (some were skipped) while the demon still stood. */
  | 'enemyEscaped'
  /** The optional time limit ran out. */
  | 'timeUp'
  /** The player left the stage. */
  | 'gaveUp';

/** The sound effects the engine's events map to. */
export type SoundEffect = 'defeat' | 'escape' | 'fallDown' | 'keyOn' | 'levelUp' | 'punch' | 'slash';

/**
 * The verdict on one typed character.
 * `hit`: it matches the answer at the cursor; `miss`: it does not; `ignored`: there is no letter to
 * judge (an empty answer, or more than one character).
 */
export interface JudgeResult {
  kind: 'hit' | 'miss' | 'ignored';
  /** Position in the answer that was judged (-1 when ignored). */
  index: number;
  /** The character the answer has there ('' when ignored). */
  expected: string;
  /** The character the player typed. */
  typed: string;
}

/**
 * Something that happened during one action, for the audio, speech and animation layers.
 * Kinds:
 * - `start`: the run began. `question`: a question (or its recall phase) is now on screen; speak `en`
 *   when `phase` is `study`.
 * - `hit` / `miss`: a judged key (`damage` is the HP the player lost on a miss in battle).
 * - `backspace`, `speak` (Tab in study, or beyond the last hint step: say the word again).
 * - `hint`: a hint step was taken (`step` 1 speaks `en`, 2 reveals part, 3 reveals all; `damage` in battle).
 * - `phaseChange`: study finished, recall begins. `clear`: a question was cleared (`damage` dealt to the demon).
 * - `skip`: a question was skipped. `enemyStrike`: the timed strike of the harder mode hit the player.
 * - `victory`, `defeat`, `enemyEscaped`, `timeUp`, `gaveUp`, `complete` (study run finished): the run ended.
 * - `pause` / `resume`.
 */
export type EngineEventKind =
  | 'start'
  | 'question'
  | 'hit'
  | 'miss'
  | 'backspace'
  | 'speak'
  | 'hint'
  | 'phaseChange'
  | 'clear'
  | 'skip'
  | 'enemyStrike'
  | 'victory'
  | 'defeat'
  | 'enemyEscaped'
  | 'timeUp'
  | 'gaveUp'
  | 'complete'
  | 'pause'
  | 'resume';

/** One engine event; fields beyond `kind` and `at` are present where the kind needs them. */
export interface EngineEvent {
  kind: EngineEventKind;
  /** Timestamp of the action that caused it (ms). */
  at: number;
  /** The answer concerned (for speech and the results log). */
  en?: string;
  /** The phase now on screen (`question`, `phaseChange`). */
  phase?: LearningPhase;
  /** HP taken: from the player (`miss`, `hint`, `enemyStrike`) or from the demon (`hit`, `clear`). */
  damage?: number;
  /** The hint step reached (`hint`). */
  step?: HintStep;
  /** The judged key (`hit`, `miss`). */
  judge?: JudgeResult;
}

/**
 * What one question taught us about the player: the raw material for the results dialog, the word
 * records of {@link AppSnapshot} and the review scheduler.
 */
export interface WordOutcome {
  /** The question's answer as the stage gives it ({@link QAPair.en}), whichever form was typed. */
  en: string;
  ja: string;
  setId: string | null;
  /** The word bank entry id of the question ({@link QAPair.id}), when it has one. */
  id?: string;
  /**
   * The accepted form that cleared the question (e.g. "colour"), present only when it is not `en`.
   * Leaving off an optional final mark does not make another form. A longer form typed on straight
   * after the question cleared ("programme" after "program") replaces it once typed to its end, unless
   * the run had already ended.
   */
  typedAs?: string;
  /** Wrong keys typed on this question (across all its phases). */
  mistakes: number;
  /** Wrong keys as `expected→typed` with counts, e.g. `{ "r→l": 2, "␣→a": 1 }` (space shown as ␣). */
  wrongKeys: Record<string, number>;
  /** What was on the line at each wrong key, e.g. "Jana" for January (the newest 5). */
  wrongAttempts: string[];
  /** Hint steps taken (0–3 per phase in which the answer was hidden). */
  hintSteps: number;
  /**
   * The hint ladder showed the whole answer (its last step). Absent in outcomes recorded before this
   * was tracked; {@link WordOutcome.hintSteps} of 3 tells the same there.
   */
  answerRevealed?: boolean;
  /** Milliseconds from the question appearing to the first key, or null if no key was typed. */
  firstKeyMs: number | null;
  /** Milliseconds from the question appearing to its clearing, or null if it was not cleared. */
  finishMs: number | null;
  /** The answer was completed (not skipped, not cut short by the end of the run). */
  cleared: boolean;
  /** The player skipped it. */
  skipped: boolean;
  /**
   * Its only fault was a slip of the fingers: one wrong key on a key touching the right one, after the
   * word had begun, put right with no hint. The word is known: it is not a mistake for the notebook
   * or the review, though its key confusion is kept for the keyboard chart. Absent otherwise.
   */
  slip?: true;
  /**
   * Whether it was typed correctly from memory (recall phase or battle) with no mistake and no hint;
   * null when it was never asked from memory (study without recall, or the run ended before recall).
   */
  recallSuccess: boolean | null;
}

/** The question in progress: what {@link WordOutcome} will be built from. */
export interface QuestionProgress {
  /** When the question first appeared (ms). */
  shownAt: number;
  firstKeyAt: number | null;
  mistakes: number;
  wrongKeys: Record<string, number>;
  wrongAttempts: string[];
  hintSteps: number;
  /** The hint ladder reached its last step (the whole answer shown). */
  answerRevealed: boolean;
  /** Mistakes or hints in the recall phase (or battle), for `recallSuccess`. */
  recallFlawed: boolean;
  /** Whether the recall phase has been reached. */
  recalled: boolean;
}

/**
 * The rest (tail) of each longer accepted form of the phase that just cleared: the player may type it
 * straight on, and those keys are swallowed (neither hit nor miss) while nothing of this phase is typed
 * and the key does not begin this phase's answer.
 */
export interface LeftoverTails {
  /** The longer forms, in the question's order: each begins with the text that cleared the phase. */
  forms: readonly string[];
  /** Characters of each form typed so far: the text that cleared the phase, then each key swallowed. */
  typed: number;
  /** `typed` when the phase cleared: once a key has been swallowed, the player is plainly typing on. */
  start: number;
  /** The phase cleared its question, so a form typed to its end becomes the last outcome's `typedAs`. */
  ofOutcome: boolean;
}

/**
 * The whole state of one run. Fields named by the product spec come first; the rest support them.
 * The engine treats it as immutable: every step returns a new object and keeps unchanged parts by reference.
 */
export interface EngineState {
  /**
   * The current answer as shown, with its proper capitals: the first accepted form of the question
   * (`en`, then its `variants`) that fits what is typed, so the display follows the player's spelling.
   */
  answerEn: string;
  /** Questions cleared in a row with no mistake and no hint (a mistake or hint resets it at once). */
  combo: number;
  /** For each typed character: true when it matched the answer; only the last can be false. */
  correctMap: boolean[];
  /**
   * Demon HP. In battle it is the stage's; in study the demon has one blow per question and falls with
   * the last word (the player takes no damage in study).
   */
  enemyHp: number;
  enemyMaxHp: number;
  /** Wrong keys in this run. */
  errors: number;
  /** True once the run has ended, for any {@link RunEnding}. */
  finished: boolean;
  /** Position on the hint ladder for the current phase of the current question. */
  hintStep: HintStep;
  /** Correct keys in this run. */
  hits: number;
  /** Position of the current question in {@link EngineState.questions}. */
  index: number;
  learningPhase: LearningPhase;
  /** Questions that had at least one wrong key. */
  mistakeProblemCount: number;
  /** Questions finished (cleared or skipped) in this run. */
  playCount: number;
  /** Player HP (battle); 0 in study. */
  playerHp: number;
  playerMaxHp: number;
  /** The current question has had a wrong key. */
  problemHasMistake: boolean;
  /** The current question has had a hint. */
  problemUsedHint: boolean;
  /** Picture for the current question, or null. */
  questionImg: string | null;
  /** Japanese prompt of the current question. */
  questionJa: string;
  /** A text hint (partial or whole answer) is on screen: see {@link EngineState.hintText}. */
  showHint: boolean;
  /** Timestamp of the start action (ms), or null before the run starts. */
  startAt: number | null;
  started: boolean;
  /** What the player has typed for the current phase; a forgiven letter is stored in the answer's case. */
  typed: string;
  /** Hint steps taken in this run. */
  usedHintCount: number;
  /** The run ended in the player's favour (study completed, or the demon fell). */
  victory: boolean;

  /** The run's questions in play order (already shuffled when random). */
  questions: QAPair[];
  /** The hint text on screen: '' none, a masked pattern like "J______", or the whole answer. */
  hintText: string;
  /** Highest combo reached in this run. */
  maxCombo: number;
  /** Questions cleared (not skipped) in this run. */
  clearedCount: number;
  /** Questions skipped in this run. */
  skippedCount: number;
  /** Time the run has been running, advanced only by ticks (ms). */
  elapsedMs: number;
  /** Time since the last timed enemy strike (ms), for the harder mode. */
  strikeClockMs: number;
  /** The timer is stopped by the player; keys are ignored until resumed. */
  paused: boolean;
  /** Timestamp of the pause in force, or null. */
  pausedAt: number | null;
  /** Time spent paused so far (ms), left out of the run's total time. */
  pausedMs: number;
  /** How the run ended, or null while it runs. */
  ending: RunEnding | null;
  /** Timestamp of the action that ended the run, or null. */
  finishedAt: number | null;
  /** Timestamp of the latest judged key, or null. */
  lastKeyAt: number | null;
  /** Timestamp of the first judged key in the run, or null. */
  firstKeyAt: number | null;
  /** The current question's record in progress. */
  current: QuestionProgress;
  /**
   * The longer accepted forms of the phase that cleared last ("programme" after "program", "." after
   * "I'm fine"), while the player may be typing on through the rest of one; null when there are none.
   * Cleared by the first key judged in this phase, Backspace, a hint or a skip.
   */
  leftoverTails: LeftoverTails | null;
  /** One outcome per finished question, in play order. */
  outcomes: WordOutcome[];
  /** Events caused by the latest action that produced any, in order. */
  events: EngineEvent[];
  /** Increases by one each time {@link EngineState.events} is replaced; listeners compare it. */
  eventSeq: number;
}

/**
 * How a run is played, with every field the product spec names. Sound fields are for the audio layer
 * (the engine never plays sound); `sfxSrc` names the file of each effect. The five sound switches
 * ({@link EngineSoundSettings}) are the player's settings: a run keeps only its {@link RunOptions}, and
 * the store fills the switches from the settings when it is asked for the whole (`selectEngineOptions`).
 */
export interface EngineOptions {
  /** Fight a demon with HP; the answer is hidden. */
  battleMode: boolean;
  /** Background music on/off. */
  bgm: boolean;
  /** Background music file. */
  bgmSrc: string;
  /** 0 to 1. */
  bgmVolume: number;
  /** Demon HP taken by each correct key (0 by default: only whole answers strike). */
  damagePerHit: number;
  /** Player HP lost per wrong key in battle. */
  damagePerMiss: number;
  /** Demon HP taken by each cleared answer in battle. */
  damagePerSentence: number;
  /** Player HP lost per hint step in battle. */
  damagePerHint: number;
  enemyMaxHp: number;
  /** After a shown answer is typed correctly, it must be typed again from memory. */
  learnThenRecall: boolean;
  /** Questions start in the study phase (answer shown). */
  learningMode: boolean;
  playerMaxHp: number;
  /** Shuffle the questions with {@link EngineOptions.seed}. */
  randomOrder: boolean;
  /** Seed of the shuffle: one seed, one order. */
  seed: number;
  /** Sound effects on/off. */
  sfx: boolean;
  /** Files of the sound effects. */
  sfxSrc: Record<SoundEffect, string>;
  /** 0 to 1. */
  sfxVolume: number;
  /** Master sound switch. */
  sound: boolean;
  /**
   * The first hint step says the word aloud. False where it cannot be heard (no English voice, or
   * sound off): the ladder then starts at the partial reveal, so no hint step is wasted.
   */
  spokenHint: boolean;
  /** Timer step (ms) of each tick. */
  tickMs: number;
  /** Letter case must match exactly. */
  strictCase: boolean;
  /**
   * A final `.`, `!` or `?` of an answer may be left off: the phase clears when the words are typed,
   * and the mark, if typed straight after, is swallowed (neither hit nor miss): see
   * {@link EngineState.leftoverTails}.
   */
  optionalFinalPunctuation: boolean;
  /** The run ends when elapsed time reaches this (ms); 0 means no limit. */
  timeLimitMs: number;
  /** Harder mode: the demon strikes for `damagePerMiss` every this many ms of battle; 0 means never. */
  enemyStrikeEveryMs: number;
}

/** The sound switches of {@link EngineOptions}: the player's settings, stored once, with the settings. */
export type EngineSoundSettings = Pick<EngineOptions, 'sound' | 'bgm' | 'sfx' | 'bgmVolume' | 'sfxVolume'>;

/** The options a run is built and played with: {@link EngineOptions} without the sound switches. */
export type RunOptions = Omit<EngineOptions, keyof EngineSoundSettings>;

/**
 * An input to the engine. Every action that depends on time carries `at`, the event's timestamp (ms).
 * `key` carries one clean half-width character; IME composition never reaches the engine.
 */
export type Action =
  | { type: 'start'; at: number }
  | { type: 'key'; char: string; at: number }
  | { type: 'backspace'; at: number }
  | { type: 'hint'; at: number }
  | { type: 'skip'; at: number }
  | { type: 'tick'; count?: number }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'giveUp'; at: number };

/** A point of the typing route on the world map, in pixels, naming the stage that stands there. */
export interface MapPoint {
  x: number;
  y: number;
  stageId: string;
}

/** The kinds of ground a map tile can show. */
export type TileKind =
  | 'grass'
  | 'forest'
  | 'water'
  | 'sand'
  | 'mountain'
  | 'road'
  | 'bridge'
  | 'town'
  | 'castle';

/** One cell of the world map grid (column, row) and what it shows. */
export interface Tile {
  col: number;
  row: number;
  kind: TileKind;
}

/** A rectangle placed inside a container (pixels), as computed for "contain" scaling. */
export interface ContainRect {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Scale factor from the source size to this rectangle. */
  scale: number;
}

/** Scores of a finished (or running) run. */
export interface RunScore {
  /** Correct keys over judged keys, 0 to 1 (1 when nothing was judged). */
  accuracy: number;
  /** Correct keys per minute of typing time (first to last key). */
  keysPerMinute: number;
  /** Cleared answers per minute of typing time. */
  wordsPerMinute: number;
  /** From the start action to the end of the run (or the last key while running), ms. */
  totalTimeMs: number;
  maxCombo: number;
  rank: Rank;
  hintsUsed: number;
  mistakeProblemCount: number;
  cleared: number;
  skipped: number;
  /** Answers that had a mistake, a hint, or were skipped, in play order (slips are not among them). */
  missed: QAPair[];
  /** Answers typed with a slip of the fingers only (see {@link WordOutcome.slip}). */
  slips: number;
}
