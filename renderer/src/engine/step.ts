import {
  completesAnswer,
  firstFormFitting,
  formsContinuing,
  longerForms,
  otherFormCompleted,
} from './acceptedForms';
import { cloneRun, updateRun } from './cloneRun';
import { newQuestionProgress } from './createRun';
import { judgeKey, wrongKeyLabel } from './judgeKey';
import { areNeighbourKeys } from './keyNeighbours';
import { maskAnswer } from './maskAnswer';
import type {
  Action,
  EngineEvent,
  EngineState,
  HintStep,
  LeftoverTails,
  QAPair,
  QuestionProgress,
  RunEnding,
  RunOptions,
  WordOutcome,
} from './types';

/** Most wrong attempts kept per question. */
export const MAX_WRONG_ATTEMPTS = 5;

/**
 * Advances a run by one action and answers the next state; the input state is never changed and
 * an action that changes nothing answers the same object. Rules, in the words of the play guide:
 *
 * - Keys count only while the run is running (started, not finished, not paused).
 * - A correct key extends the answer. A wrong key is shown in place (red) and recorded, and the cursor
 *   stays on that letter: the next key is judged for the same position and replaces the wrong one, so a
 *   single slip costs a single mistake (no chain of misses for typing on) and the player may simply type
 *   the right letter, or press Backspace first.
 * - Backspace removes the last character; a recorded mistake stays recorded.
 * - An answer may have several accepted forms: `en`, then its `variants` ("colour" for "color",
 *   "I am fine." for "I'm fine."). Each key is judged against every form that still fits what is typed;
 *   the answer shown is the first form in that order that fits, so it follows the player (typing "colou"
 *   shows "colour"). A key that fits no form is a miss, judged against the form shown. Backspace may let
 *   an earlier form fit again. A phase completes when the whole shown form is typed; where one form
 *   begins another ("math", "maths"), the one earlier in the order completes first. From memory (the
 *   recall phase, and battle) any whole accepted form completes it, even one that begins the form shown
 *   ("lab" while "laboratory" is shown); while copying (study) only the form shown does.
 * - With `optionalFinalPunctuation` (on by default) a final `.`, `!` or `?` may be left off: the phase
 *   completes as soon as the words are typed, so it never waits for the mark.
 * - Typing on: when a phase completes, the rest of every longer accepted form ("me" of "programme"
 *   after "program", the "." left off "I'm fine") may be typed straight away. Before anything of the
 *   next phase (recall of the same word, or the next question) is typed, a key that continues one of
 *   those tails is swallowed — neither hit nor miss, no event — unless it is the first such key and
 *   that answer itself starts with it (once one key of a tail is typed, the player is plainly typing
 *   on); a form typed to its end this way is the one recorded. Any other key, Backspace, a hint or a skip
 *   ends the typing on, and the key is judged as usual.
 * - Space and punctuation are ordinary characters; skipping is its own action.
 * - Study shows the answer; with learn-then-recall a correct copy starts the recall phase, where the
 *   answer is hidden; completing the last phase clears the question.
 * - Battle: a wrong key costs `damagePerMiss`, a hint step `damagePerHint`, a cleared answer deals
 *   `damagePerSentence` to the demon (and each correct key `damagePerHit`, 0 by default).
 *   Demon at 0: victory. Player at 0: defeat. Questions run out with the demon standing: it escapes.
 * - Study: each cleared answer still deals `damagePerSentence` to the demon (it falls with the last
 *   word); the player has no HP and takes no damage.
 * - Tab hint ladder (answer hidden): 1 speaks the word, 2 shows a masked pattern, 3 shows the whole word;
 *   each step is recorded and breaks the combo. Where the word cannot be heard (`spokenHint` false) the
 *   ladder starts at 2. In study, Tab only speaks the word again, unrecorded.
 * - Combo: questions cleared in a row with no mistake and no hint; a mistake, hint or skip resets it.
 * - Timer: each tick adds `tickMs` while running (a tick action may carry several, applied one by one);
 *   the optional time limit ends the run, and the harder mode's demon strikes every `enemyStrikeEveryMs`.
 */
