// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { DEFAULT_ENGINE_OPTIONS } from '../../engine/defaultEngineOptions';
import { makeStore, stageStarted, updateSettings } from '../../store';
import { TypingPage } from './TypingPage';

let clock = 2000;
function key(field: HTMLElement, k: string) {
  clock += 50;
  act(() => {
    const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: clock });
    field.dispatchEvent(event);
  });
}

/** The answer line as drawn: each cell's state and letter, e.g. "c+o+l+o+u+r." (+ right, . pending). */
function drawnLine(container: HTMLElement): string {
  return [...container.querySelectorAll('.answer-char')]
    .map((cell) => {
      const state = cell.getAttribute('data-state');
      const mark = state === 'correct' ? '+' : state === 'wrong' ? '!' : '.';
      return `${cell.lastChild?.textContent?.trim() ?? ''}${mark}`;
    })
    .join('');
}

describe('the answer line when the player switches to another accepted form', () => {
  it('draws the letters of the form being typed, and of the first form again after Backspace', () => {
    const store = makeStore(undefined, { timer: false, devChecks: false });
    store.dispatch(updateSettings({ consent: 'granted' }));
    const options = { ...DEFAULT_ENGINE_OPTIONS, learnThenRecall: false };
    const questions = [
      { en: 'color', variants: ['colour'], ja: 'いろ' },
      { en: 'red', ja: 'あか' },
    ];
    store.dispatch(stageStarted({ stageId: 'practice', questions, options, difficulty: 1, at: 1000 }));
    const { container } = renderWithProviders(<TypingPage />, { store });
    const field = screen.getByTestId('input-capture');
    expect(drawnLine(container)).toBe('c.o.l.o.r.');
    for (const ch of 'colou') key(field, ch);
    expect(drawnLine(container)).toBe('c+o+l+o+u+r.');
    key(field, 'x');
    expect(drawnLine(container)).toBe('c+o+l+o+u+x!');
    key(field, 'Backspace');
    key(field, 'Backspace');
    expect(drawnLine(container)).toBe('c+o+l+o+r.');
  });
});
