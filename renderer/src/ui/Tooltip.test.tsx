// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tooltip } from './Tooltip';

afterEach(() => cleanup());

function renderTip() {
  render(
    <Tooltip label="Settings">
      <button type="button" aria-label="Settings">
        ⚙
      </button>
    </Tooltip>,
  );
  return {
    button: screen.getByRole('button', { name: 'Settings' }),
    tip: screen.getByRole('tooltip', { hidden: true }),
  };
}

describe('Tooltip', () => {
  it('describes its button and is hidden until wanted', () => {
    const { button, tip } = renderTip();
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.dataset.visible).toBe('false');
  });

  it('shows on keyboard focus and hides on blur', () => {
    const { button, tip } = renderTip();
    fireEvent.focus(button);
    expect(tip.dataset.visible).toBe('true');
    fireEvent.blur(button);
    expect(tip.dataset.visible).toBe('false');
  });

  it('shows on hover and can be dismissed with Escape without losing focus', () => {
    const { button, tip } = renderTip();
    button.focus();
    fireEvent.pointerEnter(button.parentElement as HTMLElement);
    expect(tip.dataset.visible).toBe('true');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tip.dataset.visible).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
