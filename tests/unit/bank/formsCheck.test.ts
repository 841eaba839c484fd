import { describe, expect, it } from 'vitest';
import type { BankEntry } from '../../../core/bank/bankEntry';
import { bankStages } from '../../../core/bank/bankStages';
import { englishDictionary } from '../../../scripts/bank/checks';
import { checkFormYears, checkVerbForms } from '../../../scripts/bank/formsCheck';
import { sentenceEntry, wordEntry } from './fixtures';

const dictionary = englishDictionary();
const go = wordEntry({
  id: 'e56.go',
  en: 'go',
  ja: '行く',
  pos: 'verb',
  forms: { past: ['went'], pastParticiple: ['gone'] },
});

describe('checkVerbForms', () => {
  it('passes an irregular verb with its forms and a regular verb without', () => {
    const play = wordEntry({ id: 'e56.play', en: 'play', ja: 'あそぶ', pos: 'verb' });
    expect(checkVerbForms([go, play], dictionary)).toEqual([]);
  });

  it('fails an irregular verb without forms', () => {
    const swim = wordEntry({ id: 'e56.swim', en: 'swim', ja: 'およぐ', pos: 'verb' });
    expect(checkVerbForms([swim], dictionary)).toEqual([
      'e56.swim: "swim" looks irregular (no regular past in the dictionary): give its forms',
    ]);
  });

  it('fails a form that is not a dictionary word', () => {
    const bad = { ...go, forms: { past: ['wented'], pastParticiple: ['gone'] } };
    expect(checkVerbForms([bad], dictionary)).toEqual(['e56.go: the past "wented" is not a dictionary word']);
  });

  it('leaves forms that are entries themselves, modals and regular pasts alone', () => {
    const went = wordEntry({ id: 'e56.went', en: 'went', ja: '行った', pos: 'verb' });
    const should = wordEntry({ id: 'j2.should', en: 'should', ja: '～すべき', pos: 'verb' });
    const played = wordEntry({ id: 'e56.played', en: 'played', ja: 'あそんだ', pos: 'verb' });
    expect(checkVerbForms([go, went, should, played], dictionary)).toEqual([]);
  });
});

describe('checkFormYears', () => {
  it('passes the stages the bank builds', () => {
    const stages = ['j1', 'j2'].flatMap((band) => bankStages(band as BankEntry['band'], [], [], [go]));
    expect(stages.map((s) => s.entryIds)).toEqual([
      ['e56.go', 'e56.go#past'],
      ['e56.go', 'e56.go#past', 'e56.go#pastParticiple'],
    ]);
    expect(checkFormYears([go], stages)).toEqual([]);
  });

  it('fails a year-1 stage that asks a past participle', () => {
    const [stage] = bankStages('j2', [], [], [go]);
    if (!stage) throw new Error('no stage');
    const early = { ...stage, id: 'j1.forms-irregular-verbs-1', band: 'j1' as const };
    expect(checkFormYears([go], [early])).toEqual([
      'j1.forms-irregular-verbs-1: asks e56.go#pastParticiple in j1, before its year j2',
    ]);
  });

  it('fails an example or key sentence that uses a past participle before year 2', () => {
    const cat = wordEntry({
      id: 'j1.cat',
      en: 'cat',
      example: { en: 'The cat has gone.', ja: 'ねこはいなくなった。' },
    });
    const sentence = sentenceEntry({ id: 'j1.s-gone', en: 'Summer has gone.' });
    const later = sentenceEntry({ id: 'j2.s-gone', en: 'Winter has gone.' });
    expect(checkFormYears([go, cat, sentence, later], [])).toEqual([
      'j1.cat: "gone" is the past participle of e56.go, taught from j2',
      'j1.s-gone: "gone" is the past participle of e56.go, taught from j2',
    ]);
  });
});