export function step(state: EngineState, action: Action, options: RunOptions): EngineState {
  switch (action.type) {
    case 'start':
      return start(state, action.at, options);
    case 'key':
      return key(state, action.char, action.at, options);
    case 'backspace':
      return backspace(state, action.at, options);
    case 'hint':
      return hint(state, action.at, options);
    case 'skip':
      return skip(state, action.at, options);
    case 'tick':
      return ticks(state, options, action.count ?? 1);
    case 'pause':
      return pause(state, action.at);
    case 'resume':
      return resume(state, action.at);
    case 'giveUp':
      return state.started && !state.finished ? finish(state, 'gaveUp', action.at, [], options) : state;
  }
}

/** True while keys, hints and ticks count: started, not finished and not paused. */
export function isRunning(state: EngineState): boolean {
  return state.started && !state.finished && !state.paused;
}

/**
 * Attaches this action's events and counts them, unless there are none or they are already attached
 * (each step builds one fresh events array, so identity tells).
 */
function withEvents(state: EngineState, events: EngineEvent[]): EngineState {
  if (events.length === 0 || state.events === events) return state;
  return updateRun(state, { events, eventSeq: state.eventSeq + 1 });
}

function start(state: EngineState, at: number, options: RunOptions): EngineState {
  if (state.started) return state;
  const begun = updateRun(state, {
    started: true,
    startAt: at,
    current: newQuestionProgress(at, state.learningPhase === 'recall'),
  });
  const events: EngineEvent[] = [{ kind: 'start', at }];
  if (state.questions.length === 0) return finish(begun, 'cleared', at, events, options);
  events.push({ kind: 'question', at, en: state.answerEn, phase: state.learningPhase });
  return withEvents(begun, events);
}

