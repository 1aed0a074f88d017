import { describe, expect, it } from 'vitest';
import { pushOnto } from './stack.ts';

describe('pushOnto', () => {
  it('adds on top and takes out only its own entry, wherever it is by then', () => {
    const stack: string[] = [];
    const removeA = pushOnto(stack, 'a');
    const removeB = pushOnto(stack, 'b');
    pushOnto(stack, 'c');
    expect(stack).toEqual(['a', 'b', 'c']);
    removeB();
    expect(stack).toEqual(['a', 'c']);
    removeB(); // a second call finds nothing to take out
    expect(stack).toEqual(['a', 'c']);
    removeA();
    expect(stack).toEqual(['c']);
  });

  it('an entry added twice is taken out from the top: the outer one stays', () => {
    const stack: string[] = [];
    pushOnto(stack, 'x');
    pushOnto(stack, 'y');
    const removeInner = pushOnto(stack, 'x');
    removeInner();
    expect(stack).toEqual(['x', 'y']);
  });
});
