import type { BankEntry } from '../../core/bank/bankEntry';

/** The answers an entry accepts, compared without case or final punctuation. */
function answersOf(e: BankEntry): string[] {
  return [e.en, ...(e.variants ?? [])].map((a) => a.toLowerCase().replace(/[.!?]+$/, ''));
}

/** The meanings of an entry's Japanese, one per 「、」, without the 〜 of a gap ("～を送る" → "を送る"). */
function meaningsOf(e: BankEntry): string[] {
  return e.ja
    .replace(/[？。！]$/, '')
    .split('、')
    .map((m) => m.replace(/[～〜…]/g, '').trim())
    .filter((m) => m.length > 0);
}

/**
 * No meaning is taught twice by accident: two entries of different years never share an English
 * answer (or variant) together with a Japanese meaning. The same English with another meaning (store
 * = 店, store = 保存する) is fine, and so is one meaning in two words that are not each other's spelling.
 */
export function checkMeaningsTaughtOnce(entries: readonly BankEntry[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, BankEntry>();
  for (const e of entries) {
    if (e.pos === 'sentence') continue;
    const hits = new Set<string>();
    for (const answer of answersOf(e))
      for (const meaning of meaningsOf(e)) {
        const first = seen.get(`${answer}|${meaning}`);
        if (first && first.band !== e.band && !hits.has(first.id)) {
          hits.add(first.id);
          problems.push(`${e.id}: "${answer}" = 「${meaning}」 is already taught by ${first.id}: merge it`);
        }
      }
    for (const answer of answersOf(e))
      for (const meaning of meaningsOf(e))
        if (!seen.has(`${answer}|${meaning}`)) seen.set(`${answer}|${meaning}`, e);
  }
  return problems;
}

/** Every merged id is gone from the bank and names a kept entry that is there. */
export function checkMergedIds(
  entries: readonly BankEntry[],
  merged: Readonly<Record<string, string>>,
): string[] {
  const ids = new Set(entries.map((e) => e.id));
  const problems: string[] = [];
  for (const [gone, kept] of Object.entries(merged)) {
    if (ids.has(gone)) problems.push(`${gone}: merged into ${kept}, yet still an entry`);
    if (!ids.has(kept)) problems.push(`${gone}: merged into ${kept}, which is not an entry`);
  }
  return problems;
}
