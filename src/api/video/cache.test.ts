import { describe, expect, it } from 'vitest';
import { ListCache } from './cache.ts';

describe('ListCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 0;
    const cache = new ListCache({ ttlMs: 1000, now: () => now });
    cache.set('a', 1, []);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry beyond maxEntries', () => {
    const cache = new ListCache({ maxEntries: 2 });
    cache.set('a', 1, []);
    cache.set('b', 2, []);
    cache.get('a');
    cache.set('c', 3, []);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('invalidates by tag', () => {
    const cache = new ListCache();
    cache.set('a', 1, ['playlists']);
    cache.set('b', 2, ['playlistItems:PL1']);
    cache.set('c', 3, ['playlistItems:PL2']);
    cache.invalidate('playlistItems:PL1', 'nothing');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
