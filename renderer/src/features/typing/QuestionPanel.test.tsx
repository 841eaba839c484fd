// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { QuestionPanel } from './QuestionPanel';

describe('QuestionPanel', () => {
  it('shows the word’s picture as decoration beside the prompt, so a screen reader reads only the prompt', () => {
    const { container } = renderWithProviders(
      <QuestionPanel ja="いぬ" img="/assets/1f436.svg" number={1} total={10} />,
    );
    const picture = container.querySelector('img.question-picture');
    expect(picture?.getAttribute('src')).toBe('/assets/1f436.svg');
    expect(picture?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.question-body--picture')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'いぬ' })).toBeTruthy();
  });

  it('shows no picture and keeps the prompt at full size when the question has none', () => {
    const { container } = renderWithProviders(<QuestionPanel ja="いぬ" img={null} number={1} total={10} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.question-body--picture')).toBeNull();
  });

  it('marks a long prompt (counted without its readings) to be set smaller, and leaves a short word as it is', () => {
    const { container, rerender } = renderWithProviders(
      <QuestionPanel
        ja="私（わたし）の好（す）きな食（た）べ物（もの）はカレーライスです。"
        img={null}
        number={1}
        total={10}
      />,
    );
    expect(container.querySelector('.question-prompt')?.getAttribute('data-length')).toBe('long');
    // Ten letters with their readings written in: the readings do not make it long.
    rerender(<QuestionPanel ja="自転車（じてんしゃ）にのるのがすき" img={null} number={2} total={10} />);
    expect(container.querySelector('.question-prompt')?.hasAttribute('data-length')).toBe(false);
  });
});
