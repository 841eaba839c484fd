/**
 * Encodes text as Shift_JIS for tests, with a table built by decoding every one- and two-byte
 * Shift_JIS code through Node's own decoder (Node has no Shift_JIS encoder).
 */
export function toShiftJis(text: string): Uint8Array {
  const table = shiftJisTable();
  const bytes: number[] = [];
  for (const ch of text) {
    const code = table.get(ch);
    if (!code) throw new Error(`No Shift_JIS code for ${ch}`);
    bytes.push(...code);
  }
  return Uint8Array.from(bytes);
}

let cached: Map<string, number[]> | null = null;

function shiftJisTable(): Map<string, number[]> {
  if (cached) return cached;
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const table = new Map<string, number[]>();
  const add = (code: number[]) => {
    try {
      const ch = decoder.decode(Uint8Array.from(code));
      if ([...ch].length === 1 && !table.has(ch)) table.set(ch, code);
    } catch {
      // Not a Shift_JIS code.
    }
  };
  for (let b = 0; b < 0x80; b++) add([b]);
  for (let b = 0xa1; b <= 0xdf; b++) add([b]);
  for (const lead of [...range(0x81, 0x9f), ...range(0xe0, 0xfc)]) {
    for (const trail of [...range(0x40, 0x7e), ...range(0x80, 0xfc)]) add([lead, trail]);
  }
  cached = table;
  return table;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
