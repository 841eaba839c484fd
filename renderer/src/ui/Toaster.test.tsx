// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../core/contract';
import { renderWithProviders } from '../../../tests/support/renderer/renderWithProviders';
import { progressSaved, progressSaveFailed, settingsLoaded, updateSettings } from '../store';
import { progressLoadInfo } from '../store/persistenceSlice';
import { Dialog } from './Dialog';
import { TOAST_MS, useToast } from './ToastProvider';

function Raise() {
  const show = useToast();
  return (
    <>
      <button type="button" onClick={() => show('toast.saved', 'success')}>
        raise
      </button>
      <button type="button" onClick={() => show('toast.saveFailed', 'error')}>
        raise error
      </button>
    </>
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
    expect(store.getState().persistence.notices).toEqual([]);
  });

  it('announces a damaged progress file and an unwritable folder', () => {
    const { store } = renderWithProviders(<div />);
    act(() => {
      store.dispatch(progressLoadInfo({ recovered: true, writable: false, movedTo: null }));
    });
    expect(status().textContent).toContain('きろくの ファイルが こわれていた');
    expect(status().textContent).toContain('ほぞんできない ばしょ');
  });

  it('says "could not save" in the language the player chose, but never raises a notice for a good save', () => {
    const { store } = renderWithProviders(<div />);
    act(() => {
      store.dispatch(updateSettings({ language: 'en' }));
      store.dispatch(progressSaved());
    });
    expect(status().textContent).toBe('');
    act(() => {
      store.dispatch(
        progressSaveFailed({ code: 'write-failed', reason: 'save.refused', values: {}, detail: 'disk full' }),
      );
    });
    expect(status().textContent).toContain('Could not save.');
  });

  it('tells a full disk or a place that keeps nothing in its own words, and that the last save is kept', () => {
    const { store } = renderWithProviders(<div />);
    act(() => {
      store.dispatch(updateSettings({ language: 'en' }));
      store.dispatch(
        progressSaveFailed({ code: 'write-failed', reason: 'save.diskFull', values: {}, detail: 'quota' }),
      );
    });
    expect(status().textContent).toContain(
      'There is no room left to save, so nothing was saved. The last save is kept.',
    );
    expect(status().textContent).not.toContain('Could not save.');
  });

  it('lets the player dismiss a notice; good news leaves by itself, a problem stays until closed', () => {
    vi.useFakeTimers();
    renderWithProviders(<Raise />);
    fireEvent.click(screen.getByRole('button', { name: 'raise' }));
    expect(status().textContent).toContain('ほぞんしたよ');
    fireEvent.click(screen.getByRole('button', { name: 'おしらせを けす' }));
    expect(status().textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'raise' }));
    act(() => {
      vi.advanceTimersByTime(TOAST_MS.success ?? 0);
    });
    expect(status().textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'raise error' }));
    act(() => {
      vi.advanceTimersByTime(60 * 60 * 1000);
    });
    expect(status().textContent).toContain('ほぞんできなかったよ');
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
