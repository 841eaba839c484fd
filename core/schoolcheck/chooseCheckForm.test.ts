import { describe, expect, it } from 'vitest';
import { CHECK_FORM_IDS } from './checkFormRules';
import { chooseCheckForm, type TakenForm } from './chooseCheckForm';

const day = (n: number) => new Date(Date.UTC(2027, 3, 1 + n)).toISOString();

describe('chooseCheckForm', () => {
  it('starts a year with form A and moves through the forms in order', () => {
    expect(chooseCheckForm('j1', [])).toBe('A');
    expect(chooseCheckForm('j1', [{ band: 'j1', form: 'A', at: day(0) }])).toBe('B');
    expect(
      chooseCheckForm('j1', [
        { band: 'j1', form: 'B', at: day(0) },
        { band: 'j1', form: 'A', at: day(1) },
      ]),
    ).toBe('C');
  });

  it("counts only the year's own forms", () => {
    expect(chooseCheckForm('j2', [{ band: 'j1', form: 'A', at: day(0) }])).toBe('A');
  });

  it('never repeats a taken form while another is left, whatever was taken (every subset and order)', () => {
    for (let mask = 0; mask < 1 << CHECK_FORM_IDS.length; mask++) {
      const taken: TakenForm[] = CHECK_FORM_IDS.filter((_, i) => mask & (1 << i)).map((form, i) => ({
        band: 'e56',
        form,
        at: day(10 - i),
      }));
      const next = chooseCheckForm('e56', taken);
      if (taken.length < CHECK_FORM_IDS.length) expect(taken.map((t) => t.form)).not.toContain(next);
    }
  });

  it('once every form is taken, gives the one taken longest ago', () => {
    const taken: TakenForm[] = [
      { band: 'e34', form: 'A', at: day(5) },
      { band: 'e34', form: 'B', at: day(2) },
      { band: 'e34', form: 'C', at: day(7) },
      { band: 'e34', form: 'D', at: day(9) },
      { band: 'e34', form: 'B', at: day(1) },
    ];
    expect(chooseCheckForm('e34', taken)).toBe('B');
    expect(chooseCheckForm('e34', [...taken, { band: 'e34', form: 'B', at: day(11) }])).toBe('A');
  });
});
