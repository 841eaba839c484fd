/**
 * How much one IPC message may hold: nesting depth, values in total (every object, array, key and
 * scalar counts one) and text in total (characters of every string and key).
 */
export interface PayloadBudget {
  maxDepth: number;
  maxValues: number;
  maxTextLength: number;
}

/** Whether a payload fits its budget and holds only JSON-like values, or a short reason why not. */
export type BudgetCheck = { ok: true } | { ok: false; reason: string };

const refuse = (reason: string): BudgetCheck => ({ ok: false, reason });

/** The name of a value that is never part of a JSON-like payload, or null for a plain value. */
function foreignKind(value: object): string | null {
  // Binary data is refused before its size is looked at: a typed array's elements are never walked.
  if (ArrayBuffer.isView(value)) return 'binary data (a typed array)';
  // SharedArrayBuffer exists only in cross-origin isolated pages; the renderer is not one.
  const shared = typeof SharedArrayBuffer === 'function' && value instanceof SharedArrayBuffer;
  if (value instanceof ArrayBuffer || shared) return 'binary data';
  if (Array.isArray(value)) return null;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === Object.prototype || proto === null) return null;
  if (value instanceof Map) return 'a Map';
  if (value instanceof Set) return 'a Set';
  if (value instanceof Date) return 'a Date';
  return 'an object that is not plain data';
}

/**
 * Walks a payload once, without recursion, and stops at the first value past the budget: so a huge
 * or deeply nested message costs about as much as its allowed part, never its whole size, and nothing
 * but null, booleans, finite numbers, strings, plain arrays and plain objects is accepted.
 * `undefined` counts as a value so that channels without a payload can be checked the same way.
 */
export function checkPayloadBudget(payload: unknown, budget: PayloadBudget): BudgetCheck {
  const stack: { value: unknown; depth: number }[] = [{ value: payload, depth: 0 }];
  let values = 0;
  let text = 0;
  const tooMany = () => refuse(`the message holds more than ${budget.maxValues} values`);
  const tooMuchText = () => refuse(`the message holds more than ${budget.maxTextLength} characters of text`);
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    values++;
    if (values > budget.maxValues) return tooMany();
    if (value === null || value === undefined || typeof value === 'boolean') continue;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return refuse('the message holds a number that is not finite');
      continue;
    }
    if (typeof value === 'string') {
      text += value.length;
      if (text > budget.maxTextLength) return tooMuchText();
      continue;
    }
    if (typeof value === 'function') return refuse('the message holds a function');
    if (typeof value !== 'object') return refuse(`the message holds a ${typeof value}`);
    const kind = foreignKind(value);
    if (kind) return refuse(`the message holds ${kind}, where plain data is expected`);
    if (depth >= budget.maxDepth)
      return refuse(`the message is nested deeper than ${budget.maxDepth} levels`);
    if (Array.isArray(value)) {
      // The length is known before any element is visited, so a huge array is refused at once.
      if (values + value.length > budget.maxValues) return tooMany();
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], depth: depth + 1 });
      continue;
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      values++;
      text += key.length;
      if (values + stack.length > budget.maxValues) return tooMany();
      if (text > budget.maxTextLength) return tooMuchText();
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return { ok: true };
}
