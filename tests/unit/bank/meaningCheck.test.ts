import { describe, expect, it } from 'vitest';
import { checkMeaningsTaughtOnce, checkMergedIds } from '../../../scripts/bank/meaningCheck';
import { wordEntry } from './fixtures';

describe('checkMeaningsTaughtOnce', () => {
  it('fails one meaning taught again in a later year, by its spelling or by a variant', () => {
    const telephone = wordEntry({ id: 'e56.telephone', en: 'telephone', ja: '電話', variants: ['phone'] });
    const phone = wordEntry({ id: 'j1.phone', en: 'phone', ja: '電話' });
    const anybody = wordEntry({ id: 'j1.anybody', en: 'anybody', ja: '（疑問文で）だれか' });
    const anyone = wordEntry({
      id: 'j2.anyone',
      en: 'anyone',
      ja: '（疑問文で）だれか',
      variants: ['anybody'],
    });
    expect(checkMeaningsTaughtOnce([telephone, phone, anybody, anyone])).toEqual([
      'j1.phone: "phone" = 「電話」 is already taught by e56.telephone: merge it',
      'j2.anyone: "anybody" = 「（疑問文で）だれか」 is already taught by j1.anybody: merge it',
    ]);
  });

  it('keeps the same English with another meaning, and one meaning in two different words', () => {
    const shop = wordEntry({ id: 'e56.store', en: 'store', ja: '店' });
    const keep = wordEntry({ id: 'j3.store', en: 'store', ja: '保存する', pos: 'verb' });
    const sea = wordEntry({ id: 'e56.sea', en: 'sea', ja: '海' });
    const ocean = wordEntry({ id: 'j1.ocean', en: 'ocean', ja: '大洋、海' });
    expect(checkMeaningsTaughtOnce([shop, keep, sea, ocean])).toEqual([]);
  });
});

describe('checkMergedIds', () => {
  it('fails a merged id still in the bank and one kept under an entry that is gone', () => {
    const kept = wordEntry({ id: 'e56.telephone', en: 'telephone' });
    const still = wordEntry({ id: 'j1.phone', en: 'phone' });
    expect(checkMergedIds([kept], { 'j1.phone': 'e56.telephone' })).toEqual([]);
    expect(checkMergedIds([kept, still], { 'j1.phone': 'e56.telephone', 'j2.ill': 'e56.sick' })).toEqual([
      'j1.phone: merged into e56.telephone, yet still an entry',
      'j2.ill: merged into e56.sick, which is not an entry',
    ]);
  });
});
