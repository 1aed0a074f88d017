import { effect, signal } from '@preact/signals';
import type { PagedList } from './pagedList.ts';
import { createWatchStore, type WatchStore } from '../player/watchStore.ts';
import type { WatchEntry } from '../player/watchPositions.ts';
import { activeAccountId } from './session.ts';

/** The active account's Continue watching, newest first (Home's first shelf when it has anything). */
export const continueWatching = signal<WatchEntry[]>([]);
/** True until this account was told positions stay on this TV (said once, on Home). */
export const tellKeptLocally = signal(false);

let store: WatchStore | undefined;
const db = () => (store ??= createWatchStore());
let loadedFor: string | undefined;

effect(() => {
  const account = activeAccountId.value;
  if (account === loadedFor) return;
  loadedFor = account;
  continueWatching.value = [];
  tellKeptLocally.value = false;
  if (!account) return;
  void db()
    .read(account)
    .then((record) => {
      if (loadedFor !== account) return;
      continueWatching.value = record.entries;
      tellKeptLocally.value = record.entries.length > 0 && !record.toldLocal;
    });
});

/** Where the viewer is in a video: saved every 10 s while playing and on leaving the player. */
export async function savePosition(entry: WatchEntry): Promise<void> {
  const account = activeAccountId.peek();
  if (!account) return;
  const record = await db().save(account, entry);
  if (loadedFor !== account) return;
  continueWatching.value = record.entries;
  if (record.entries.length && !record.toldLocal) tellKeptLocally.value = true;
}

/** The saved position of a video for the active account, if any. */
export function savedPosition(videoId: string): WatchEntry | undefined {
  return continueWatching.value.find((e) => e.videoId === videoId);
}

/** The viewer has read that Continue watching stays on this TV: not said again. */
export function toldKeptLocally(): void {
  const account = activeAccountId.peek();
  if (!account || !tellKeptLocally.peek()) return;
  tellKeptLocally.value = false;
  void db().markTold(account);
}

/** Continue watching as a list a shelf shows: all of it is already here, nothing to page. */
export const continueWatchingList: PagedList<WatchEntry> = {
  items: continueWatching,
  loading: signal(false),
  loadingMore: signal(false),
  error: signal(undefined),
  hasMore: signal(false),
  loadMore: () => undefined,
  reload: () => undefined,
};
