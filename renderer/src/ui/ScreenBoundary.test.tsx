// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenBoundary } from './ScreenBoundary';

function Broken(): never {
  throw new Error('the chunk could not be read');
}

describe('ScreenBoundary', () => {
  it('shows the message and a way back instead of a blank window when a screen fails', () => {
    const onBack = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ScreenBoundary message="This screen could not be opened." backLabel="Back" onBack={onBack}>
        <Broken />
      </ScreenBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This screen could not be opened.');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('shows the screen when nothing fails', () => {
    render(
      <ScreenBoundary message="x" backLabel="Back" onBack={() => {}}>
        <p>the notebook</p>
      </ScreenBoundary>,
    );
    expect(screen.getByText('the notebook')).toBeTruthy();
  });
});
