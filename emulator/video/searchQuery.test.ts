import { describe, expect, it } from 'vitest';
import { parseQuery, score } from './searchQuery.ts';

describe('search query', () => {
  it('needs every word, in title or description, case-insensitively', () => {
    const q = parseQuery('Ramen TOKYO');
    expect(score(q, 'Best ramen', 'A night in Tokyo')).toBeGreaterThan(0);
    expect(score(q, 'Best ramen', 'A night in Osaka')).toBe(0);
  });

  it('weighs title matches above description matches', () => {
    const q = parseQuery('ramen');
    expect(score(q, 'ramen', '')).toBeGreaterThan(score(q, 'noodles', 'ramen'));
  });

  it('supports -exclusion and a|b alternatives', () => {
    expect(score(parseQuery('cats -dogs'), 'cats and dogs', '')).toBe(0);
    expect(score(parseQuery('cats|dogs'), 'my dogs', '')).toBeGreaterThan(0);
  });

  it('finds words in scripts without spaces and folds full-width letters', () => {
    expect(score(parseQuery('ラーメン'), '東京のラーメン食べ歩き', '')).toBeGreaterThan(0);
    expect(score(parseQuery('text'), 'Ｆｕｌｌｗｉｄｔｈ ｔｅｘｔ', '')).toBeGreaterThan(0);
  });

  it('matches everything without words', () => {
    expect(score(parseQuery(undefined), 'anything', '')).toBe(1);
    expect(score(parseQuery('   '), 'anything', '')).toBe(1);
  });
});
