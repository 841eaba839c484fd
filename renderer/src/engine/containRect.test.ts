import { describe, expect, it } from 'vitest';
import { containRect } from './containRect';

describe('containRect', () => {
  it.each([
    {
      rule: 'a wide box centres horizontally',
      w: 100,
      h: 50,
      bw: 400,
      bh: 100,
      out: { x: 100, y: 0, width: 200, height: 100, scale: 2 },
    },
    {
      rule: 'a tall box centres vertically',
      w: 100,
      h: 50,
      bw: 100,
      bh: 300,
      out: { x: 0, y: 125, width: 100, height: 50, scale: 1 },
    },
    {
      rule: 'a smaller box scales down',
      w: 800,
      h: 400,
      bw: 400,
      bh: 400,
      out: { x: 0, y: 100, width: 400, height: 200, scale: 0.5 },
    },
    {
      rule: 'a zero source gives a zero rectangle',
      w: 0,
      h: 50,
      bw: 100,
      bh: 100,
      out: { x: 50, y: 50, width: 0, height: 0, scale: 0 },
    },
  ])('$rule', ({ w, h, bw, bh, out }) => {
    expect(containRect(w, h, bw, bh)).toEqual(out);
  });
});
