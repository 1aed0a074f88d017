import { describe, expect, it } from 'vitest';
import { shelfEnds } from './shelfEnds.ts';

describe('shelfEnds (the signs that a shelf goes on)', () => {
  it('a shelf that fits shows no way on', () => {
    expect(shelfEnds(0, 4, 3, false)).toEqual({ before: false, after: false });
    expect(shelfEnds(0, 4, 4, false)).toEqual({ before: false, after: false });
  });

  it('at its start, more only after', () => {
    expect(shelfEnds(0, 4, 5, false)).toEqual({ before: false, after: true });
  });

  it('slid along, more both ways', () => {
    expect(shelfEnds(3, 4, 20, false)).toEqual({ before: true, after: true });
  });

  it('at its end, more only before; unless a next page is on its way', () => {
    expect(shelfEnds(16, 4, 20, false)).toEqual({ before: true, after: false });
    expect(shelfEnds(16, 4, 20, true)).toEqual({ before: true, after: true });
  });

  it('an empty shelf shows none, even with a page coming (its skeleton says it is loading)', () => {
    expect(shelfEnds(0, 4, 0, true)).toEqual({ before: false, after: false });
  });
});
