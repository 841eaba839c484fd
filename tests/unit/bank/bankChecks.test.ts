import { describe, expect, it } from 'vitest';
import {
  baseFormsOf,
  bracketsBalance,
  checkDuplicates,
  checkEnglishSpelling,
  checkJapanese,
  checkReadings,
  checkSchema,
  checkSentenceWords,
  countBank,
  englishDictionary,
  englishWords,
} from '../../../scripts/bank/checks';
import type { ReadingAnnotator } from '../../../scripts/bank/readings';
import { sentenceEntry, wordEntry } from './fixtures';

const dictionary = englishDictionary();
const properNouns = new Set(['Japan', 'Ken', 'UK', 'Mr', 'T-shirt']);

describe('the schema check', () => {
  it('passes a well-formed file and names the entry of a broken one', () => {
    const good = { band: 'e34', entries: [wordEntry({ id: 'e34.cat', en: 'cat' })] };
    expect(checkSchema([{ name: 'e34', data: good }]).problems).toEqual([]);
    const broken = { band: 'e34', entries: [{ ...wordEntry({ id: 'e34.cat', en: 'cat' }), pos: 'animal' }] };
    const { problems, entries } = checkSchema([{ name: 'e34', data: broken }]);
    expect(problems.join('\n')).toContain('entries.0.pos');
    expect(entries).toEqual([]);
  });

  it('refuses a file whose band is not its name', () => {
    const file = { band: 'e56', entries: [] };
    expect(checkSchema([{ name: 'e34', data: file }]).problems).toEqual(['e34: the file says band e56']);
  });
});

describe('English words', () => {
  it('opens contractions, closes up initials and marks numbers', () => {
    const words = (t: string) => englishWords(t).map((w) => (w.number ? `#${w.written}` : w.written));
    expect(words("I'm sure Ken's dog can't swim.")).toEqual([
      'I',
      'am',
      'sure',
      'Ken',
      'dog',
      'can',
      'not',
      'swim',
    ]);
    expect(words("Don't come at 7:30, it's five o'clock.")).toEqual(
      ['Do', 'not', 'come', 'at', '#7:30', 'it', '', 'five', "o'clock"].filter(Boolean),
    );
    expect(words('Mr. Brown lives in the U.K. on May 5th.')).toEqual([
      'Mr',
      'Brown',
      'lives',
      'in',
      'the',
      'UK',
      'on',
      'May',
      '#5th',
    ]);
  });

  it('passes real words, proper nouns, contractions and hyphenated words', () => {
    const entries = [
      wordEntry({
        id: 'e56.t-shirt',
        en: 'T-shirt',
        example: { en: "Ken's T-shirt is from Japan.", ja: 'ケンのTシャツ' },
      }),
      wordEntry({ id: 'e56.e-mail', en: 'e-mail', variants: ['email'] }),
      wordEntry({ id: 'j1.twenty-one', en: 'twenty-one' }),
      sentenceEntry({ id: 'j1.i-am-ken', en: "I'm Ken. It's three o'clock." }),
    ];
    expect(checkEnglishSpelling(entries, dictionary, properNouns)).toEqual([]);
  });

  it('fails a misspelled word, in an answer or in an example', () => {
    const entries = [
      wordEntry({ id: 'e34.elephant', en: 'elefant' }),
      wordEntry({
        id: 'e34.lion',
        en: 'lion',
        example: { en: 'The lion is strnog.', ja: 'ライオンはつよい。' },
      }),
    ];
    expect(checkEnglishSpelling(entries, dictionary, properNouns)).toEqual([
      'e34.elephant: "elefant" (in "elefant") is neither a dictionary word nor a listed proper noun',
      'e34.lion: "strnog" (in "The lion is strnog.") is neither a dictionary word nor a listed proper noun',
    ]);
  });

  it('fails a name that is not on the proper-noun list', () => {
    const entries = [sentenceEntry({ id: 'j1.i-am-hiroki', en: 'I am Hiroki.' })];
    expect(checkEnglishSpelling(entries, dictionary, properNouns)).toHaveLength(1);
  });
});

describe('duplicates', () => {
  it('fails the same English twice in one band, even across files and with other punctuation', () => {
    const entries = [
      wordEntry({ id: 'e56.it-was-fun', en: 'It was fun.', pos: 'phrase' }),
      sentenceEntry({ id: 'e56.it-was-fun-2', en: 'It was fun!' }),
      wordEntry({ id: 'j1.it-was-fun', en: 'It was fun.', pos: 'phrase' }),
    ];
    expect(checkDuplicates(entries)).toEqual([
      'e56.it-was-fun-2: "It was fun!" is already asked in e56 by e56.it-was-fun',
    ]);
  });

  it('fails an id used twice', () => {
    const entries = [wordEntry({ id: 'e34.cat', en: 'cat' }), wordEntry({ id: 'e34.cat', en: 'kitten' })];
    expect(checkDuplicates(entries)).toEqual(['e34.cat: the id is used twice']);
  });
});

