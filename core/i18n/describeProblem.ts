import type { ClassFolderProblemCode, ProgressProblemCode } from '../contract';
import { ja } from './ja';
import type { MessageKey } from './messages';

/** The message key that words a class folder's problem: `classFolder.problem.` and its code. */
export type ClassFolderProblemKey = `classFolder.problem.${ClassFolderProblemCode}`;
/** The message key that words why a pupil's progress could not be read: `dashboard.problem.` and its code. */
export type ProgressProblemKey = `dashboard.problem.${ProgressProblemCode}`;

// Fail to compile while a code has no sentence in the tables (`en` has the keys of `ja`).
const everyClassFolderProblemWorded: Record<ClassFolderProblemKey, string> = ja;
const everyProgressProblemWorded: Record<ProgressProblemKey, string> = ja;
void everyClassFolderProblemWorded;
void everyProgressProblemWorded;

/** The message key of a class folder problem's code; the sentence is for teachers, never the host's English. */
export function classFolderProblemKey(code: ClassFolderProblemCode): MessageKey {
  return `classFolder.problem.${code}`;
}

/** The message key of a progress problem's code. */
export function progressProblemKey(code: ProgressProblemCode): MessageKey {
  return `dashboard.problem.${code}`;
}
