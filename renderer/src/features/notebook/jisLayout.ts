/** One key of the keyboard picture: its label, the characters it types, and its place in key units. */
export interface KeyCap {
  id: string;
  /** What is printed on the key. */
  label: string;
  /** The half-width characters it types, without and with Shift (letters in both cases). */
  chars: string[];
  /** Left edge and row, in key units. */
  x: number;
  y: number;
  /** Width in key units. */
  w: number;
}

function row(y: number, startX: number, keys: [label: string, normal: string, shifted?: string][]): KeyCap[] {
  return keys.map(([label, normal, shifted], i) => {
    const letter = /^[a-z]$/.test(normal);
    const chars = letter ? [normal, normal.toUpperCase()] : shifted ? [normal, shifted] : [normal];
    return { id: `k-r${y}-${i}`, label, chars, x: startX + i, y, w: 1 };
  });
}

function wide(id: string, label: string, x: number, y: number, w: number): KeyCap {
  return { id, label, chars: [], x, y, w };
}

/**
 * The Japanese (JIS) keyboard that Japanese school computers have, as far as typing answers goes:
 * the number row with ^ and ¥, @ and [ beside P, ; : ] beside L, and \ (ろ) beside /; Shift gives the
 * JIS symbols (Shift+2 is ", Shift+7 is ', Shift+; is +, Shift+: is *). Modifier keys are drawn but
 * type nothing. 15 units wide, 5 rows.
 */
export const JIS_KEYS: readonly KeyCap[] = [
  wide('k-zenkaku', '半/全', 0, 0, 1),
  ...row(0, 1, [
    ['1', '1', '!'],
    ['2', '2', '"'],
    ['3', '3', '#'],
    ['4', '4', '$'],
    ['5', '5', '%'],
    ['6', '6', '&'],
    ['7', '7', "'"],
    ['8', '8', '('],
    ['9', '9', ')'],
    ['0', '0'],
    ['-', '-', '='],
    ['^', '^', '~'],
    ['¥', '\\', '|'],
  ]),
  wide('k-backspace', 'BS', 14, 0, 1),
  wide('k-tab', 'Tab', 0, 1, 1.5),
  ...row(1, 1.5, [
    ['Q', 'q'],
    ['W', 'w'],
    ['E', 'e'],
    ['R', 'r'],
    ['T', 't'],
    ['Y', 'y'],
    ['U', 'u'],
    ['I', 'i'],
    ['O', 'o'],
    ['P', 'p'],
    ['@', '@', '`'],
    ['[', '[', '{'],
  ]),
  wide('k-enter', 'Enter', 13.5, 1, 1.5),
  wide('k-caps', '英数', 0, 2, 1.75),
  ...row(2, 1.75, [
    ['A', 'a'],
    ['S', 's'],
    ['D', 'd'],
    ['F', 'f'],
    ['G', 'g'],
    ['H', 'h'],
    ['J', 'j'],
    ['K', 'k'],
    ['L', 'l'],
    [';', ';', '+'],
    [':', ':', '*'],
    [']', ']', '}'],
  ]),
  wide('k-shift-left', 'Shift', 0, 3, 2.25),
  ...row(3, 2.25, [
    ['Z', 'z'],
    ['X', 'x'],
    ['C', 'c'],
    ['V', 'v'],
    ['B', 'b'],
    ['N', 'n'],
    ['M', 'm'],
    [',', ',', '<'],
    ['.', '.', '>'],
    ['/', '/', '?'],
    ['ろ', '\\', '_'],
  ]),
  wide('k-shift-right', 'Shift', 13.25, 3, 1.75),
  { id: 'k-space', label: '', chars: [' '], x: 3.5, y: 4, w: 7 },
];

/** Width and height of the keyboard in key units. */
export const JIS_SIZE = { width: 15, height: 5 } as const;

/**
 * The key that types `char` on the JIS keyboard, or undefined for a character it has no key for.
 * A backslash is the ¥ key (which types it on Japanese Windows); `_` is the ろ key.
 */
export function keyForChar(char: string): KeyCap | undefined {
  return JIS_KEYS.find((k) => k.chars.includes(char));
}
