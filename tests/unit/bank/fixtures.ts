import type { BankEntry } from '../../../core/bank/bankEntry';

/** A well-formed word entry of the bank, with the fields a test wants changed. */
export function wordEntry(overrides: Partial<BankEntry> & Pick<BankEntry, 'id' | 'en'>): BankEntry {
  const band = overrides.band ?? (overrides.id.split('.')[0] as BankEntry['band']);
  return { ja: 'ねこ', pos: 'noun', band, theme: 'animals', ...overrides };
}

/** A well-formed key sentence of the bank, with the fields a test wants changed. */
export function sentenceEntry(overrides: Partial<BankEntry> & Pick<BankEntry, 'id' | 'en'>): BankEntry {
  return wordEntry({
    pos: 'sentence',
    grammar: 'be-verb',
    theme: 'be-verb',
    ja: 'これはねこです。',
    ...overrides,
  });
}
