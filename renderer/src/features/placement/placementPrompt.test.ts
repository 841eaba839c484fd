import { describe, expect, it } from 'vitest';
import type { BankEntry } from '../../../../core/bank/bankEntry';
import type { TitledBankStage } from '../../data/bank/loadBand';
import { createPlacement, nextItem, type PlacementItem } from '../../engine/placement';
import { type PlacementFlow, placementFlow, promptNumber, startQuest } from './placementFlow';
import { acceptedAnswers, placementPool } from './placementPool';
import {
  type AnswerRules,
  newPrompt,
  type PlacementPrompt,
  passPrompt,
  promptOutcome,
  typeIntoPrompt,
  typeOnPastClear,
} from './placementPrompt';

const rules: AnswerRules = { strictCase: false, optionalFinalPunctuation: true };

function type(prompt: PlacementPrompt, keys: string, with_: AnswerRules = rules): PlacementPrompt {
  return [...keys].reduce((p, char) => typeIntoPrompt(p, char, with_), prompt);
}

describe('a placement prompt', () => {
  const colour = newPrompt({ id: 'e56.color', en: 'color', variants: ['colour'], ja: 'いろ' });

  it("takes any accepted form, keeping the letters in that form's case, and clears on the whole word", () => {
    const cleared = type(colour, 'COLOU');
    expect(cleared).toMatchObject({ typed: 'colou', phase: 'asking', form: 'colour' });
    expect(type(cleared, 'R')).toMatchObject({ typed: 'colour', phase: 'cleared', mistakes: 0 });
    expect(promptOutcome(type(cleared, 'r')).correct).toBe(true);
  });

  it('follows the case rule when case is strict', () => {
    const strict = { ...rules, strictCase: true };
    expect(type(newPrompt({ en: 'Monday', ja: 'げつようび' }), 'm', strict)).toMatchObject({
      typed: '',
      mistakes: 1,
    });
  });

  it('drops a wrong key; one slip still counts as known, two do not, the third reveals the answer', () => {
    const oneSlip = type(colour, 'cxolor');
    expect(oneSlip).toMatchObject({ typed: 'color', phase: 'cleared', mistakes: 1 });
    expect(promptOutcome(oneSlip).correct).toBe(true);
    const twoSlips = type(colour, 'cxoxlor');
    expect(twoSlips.phase).toBe('cleared');
    expect(promptOutcome(twoSlips).correct).toBe(false);
    const revealed = type(colour, 'xyz');
    expect(revealed).toMatchObject({ phase: 'revealed', passed: false, mistakes: 3 });
    expect(promptOutcome(revealed).correct).toBe(false);
    expect(type(revealed, 'color')).toBe(revealed);
  });

  it('counts a passed word as not known', () => {
    const passed = passPrompt(type(colour, 'colo'));
    expect(passed).toMatchObject({ phase: 'revealed', passed: true });
    expect(promptOutcome(passed).correct).toBe(false);
  });

  it('lets a final full stop be left off, and takes a shorter accepted form typed whole', () => {
    expect(type(newPrompt({ en: 'Hello.', ja: 'こんにちは' }), 'hello').phase).toBe('cleared');
    const lab = type(newPrompt({ en: 'laboratory', variants: ['lab'], ja: 'じっけんしつ' }), 'lab');
    expect(lab).toMatchObject({ phase: 'cleared', form: 'lab' });
  });

  it('keeps letters typed on through a longer form after the word cleared', () => {
    const program = type(newPrompt({ en: 'program', variants: ['programme'], ja: 'ばんぐみ' }), 'program');
    expect(program.phase).toBe('cleared');
    const typedOn = typeOnPastClear(program, 'm', rules);
    expect(typedOn).toMatchObject({ typed: 'programm', phase: 'cleared' });
    expect(typeOnPastClear(program, 'x', rules)).toBeNull();
  });
});