function key(state: EngineState, char: string, at: number, options: RunOptions): EngineState {
  if (!isRunning(state)) return state;
  const q = state.questions[state.index];
  if (state.leftoverTails !== null) {
    const typedOn = typeOn(state, state.leftoverTails, q, char, options);
    if (typedOn !== null) return typedOn;
  }
  // After a wrong key the cursor stays on its letter: judge that position again and replace it.
  const last = state.correctMap.length - 1;
  const retry = last >= 0 && state.correctMap[last] === false;
  const index = retry ? last : state.typed.length;
  let answer = state.answerEn;
  let judge = judgeKey(answer, index, char, options.strictCase);
  if (judge.kind === 'ignored') return state;
  if (judge.kind === 'miss' && q?.variants !== undefined) {
    // Another accepted form may take this key where the shown one does not: the display follows it.
    const other = firstFormFitting(q, answer, index, char, options.strictCase);
    if (other !== undefined) {
      answer = other;
      judge = judgeKey(other, index, char, options.strictCase);
    }
  }
  const mapBefore = retry ? state.correctMap.slice(0, index) : state.correctMap;
  const current: QuestionProgress =
    state.current.firstKeyAt === null ? { ...state.current, firstKeyAt: at } : state.current;
  const firstKeyAt = state.firstKeyAt ?? at;

  if (judge.kind === 'hit') {
    // Typed letters are kept in the shown form's case, so the typed text is always its beginning.
    const typed = answer.slice(0, index + 1);
    const correctMap = [...mapBefore, true];
    const damage = options.battleMode ? Math.min(state.enemyHp, options.damagePerHit) : 0;
    const events: EngineEvent[] = [{ kind: 'hit', at, judge, damage }];
    // One fresh copy per key, filled in place before anyone sees it: the hottest path of the game.
    const next = cloneRun(state);
    if (answer !== state.answerEn) {
      next.answerEn = answer;
      if (state.showHint) next.hintText = hintTextFor(state.hintStep, answer);
    }
    next.typed = typed;
    next.correctMap = correctMap;
    next.hits = state.hits + 1;
    next.enemyHp = state.enemyHp - damage;
    next.current = current;
    next.firstKeyAt = firstKeyAt;
    next.lastKeyAt = at;
    next.leftoverTails = null;
    next.events = events;
    next.eventSeq = state.eventSeq + 1;
    if (options.battleMode && damage > 0 && next.enemyHp === 0) {
      return finish(next, 'cleared', at, events, options);
    }
    if (
      completesAnswer(answer, typed.length, options.optionalFinalPunctuation) &&
      !correctMap.includes(false)
    ) {
      return withEvents(completePhase(next, at, options, events), events);
    }
    if (state.learningPhase === 'recall' && q?.variants !== undefined && !correctMap.includes(false)) {
      // From memory, any whole accepted form answers: "lab" while "laboratory" is the form shown. The
      // rest of the longer form, typed straight on, is then no mistake (see leftoverTails).
      const other = otherFormCompleted(
        q,
        answer,
        typed,
        options.strictCase,
        options.optionalFinalPunctuation,
      );
      if (other !== undefined) {
        next.answerEn = other;
        return withEvents(completePhase(next, at, options, events), events);
      }
    }
    return next;
  }

  const label = wrongKeyLabel(judge.expected, judge.typed);
  const damage = options.battleMode ? Math.min(state.playerHp, options.damagePerMiss) : 0;
  const events: EngineEvent[] = [{ kind: 'miss', at, judge, damage }];
  const typed = (retry ? state.typed.slice(0, index) : state.typed) + judge.typed;
  const next = cloneRun(state);
  next.typed = typed;
  next.correctMap = [...mapBefore, false];
  next.errors = state.errors + 1;
  next.combo = 0;
  next.problemHasMistake = true;
  next.mistakeProblemCount = state.problemHasMistake
    ? state.mistakeProblemCount
    : state.mistakeProblemCount + 1;
  next.playerHp = state.playerHp - damage;
  next.current = {
    ...current,
    mistakes: current.mistakes + 1,
    wrongKeys: { ...current.wrongKeys, [label]: (current.wrongKeys[label] ?? 0) + 1 },
    wrongAttempts: [...current.wrongAttempts, typed].slice(-MAX_WRONG_ATTEMPTS),
    recallFlawed: current.recallFlawed || state.learningPhase === 'recall',
  };
  next.firstKeyAt = firstKeyAt;
  next.lastKeyAt = at;
  next.leftoverTails = null;
  next.events = events;
  next.eventSeq = state.eventSeq + 1;
  if (options.battleMode && next.playerHp === 0) return finish(next, 'defeated', at, events, options);
  return next;
}

/**
 * A key typed on through the tail of a longer form of the phase that just cleared: the state with it
 * swallowed, or null when it is a key of this phase (it begins this answer, or continues no tail).
 */
function typeOn(
  state: EngineState,
  tails: LeftoverTails,
  q: QAPair | undefined,
  char: string,
  options: RunOptions,
): EngineState | null {
  // A key that also begins this answer is this answer's, unless the player is already typing on
  // ("junior high school" cleared at "junior high", " sc" swallowed: the "h" is still that word's).
  const typingOn = tails.typed > tails.start;
  if (!typingOn && q !== undefined && firstFormFitting(q, '', 0, char, options.strictCase) !== undefined)
    return null;
  const continued = formsContinuing(tails.forms, tails.typed, char, options.strictCase);
  if (continued.length === 0) return null;
  const typed = tails.typed + 1;
  const rest = continued.filter((form) => form.length > typed);
  const changes: Partial<EngineState> = {
    leftoverTails:
      rest.length > 0 ? { forms: rest, typed, start: tails.start, ofOutcome: tails.ofOutcome } : null,
  };
  const whole = continued.find((form) => form.length === typed);
  const last = state.outcomes.at(-1);
  if (whole !== undefined && tails.ofOutcome && last !== undefined) {
    changes.outcomes = [...state.outcomes.slice(0, -1), withTypedAs(last, whole)];
  }
  return updateRun(state, changes);
}

/** `outcome` recording `form` as the form typed (no `typedAs` when it is the question's `en`). */
function withTypedAs(outcome: WordOutcome, form: string): WordOutcome {
  if (form !== outcome.en) return { ...outcome, typedAs: form };
  const { typedAs, ...rest } = outcome;
  return typedAs === undefined ? outcome : rest;
}

