import type { SchoolCheckResult } from '../../../../core/contract';
import type { CheckForm } from '../../../../core/schoolcheck/buildCheckForms';
import { createRun } from '../../engine/createRun';
import { DEFAULT_RUN_OPTIONS } from '../../engine/defaultEngineOptions';
import { step } from '../../engine/step';
import type { EngineState, QAPair, RunOptions, WordOutcome } from '../../engine/types';

/**
 * The check's fixed mode: the form's order, no study phase, no hint (Tab does nothing), no demon and
 * no clock; a word not known is passed with Enter (the engine's skip).
 */
export const RECALL_OPTIONS: RunOptions = {
  ...DEFAULT_RUN_OPTIONS,
  battleMode: false,
  learningMode: false,
  learnThenRecall: false,
  randomOrder: false,
  spokenHint: false,
  timeLimitMs: 0,
  enemyStrikeEveryMs: 0,
};

/** The keying part: the answer shown (study phase), typed once, in the form's order. */
export const KEYING_OPTIONS: RunOptions = { ...RECALL_OPTIONS, learningMode: true };

/** A check under way: its form, the part on screen and the engine's run of that part. */
export interface CheckInProgress {
  readonly screen: 'recall' | 'keying';
  readonly form: CheckForm;
  readonly run: EngineState;
  /** The keying part's questions, waiting for the recall part to end. */
  readonly keyingQuestions: readonly QAPair[];
  /** The recall part's outcomes, once it has ended. */
  readonly recall: readonly WordOutcome[];
}

/** Where the check page is: choosing, a part under way, both parts done (being recorded), or the result. */
export type CheckFlow =
  | { readonly screen: 'intro' }
  | CheckInProgress
  | {
      readonly screen: 'done';
      readonly form: CheckForm;
      readonly recall: readonly WordOutcome[];
      readonly keying: readonly WordOutcome[];
    }
  | {
      readonly screen: 'result';
      readonly result: SchoolCheckResult;
      readonly previous: SchoolCheckResult | null;
    };

/** What the page's keys and controls do to the check. */
export type CheckFlowAction =
  | {
      type: 'started';
      form: CheckForm;
      recall: readonly QAPair[];
      keying: readonly QAPair[];
      at: number;
    }
  | { type: 'key'; char: string; at: number }
  | { type: 'backspace'; at: number }
  | { type: 'pass'; at: number }
  | { type: 'recorded'; result: SchoolCheckResult; previous: SchoolCheckResult | null }
  | { type: 'reset' };

/** The page's first state. */
export const CHECK_INTRO: CheckFlow = { screen: 'intro' };

/** A part's run, started at `at` (the check's clock is the keys' own time stamps). */
function startedRun(questions: readonly QAPair[], options: RunOptions, at: number): EngineState {
  return step(createRun(questions, options), { type: 'start', at }, options);
}

/** After a step: the next part once the recall run ends, `done` once the keying run ends. */
function afterStep(flow: CheckInProgress, run: EngineState, at: number): CheckFlow {
  if (!run.finished) return { ...flow, run };
  if (flow.screen === 'recall') {
    const keying = startedRun(flow.keyingQuestions, KEYING_OPTIONS, at);
    const next: CheckInProgress = { ...flow, screen: 'keying', run: keying, recall: run.outcomes };
    // A form with no keying words ends with its recall part.
    return keying.finished || flow.keyingQuestions.length === 0
      ? { screen: 'done', form: flow.form, recall: run.outcomes, keying: [] }
      : next;
  }
  return { screen: 'done', form: flow.form, recall: flow.recall, keying: run.outcomes };
}

/** The check page's reducer: pure, driven by the keys' time stamps. */
export function schoolCheckFlow(flow: CheckFlow, action: CheckFlowAction): CheckFlow {
  switch (action.type) {
    case 'started':
      if (flow.screen !== 'intro' || action.recall.length === 0) return flow;
      return {
        screen: 'recall',
        form: action.form,
        run: startedRun(action.recall, RECALL_OPTIONS, action.at),
        keyingQuestions: action.keying,
        recall: [],
      };
    case 'key':
    case 'backspace':
    case 'pass': {
      if (flow.screen !== 'recall' && flow.screen !== 'keying') return flow;
      const options = flow.screen === 'recall' ? RECALL_OPTIONS : KEYING_OPTIONS;
      // In the keying part the answer is shown: there is nothing to pass.
      if (action.type === 'pass' && flow.screen === 'keying') return flow;
      const engineAction =
        action.type === 'pass'
          ? { type: 'skip' as const, at: action.at }
          : action.type === 'key'
            ? { type: 'key' as const, char: action.char, at: action.at }
            : { type: 'backspace' as const, at: action.at };
      const run = step(flow.run, engineAction, options);
      return run === flow.run ? flow : afterStep(flow, run, action.at);
    }
    case 'recorded':
      return flow.screen === 'done'
        ? { screen: 'result', result: action.result, previous: action.previous }
        : flow;
    case 'reset':
      return CHECK_INTRO;
  }
}