describe('the placement pool', () => {
  const entry = (id: string, en: string, ja: string, pos: BankEntry['pos'] = 'noun'): BankEntry => ({
    id,
    en,
    ja,
    pos,
    band: id.startsWith('e34') ? 'e34' : 'j1',
    theme: 't',
    ...(pos === 'sentence' ? { grammar: 'be-verb' as const } : {}),
  });
  const entries: Record<string, BankEntry> = {
    'e34.hello': entry('e34.hello', 'Hello.', 'こんにちは', 'phrase'),
    'e34.hi': entry('e34.hi', 'Hi.', 'こんにちは', 'phrase'),
    'e34.cat': entry('e34.cat', 'cat', 'ねこ'),
    'e34.is': entry('e34.is', 'It is a cat.', 'それは ねこです。', 'sentence'),
    'j1.dog': entry('j1.dog', 'dog', '犬（いぬ）'),
  };
  const stage = (id: string, kind: 'words' | 'sentences', entryIds: string[]): TitledBankStage => ({
    id,
    band: id.startsWith('e34') ? 'e34' : 'j1',
    theme: 't',
    kind,
    part: 1,
    parts: 1,
    titleJa: id,
    titleEn: id,
    entryIds,
  });

  it('holds the words and phrases of word stages with their band index, never a key sentence', () => {
    const pool = placementPool(entries, {
      e34: [
        stage('e34.t-1', 'words', ['e34.hello', 'e34.hi', 'e34.cat', 'e34.is']),
        stage('e34.s-1', 'sentences', ['e34.is']),
      ],
      j1: [stage('j1.t-1', 'words', ['j1.dog', 'j1.missing'])],
    });
    expect(pool.map((item) => [item.id, item.band])).toEqual([
      ['e34.hello', 0],
      ['e34.hi', 0],
      ['e34.cat', 0],
      ['j1.dog', 2],
    ]);
  });

  it('accepts the answers of every word with the very same Japanese', () => {
    const pool: PlacementItem[] = [
      { id: 'e34.hello', en: 'Hello.', ja: 'こんにちは', band: 0 },
      { id: 'e34.hi', en: 'Hi.', ja: 'こんにちは', band: 0 },
      { id: 'e34.cat', en: 'cat', ja: 'ねこ', band: 0 },
    ];
    expect(acceptedAnswers(pool[0] as PlacementItem, pool)).toEqual({
      id: 'e34.hello',
      en: 'Hello.',
      ja: 'こんにちは',
      variants: ['Hi.'],
    });
    expect(acceptedAnswers(pool[2] as PlacementItem, pool).variants).toBeUndefined();
  });
});

describe('the placement flow', () => {
  const pool: PlacementItem[] = Array.from({ length: 10 }, (_, i) => ({
    id: `e56.w${i}`,
    en: `word${String.fromCharCode(97 + i)}`,
    ja: `ことば ${i}`,
    band: 1,
  }));

  it('records a word the moment it is decided; a stray key after it is ignored and only Enter goes on', () => {
    let flow: PlacementFlow = startQuest(pool, 3) ?? { screen: 'intro' };
    if (flow.screen !== 'quest') throw new Error('no quest');
    const first = flow.prompt.question.en;
    for (const char of first) flow = placementFlow(flow, { type: 'typed', char, rules });
    if (flow.screen !== 'quest') throw new Error('no quest');
    expect(flow.quest.answers).toEqual([expect.objectContaining({ correct: true })]);
    expect(promptNumber(flow)).toBe(1);
    // A space and a plural "s" after the word: nothing moves and nothing is counted.
    const cleared = flow.prompt;
    for (const char of [' ', 's']) flow = placementFlow(flow, { type: 'typed', char, rules });
    if (flow.screen !== 'quest') throw new Error('no quest');
    expect(flow.prompt).toBe(cleared);
    expect(promptNumber(flow)).toBe(1);
    flow = placementFlow(flow, { type: 'next' });
    if (flow.screen !== 'quest') throw new Error('no quest');
    expect(flow.prompt).toMatchObject({ typed: '', phase: 'asking', mistakes: 0 });
    expect(promptNumber(flow)).toBe(2);
  });

  it('starts nothing over an empty pool', () => {
    expect(startQuest([], 1)).toBeNull();
    expect(nextItem(createPlacement([], 1))).toBeNull();
  });
});