/** The hint text of ladder step `hintStep` for `answer`: '' (none or spoken), the pattern, or all of it. */
function hintTextFor(hintStep: HintStep, answer: string): string {
  return hintStep === 2 ? maskAnswer(answer) : hintStep === 3 ? answer : '';
}

/** The answer of the current phase is complete: start recall, or clear the question. Pushes events. */
function completePhase(
  state: EngineState,
  at: number,
  options: RunOptions,
  events: EngineEvent[],
): EngineState {
  const q = state.questions[state.index];
  // Longer forms the player may be typing through: "programme" clears at "program", then "me" follows.
  const forms = q === undefined ? [] : longerForms(q, state.typed, options.strictCase);
  const tailsOf = (ofOutcome: boolean): LeftoverTails | null =>
    forms.length > 0 ? { forms, typed: state.typed.length, start: state.typed.length, ofOutcome } : null;
  if (state.learningPhase === 'study' && options.learnThenRecall) {
    events.push({ kind: 'phaseChange', at, en: state.answerEn, phase: 'recall' });
    return updateRun(state, {
      learningPhase: 'recall',
      answerEn: q?.en ?? state.answerEn,
      leftoverTails: tailsOf(false),
      typed: '',
      correctMap: [],
      hintStep: 0,
      showHint: false,
      hintText: '',
      current: { ...state.current, recalled: true },
    });
  }
  const clean = !state.problemHasMistake && !state.problemUsedHint;
  const combo = clean ? state.combo + 1 : 0;
  // Study strikes too (the demon falls with the last word); only battle ends early on it.
  const damage = Math.min(state.enemyHp, options.damagePerSentence);
  events.push({ kind: 'clear', at, en: state.answerEn, damage });
  const cleared = updateRun(state, {
    combo,
    maxCombo: Math.max(state.maxCombo, combo),
    enemyHp: state.enemyHp - damage,
    clearedCount: state.clearedCount + 1,
    playCount: state.playCount + 1,
    outcomes: [...state.outcomes, buildOutcome(state, at, 'cleared')],
  });
  if (options.battleMode && cleared.enemyHp === 0)
    return finish(cleared, 'cleared', at, events, options, false);
  return advance(cleared, at, options, events, tailsOf(true));
}

/**
 * Moves to the next question, or ends the run after the last one. `leftoverTails`: the longer forms
 * of the question just cleared (see {@link EngineState.leftoverTails}).
 */
function advance(
  state: EngineState,
  at: number,
  options: RunOptions,
  events: EngineEvent[],
  leftoverTails: LeftoverTails | null = null,
): EngineState {
  const nextIndex = state.index + 1;
  const q = state.questions[nextIndex];
  if (q === undefined) {
    const ending: RunEnding = options.battleMode && state.enemyHp > 0 ? 'enemyEscaped' : 'cleared';
    return finish(state, ending, at, events, options, false);
  }
  const learningPhase = options.learningMode ? 'study' : 'recall';
  events.push({ kind: 'question', at, en: q.en, phase: learningPhase });
  return updateRun(state, {
    index: nextIndex,
    answerEn: q.en,
    questionJa: q.ja,
    questionImg: q.img ?? null,
    learningPhase,
    typed: '',
    correctMap: [],
    hintStep: 0,
    showHint: false,
    hintText: '',
    problemHasMistake: false,
    problemUsedHint: false,
    current: newQuestionProgress(at, learningPhase === 'recall'),
    leftoverTails,
  });
}

