import { describe, expect, it } from 'vitest';
import { createPictureCache } from './pictureCache.ts';

describe('picture cache', () => {
  it('draws a picture once, and lets the oldest go when over its bytes', () => {
    const cache = createPictureCache(250);
    const drawn: string[] = [];
    const draw = (key: string) => () => (drawn.push(key), Buffer.alloc(100));
    cache('a', draw('a'));
    cache('a', draw('a'));
    cache('b', draw('b'));
    expect(drawn).toEqual(['a', 'b']);
    cache('c', draw('c')); // 300 bytes: 'a' goes
    cache('b', draw('b'));
    cache('a', draw('a'));
    expect(drawn).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps a picture bigger than the whole budget for the request that drew it', () => {
    const cache = createPictureCache(10);
    const big = Buffer.alloc(100, 7);
    expect(cache('big', () => big)).toBe(big);
  });
});
