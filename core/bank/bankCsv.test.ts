import { describe, expect, it } from 'vitest';
import { BANK_CSV_COLUMNS, bankToCsv, wholeBank } from './bankCsv';
import type { BankEntry } from './bankEntry';
import type { BankStage } from './bankStages';

// The import of these files by the game's own word-list parser is tested in main:
// electron/main/wordbank/bankCsvImport.test.ts.

const fixture: BankEntry[] = [
  { id: 'e34.cat', en: 'cat', ja: 'ねこ', pos: 'noun', band: 'e34', theme: 'animals' },
  {
    id: 'e34.hello',
    en: 'Hello, "Ken".',
    ja: 'こんにちは、ケン',
    pos: 'phrase',
    band: 'e34',
    theme: 'animals',
  },
];
const animals2: BankStage = {
  id: 'e34.animals-2',
  band: 'e34',
  theme: 'animals',
  kind: 'words',
  part: 2,
  parts: 2,
  entryIds: ['e34.cat', 'e34.hello'],
};
const sentence: BankEntry = {
  id: 'j3.have-you-ever',
  en: 'Have you ever been to Kyoto?',
  ja: '京都に行ったことがありますか。',
  pos: 'sentence',
  band: 'j3',
  theme: 'present-perfect',
  grammar: 'present-perfect',
};
const perfect: BankStage = {
  id: 'j3.sentences-present-perfect-1',
  band: 'j3',
  theme: 'present-perfect',
  kind: 'sentences',
  part: 1,
  parts: 1,
  entryIds: [sentence.id],
};

describe('bankToCsv', () => {
  it('writes a heading row, then one row per entry quoted where needed, with a BOM and CRLF', () => {
    expect(bankToCsv(fixture, [animals2], 'en')).toBe(
      '\ufeffen,ja,band,stage,part of speech,stage id\r\n' +
        'cat,ねこ,Grades 3–4,Animals 2,noun,e34.animals-2\r\n' +
        '"Hello, ""Ken"".",こんにちは、ケン,Grades 3–4,Animals 2,phrase,e34.animals-2\r\n',
    );
  });

  it('writes headings and labels in Japanese, keeping the stage title pupils see', () => {
    const [heading, first] = bankToCsv(fixture, [animals2], 'ja').slice(1).split('\r\n');
    expect(heading).toBe(BANK_CSV_COLUMNS.ja.join(','));
    expect(first).toBe('cat,ねこ,小学 3・4 年,どうぶつ 2,名詞,e34.animals-2');
  });

  it('names the grammar point of a key sentence', () => {
    expect(bankToCsv([sentence], [perfect], 'ja')).toContain(
      ',中学 3 年,げんざい かんりょうけい,文：現在完了形,',
    );
    expect(bankToCsv([sentence], [perfect], 'en')).toContain(',Present perfect,sentence: present perfect,');
  });

  it('follows the order of the stages given, not the order of the entries', () => {
    const csv = bankToCsv([...fixture, sentence], [perfect, animals2], 'en');
    expect(csv.split('\r\n').map((line) => line.split(',')[0])).toEqual([
      '\ufeffen',
      'Have you ever been to Kyoto?',
      'cat',
      '"Hello',
      '',
    ]);
  });

  it('refuses a stage that names an entry it was not given', () => {
    expect(() => bankToCsv(fixture.slice(0, 1), [animals2], 'en')).toThrow(/e34\.hello/);
  });
});

describe('wholeBank', () => {
  it('gathers every band’s words and sentences and cuts each band into its stages, bands in order', () => {
    const word = (band: 'e34' | 'j1', n: number): BankEntry => ({
      id: `${band}.w${n}`,
      en: `w${n}`,
      ja: 'ことば',
      pos: 'noun',
      band,
      theme: 'animals',
    });
    const e34 = Array.from({ length: 12 }, (_, i) => word('e34', i));
    const j1 = Array.from({ length: 25 }, (_, i) => word('j1', i));
    const bank = wholeBank({ e34, e56: [], j1, j2: [], j3: [], sentences: [sentence] });
    expect(bank.entries.length).toBe(12 + 25 + 1);
    expect(bank.stages.map((s) => `${s.id}:${s.entryIds.length}`)).toEqual([
      'e34.animals-1:12',
      'j1.animals-1:13',
      'j1.animals-2:12',
      'j3.sentences-present-perfect-1:1',
    ]);
  });
});
