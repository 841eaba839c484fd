import type { z } from 'zod';

/** Turns a schema error into one readable sentence naming each bad field, e.g. `bgmVolume: Too big`. */
export function describeIssues(error: z.ZodError): string {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(whole value)';
    return `${where}: ${issue.message}`;
  });
  const more = error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : '';
  return `${parts.join('; ')}${more}`;
}
