import { describe, expect, it } from 'vitest';
import { createPager, pages } from './pages.ts';
import type { ListResponse } from '../../../wire/video/index.ts';

interface P {
  pageToken?: string;
  maxResults?: number;
}

/** A fake list of `total` numbers served in pages of maxResults, with offset tokens. */
function source(total: number) {
  const calls: P[] = [];
  const fetchPage = async (params: P): Promise<ListResponse<number>> => {
    calls.push(params);
    const start = Number(params.pageToken ?? 0);
    const size = params.maxResults ?? 5;
    const items = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => start + i);
    return { items, pageInfo: { totalResults: total, resultsPerPage: size }, ...(start + size < total ? { nextPageToken: String(start + size) } : {}) };
  };
  return { fetchPage, calls };
}

describe('pages', () => {
  it('follows nextPageToken to the end', async () => {
    const { fetchPage, calls } = source(12);
    const seen: number[] = [];
    for await (const page of pages(fetchPage, { maxResults: 5 })) seen.push(...page.items!);
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(calls.map((c) => c.pageToken)).toEqual([undefined, '5', '10']);
  });

  it('stops if the server hands back a token it already gave', async () => {
    let n = 0;
    const looping = async (): Promise<ListResponse<number>> => ({ items: [n++], nextPageToken: 'same' });
    const seen: number[] = [];
    for await (const page of pages(looping, {})) seen.push(...page.items!);
    expect(seen).toEqual([0, 1]);
  });
});

describe('createPager', () => {
  it('serves screens of pageSize from API pages of 50: the second screen costs no request', async () => {
    const { fetchPage, calls } = source(120);
    const pager = createPager(fetchPage, {} as P, 20);
    const [first, second] = await Promise.all([pager.page(0), pager.page(1)]);
    expect(first).toEqual({ items: Array.from({ length: 20 }, (_, i) => i), hasNext: true, totalResults: 120 });
    expect(second.items[0]).toBe(20);
    expect(calls).toEqual([{ maxResults: 50, pageToken: undefined }]);
    const third = await pager.page(2);
    expect(third.items).toEqual(Array.from({ length: 20 }, (_, i) => 40 + i));
    expect(calls).toHaveLength(2);
    const last = await pager.page(5);
    expect(last).toMatchObject({ hasNext: false });
    expect(last.items).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
    expect((await pager.page(6)).items).toEqual([]);
  });

  it('refuses a page size that is not a positive integer', () => {
    expect(() => createPager(source(1).fetchPage, {}, 0)).toThrow(RangeError);
  });
});
