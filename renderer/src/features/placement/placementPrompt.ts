import {
  completesAnswer,
  firstFormFitting,
  formsContinuing,
  longerForms,
  otherFormCompleted,
} from '../../engine/acceptedForms';
import { isPlacementCorrect, type PlacementOutcome } from '../../engine/placement';
import type { QAPair } from '../../engine/types';

/** Wrong keys after which a placement word counts as not known and its answer is shown. */
export const PLACEMENT_WRONG_KEYS_TO_REVEAL = 3;

/** How the game's case and punctuation rules apply to a placement answer (the engine's own options). */
export interface AnswerRules {
  strictCase: boolean;
  optionalFinalPunctuation: boolean;
}

/**
 * One placement word as the pupil types it: `asking` while typing, `cleared` once an accepted form
 * is typed whole, `revealed` when the pupil passed or made too many wrong keys (the answer is shown).
 */
export interface PlacementPrompt {
  readonly question: QAPair;
  readonly phase: 'asking' | 'cleared' | 'revealed';
  /** The correct letters so far, in the case of the form they belong to; wrong keys are never kept. */
  readonly typed: string;
  /** The accepted form being typed (or typed), to show once the word is decided. */
  readonly form: string;
  readonly mistakes: number;
  /** The pupil passed the word (Tab, the button, or the skip key). */
  readonly passed: boolean;
}

/** A fresh prompt for `question`. */
export function newPrompt(question: QAPair): PlacementPrompt {
  return { question, phase: 'asking', typed: '', form: question.en, mistakes: 0, passed: false };
}

/**
 * Judges one typed character against every accepted form, as the engine does: a key any form takes
 * next is kept (in that form's case), and the word is cleared when a form is complete; any other key
 * counts a mistake and is dropped, and the third one reveals the answer. Keys after the word is
 * decided change nothing.
 */
export function typeIntoPrompt(prompt: PlacementPrompt, char: string, rules: AnswerRules): PlacementPrompt {
  if (prompt.phase !== 'asking') return prompt;
  const { question, typed } = prompt;
  const form = firstFormFitting(question, typed, typed.length, char, rules.strictCase);
  if (form === undefined) {
    const mistakes = prompt.mistakes + 1;
    return mistakes >= PLACEMENT_WRONG_KEYS_TO_REVEAL
      ? { ...prompt, mistakes, phase: 'revealed' }
      : { ...prompt, mistakes };
  }
  const next = form.slice(0, typed.length + 1);
  if (completesAnswer(form, next.length, rules.optionalFinalPunctuation))
    return { ...prompt, typed: next, form, phase: 'cleared' };
  // From memory any whole accepted form answers: "lab" while "laboratory" is the one being followed.
  const other = otherFormCompleted(question, form, next, rules.strictCase, rules.optionalFinalPunctuation);
  if (other !== undefined) return { ...prompt, typed: next, form: other, phase: 'cleared' };
  return { ...prompt, typed: next, form };
}

/**
 * A key typed straight on after a cleared word, through a longer accepted form ("programme" after
 * "program" cleared it): the prompt with the key added, or null when the key continues no such form.
 */
export function typeOnPastClear(
  prompt: PlacementPrompt,
  char: string,
  rules: AnswerRules,
): PlacementPrompt | null {
  if (prompt.phase !== 'cleared') return null;
  const forms = longerForms(prompt.question, prompt.typed, rules.strictCase);
  const [form] = formsContinuing(forms, prompt.typed.length, char, rules.strictCase);
  if (form === undefined) return null;
  return { ...prompt, typed: form.slice(0, prompt.typed.length + 1), form };
}

/** The pupil passes the word: it counts as not known, and its answer is shown. */
export function passPrompt(prompt: PlacementPrompt): PlacementPrompt {
  if (prompt.phase !== 'asking') return prompt;
  return { ...prompt, phase: 'revealed', passed: true };
}

/** What a decided word tells the estimator (the quest's rule, {@link isPlacementCorrect}). */
export function promptOutcome(prompt: PlacementPrompt): PlacementOutcome {
  return {
    correct: isPlacementCorrect({
      cleared: prompt.phase === 'cleared',
      skipped: prompt.passed,
      mistakes: prompt.mistakes,
      hintSteps: 0,
      answerRevealed: prompt.phase === 'revealed',
    }),
  };
}
