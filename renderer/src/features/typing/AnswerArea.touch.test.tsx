// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { makeStore, settingsOpened, startStage, updateSettings } from '../../store';
import { SettingsDrawer } from '../settings/SettingsDrawer';
import { TypingPage } from './TypingPage';

/** The number stage's battle opened and waiting for its start, as a pupil finds it after choosing it on the map. */
function setup() {
  const store = makeStore(undefined, { timer: false, devChecks: false });
  // Battle: every answer from memory, so a hint has something to show.
  store.dispatch(updateSettings({ mode: 'battle', order: 'sequential', consent: 'granted' }));
  store.dispatch(startStage({ stageId: 'number', at: null }));
  renderWithProviders(
    <>
      <TypingPage />
      <SettingsDrawer />
    </>,
    { store },
  );
  const field = screen.getByTestId('input-capture') as HTMLInputElement;
  return { store, field };
}

/** Text from a software keyboard: no keydown it can name, only beforeinput. */
function softKeys(field: HTMLElement, text: string) {
  const event = new InputEvent('beforeinput', {
    data: text,
    inputType: 'insertText',
    bubbles: true,
    cancelable: true,
  });
  // jsdom stamps events with the epoch; a browser stamps them on performance.now()'s clock.
  Object.defineProperty(event, 'timeStamp', { value: performance.now() });
  act(() => {
    field.dispatchEvent(event);
  });
}

describe('the answer area on a touch screen', () => {
  it('a tap on the waiting answer area starts the run and gives the answer field the focus', () => {
    const { store, field } = setup();
    act(() => field.blur());
    fireEvent.click(screen.getByTestId('typing-cover'));
    expect(store.getState().engine.run.started).toBe(true);
    expect(document.activeElement).toBe(field);
    softKeys(field, 'on');
    expect(store.getState().engine.run.typed).toBe('on');
    softKeys(field, 'e');
    expect(store.getState().engine.run.index).toBe(1);
  });

  it('a tap on the answer mid-run brings the field back without stopping the run', () => {
    const { store, field } = setup();
    fireEvent.click(screen.getByTestId('typing-cover'));
    act(() => field.blur());
    fireEvent.click(document.querySelector('.answer-view') as Element);
    expect(document.activeElement).toBe(field);
    expect(store.getState().engine.run).toMatchObject({ started: true, paused: false });
  });

  it('a tap on the paused answer area resumes the run', () => {
    const { store, field } = setup();
    fireEvent.click(screen.getByTestId('typing-cover'));
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(store.getState().engine.run.paused).toBe(true);
    fireEvent.click(screen.getByTestId('typing-cover'));
    expect(store.getState().engine.run.paused).toBe(false);
  });

  it('hint and skip are buttons too, for a keyboard with no Tab or F2, and the keys stay in the field', () => {
    const { store, field } = setup();
    fireEvent.click(screen.getByTestId('typing-cover'));
    const hint = screen.getByRole('button', { name: /Tab ヒント/ });
    expect(fireEvent.mouseDown(hint)).toBe(false);
    fireEvent.click(hint);
    expect(store.getState().engine.run).toMatchObject({ hintStep: 1, usedHintCount: 1 });
    expect(document.activeElement).toBe(field);
    // A tap on a button is the button's own: it does not also count as a tap on the answer area.
    expect(store.getState().engine.run.paused).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /F2 スキップ/ }));
    expect(store.getState().engine.run).toMatchObject({ index: 1, skippedCount: 1 });
  });

  it('a tap does nothing while the settings drawer is open', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(settingsOpened());
    });
    fireEvent.click(screen.getByTestId('typing-cover'));
    expect(store.getState().engine.run.started).toBe(false);
  });

  it("the answer field keeps the system keyboard's corrections and capitals off", () => {
    const { field } = setup();
    expect(field.getAttribute('autocapitalize')).toBe('off');
    expect(field.getAttribute('autocorrect')).toBe('off');
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(field.getAttribute('spellcheck')).toBe('false');
    expect(field.getAttribute('inputmode')).toBe('text');
    expect(field.getAttribute('enterkeyhint')).toBe('enter');
  });
});
