/** The byte-order mark Windows Notepad puts before UTF-8 text. */
const BOM = '\uFEFF';

/** Parses JSON text as a person may have saved it: a leading UTF-8 byte-order mark is allowed. */
export function parseJsonText(text: string): unknown {
  return JSON.parse(text.startsWith(BOM) ? text.slice(BOM.length) : text);
}

/**
 * Parses the text of one of our JSON documents, which is always an object: anything else (`[]`,
 * `null`, a number) is refused like text that is not JSON, so it counts as a damaged file.
 */
export function parseJsonObject(text: string): Record<string, unknown> {
  const value = parseJsonText(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SyntaxError(
      `Expected a JSON object, found ${Array.isArray(value) ? 'an array' : String(value === null ? 'null' : typeof value)}.`,
    );
  }
  return value as Record<string, unknown>;
}
