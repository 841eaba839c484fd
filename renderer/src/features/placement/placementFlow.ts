import {
  answer,
  createPlacement,
  isPlacementDone,
  nextItem,
  type PlacementItem,
  type PlacementResult,
  type PlacementState,
} from '../../engine/placement';
import { acceptedAnswers } from './placementPool';
import {
  type AnswerRules,
  newPrompt,
  type PlacementPrompt,
  passPrompt,
  promptOutcome,
  typeIntoPrompt,
  typeOnPastClear,
} from './placementPrompt';

/** A quest under way: the estimator's state, the word on screen and what the pupil asked to do. */
export interface QuestFlow {
  readonly screen: 'quest';
  readonly pool: readonly PlacementItem[];
  /** The estimator's state; a word's answer is recorded the moment the word is decided. */
  readonly quest: PlacementState;
  readonly prompt: PlacementPrompt;
  /** Escape was pressed once: the next Escape leaves (any other key takes it back). */
  readonly quitArmed: boolean;
  /** The last word is decided; the result is being, or has been, recorded. */
  readonly finished: boolean;
  /** The recorded result, once the store has it. */
  readonly result: PlacementResult | null;
}

/** Where the placement page is: the introduction, a quest, or its result. */
export type PlacementFlow =
  | { readonly screen: 'intro' }
  | QuestFlow
  | { readonly screen: 'result'; readonly result: PlacementResult };

/** What the placement page's controls and keys do to the flow. */
export type PlacementFlowAction =
  | { type: 'started'; pool: readonly PlacementItem[]; seed: number }
  | { type: 'typed'; char: string; rules: AnswerRules }
  | { type: 'passed' }
  | { type: 'next' }
  | { type: 'quitAsked' }
  | { type: 'recorded'; result: PlacementResult };

/** The page's first state. */
export const INTRO: PlacementFlow = { screen: 'intro' };

function promptFor(item: PlacementItem, pool: readonly PlacementItem[]): PlacementPrompt {
  return newPrompt(acceptedAnswers(item, pool));
}

/** A new quest over `pool`, or null when the pool has nothing to ask. */
export function startQuest(pool: readonly PlacementItem[], seed: number): QuestFlow | null {
  const quest = createPlacement(pool, seed);
  const item = nextItem(quest);
  if (item === null) return null;
  return {
    screen: 'quest',
    pool,
    quest,
    prompt: promptFor(item, pool),
    quitArmed: false,
    finished: false,
    result: null,
  };
}

/** The flow with the word on screen changed: once it is decided, its outcome goes to the estimator. */
function withPrompt(flow: QuestFlow, prompt: PlacementPrompt): QuestFlow {
  if (prompt === flow.prompt) return flow.quitArmed ? { ...flow, quitArmed: false } : flow;
  if (flow.prompt.phase !== 'asking' || prompt.phase === 'asking')
    return { ...flow, prompt, quitArmed: false };
  const quest = answer(flow.quest, promptOutcome(prompt));
  return { ...flow, quest, prompt, quitArmed: false, finished: isPlacementDone(quest) };
}

/** The next word, or the same flow when the quest is over (the result screen takes over then). */
function advance(flow: QuestFlow): QuestFlow {
  const item = nextItem(flow.quest);
  if (flow.finished || item === null) return flow.quitArmed ? { ...flow, quitArmed: false } : flow;
  return { ...flow, prompt: promptFor(item, flow.pool), quitArmed: false };
}

/**
 * The placement page's state machine. Letters are judged while a word is asked; after a cleared word
 * a letter that goes on through a longer accepted form is kept and any other key is ignored; only
 * Enter goes on to the next word, so the pupil reads the verdict and the next prompt fresh. Enter after the last word shows the result once it is recorded.
 */
export function placementFlow(flow: PlacementFlow, action: PlacementFlowAction): PlacementFlow {
  if (action.type === 'started') return startQuest(action.pool, action.seed) ?? flow;
  if (flow.screen !== 'quest') return flow;
  switch (action.type) {
    case 'typed': {
      const { prompt } = flow;
      if (prompt.phase === 'asking')
        return withPrompt(flow, typeIntoPrompt(prompt, action.char, action.rules));
      if (prompt.phase === 'cleared') {
        const typedOn = typeOnPastClear(prompt, action.char, action.rules);
        if (typedOn !== null) return { ...flow, prompt: typedOn, quitArmed: false };
      }
      // Any other key waits for Enter: a space or a plural "s" after a word must not fall on the next
      // word as a wrong key before the pupil has even read it.
      return flow.quitArmed ? { ...flow, quitArmed: false } : flow;
    }
    case 'passed':
      return withPrompt(flow, passPrompt(flow.prompt));
    case 'next':
      if (flow.prompt.phase === 'asking') return flow.quitArmed ? { ...flow, quitArmed: false } : flow;
      if (flow.finished) return flow.result ? { screen: 'result', result: flow.result } : flow;
      return advance(flow);
    case 'quitAsked':
      return { ...flow, quitArmed: true };
    case 'recorded':
      return { ...flow, result: action.result };
  }
}

/** The number of the word on screen, from 1 (a decided word keeps its number until the next one). */
export function promptNumber(flow: QuestFlow): number {
  const answered = flow.quest.answers.length;
  return flow.prompt.phase === 'asking' ? answered + 1 : answered;
}
