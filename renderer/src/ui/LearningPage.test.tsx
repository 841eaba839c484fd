// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LearningPage } from './LearningPage';

afterEach(() => cleanup());

function renderPage(onBack = vi.fn()) {
  render(
    <LearningPage
      prefix="kq-test"
      icon="notebook"
      title="Notebook"
      backLabel="Map"
      backHint="Esc"
      onBack={onBack}
    >
      <p>words</p>
    </LearningPage>,
  );
  const region = screen.getByRole('main', { name: 'Notebook' });
  const scrolled: ScrollToOptions[] = [];
  region.scrollBy = ((options: ScrollToOptions) => scrolled.push(options)) as typeof region.scrollBy;
  return { region, scrolled, heading: screen.getByRole('heading', { level: 1 }) };
}

describe('LearningPage', () => {
  it('names its scrolling content after the title and makes it a Tab stop, with the title focused', () => {
    const { region, heading } = renderPage();
    expect(region.tabIndex).toBe(0);
    expect(region.textContent).toBe('words');
    expect(document.activeElement).toBe(heading);
  });

  it('scrolls the content when PageDown or End is pressed on the title', () => {
    const { region, scrolled, heading } = renderPage();
    Object.defineProperty(region, 'clientHeight', { value: 400 });
    Object.defineProperty(region, 'scrollHeight', { value: 2000 });
    fireEvent.keyDown(heading, { key: 'PageDown' });
    fireEvent.keyDown(heading, { key: 'End' });
    expect(scrolled).toEqual([{ top: 400 * 0.85 }, { top: 2000 }]);
  });

  it('leaves keys pressed inside the content to the browser, and goes back on Escape', () => {
    const onBack = vi.fn();
    const { region, scrolled } = renderPage(onBack);
    fireEvent.keyDown(region, { key: 'PageDown' });
    expect(scrolled).toEqual([]);
    fireEvent.keyDown(region, { key: 'Escape' });
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