describe('Japanese texts', () => {
  it('checks that brackets open and close in order', () => {
    expect(bracketsBalance('（パンなど）を「やく」')).toBe(true);
    expect(bracketsBalance('（パンなど')).toBe(false);
    expect(bracketsBalance('「（」）')).toBe(false);
  });

  it('fails empty text, unbalanced brackets, a typed reading and kanji for grades 3–4', () => {
    const entries = [
      wordEntry({ id: 'e56.blank', en: 'blank', ja: ' ' }),
      wordEntry({ id: 'e56.bread', en: 'bread', ja: '（パンなど' }),
      wordEntry({ id: 'e56.memory', en: 'memory', ja: '記憶（きおく）' }),
      wordEntry({ id: 'e34.dog', en: 'dog', ja: 'いぬ', example: { en: 'I like dogs.', ja: '犬がすき。' } }),
      wordEntry({ id: 'e34.cat', en: 'cat', ja: 'ねこ（ペット）' }),
    ];
    expect(checkJapanese(entries)).toEqual([
      'e56.blank: a Japanese text is empty',
      'e56.bread: brackets do not balance in 「（パンなど」',
      'e56.memory: a reading is typed in 「記憶（きおく）」 (readings are generated)',
      'e34.dog: grades 3–4 read kana only, but 「犬がすき。」 has 犬',
    ]);
  });
});

describe('the readings check', () => {
  const entries = [wordEntry({ id: 'e56.memory', en: 'memory', ja: '記憶', band: 'e56' })];

  it('passes when the annotator reads every kanji the band has not learned', () => {
    const annotate: ReadingAnnotator = () => ({ text: '記憶（きおく）', missing: [] });
    expect(checkReadings(entries, annotate)).toEqual([]);
  });

  it('fails when the annotator reports a kanji without a reading', () => {
    const annotate: ReadingAnnotator = (ja) => ({ text: ja, missing: ['記', '憶'] });
    expect(checkReadings(entries, annotate)).toEqual(['e56.memory: no reading found for 記憶 in 「記憶」']);
  });

  it('fails when a kanji shows outside any reading, though the annotator reported nothing missing', () => {
    const annotate: ReadingAnnotator = (ja) => ({ text: ja, missing: [] });
    expect(checkReadings(entries, annotate)).toEqual(['e56.memory: 憶 shows without a reading in 「記憶」']);
  });

  it('fails when the annotation changes the text itself', () => {
    const annotate: ReadingAnnotator = () => ({ text: '記録（きろく）', missing: [] });
    expect(checkReadings(entries, annotate)).toEqual([
      'e56.memory: 「記録（きろく）」 no longer reads 「記憶」 without its readings',
    ]);
  });
});

