// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/renderer/renderWithProviders';
import { Dialog } from '../ui/Dialog';
import type { GameInput, ImeReason } from './gameInput';
import { InputCapture } from './InputCapture';

const CONTINUE = 'ここを クリックして つづける';

function Harness({ inputs, ime }: { inputs: GameInput[]; ime: (ImeReason | null)[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <InputCapture onInput={(i) => inputs.push(i)} onIme={(r) => ime.push(r)} blocked={open} />
      <p data-testid="picture">a demon</p>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="drawer">
        <button type="button" onClick={() => setOpen(false)}>
          close
        </button>
      </Dialog>
    </>
  );
}

function setup() {
  const inputs: GameInput[] = [];
  const ime: (ImeReason | null)[] = [];
  renderWithProviders(<Harness inputs={inputs} ime={ime} />);
  return { inputs, ime, field: screen.getByTestId('input-capture') as HTMLInputElement };
}

describe('InputCapture', () => {
  it('takes the focus on arrival without flashing the continue cover', async () => {
    const { field } = setup();
    expect(screen.queryByText(CONTINUE)).toBeNull();
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(document.activeElement).toBe(field);
    expect(screen.queryByText(CONTINUE)).toBeNull();
  });

  it('shows the continue cover when focus leaves, and a click brings the keyboard back', async () => {
    const { field, inputs } = setup();
    await act(() => new Promise((done) => setTimeout(done, 50)));
    act(() => field.blur());
    fireEvent.click(screen.getByText(CONTINUE));
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: 'a' });
    expect(inputs.map((i) => i.type)).toEqual(['key']);
  });

  it('hides the cover and ignores keys while a dialog is open, then refocuses when it closes', async () => {
    const { field, inputs } = setup();
    await act(() => new Promise((done) => setTimeout(done, 50)));
    fireEvent.click(screen.getByText('open'));
    expect(screen.queryByText(CONTINUE)).toBeNull();
    fireEvent.keyDown(field, { key: 'a' });
    fireEvent.keyDown(field, { key: 'Tab' });
    expect(inputs).toEqual([]);
    fireEvent.click(screen.getByText('close'));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: 'Tab' });
    expect(inputs.map((i) => i.type)).toEqual(['hint']);
  });

  it('keeps the keys in the field when the picture or the question is clicked mid-word', async () => {
    setup();
    await act(() => new Promise((done) => setTimeout(done, 50)));
    const pressed = fireEvent.mouseDown(screen.getByTestId('picture'));
    expect(pressed).toBe(false); // default prevented: the browser does not move the focus
    const onButton = fireEvent.mouseDown(screen.getByText('open'));
    expect(onButton).toBe(true); // a control still takes the focus as usual
  });

  it('brings the keys back with Enter when the focus was lost to nothing, and the Enter starts or resumes the run', async () => {
    const { field, inputs } = setup();
    await act(() => new Promise((done) => setTimeout(done, 50)));
    act(() => field.blur());
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByText(CONTINUE)).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(document.activeElement).toBe(field);
    expect(screen.queryByText(CONTINUE)).toBeNull();
    fireEvent.keyDown(field, { key: 'a' });
    expect(inputs.map((i) => i.type)).toEqual(['enter', 'key']);
  });

  it('leaves Enter to a focused control (it presses that control, not the game)', async () => {
    const { field } = setup();
    await act(() => new Promise((done) => setTimeout(done, 50)));
    const button = screen.getByText('open');
    act(() => button.focus());
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(document.activeElement).not.toBe(field);
  });
});
