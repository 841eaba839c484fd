import { describe, expect, it } from 'vitest';
import { bankEntrySchema } from '../../../core/bank/bankEntry';
import { GRAMMAR_FIRST_BAND, GRAMMAR_POINTS, GRAMMAR_USES } from '../../../core/bank/bankTerms';
import { checkSchema, readBankSource } from '../../../scripts/bank/checks';
import { checkGrammar, detectGrammar, grammarWords } from '../../../scripts/bank/grammarCheck';
import { sentenceEntry, wordEntry } from './fixtures';

/** Whether the rules find a grammar point in a sentence. */
const finds = (point: string, text: string) => detectGrammar(text).includes(point as never);

// Each point: sentences that use it, and near misses that must not count.
const CASES: Record<string, { yes: string[]; no: string[] }> = {
  'there-is': {
    yes: [
      'There is a park near my house.',
      'There are two cats.',
      "There's some milk.",
      'Is there a bank near here?',
      'Were there many people?',
      'There will be a festival.',
    ],
    no: ['The post office is over there.', 'Who is there?', 'I went there yesterday.', 'Are you there?'],
  },
  future: {
    yes: [
      'I will go to Kyoto.',
      "I'll help you.",
      "It won't rain.",
      'Will you come?',
      "I'm going to visit my uncle.",
    ],
    no: ['I am going to school.', 'He is going to the station.', 'Free will is an idea.', 'I go to school.'],
  },
  comparison: {
    yes: [
      'Ken is taller than Taro.',
      'This is the highest mountain.',
      'She is as tall as her mother.',
      'This is the most beautiful picture.',
      'Which do you like better?',
      'Tokyo is one of the biggest cities.',
    ],
    no: [
      'Riku is my best friend.',
      'My best memory is the school trip.',
      'We live in the west.',
      'I have a test.',
      'I want more water.',
      'Sports day is a big event.',
    ],
  },
  'must-have-to': {
    yes: [
      'You must go home.',
      'I have to finish my homework.',
      "You don't have to come.",
      'She has to get up early.',
      'We had to wait.',
    ],
    no: ['I have two dogs.', 'I gave it to him.', 'We have a lot to do.'],
  },
  'present-perfect': {
    yes: [
      'I have visited Kyoto.',
      'Have you ever eaten natto?',
      "I've never seen a koala.",
      'She has gone to Tokyo.',
      "He's been to Osaka.",
    ],
    no: [
      'I have a dog.',
      'We have grilled salmon for dinner.',
      'I have red shoes.',
      'Rice balls have seaweed around them.',
    ],
  },
  passive: {
    yes: [
      'English is spoken in many countries.',
      'This desk is made of wood.',
      'The game was canceled.',
      'I was born in Sendai.',
      "It's made in Japan.",
    ],
    no: [
      'I am tired.',
      'I was excited about the trip.',
      'She is interested in music.',
      'The shop is closed today.',
      "Ken's sister is kind.",
    ],
  },
  'infinitive-gerund': {
    yes: [
      'I use a computer to study.',
      'My dream is to be a doctor.',
      'She started to learn French.',
      'Thank you for helping me.',
      'Teaching is a wonderful profession.',
      'I finished writing the letter.',
      'I went to see the fireworks.',
    ],
    no: [
      'I go to school.',
      'My father drives to work.',
      'Listen to the music.',
      'Nice to meet you.',
      "I'm glad to see you.",
      'We clean our classroom at cleaning time.',
    ],
  },
  'want-to': {
    yes: ['I want to be a pilot.', 'What do you want to do?', "I don't want to lose."],
    no: ['I want a new bag.', 'I went to the zoo.'],
  },
  'would-like': {
    yes: ["I'd like a hamburger.", 'What would you like?'],
    no: ['I like hamburgers.', 'Would you open the window?'],
  },
  'gerund-basic': {
    yes: [
      'I like playing soccer.',
      'I enjoyed watching the fireworks.',
      'She is good at drawing pictures.',
      'Skating is fun.',
    ],
    no: ['I like swimming in summer.', 'I like drawing. I want to be an artist.', 'We went camping.'],
  },
  can: {
    yes: ['I can swim.', "I can't skate.", 'Can you cook?', 'Birds cannot read.'],
    no: ['I like cans of juice.', 'I have a candle.'],
  },
  'present-progressive': {
    yes: [
      'The baby is sleeping.',
      "I'm doing my homework now.",
      'Are you listening to music?',
      'They are playing soccer.',
    ],
    no: [
      'This book is interesting.',
      'My hobby is reading.',
      'It is morning.',
      "I'm going to visit Nara.",
      'Swimming is fun.',
    ],
  },
  'past-progressive': {
    yes: ['I was watching TV.', 'They were playing in the gym.', 'Were you sleeping?'],
    no: ['I was tired.', 'The movie was exciting.'],
  },
  'past-regular': {
    yes: ['We cleaned the park.', 'The Olympics started in Greece.', 'My father cooked dinner.'],
    no: [
      'Fried chicken is yummy.',
      'I like fried chicken.',
      'I need a pencil.',
      'I have a red cap.',
      'I am excited.',
    ],
  },
  'past-irregular': {
    yes: [
      'She won the contest.',
      'I had a good time.',
      'Did you go?',
      "I didn't eat breakfast.",
      'He ran fast.',
    ],
    no: ['Turn left at the corner.', 'I read books every day.', 'I have a lost key.'],
  },
  'past-basic': {
    yes: ['I went to the beach.', 'It was fun.', 'I enjoyed the fireworks.', 'We saw pandas.'],
    no: ['I go to the beach.', 'I see pandas.'],
  },
  'relative-pronoun': {
    yes: [
      'The girl who is playing tennis is my sister.',
      'This is the train that goes to Kyoto.',
      'Kyoto is a city which has many temples.',
      'I have a friend whose father is a pilot.',
      'Do you know anyone who can swim?',
    ],
    no: [
      'Who is that girl?',
      'Which do you like?',
      'That is my bag.',
      'Look at that bird.',
      'I think that he is right.',
      "I'm certain that he will come.",
      'I know who he is.',
    ],
  },
};

