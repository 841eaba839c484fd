import { describe, expect, it } from 'vitest';
import { isPrintableKey, type KeyLike, keyToInput } from './keyToInput';

/** A keydown of `key` at 500 ms with the modifiers in `held`. */
function press(key: string, held: Partial<KeyLike> = {}): KeyLike {
  return { key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, timeStamp: 500, ...held };
}

describe('control keys become game inputs', () => {
  it.each([
    { rule: 'Backspace erases', event: press('Backspace'), input: { type: 'backspace', at: 500 } },
    { rule: 'Tab asks for the next hint', event: press('Tab'), input: { type: 'hint', at: 500 } },
    { rule: 'Shift+Tab is left to focus moves', event: press('Tab', { shiftKey: true }), input: null },
    { rule: 'F2 skips the question', event: press('F2'), input: { type: 'skip', at: 500 } },
    {
      rule: 'Ctrl+Enter skips the question',
      event: press('Enter', { ctrlKey: true }),
      input: { type: 'skip', at: 500 },
    },
    {
      rule: 'Cmd+Enter skips on a Mac',
      event: press('Enter', { metaKey: true }),
      input: { type: 'skip', at: 500 },
    },
    { rule: 'plain Enter starts or resumes', event: press('Enter'), input: { type: 'enter', at: 500 } },
    { rule: 'Shift+Enter does nothing', event: press('Enter', { shiftKey: true }), input: null },
    { rule: 'Alt+Enter does nothing', event: press('Enter', { altKey: true }), input: null },
    { rule: 'Escape stops', event: press('Escape'), input: { type: 'escape', at: 500 } },
    { rule: 'a letter is left to the text reader', event: press('a'), input: null },
  ])('$rule', ({ event, input }) => {
    expect(keyToInput(event)).toEqual(input);
  });
});

describe('printable keys', () => {
  it('a letter, with or without Shift, is printable; a shortcut or a named key is not', () => {
    expect(isPrintableKey(press('a'))).toBe(true);
    expect(isPrintableKey(press('A', { shiftKey: true }))).toBe(true);
    expect(isPrintableKey(press('a', { ctrlKey: true }))).toBe(false);
    expect(isPrintableKey(press('a', { metaKey: true }))).toBe(false);
    expect(isPrintableKey(press('a', { altKey: true }))).toBe(false);
    expect(isPrintableKey(press('Shift'))).toBe(false);
  });
});
