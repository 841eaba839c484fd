/**
 * The rows of the keys a pupil types answers on, as a JIS or US keyboard lays them out: each row sits
 * half a key to the right of the one above, so a key touches two keys of the row above and two below.
 */
const ROWS = ['1234567890-', 'qwertyuiop', "asdfghjkl;'", 'zxcvbnm,./'] as const;

const PLACE = new Map<string, { row: number; col: number }>();
ROWS.forEach((keys, row) => {
  [...keys].forEach((key, col) => {
    PLACE.set(key, { row, col });
  });
});

/**
 * Whether two keys touch on the keyboard (case aside): the key beside it in its row, or one of the two
 * it touches in the row above or below ("g" touches f, h, t, y, v and b). A key does not touch itself.
 */
export function areNeighbourKeys(a: string, b: string): boolean {
  const pa = PLACE.get(a.toLowerCase());
  const pb = PLACE.get(b.toLowerCase());
  if (!pa || !pb) return false;
  const rows = pb.row - pa.row;
  const cols = pb.col - pa.col;
  if (rows === 0) return Math.abs(cols) === 1;
  // Going down a row the touching keys are the same column and the one to the left; going up, the same and the one to the right.
  if (rows === 1) return cols === 0 || cols === -1;
  if (rows === -1) return cols === 0 || cols === 1;
  return false;
}
