// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachInputAdapter } from './attachInputAdapter';
import type { GameInput, ImeReason } from './gameInput';

let field: HTMLInputElement;
let inputs: GameInput[];
let ime: (ImeReason | null)[];
let blocked: boolean;
let detach: () => void;

beforeEach(() => {
  field = document.createElement('input');
  document.body.append(field);
  inputs = [];
  ime = [];
  blocked = false;
  detach = attachInputAdapter(field, {
    onInput: (i) => inputs.push(i),
    onIme: (r) => ime.push(r),
    isBlocked: () => blocked,
  });
});

afterEach(() => {
  detach();
  field.remove();
});

function keydown(key: string, init: KeyboardEventInit & { keyCode?: number } = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  if (init.keyCode !== undefined) Object.defineProperty(event, 'keyCode', { value: init.keyCode });
  field.dispatchEvent(event);
  return event;
}

function beforeinput(data: string | null, inputType = 'insertText', isComposing = false) {
  const event = new InputEvent('beforeinput', {
    data,
    inputType,
    isComposing,
    bubbles: true,
    cancelable: true,
  });
  field.dispatchEvent(event);
  return event;
}

const kinds = () => inputs.map((i) => (i.type === 'key' ? i.char : i.type));

describe('attachInputAdapter', () => {
  it('turns printable keys into char inputs stamped with the event time and keeps the field empty', () => {
    const event = keydown('a');
    keydown(' ');
    keydown('?', { shiftKey: true });
    expect(kinds()).toEqual(['a', ' ', '?']);
    expect(event.defaultPrevented).toBe(true);
    expect(inputs[0]?.at).toBe(event.timeStamp);
    expect(field.value).toBe('');
  });

  it('maps Tab to a hint, Backspace to backspace, Ctrl+Enter and F2 to skip, Escape to escape', () => {
    const tab = keydown('Tab');
    keydown('Backspace');
    keydown('Enter', { ctrlKey: true });
    keydown('F2');
    keydown('Escape');
    expect(kinds()).toEqual(['hint', 'backspace', 'skip', 'skip', 'escape']);
    expect(tab.defaultPrevented).toBe(true);
  });

  it('reports plain Enter as enter, never as part of the answer', () => {
    keydown('Enter');
    expect(kinds()).toEqual(['enter']);
  });

  it('leaves Shift+Tab and Ctrl shortcuts alone so they keep their browser meaning', () => {
    expect(keydown('Tab', { shiftKey: true }).defaultPrevented).toBe(false);
    keydown('c', { ctrlKey: true });
    expect(inputs).toEqual([]);
  });

  it('normalises full-width letters to half-width, counts them as that letter and shows the IME banner', () => {
    keydown('ａ');
    beforeinput('Ｈｉ！');
    expect(kinds()).toEqual(['a', 'H', 'i', '!']);
    expect(ime).toEqual(['full-width', 'full-width']);
  });

  it('turns the ideographic space into an ordinary space', () => {
    keydown('\u3000');
    expect(kinds()).toEqual([' ']);
  });

  it('never counts composition keys or Japanese characters as input and reports the IME instead', () => {
    field.dispatchEvent(new CompositionEvent('compositionstart', { data: '' }));
    keydown('Process', { keyCode: 229 });
    keydown('k', { isComposing: true });
    field.dispatchEvent(new CompositionEvent('compositionupdate', { data: 'か' }));
    beforeinput('か', 'insertCompositionText', true);
    field.value = 'か';
    field.dispatchEvent(new CompositionEvent('compositionend', { data: 'か' }));
    keydown('あ');
    expect(inputs).toEqual([]);
    expect(field.value).toBe('');
    expect(ime.every((r) => r !== null)).toBe(true);
    expect(ime).toContain('composition');
    expect(ime).toContain('full-width');
  });

  it('hides the IME banner again once a clean half-width key arrives', () => {
    keydown('Process', { keyCode: 229 });
    keydown('b');
    keydown('c');
    expect(ime).toEqual(['composition', null]);
    expect(kinds()).toEqual(['b', 'c']);
  });

  it('reads text and deletions that arrive only as beforeinput', () => {
    beforeinput('x');
    beforeinput(null, 'deleteContentBackward');
    expect(kinds()).toEqual(['x', 'backspace']);
  });

  it('types what a JIS keyboard produces, not what its key code would mean on a US one', () => {
    // JIS: ' is Shift+7, " is Shift+2, - sits right of 0, ? is Shift+/ and ! is Shift+1.
    keydown("'", { code: 'Digit7', shiftKey: true, keyCode: 222 });
    keydown('"', { code: 'Digit2', shiftKey: true });
    keydown('-', { code: 'Minus', keyCode: 189 });
    keydown('?', { code: 'Slash', shiftKey: true });
    keydown('!', { code: 'Digit1', shiftKey: true });
    // A Chromebook or iPad with its keys printed in lower case still types capitals with Shift.
    keydown('I', { code: 'KeyI', shiftKey: true });
    expect(kinds()).toEqual(["'", '"', '-', '?', '!', 'I']);
    expect(ime).toEqual([]);
  });

  it('leaves the kana and eisu keys of a JIS keyboard out of the answer', () => {
    keydown('KanaMode', { code: 'KanaMode' });
    keydown('Lang1', { code: 'Lang1' });
    keydown('Eisu', { code: 'Lang2' });
    keydown('a', { code: 'KeyA' });
    expect(kinds()).toEqual(['a']);
  });

  it("reads a software keyboard's text from beforeinput after a keydown it cannot name", () => {
    // iPadOS and Android on-screen keys: keydown says 'Unidentified' / keyCode 229, then the text.
    const down = keydown('Unidentified', { keyCode: 229 });
    const typed = beforeinput("'");
    keydown('Unidentified', { keyCode: 229 });
    beforeinput('m');
    keydown('Unidentified', { keyCode: 229 });
    beforeinput(null, 'deleteContentBackward');
    expect(kinds()).toEqual(["'", 'm', 'backspace']);
    expect(down.defaultPrevented).toBe(false);
    expect(typed.defaultPrevented).toBe(true);
    // Not Japanese input: the IME banner never shows for an on-screen keyboard.
    expect(ime).toEqual([]);
    expect(field.value).toBe('');
  });

  it('reads text that arrives with no keydown at all, several characters at once', () => {
    beforeinput('I');
    beforeinput("'m ");
    expect(kinds()).toEqual(['I', "'", 'm', ' ']);
  });

  it("counts the system keyboard's curly apostrophe as the apostrophe of the answer", () => {
    beforeinput('don\u2019t');
    keydown('\u2018');
    expect(kinds()).toEqual(['d', 'o', 'n', "'", 't', "'"]);
    expect(ime).toEqual([]);
  });

  it('never lets an autocorrect replacement or a paste change the answer', () => {
    const replaced = beforeinput('Monday', 'insertReplacementText');
    const pasted = beforeinput('one', 'insertFromPaste');
    expect(inputs).toEqual([]);
    expect(replaced.defaultPrevented).toBe(true);
    expect(pasted.defaultPrevented).toBe(true);
  });

  it('ignores every key while a dialog or drawer is open', () => {
    blocked = true;
    keydown('a');
    keydown('Tab');
    keydown('Backspace');
    beforeinput('b');
    field.dispatchEvent(new CompositionEvent('compositionstart', { data: '' }));
    expect(inputs).toEqual([]);
    expect(ime).toEqual([]);
  });

  it('stops listening once detached', () => {
    detach();
    keydown('a');
    expect(inputs).toEqual([]);
  });
});
