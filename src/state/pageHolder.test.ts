import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { HOLD_MARGIN, PageHolder } from './pageHolder.ts';
import { createPageSpill, forgetSpilledPages, pageSpill, type PageSpill } from './pageSpill.ts';
import { idbStore } from '../platform/durableStore.ts';

let stores = 0;
const idbSpill = () => createPageSpill(idbStore(createStore(`tenfoot-spill-test-${++stores}`, 'pages')));


/** A list of `pages` pages of 50 numbered items, held by a PageHolder over `spill`. */
function listOf(pages: number, spill: PageSpill) {
  let items: (number | undefined)[] = [];
  let lost = 0;
  const holder = new PageHolder<number>(spill, { read: () => items, write: (next) => (items = next), lost: () => lost++ });
  const addPage = () => {
    const start = items.length;
    items = items.concat(Array.from({ length: 50 }, (_, i) => start + i));
    holder.added(start, 50);
  };
  for (let p = 0; p < pages; p++) addPage();
  return { holder, addPage, settled: () => holder.idle(), items: () => items, lost: () => lost, inMemory: () => items.filter((x) => x !== undefined).length };
}

describe('PageHolder: only the pages near the screen stay in memory', () => {
  it('spills the pages far from the window to IndexedDB and keeps the near ones', async () => {
    const list = listOf(20, idbSpill()); // 1,000 items
    list.holder.keepNear(500, 532);
    await list.settled();
    // The window's page, and the pages within HOLD_MARGIN items of it.
    const held = list.items().flatMap((x, i) => (x === undefined ? [] : [i]));
    expect(held[0]).toBe(Math.floor((500 - HOLD_MARGIN) / 50) * 50);
    expect(held[held.length - 1]).toBe(Math.ceil((532 + HOLD_MARGIN) / 50) * 50 - 1);
    expect(list.inMemory()).toBeLessThanOrEqual(250);
    expect(list.items()).toHaveLength(1000);
    for (let i = 500; i < 532; i++) expect(list.items()[i]).toBe(i);
  });

  it('reads a page back, exactly as it was, when the window comes near it again', async () => {
    const list = listOf(20, idbSpill());
    list.holder.keepNear(900, 932);
    await list.settled();
    expect(list.items()[0]).toBeUndefined();
    list.holder.keepNear(0, 32);
    await list.settled();
    for (let i = 0; i < 100; i++) expect(list.items()[i]).toBe(i);
    expect(list.items()[950]).toBeUndefined(); // and the far end went out in turn
  });

  it('memory stays flat however many pages arrive', async () => {
    const list = listOf(4, idbSpill());
    const counts: number[] = [];
    for (let p = 4; p < 40; p++) {
      list.addPage();
      const end = list.items().length;
      list.holder.keepNear(end - 40, end); // the viewer is at the end, where pages arrive
      await list.settled();
      counts.push(list.inMemory());
    }
    expect(Math.max(...counts.slice(4))).toBe(Math.max(...counts.slice(0, 4)));
    expect(Math.max(...counts)).toBeLessThanOrEqual(200);
  });

  it('a page wanted back while it is being written stays in memory', async () => {
    const writes: (() => void)[] = [];
    const slow: PageSpill = { put: () => new Promise<void>((resolve) => writes.push(resolve)), get: () => Promise.reject(new Error('never spilled')), drop: async () => undefined };
    const list = listOf(4, slow);
    list.holder.keepNear(150, 182); // pages 0 and 1 are far: their writes start
    list.holder.keepNear(0, 32); // and the viewer is back before they end
    for (const write of writes) write();
    await list.settled();
    for (let i = 0; i < 100; i++) expect(list.items()[i]).toBe(i);
  });

  it('a refused write keeps the page in memory, and a page that cannot be read back says so', async () => {
    const refusing: PageSpill = { put: () => Promise.reject(new Error('QuotaExceededError')), get: () => Promise.reject(new Error('gone')), drop: async () => undefined };
    const kept = listOf(4, refusing);
    kept.holder.keepNear(150, 182);
    await kept.settled();
    expect(kept.inMemory()).toBe(200);
    expect(kept.lost()).toBe(0);

    const forgetful = idbSpill();
    const list = listOf(4, { ...forgetful, get: () => Promise.reject(new Error('gone')) });
    list.holder.keepNear(150, 182);
    await list.settled();
    expect(list.items()[0]).toBeUndefined();
    list.holder.keepNear(0, 32);
    await list.settled();
    expect(list.lost()).toBe(1);
  });

  it('a reload drops the old pages from IndexedDB', async () => {
    const spill = idbSpill();
    const written: string[] = [];
    const list = listOf(4, { ...spill, put: (key, items) => (written.push(key), spill.put(key, items)) });
    list.holder.keepNear(150, 182);
    await list.settled();
    expect(written.length).toBeGreaterThan(0);
    await expect(spill.get(written[0]!)).resolves.toHaveLength(50);
    list.holder.reset();
    await list.settled();
    for (const key of written) await expect(spill.get(key)).rejects.toThrow();
  });
});

describe('the spill store', () => {
  it('is emptied when the app starts: no page of an earlier run outlives it', async () => {
    const store = idbStore(createStore(`tenfoot-spill-test-${++stores}`, 'pages'));
    await createPageSpill(store).put('1:0:0', [1, 2, 3]);
    const nextRun = createPageSpill(store);
    await expect(nextRun.get('1:0:0')).resolves.toEqual([1, 2, 3]);
    await nextRun.start();
    await expect(nextRun.get('1:0:0')).rejects.toThrow(/not in the spill store/);
  });

  it("is emptied when another account comes on screen: one account's results never wait under another's", async () => {
    const spill = pageSpill()!;
    await spill.put('7:0:0', ['a private result']);
    await expect(spill.get('7:0:0')).resolves.toEqual(['a private result']);
    forgetSpilledPages();
    await expect(spill.get('7:0:0')).rejects.toThrow(/not in the spill store/);
    await spill.put('8:0:0', ['the next account']); // and it goes on working
    await expect(spill.get('8:0:0')).resolves.toEqual(['the next account']);
  });
});
