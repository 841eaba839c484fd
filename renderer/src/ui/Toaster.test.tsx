// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../electron/contract';
import { progressSaved, progressSaveFailed, settingsLoaded, updateSettings } from '../store';
import { progressLoadInfo } from '../store/settingsSlice';
import { renderWithProviders } from '../test/renderWithProviders';
import { Dialog } from './Dialog';
import { TOAST_MS, useToast } from './ToastProvider';

function Raise() {
  const show = useToast();
  return (
    <button type="button" onClick={() => show('toast.noEnglishVoice', 'info')}>
      raise
    </button>
  );
}

function WithDialog({ open }: { open: boolean }) {
  return (
    <>
      <Raise />
      <Dialog open={open} onClose={() => {}} title="results">
        <p>inside</p>
      </Dialog>
    </>
  );
}

function status() {
  return screen.getByRole('status');
}

describe('Toaster', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces a damaged settings file through a polite live region and clears the store queue', () => {
    const { store } = renderWithProviders(<div />);
    act(() => {
      store.dispatch(
        settingsLoaded({
          settings: DEFAULT_SETTINGS,
          recovered: true,
          movedTo: '/x/settings.bad.json',
          writable: true,
        }),
      );
    });
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toContain('せっていの ファイルが こわれていたので');
    expect(store.getState().settings.persistence.notices).toEqual([]);
  });

  it('announces a damaged progress file and an unwritable folder', () => {
    const { store } = renderWithProviders(<div />);
    act(() => {
      store.dispatch(progressLoadInfo({ recovered: true, writable: false, movedTo: null }));
    });
    expect(status().textContent).toContain('きろくの ファイルが こわれていた');
    expect(status().textContent).toContain('ほぞんできない ばしょ');
  });

  it('says "saved" and "could not save" in the language the player chose', () => {
    const { store } = renderWithProviders(<div />);
    act(() => {
      store.dispatch(updateSettings({ language: 'en' }));
      store.dispatch(progressSaved());
      store.dispatch(progressSaveFailed({ code: 'write-failed', message: 'disk full' }));
    });
    expect(status().textContent).toContain('Saved');
    expect(status().textContent).toContain('Could not save.');
  });

  it('lets the player dismiss a notice, and notices leave by themselves', () => {
    vi.useFakeTimers();
    renderWithProviders(<Raise />);
    fireEvent.click(screen.getByRole('button', { name: 'raise' }));
    expect(status().textContent).toContain('えいごの こえが');
    fireEvent.click(screen.getByRole('button', { name: 'おしらせを けす' }));
    expect(status().textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'raise' }));
    act(() => {
      vi.advanceTimersByTime(TOAST_MS.info);
    });
    expect(status().textContent).toBe('');
  });

  it('moves inside an open modal dialog, where it stays visible and audible, and back out when it closes', () => {
    const { rerender } = renderWithProviders(<WithDialog open />);
    const dialog = screen.getByRole('dialog', { name: 'results' });
    expect(dialog.contains(status())).toBe(true);
    rerender(<WithDialog open={false} />);
    expect(screen.getByRole('dialog', { hidden: true }).contains(status())).toBe(false);
    expect(status().isConnected).toBe(true);
  });
});