function backspace(state: EngineState, at: number, options: RunOptions): EngineState {
  if (!isRunning(state)) return state;
  // Nothing of this phase to erase; it still ends typing on through the last one's longer form.
  if (state.typed.length === 0) return endTypingOn(state);
  // Every letter left is correct (only the last could be wrong), in the shown form's case.
  const typed = state.typed.slice(0, -1);
  const changes: Partial<EngineState> = {
    typed,
    correctMap: state.correctMap.slice(0, -1),
    events: [{ kind: 'backspace', at }],
    eventSeq: state.eventSeq + 1,
  };
  const q = state.questions[state.index];
  if (q?.variants !== undefined) {
    // Fewer letters may fit an earlier form again: show the first form that fits what is left.
    const shown = firstFormFitting(q, typed, typed.length, null, options.strictCase) ?? state.answerEn;
    if (shown !== state.answerEn) {
      changes.answerEn = shown;
      changes.typed = shown.slice(0, typed.length);
      if (state.showHint) changes.hintText = hintTextFor(state.hintStep, shown);
    }
  }
  return updateRun(state, changes);
}

/** `state` with no typing on through the last phase's longer forms (the same object when there is none). */
function endTypingOn(state: EngineState): EngineState {
  return state.leftoverTails === null ? state : updateRun(state, { leftoverTails: null });
}

function hint(state: EngineState, at: number, options: RunOptions): EngineState {
  if (!isRunning(state)) return state;
  if (state.learningPhase === 'study' || state.hintStep === 3) {
    return withEvents(endTypingOn(state), [{ kind: 'speak', at, en: state.answerEn }]);
  }
  // Without a voice the spoken step would cost a hint (and HP in battle) for nothing: skip it.
  const stepNo = (state.hintStep === 0 && !options.spokenHint ? 2 : state.hintStep + 1) as HintStep;
  const damage = options.battleMode ? Math.min(state.playerHp, options.damagePerHint) : 0;
  const hintText = hintTextFor(stepNo, state.answerEn);
  const next = updateRun(state, {
    leftoverTails: null,
    hintStep: stepNo,
    showHint: stepNo >= 2,
    hintText,
    problemUsedHint: true,
    usedHintCount: state.usedHintCount + 1,
    combo: 0,
    playerHp: state.playerHp - damage,
    current: {
      ...state.current,
      hintSteps: state.current.hintSteps + 1,
      answerRevealed: state.current.answerRevealed || stepNo === 3,
      recallFlawed: true,
    },
  });
  const events: EngineEvent[] = [{ kind: 'hint', at, en: state.answerEn, step: stepNo, damage }];
  if (options.battleMode && next.playerHp === 0) return finish(next, 'defeated', at, events, options);
  return withEvents(next, events);
}

function skip(state: EngineState, at: number, options: RunOptions): EngineState {
  if (!isRunning(state)) return state;
  const events: EngineEvent[] = [{ kind: 'skip', at, en: state.answerEn }];
  const skipped = updateRun(state, {
    combo: 0,
    skippedCount: state.skippedCount + 1,
    playCount: state.playCount + 1,
    outcomes: [...state.outcomes, buildOutcome(state, at, 'skipped')],
  });
  return withEvents(advance(skipped, at, options, events), events);
}

/** `count` timer steps at once, each with its own rules; it stops at the step that ends the run. */
function ticks(state: EngineState, options: RunOptions, count: number): EngineState {
  let next = state;
  for (let i = 0; i < count && isRunning(next); i++) next = tick(next, options);
  return next;
}

function tick(state: EngineState, options: RunOptions): EngineState {
  if (!isRunning(state)) return state;
  const elapsedMs = state.elapsedMs + options.tickMs;
  const at = (state.startAt ?? 0) + elapsedMs + state.pausedMs;
  let next = updateRun(state, { elapsedMs });
  const events: EngineEvent[] = [];
  if (options.battleMode && options.enemyStrikeEveryMs > 0) {
    let strikeClockMs = state.strikeClockMs + options.tickMs;
    if (strikeClockMs >= options.enemyStrikeEveryMs) {
      strikeClockMs -= options.enemyStrikeEveryMs;
      const damage = Math.min(next.playerHp, options.damagePerMiss);
      next = updateRun(next, { playerHp: next.playerHp - damage });
      events.push({ kind: 'enemyStrike', at, damage });
    }
    next = updateRun(next, { strikeClockMs });
    if (next.playerHp === 0) return finish(next, 'defeated', at, events, options);
  }
  if (options.timeLimitMs > 0 && elapsedMs >= options.timeLimitMs) {
    return finish(next, 'timeUp', at, events, options);
  }
  return withEvents(next, events);
}

