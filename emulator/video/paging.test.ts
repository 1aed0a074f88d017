import { describe, expect, it } from 'vitest';
import { VideoApiError } from './errors.ts';
import { paginate } from './paging.ts';

const items = Array.from({ length: 23 }, (_, i) => ({ id: `item-${i}` }));
const key = (x: { id: string }) => x.id;

function reason(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof VideoApiError ? error.reason : 'not a VideoApiError';
  }
  return undefined;
}

describe('paginate', () => {
  it('walks forward through every item exactly once and back again', () => {
    const seen: string[] = [];
    let token: string | undefined;
    const tokens: (string | undefined)[] = [];
    do {
      const page = paginate(items, key, 5, token, 'sig');
      seen.push(...page.items.map(key));
      tokens.push(page.prevPageToken);
      token = page.nextPageToken;
    } while (token);
    expect(seen).toEqual(items.map(key));
    expect(tokens[0]).toBeUndefined();

    // From the last page backwards.
    const last = paginate(items, key, 5, paginate(items, key, 20, undefined, 'sig').nextPageToken, 'sig');
    expect(last.items.map(key)).toEqual(['item-20', 'item-21', 'item-22']);
    expect(last.nextPageToken).toBeUndefined();
    const back = paginate(items, key, 5, last.prevPageToken, 'sig');
    expect(back.items.map(key)).toEqual(['item-15', 'item-16', 'item-17', 'item-18', 'item-19']);
  });

  it('neither repeats nor skips when an item is inserted before the cursor between two pages', () => {
    const list = items.slice();
    const first = paginate(list, key, 5, undefined, 'sig');
    list.splice(2, 0, { id: 'new' });
    const second = paginate(list, key, 5, first.nextPageToken, 'sig');
    expect(second.items.map(key)).toEqual(['item-5', 'item-6', 'item-7', 'item-8', 'item-9']);
  });

  it('reports the total and no tokens for a single page; maxResults 0 returns nothing and no token', () => {
    const single = paginate(items, key, 50, undefined, 's');
    expect(single.items).toHaveLength(23);
    expect(single.totalResults).toBe(23);
    expect(single.nextPageToken ?? single.prevPageToken).toBeUndefined();
    expect(paginate(items, key, 0, undefined, 's')).toEqual({ items: [], totalResults: 23 });
    expect(paginate([], key, 5, undefined, 's')).toEqual({ items: [], totalResults: 0 });
  });

  it('refuses a tampered token, a made-up token and a token of another query', () => {
    const next = paginate(items, key, 5, undefined, 'sig').nextPageToken!;
    const tampered = `${next.slice(0, 3)}${next[3] === 'A' ? 'B' : 'A'}${next.slice(4)}`;
    expect(reason(() => paginate(items, key, 5, tampered, 'sig'))).toBe('invalidPageToken');
    expect(reason(() => paginate(items, key, 5, 'CAUQAA', 'sig'))).toBe('invalidPageToken');
    expect(reason(() => paginate(items, key, 5, '', 'sig'))).toBe('invalidPageToken');
    expect(reason(() => paginate(items, key, 5, next, 'other query'))).toBe('invalidPageToken');
  });

  it('falls back to the offset when the cursor item is gone', () => {
    const next = paginate(items, key, 5, undefined, 'sig').nextPageToken!;
    const page = paginate(items.filter((i) => i.id !== 'item-4'), key, 5, next, 'sig');
    expect(page.items[0]!.id).toBe('item-6');
  });
});
