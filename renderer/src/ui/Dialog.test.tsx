// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/renderer/renderWithProviders';
import { Dialog } from './Dialog';
import { useModalOpen } from './ModalProvider';

function ModalFlag() {
  return <output data-testid="modal-flag">{String(useModalOpen())}</output>;
}

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ModalFlag />
      <button type="button" onClick={() => setOpen(true)}>
        opener
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Question" dismissible={dismissible}>
        <button type="button">first</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, focuses its first control and marks a modal as open', () => {
    renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Question' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByTestId('modal-flag').textContent).toBe('true');
  });

  it('closes when the browser raises cancel (Escape on a modal dialog) and releases the modal flag', () => {
    renderWithProviders(<Harness />);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('button', { name: 'first' })).toBeNull();
    expect(screen.getByTestId('modal-flag').textContent).toBe('false');
  });

  it('closes on Escape where the browser has no modal dialogs', () => {
    renderWithProviders(<Harness />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'first' }), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'first' })).toBeNull();
  });

  it('stays open on Escape when the question must be answered', () => {
    renderWithProviders(<Harness dismissible={false} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'first' }), { key: 'Escape' });
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('button', { name: 'first' })).toBeTruthy();
  });

  it('keeps keys typed inside from reaching listeners behind it', () => {
    const behind = vi.fn();
    window.addEventListener('keydown', behind);
    renderWithProviders(<Harness />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'first' }), { key: 'a' });
    window.removeEventListener('keydown', behind);
    expect(behind).not.toHaveBeenCalled();
  });

  it('follows the browser when it closes the dialog itself (Escape with no recent activation)', () => {
    renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: false }));
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    expect(screen.queryByRole('button', { name: 'first' })).toBeNull();
    expect(screen.getByTestId('modal-flag').textContent).toBe('false');
  });

  it('shows a question that must be answered again when the browser closes it', () => {
    renderWithProviders(<Harness dismissible={false} />);
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: false }));
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('button', { name: 'first' })).toBeTruthy();
  });
});