describe('the grammar rules', () => {
  for (const [point, { yes, no }] of Object.entries(CASES)) {
    it(`find ${point} where it is used, and not in near misses`, () => {
      for (const text of yes) expect(finds(point, text), text).toBe(true);
      for (const text of no) expect(finds(point, text), text).toBe(false);
    });
  }

  it('read contractions open and keep each clause apart', () => {
    expect(grammarWords("I'm sure Ken's dog can't swim. Let's go!")).toEqual([
      'i',
      "'m",
      'sure',
      'ken',
      "'s",
      'dog',
      'cant',
      'swim',
      '|',
      'let',
      'us',
      'go',
      '|',
    ]);
  });

  it('find nothing to hold back in a plain sentence of grades 3–4', () => {
    for (const text of [
      'I like cats.',
      'What color do you like?',
      "Let's play soccer.",
      'This is my pen.',
      'How many apples?',
    ])
      expect(detectGrammar(text), text).toEqual([]);
  });
});

describe('the grammar years', () => {
  it('give every point of the path and every set phrase a year', () => {
    for (const point of GRAMMAR_POINTS) expect(GRAMMAR_FIRST_BAND[point]).toBeDefined();
    expect(GRAMMAR_USES).toEqual(Object.keys(GRAMMAR_FIRST_BAND));
  });

  it('put set phrases of grades 5–6 before the path points they anticipate', () => {
    expect(GRAMMAR_FIRST_BAND['want-to']).toBe('e56');
    expect(GRAMMAR_FIRST_BAND['infinitive-gerund']).toBe('j2');
    expect(GRAMMAR_FIRST_BAND['past-basic']).toBe('e56');
    expect(GRAMMAR_FIRST_BAND['past-irregular']).toBe('j1');
    expect(GRAMMAR_FIRST_BAND.can).toBe('e56');
    expect(GRAMMAR_FIRST_BAND['there-is']).toBe('j2');
    expect(GRAMMAR_FIRST_BAND.passive).toBe('j3');
  });
});

