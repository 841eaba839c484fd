import { beforeAll, describe, expect, it } from 'vitest';
import { wholeBank } from '../../../core/bank/bankCsv';
import type { Band, BankEntry } from '../../../core/bank/bankEntry';
import { MERGED_IDS } from '../../../core/bank/mergedIds';
import {
  checkDuplicates,
  checkEnglishSpelling,
  checkJapanese,
  checkReadings,
  checkSchema,
  checkSentenceWords,
  countBank,
  englishDictionary,
  readBankSource,
} from '../../../scripts/bank/checks';
import { checkFormYears, checkVerbForms } from '../../../scripts/bank/formsCheck';
import { checkGrammar } from '../../../scripts/bank/grammarCheck';
import { checkMeaningsTaughtOnce, checkMergedIds } from '../../../scripts/bank/meaningCheck';
import { createReadingAnnotator, type ReadingAnnotator } from '../../../scripts/bank/readings';

// The real data files, read as they are on disk.
const source = readBankSource();
const { problems: schemaProblems, entries } = checkSchema(source.files);
const properNouns = new Set(source.properNouns);

describe('the word bank as written', () => {
  let annotate: ReadingAnnotator;
  beforeAll(async () => {
    annotate = await createReadingAnnotator();
  });

  it('parses every file against the schema', () => {
    expect(schemaProblems).toEqual([]);
    expect(entries.length).toBeGreaterThan(0);
  });

  it('spells every English word as a dictionary word or a listed proper noun', () => {
    expect(checkEnglishSpelling(entries, englishDictionary(), properNouns)).toEqual([]);
  });

  it('uses each id once and asks each English answer once per band', () => {
    expect(checkDuplicates(entries)).toEqual([]);
  });

  it('writes every Japanese text with balanced brackets, no typed readings, and kana only for grades 3–4', () => {
    expect(checkJapanese(entries)).toEqual([]);
  });

  it('gives every kanji a band has not learned a generated reading', () => {
    expect(checkReadings(entries, annotate)).toEqual([]);
  });

  it('builds key sentences from words taught at or below their band, or listed as new', () => {
    expect(checkSentenceWords(entries, properNouns)).toEqual([]);
  });

  it('uses in every example and key sentence only grammar taught at or below its band', () => {
    expect(checkGrammar(entries)).toEqual([]);
  });

  it('teaches each meaning once across the years, merged entries kept by their migration', () => {
    expect(checkMeaningsTaughtOnce(entries)).toEqual([]);
    expect(checkMergedIds(entries, MERGED_IDS)).toEqual([]);
  });

  it('still teaches every meaning of a merged entry, under a kept or a new id', () => {
    // The meanings each removed entry taught (written in the script of the year that now teaches them).
    const mergedMeanings: Record<string, readonly [string, string[]]> = {
      'j1.i-see': ['i see', ['なるほど', 'わかりました']],
      'e56.how-many': ['how many', ['いくつ', 'なんにん']],
      'j2.catch': ['catch', ['つかまえる', 'とる', '（乗り物に）間に合う']],
      'j2.win': ['win', ['勝つ', '（賞などを）とる']],
      'j2.lose': ['lose', ['失う', 'なくす', '負ける']],
      'j2.try': ['try', ['ためす', 'やってみる', '努力する']],
      'j2.someday': ['someday', ['いつか', 'そのうち']],
      'j1.shop': ['shop', ['店', '買い物をする']],
      'j2.someone': ['someone', ['だれか', 'ある人']],
      'j2.ill': ['ill', ['病気の', '具合が悪い']],
    };
    const answers = (e: BankEntry) =>
      [e.en, ...(e.variants ?? [])].map((a) => a.toLowerCase().replace(/[.!?？]+$/, ''));
    const lost: string[] = [];
    for (const [gone, [answer, meanings]] of Object.entries(mergedMeanings)) {
      expect(MERGED_IDS).toHaveProperty([gone]);
      for (const meaning of meanings)
        if (
          !entries.some(
            (e) => answers(e).includes(answer) && e.ja.split('、').some((m) => m.includes(meaning)),
          )
        )
          lost.push(`${gone}: ${answer} = ${meaning}`);
    }
    expect(lost).toEqual([]);
    // A restored meaning is a new entry: no removed id comes back.
    expect(entries.filter((e) => Object.hasOwn(MERGED_IDS, e.id))).toEqual([]);
  });

  it('gives every irregular verb its forms, spelled right, and asks no form before its year', () => {
    expect(checkVerbForms(entries, englishDictionary())).toEqual([]);
    const ofBand = (band: Band) => entries.filter((e) => e.band === band && e.pos !== 'sentence');
    const files = {
      e34: ofBand('e34'),
      e56: ofBand('e56'),
      j1: ofBand('j1'),
      j2: ofBand('j2'),
      j3: ofBand('j3'),
    };
    const { stages } = wholeBank({ ...files, sentences: entries.filter((e) => e.pos === 'sentence') });
    expect(stages.some((s) => s.kind === 'forms')).toBe(true);
    expect(checkFormYears(entries, stages)).toEqual([]);
  });

  it('holds at least 2,300 words and phrases and 250 key sentences', () => {
    const counts = countBank(entries as BankEntry[]);
    console.log('words and phrases per band:', counts.wordsPerBand);
    console.log('key sentences per band:', counts.sentencesPerBand);
    console.log('key sentences per grammar point:', counts.sentencesPerGrammar);
    console.log(
      `total: ${counts.words} words and phrases, ${counts.sentences} key sentences, ${counts.withPicture} entries with pictures`,
    );
    expect(counts.words).toBeGreaterThanOrEqual(2300);
    expect(counts.sentences).toBeGreaterThanOrEqual(250);
  });
});
