import { describe, expect, it } from 'vitest';
import { createPagedList, type Page } from './pagedList.ts';
import { loadAtLeast, nextAfter, nextInList, offerNext, PLAY_ALL_LIMIT, queueOf, queueOfWholeList, shuffled, type NextUp } from './playQueue.ts';

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

describe('Play all takes the whole list, not only the pages loaded so far', () => {
  const toNext = (item: string) => (item.startsWith('gone') ? undefined : up(item));
  /** A list of `total` items served `size` a page, counting the pages asked for; `failAt` fails that page. */
  const serve = (total: number, size: number, failAt?: number) => {
    const asked: (string | undefined)[] = [];
    const fetchPage = (token: string | undefined): Promise<Page<string>> => {
      asked.push(token);
      const start = Number(token ?? 0);
      if (failAt !== undefined && start === failAt * size) return Promise.reject(new Error('offline'));
      const items = Array.from({ length: Math.min(size, total - start) }, (_, i) => (start + i === 3 ? 'gone-3' : `v${start + i}`));
      const next = start + size < total ? String(start + size) : undefined;
      return new Promise((resolve) => setTimeout(() => resolve({ items, nextPageToken: next }), 1));
    };
    const list = createPagedList(fetchPage, (e) => String(e));
    return { list, asked };
  };

  it('fetches the pages after the first, and queues every playable video in order', async () => {
    const { list, asked } = serve(120, 50);
    list.reload();
    await new Promise((r) => setTimeout(r, 5));
    expect(list.items.value).toHaveLength(50);
    const queue = await queueOfWholeList(list, toNext);
    expect(asked).toEqual([undefined, '50', '100']);
    expect(queue).toHaveLength(119); // 'gone-3' is not a video
    expect(queue[0]!.video.videoId).toBe('v0');
    expect(queue[queue.length - 1]!.video.videoId).toBe('v119');
  });

  it(`stops at ${PLAY_ALL_LIMIT} items: a list of thousands is not fetched to its end`, async () => {
    const { list, asked } = serve(5000, 50);
    list.reload();
    const queue = await queueOfWholeList(list, toNext);
    expect(asked).toHaveLength(PLAY_ALL_LIMIT / 50);
    expect(list.items.value).toHaveLength(PLAY_ALL_LIMIT);
    expect(queue).toHaveLength(PLAY_ALL_LIMIT - 1);
    // Pages of 30: the seventh page passes the limit, and what is past it is not queued.
    const smaller = serve(5000, 30);
    smaller.list.reload();
    const capped = await queueOfWholeList(smaller.list, toNext);
    expect(smaller.asked).toHaveLength(7);
    expect(capped[capped.length - 1]!.video.videoId).toBe(`v${PLAY_ALL_LIMIT - 1}`);
  });

  it('waits for a first page still on its way, and asks nothing more of a list that has no more', async () => {
    const { list, asked } = serve(20, 50);
    list.reload(); // in flight
    const queue = await queueOfWholeList(list, toNext);
    expect(asked).toEqual([undefined]);
    expect(queue.map((n) => n.video.videoId)).toEqual(Array.from({ length: 20 }, (_, i) => `v${i}`).filter((id) => id !== 'v3'));
  });

  it('a page that fails ends the loading: what came plays', async () => {
    const { list, asked } = serve(300, 50, 2);
    list.reload();
    const queue = await queueOfWholeList(list, toNext);
    expect(asked).toEqual([undefined, '50', '100']);
    expect(queue).toHaveLength(99);
    expect(list.error.value).toContain('offline');
  });

  it('stops between pages once cancelled (the viewer left the screen)', async () => {
    const { list, asked } = serve(1000, 50);
    list.reload();
    let pages = 0;
    await loadAtLeast(list, PLAY_ALL_LIMIT, () => ++pages > 2);
    expect(asked).toEqual([undefined, '50', '100']);
    expect(list.items.value).toHaveLength(150);
  });
});
