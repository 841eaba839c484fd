import { z } from 'zod';
import type { PayloadBudget } from './checkPayloadBudget';
import type { Result } from './result';
import { SNAPSHOT_BUDGET } from './snapshot';

/**
 * One operation of `window.kotoba`, described once: the IPC channel it travels on, the schema its
 * payload must fit (checked in main before any work), the schema of the value it answers, and how
 * much its message may hold (checked before the schema, so an oversized message costs nothing).
 */
export interface Operation<Payload extends z.ZodType = z.ZodType, Answer extends z.ZodType = z.ZodType> {
  /** The IPC channel, `area:operation`; unique across the whole contract. */
  readonly channel: string;
  /** What the page may send; `noPayload` for an operation that takes none. */
  readonly payload: Payload;
  /** The value of an `ok` answer. Checked where answers are checked (the tests), never trusted blindly. */
  readonly answer: Answer;
  readonly budget: PayloadBudget;
  /**
   * The reason the guard answers when the work throws or rejects (with `unavailable`);
   * `ipc.failed` ("nothing was changed") unless the operation only reads.
   */
  readonly failure?: 'dashboard.unreadable';
}

/** One area's operations by name (the names of `window.kotoba.<area>`). */
export type OperationTable = { readonly [name: string]: Operation };

/** Keeps an area's table exactly as written (channel literals, schemas), checked to be one. */
export function defineOperations<const Table extends OperationTable>(table: Table): Table {
  return table;
}

/** The payload of an operation that takes none: only `undefined` fits. */
export const noPayload = z.undefined({ error: 'this operation takes no payload' });

/** Named payload budgets the tables choose from. */
export const BUDGETS = {
  /** An operation that takes no payload: only `undefined` fits. */
  nothing: { maxDepth: 0, maxValues: 1, maxTextLength: 0 },
  /** One id string. */
  oneId: { maxDepth: 0, maxValues: 1, maxTextLength: 64 },
  /** A small object of a few named fields (a profile's name and picture, a list's new title). */
  smallObject: { maxDepth: 1, maxValues: 16, maxTextLength: 1_000 },
  /** A PIN or a token in a one- or two-field object. */
  pinOrToken: { maxDepth: 1, maxValues: 8, maxTextLength: 100 },
  /** A token and the teacher's choices: up to 500 open stages and 20 of today's, each id up to 64 characters. */
  teacherChoices: { maxDepth: 3, maxValues: 600, maxTextLength: 36_000 },
  /** A token, a folder path (up to 1,000 characters) and a class name. */
  classFolderChoice: { maxDepth: 1, maxValues: 8, maxTextLength: 1_300 },
  /** A settings patch: a dozen fields, each a flag, a number or a short word. */
  settingsPatch: { maxDepth: 1, maxValues: 64, maxTextLength: 2_000 },
  /** A player's whole progress, or an export of it. */
  snapshot: SNAPSHOT_BUDGET,
} as const satisfies Record<string, PayloadBudget>;

/** What the handler of an operation receives: its payload after the schema. */
export type PayloadOf<Op extends Operation> = z.output<Op['payload']>;
/** What the page passes to an operation. */
export type SentPayloadOf<Op extends Operation> = z.input<Op['payload']>;
/** The value an operation answers when it succeeds. */
export type AnswerOf<Op extends Operation> = z.output<Op['answer']>;

/** The host's work for one operation: sync or async, it answers a Result; a throw or rejection becomes `unavailable`. */
export type OperationHandler<Op extends Operation> = (
  payload: PayloadOf<Op>,
) => Result<AnswerOf<Op>> | Promise<Result<AnswerOf<Op>>>;

/** A host's work for every operation of an area's table; the compiler asks for each one. */
export type OperationHandlers<Table extends OperationTable> = {
  [Name in keyof Table]: OperationHandler<Table[Name]>;
};

/** One operation as `window.kotoba` offers it: at most one argument, and a Result later. */
export type OperationCall<Op extends Operation> = [SentPayloadOf<Op>] extends [undefined]
  ? () => Promise<Result<AnswerOf<Op>>>
  : (payload: SentPayloadOf<Op>) => Promise<Result<AnswerOf<Op>>>;

/** An area of `window.kotoba`, derived from its table. */
export type AreaApi<Table extends OperationTable> = {
  -readonly [Name in keyof Table]: OperationCall<Table[Name]>;
};
