import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { MAX_WATCH_ENTRIES, recordPosition, watchedShare, type WatchEntry } from './watchPositions.ts';
import { createWatchStore } from './watchStore.ts';

const entry = (videoId: string, positionSeconds: number, durationSeconds = 600, updatedAt = 0): WatchEntry => ({ videoId, title: `Video ${videoId}`, positionSeconds, durationSeconds, updatedAt });

describe('recordPosition', () => {
  it('puts the video first, once', () => {
    const list = recordPosition([entry('a', 50), entry('b', 60)], entry('b', 120));
    expect(list.map((e) => [e.videoId, e.positionSeconds])).toEqual([
      ['b', 120],
      ['a', 50],
    ]);
  });

  it('drops a video watched past 95 %', () => {
    expect(recordPosition([entry('a', 50)], entry('a', 570))).toEqual([]);
    expect(recordPosition([], entry('a', 569)).length).toBe(1);
  });

  it('keeps at most 200, dropping the oldest', () => {
    let list: WatchEntry[] = [];
    for (let i = 0; i < MAX_WATCH_ENTRIES + 5; i++) list = recordPosition(list, entry(`v${i}`, 30));
    expect(list.length).toBe(MAX_WATCH_ENTRIES);
    expect(list[0]!.videoId).toBe(`v${MAX_WATCH_ENTRIES + 4}`);
    expect(list.some((e) => e.videoId === 'v0')).toBe(false);
    expect(list.some((e) => e.videoId === 'v5')).toBe(true);
  });

  it('ignores a glance of a few seconds, and a video of unknown length', () => {
    expect(recordPosition([], entry('a', 3))).toEqual([]);
    expect(recordPosition([], entry('a', 30, 0))).toEqual([]);
  });

  it('reads the share watched', () => {
    expect(watchedShare(entry('a', 150, 600))).toBe(0.25);
    expect(watchedShare(entry('a', 900, 600))).toBe(1);
    expect(watchedShare(entry('a', 10, 0))).toBe(0);
  });
});

describe('createWatchStore', () => {
  it('keeps each account apart, across store instances (IndexedDB)', async () => {
    const db = createStore('watch-test-1', 'positions');
    const store = createWatchStore(db);
    await Promise.all([store.save('ada', entry('a', 40)), store.save('ada', entry('b', 80)), store.save('grace', entry('c', 20))]);
    const again = createWatchStore(db);
    expect((await again.read('ada')).entries.map((e) => e.videoId)).toEqual(['b', 'a']);
    expect((await again.read('grace')).entries.map((e) => e.videoId)).toEqual(['c']);
    expect((await again.read('nobody')).entries).toEqual([]);
  });

  it('remembers that the viewer was told, per account', async () => {
    const store = createWatchStore(createStore('watch-test-2', 'positions'));
    await store.save('ada', entry('a', 40));
    await store.markTold('ada');
    expect(await store.read('ada')).toMatchObject({ toldLocal: true, entries: [{ videoId: 'a' }] });
    expect((await store.read('grace')).toldLocal).toBeUndefined();
  });

  it('still works in memory when IndexedDB fails', async () => {
    const broken = (() => Promise.reject(new Error('no IndexedDB'))) as unknown as Parameters<typeof createWatchStore>[0];
    const store = createWatchStore(broken);
    await store.save('ada', entry('a', 40));
    expect((await store.read('ada')).entries.map((e) => e.videoId)).toEqual(['a']);
  });
});
