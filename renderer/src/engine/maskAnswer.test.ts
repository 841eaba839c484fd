import { describe, expect, it } from 'vitest';
import { maskAnswer } from './maskAnswer';

describe('maskAnswer', () => {
  it.each([
    { answer: 'January', masked: 'J______' },
    { answer: 'I', masked: 'I' },
    { answer: 'How are you?', masked: 'H__ a__ y__?' },
    { answer: "I'm fine", masked: "I'_ f___" },
    { answer: 'One more time, please', masked: 'O__ m___ t___, p_____' },
    { answer: '', masked: '' },
  ])('keeps the first letter of each word of "$answer"', ({ answer, masked }) => {
    expect(maskAnswer(answer)).toBe(masked);
  });

  it('keeps the length of the answer', () => {
    expect(maskAnswer('What is your name?')).toHaveLength('What is your name?'.length);
  });
});