function pause(state: EngineState, at: number): EngineState {
  if (!isRunning(state)) return state;
  return withEvents(updateRun(state, { paused: true, pausedAt: at }), [{ kind: 'pause', at }]);
}

function resume(state: EngineState, at: number): EngineState {
  if (!state.paused || state.finished) return state;
  const pausedMs = state.pausedMs + Math.max(0, at - (state.pausedAt ?? at));
  return withEvents(updateRun(state, { paused: false, pausedAt: null, pausedMs }), [{ kind: 'resume', at }]);
}

const ENDING_EVENT = {
  cleared: 'victory',
  defeated: 'defeat',
  enemyEscaped: 'enemyEscaped',
  timeUp: 'timeUp',
  gaveUp: 'gaveUp',
} as const;

/**
 * Ends the run. `inProgress` says the current question was still open, so its outcome is recorded
 * as not cleared. A study run that reaches its end reports `complete` instead of `victory`.
 */
function finish(
  state: EngineState,
  ending: RunEnding,
  at: number,
  events: EngineEvent[],
  options: RunOptions,
  inProgress = true,
): EngineState {
  const studyEnd = ending === 'cleared' && !options.battleMode;
  events.push({ kind: studyEnd ? 'complete' : ENDING_EVENT[ending], at });
  const hasOpenQuestion = inProgress && state.index < state.questions.length;
  const pausedMs = state.paused ? state.pausedMs + Math.max(0, at - (state.pausedAt ?? at)) : state.pausedMs;
  return updateRun(state, {
    finished: true,
    victory: ending === 'cleared',
    ending,
    finishedAt: at,
    paused: false,
    pausedAt: null,
    pausedMs,
    outcomes: hasOpenQuestion ? [...state.outcomes, buildOutcome(state, at, 'open')] : state.outcomes,
    events,
    eventSeq: state.events === events ? state.eventSeq : state.eventSeq + 1,
  });
}

/** The outcome of the current question, as it stands at `at`. */
function buildOutcome(state: EngineState, at: number, how: 'cleared' | 'skipped' | 'open'): WordOutcome {
  const q: QAPair | undefined = state.questions[state.index];
  const c = state.current;
  const cleared = how === 'cleared';
  const en = q?.en ?? state.answerEn;
  return {
    en,
    ja: state.questionJa,
    setId: q?.setId ?? null,
    ...(q?.id === undefined ? {} : { id: q.id }),
    // The shown form at the clearing is the form typed; the same form with its mark left off is still `en`.
    ...(cleared && state.answerEn !== en ? { typedAs: state.answerEn } : {}),
    mistakes: c.mistakes,
    wrongKeys: c.wrongKeys,
    wrongAttempts: c.wrongAttempts,
    hintSteps: c.hintSteps,
    answerRevealed: c.answerRevealed,
    firstKeyMs: c.firstKeyAt === null ? null : Math.max(0, c.firstKeyAt - c.shownAt),
    finishMs: cleared ? Math.max(0, at - c.shownAt) : null,
    cleared,
    skipped: how === 'skipped',
    recallSuccess: c.recalled ? cleared && !c.recallFlawed : null,
    ...(cleared && isSlip(c) ? { slip: true } : {}),
  };
}

/**
 * Whether a question's only fault was a slip of the fingers: one wrong key, on a key touching the
 * right one, after the word had begun (not its first letter), put right with no hint.
 */
function isSlip(c: QuestionProgress): boolean {
  if (c.mistakes !== 1 || c.hintSteps > 0 || c.answerRevealed) return false;
  const [label] = Object.keys(c.wrongKeys);
  const [expected, typed] = (label ?? '').split('→');
  const lineAtSlip = c.wrongAttempts[0] ?? '';
  return lineAtSlip.length >= 2 && areNeighbourKeys(expected ?? '', typed ?? '');
}
