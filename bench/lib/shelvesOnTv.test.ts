import { describe, expect, it } from 'vitest';
import { Bounce } from './shelvesOnTv.ts';

describe('Bounce', () => {
  it('walks right to the last card, left to the first, and again', () => {
    const walk = new Bounce(3);
    const keys = Array.from({ length: 6 }, () => walk.next());
    expect(keys).toEqual(['ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowLeft', 'ArrowRight', 'ArrowRight']);
    expect(walk.position).toBe(2);
  });
});
