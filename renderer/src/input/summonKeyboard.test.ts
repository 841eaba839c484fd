// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { summonKeyboard } from './summonKeyboard';

afterEach(() => {
  document.body.replaceChildren();
});

describe('summonKeyboard', () => {
  it('focuses the field again even when a script focused it before, so a tap makes a fresh focus', () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    const seen: string[] = [];
    field.addEventListener('blur', () => seen.push('blur'));
    field.addEventListener('focus', () => seen.push('focus'));
    summonKeyboard(field);
    expect(seen).toEqual(['blur', 'focus']);
    expect(document.activeElement).toBe(field);
  });

  it('focuses a field that had no focus, and does nothing without a field', () => {
    const field = document.createElement('input');
    document.body.append(field);
    summonKeyboard(field);
    expect(document.activeElement).toBe(field);
    expect(() => summonKeyboard(null)).not.toThrow();
  });
});
