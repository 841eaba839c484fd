/** Turns a screenshot file name such as `03-battle-hit.png` into a caption such as "battle hit". */
export function captionFor(file: string): string {
  return file
    .replace(/\.png$/i, '')
    .replace(/^\d+[-_ ]*/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}
