// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/renderer/renderWithProviders';
import { ConsentDialog } from './ConsentDialog';

describe('ConsentDialog', () => {
  it('asks 「音が出ます。よろしいですか？」 with "yes" focused, so Enter agrees', () => {
    const onAnswer = vi.fn();
    renderWithProviders(<ConsentDialog open onAnswer={onAnswer} />);
    const dialog = screen.getByRole('dialog', { name: 'おとの かくにん' });
    expect(dialog.textContent).toContain('音が出ます。よろしいですか？');
    const yes = screen.getByRole('button', { name: 'はい（おとを出す）' });
    expect(document.activeElement).toBe(yes);
    fireEvent.click(yes);
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('treats "no" and Escape as playing without sound', () => {
    const onAnswer = vi.fn();
    renderWithProviders(<ConsentDialog open onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'いいえ（おとなし）' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'はい（おとを出す）' }), { key: 'Escape' });
    expect(onAnswer.mock.calls).toEqual([[false], [false]]);
  });
});