describe('the grammar check', () => {
  it('passes examples and key sentences at or below their year', () => {
    const entries = [
      wordEntry({ id: 'e34.cat', en: 'cat', example: { en: 'I like cats.', ja: 'ねこが すき。' } }),
      wordEntry({
        id: 'e56.swim',
        en: 'swim',
        example: { en: 'I can swim. I went to the sea.', ja: '泳げます。' },
      }),
      wordEntry({
        id: 'j2.park',
        en: 'park',
        example: { en: 'There is a park near here.', ja: '公園があります。' },
      }),
      sentenceEntry({ id: 'j1.i-can-cook', en: 'I can cook.', grammar: 'can' }),
    ];
    expect(checkGrammar(entries)).toEqual([]);
  });

  it('fails a word example that uses grammar after its year', () => {
    const entries = [
      wordEntry({
        id: 'e34.duck',
        en: 'duck',
        example: { en: 'There are two ducks.', ja: 'あひるが 2わ いる。' },
      }),
      wordEntry({ id: 'e56.win', en: 'win', example: { en: 'Our team will win.', ja: '勝つでしょう。' } }),
      wordEntry({ id: 'j1.beef', en: 'beef', example: { en: 'Steak is made from beef.', ja: 'ステーキ' } }),
    ];
    expect(checkGrammar(entries)).toEqual([
      'e34.duck: "There are two ducks." uses there-is (j2), after e34',
      'e56.win: "Our team will win." uses future (j2), after e56',
      'j1.beef: "Steak is made from beef." uses passive (j3), after j1',
    ]);
  });

  it('fails a key sentence that uses grammar after its year, or names a later point', () => {
    const entries = [
      sentenceEntry({ id: 'j1.taller', en: 'Ken is taller than Taro.', grammar: 'be-verb' }),
      sentenceEntry({ id: 'j1.perfect', en: 'I am here.', grammar: 'present-perfect' }),
    ];
    expect(checkGrammar(entries)).toEqual([
      'j1.taller: "Ken is taller than Taro." uses comparison (j2), after j1',
      'j1.perfect: "I am here." uses present-perfect (j3), after j1',
    ]);
  });

  it('takes an entry’s uses in place of the rules’ reading, both ways', () => {
    // The rules read "was born" as the passive; the writer teaches it as a phrase with "was".
    const removed = wordEntry({
      id: 'e56.birthday',
      en: 'birthday',
      example: { en: 'I was born in May.', ja: '5月に生まれました。', uses: ['past-basic'] },
    });
    // A relative clause without its pronoun is invisible to the rules.
    const added = sentenceEntry({
      id: 'j2.book',
      en: 'This is the book I read.',
      grammar: 'be-verb',
      uses: ['relative-pronoun'],
    });
    expect(checkGrammar([removed, added])).toEqual([
      'j2.book: "This is the book I read." uses relative-pronoun (j3), after j2',
    ]);
  });

  it('accepts uses on examples and key sentences only, with known point names', () => {
    const base = { id: 'e56.cat', en: 'cat', ja: 'ねこ', pos: 'noun', band: 'e56', theme: 'animals' };
    expect(
      bankEntrySchema.safeParse({ ...base, example: { en: 'A cat.', ja: 'ねこ', uses: ['can'] } }).success,
    ).toBe(true);
    expect(
      bankEntrySchema.safeParse({ ...base, example: { en: 'A cat.', ja: 'ねこ', uses: ['magic'] } }).success,
    ).toBe(false);
    expect(bankEntrySchema.safeParse({ ...base, uses: ['can'] }).success).toBe(false);
  });
});

// Every entry of the real bank whose `uses` replaces the rules' reading, and why.
const BANK_OVERRIDES: Record<string, string> = {
  'j2.be-born': '"be born" is the phrase the entry teaches; the passive as a rule comes in year 3',
};

describe('the bank’s own grammar overrides', () => {
  const { entries } = checkSchema(readBankSource().files);
  const overridden = entries.filter((e) => e.uses !== undefined || e.example?.uses !== undefined);

  it('are each named here with their reason', () => {
    expect(overridden.map((e) => e.id).sort()).toEqual(Object.keys(BANK_OVERRIDES).sort());
  });

  it('each say something the rules do not', () => {
    for (const e of overridden) {
      const text = e.pos === 'sentence' ? e.en : (e.example?.en ?? '');
      const uses = [...(e.uses ?? e.example?.uses ?? [])].sort();
      expect(detectGrammar(text).sort(), e.id).not.toEqual(uses);
    }
  });
});
