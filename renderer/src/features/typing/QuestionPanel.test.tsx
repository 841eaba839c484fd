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
});
