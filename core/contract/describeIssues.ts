import type { z } from 'zod';

/** Issues named in one sentence; the rest are counted. */
const MAX_ISSUES = 5;
/** Path segments shown per issue, each cut to {@link MAX_SEGMENT_LENGTH} characters. */
const MAX_PATH_SEGMENTS = 6;
const MAX_SEGMENT_LENGTH = 40;
/** Characters kept of one issue's message: some messages (unknown keys) list every key of a huge object. */
const MAX_MESSAGE_LENGTH = 120;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function describePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(whole value)';
  const shown = path.slice(0, MAX_PATH_SEGMENTS).map((segment) => cut(String(segment), MAX_SEGMENT_LENGTH));
  return `${shown.join('.')}${path.length > MAX_PATH_SEGMENTS ? '.…' : ''}`;
}

/**
 * Turns a schema error into one short readable sentence naming the first few bad fields, e.g.
 * `bgmVolume: Too big`; however large the value was, the sentence stays under about a thousand characters.
 */
export function describeIssues(error: z.ZodError): string {
  const parts = error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${describePath(issue.path)}: ${cut(issue.message, MAX_MESSAGE_LENGTH)}`);
  const more = error.issues.length > MAX_ISSUES ? ` (and ${error.issues.length - MAX_ISSUES} more)` : '';
  return `${parts.join('; ')}${more}`;
}
