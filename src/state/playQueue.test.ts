import { describe, expect, it } from 'vitest';
import { nextAfter, nextInList, offerNext, type NextUp } from './playQueue.ts';

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
