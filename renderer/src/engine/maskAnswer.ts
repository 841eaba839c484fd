/**
 * Hint step 2, the partial reveal: each word keeps its first letter and every other letter or digit
 * becomes `_`; spaces and punctuation stay, so "How are you?" becomes "H__ a__ y__?".
 */
export function maskAnswer(answer: string): string {
  let out = '';
  let atWordStart = true;
  for (const c of answer) {
    const isWordChar = /[A-Za-z0-9]/.test(c);
    if (isWordChar) {
      out += atWordStart ? c : '_';
      atWordStart = false;
    } else {
      out += c;
      atWordStart = c === ' ';
    }
  }
  return out;
}
