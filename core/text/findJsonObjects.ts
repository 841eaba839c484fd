/**
 * Every complete JSON object written in `text`, at any depth, parsed, innermost first: what is still
 * readable in a file that was cut short, padded with garbage or partly overwritten. Quotes and
 * escapes are followed, so braces inside strings do not count; a piece that does not parse is skipped.
 */
export function findJsonObjects(text: string): unknown[] {
  const found: unknown[] = [];
  const starts: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{') starts.push(i);
    else if (c === '}') {
      const start = starts.pop();
      if (start === undefined) continue;
      try {
        found.push(JSON.parse(text.slice(start, i + 1)));
      } catch {
        // Garbage inside the braces; the objects around or beside it may still be whole.
      }
    }
  }
  return found;
}
