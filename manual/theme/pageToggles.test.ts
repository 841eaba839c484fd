import { describe, expect, it } from 'vitest';
import { hiddenPartsFromQuery } from './pageToggles';

describe('hiddenPartsFromQuery', () => {
  it('hides exactly the parts set to 0', () => {
    expect(hiddenPartsFromQuery('?navbar=0&sidebar=0&outline=0&footer=0')).toEqual({
      navbar: false,
      sidebar: false,
      outline: false,
      footer: false,
    });
    expect(hiddenPartsFromQuery('?navbar=0')).toEqual({ navbar: false });
  });

  it('ignores other values and unknown keys', () => {
    expect(hiddenPartsFromQuery('?navbar=1&sidebar=false&outline=&theme=0')).toEqual({});
    expect(hiddenPartsFromQuery('')).toEqual({});
  });
});