describe('the words of key sentences', () => {
  const bank = [
    wordEntry({ id: 'e34.dog', en: 'dog' }),
    wordEntry({ id: 'e34.play', en: 'play', pos: 'verb' }),
    wordEntry({ id: 'e56.big', en: 'big', pos: 'adjective' }),
    wordEntry({ id: 'e56.eat', en: 'eat', pos: 'verb' }),
    wordEntry({ id: 'j1.study', en: 'study', pos: 'verb' }),
  ];

  it('accepts function words, inflections, irregular forms, numbers, proper nouns and new words', () => {
    const sentences = [
      sentenceEntry({ id: 'e56.ken-played-with-2-dogs', en: 'Ken played with 2 dogs.' }),
      sentenceEntry({ id: 'e56.my-dog-is-bigger', en: 'My dog is bigger than yours.', newWords: ['than'] }),
      sentenceEntry({ id: 'j1.he-studies', en: "He studies. He's studying. He ate.", band: 'j1' }),
      sentenceEntry({ id: 'j1.i-like-cats', en: 'I like cats.', band: 'j1', newWords: ['like', 'cat'] }),
    ];
    expect(checkSentenceWords([...bank, ...sentences], properNouns)).toEqual([]);
  });

  it('fails a word the bank does not teach, or teaches only in a later band', () => {
    const sentences = [
      sentenceEntry({ id: 'e56.i-see-a-giraffe', en: 'I see a giraffe.', newWords: ['see'] }),
      sentenceEntry({ id: 'e56.i-study', en: 'I study.' }),
    ];
    expect(checkSentenceWords([...bank, ...sentences], properNouns)).toEqual([
      'e56.i-see-a-giraffe: "giraffe" is not taught at or below e56 (add it to newWords)',
      'e56.i-study: "study" is not taught at or below e56 (add it to newWords)',
    ]);
  });

  it('matches an ending only to a part of speech that takes it', () => {
    const more = [
      ...bank,
      wordEntry({ id: 'e34.corn', en: 'corn' }),
      wordEntry({ id: 'e34.rain', en: 'rain' }),
      wordEntry({ id: 'e56.see', en: 'see', pos: 'verb' }),
    ];
    const sentences = [
      // "thing" is not "the" + -ing, "corner" not "corn" + -er, "bed" not "be" + -d, "seed" not "see" + -d.
      sentenceEntry({ id: 'e56.the-thing', en: 'The thing is in the corner.' }),
      sentenceEntry({ id: 'e56.the-seed', en: 'A seed is on the bed.' }),
      // "rain" is taught as a noun: "raining" asks for the verb.
      sentenceEntry({ id: 'e56.raining', en: 'It is raining.' }),
      sentenceEntry({ id: 'e56.it-rains', en: 'It is raining.', newWords: ['rain'] }),
    ];
    expect(checkSentenceWords([...more, ...sentences], properNouns)).toEqual([
      'e56.the-thing: "thing" is not taught at or below e56 (add it to newWords)',
      'e56.the-thing: "corner" is not taught at or below e56 (add it to newWords)',
      'e56.the-seed: "seed" is not taught at or below e56 (add it to newWords)',
      'e56.the-seed: "bed" is not taught at or below e56 (add it to newWords)',
      'e56.raining: "raining" is not taught at or below e56 (add it to newWords)',
    ]);
  });

  it('counts a word of a longer entry only where the sentence holds the whole entry', () => {
    const more = [
      ...bank,
      wordEntry({ id: 'e34.go-to-school', en: 'go to school', pos: 'phrase' }),
      wordEntry({ id: 'e34.take-a-bath', en: 'take a bath', pos: 'phrase' }),
    ];
    const sentences = [
      sentenceEntry({ id: 'e56.i-go-to-school', en: 'I go to school.' }),
      sentenceEntry({ id: 'e56.he-is-taking-a-bath', en: 'He takes a bath. He is taking a bath.' }),
      sentenceEntry({ id: 'e56.our-school-is-big', en: 'Our school is big.' }),
    ];
    expect(checkSentenceWords([...more, ...sentences], properNouns)).toEqual([
      'e56.our-school-is-big: "school" is not taught at or below e56 (add it to newWords)',
    ]);
  });

  it('leaves modals and conjunctions to their own entries, not to the function words', () => {
    const sentences = [sentenceEntry({ id: 'e56.if-you-will', en: 'If you eat, I will play.' })];
    expect(checkSentenceWords([...bank, ...sentences], properNouns)).toEqual([
      'e56.if-you-will: "If" is not taught at or below e56 (add it to newWords)',
      'e56.if-you-will: "will" is not taught at or below e56 (add it to newWords)',
    ]);
  });

  it('finds the base forms of plurals, verb endings and comparisons', () => {
    expect(baseFormsOf('boxes')).toContain('box');
    expect(baseFormsOf('cities')).toContain('city');
    expect(baseFormsOf('stopped')).toContain('stop');
    expect(baseFormsOf('liked')).toContain('like');
    expect(baseFormsOf('making')).toContain('make');
    expect(baseFormsOf('running')).toContain('run');
    expect(baseFormsOf('happier')).toContain('happy');
    expect(baseFormsOf('largest')).toContain('large');
    expect(baseFormsOf('went')).toContain('go');
    expect(baseFormsOf('dog')).toEqual([]);
  });
});

describe('the bank figures', () => {
  it('counts words and sentences apart, per band and grammar point, and the entries with pictures', () => {
    const counts = countBank([
      wordEntry({ id: 'e34.dog', en: 'dog', img: '🐶' }),
      wordEntry({ id: 'j1.study', en: 'study' }),
      sentenceEntry({ id: 'j1.this-is-a-dog', en: 'This is a dog.', band: 'j1', img: '🐶' }),
      sentenceEntry({ id: 'j1.i-can-swim', en: 'I can swim.', band: 'j1', grammar: 'can', theme: 'can' }),
    ]);
    expect(counts.wordsPerBand).toEqual({ e34: 1, e56: 0, j1: 1, j2: 0, j3: 0 });
    expect(counts.sentencesPerBand).toEqual({ e34: 0, e56: 0, j1: 2, j2: 0, j3: 0 });
    expect(counts.sentencesPerGrammar).toEqual({ 'be-verb': 1, can: 1 });
    expect([counts.words, counts.sentences, counts.withPicture]).toEqual([2, 2, 2]);
  });
});
