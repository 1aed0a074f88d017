import { describe, expect, it } from 'vitest';
import { nextAfter, nextInList, offerNext, queueOf, shuffled, type NextUp } from './playQueue.ts';

const up = (id: string): NextUp => ({ video: { videoId: id, title: id }, focusKey: `item-${id}` });

describe('the next video of a list', () => {
  it('is the item after the one playing, skipping what is not a video or not here', () => {
    const items = ['a', undefined, 'channel', 'b', 'c'];
    const toNext = (item: string) => (item === 'channel' ? undefined : up(item));
    expect(nextInList(items, 'a', toNext)?.video.videoId).toBe('b');
    expect(nextInList(items, 'b', toNext)?.video.videoId).toBe('c');
    expect(nextInList(items, 'c', toNext)).toBeUndefined();
    expect(nextInList(items, 'zzz', toNext)).toBeUndefined();
  });

  it('is found through the memory of the screen it was opened from', () => {
    const memory = { values: new Map<string, unknown>() };
    expect(nextAfter(memory, 'a')).toBeUndefined();
    offerNext(memory, (id) => (id === 'a' ? up('b') : undefined));
    expect(nextAfter(memory, 'a')).toEqual(up('b'));
    expect(nextAfter(undefined, 'a')).toBeUndefined();
  });
});

describe('Play all and Shuffle', () => {
  const toNext = (item: string) => (item === 'channel' ? undefined : up(item));

  it('queues every video of the list in order, passing over what is not one', () => {
    expect(queueOf(['a', undefined, 'channel', 'b'], toNext).map((n) => n.video.videoId)).toEqual(['a', 'b']);
    expect(queueOf([], toNext)).toEqual([]);
  });

  it('shuffles into a permutation, leaving the list as it was', () => {
    const list = ['a', 'b', 'c', 'd', 'e'];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const out = shuffled(list, random);
    expect([...out].sort()).toEqual(list);
    expect(out).not.toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('gives every order of three about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const key = shuffled(['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(n).toBeGreaterThan(800);
  });

  it('with a random that always says 0 or almost 1, still a permutation', () => {
    expect(shuffled(['a', 'b', 'c'], () => 0).sort()).toEqual(['a', 'b', 'c']);
    expect(shuffled(['a', 'b', 'c'], () => 0.999999).sort()).toEqual(['a', 'b', 'c']);
  });
});
