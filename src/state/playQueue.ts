import { effect } from '@preact/signals';
import type { PagedList } from './pagedList.ts';
import type { RouteMemory } from './routeMemory.ts';
import type { VideoRef } from './router.ts';

/** The video after one in the list it was opened from, with the key of that video's card. */
export interface NextUp {
  video: VideoRef;
  focusKey: string;
}

type NextAfter = (videoId: string) => NextUp | undefined;
const KEY = 'nextAfter';

/**
 * A list screen (a playlist, a channel's uploads, search results) says which video follows
 * which, so the end of one can offer the next. Kept in the screen's route memory: it lives as
 * long as the screen's history entry, and the player finds it on the entry below its own.
 */
export function offerNext(memory: RouteMemory, nextAfter: NextAfter): void {
  memory.values.set(KEY, nextAfter);
}

export function nextAfter(memory: RouteMemory | undefined, videoId: string): NextUp | undefined {
  const find = memory?.values.get(KEY) as NextAfter | undefined;
  return find?.(videoId);
}

/** The next item of a list whose items map to videos, after the one with `videoId`. */
export function nextInList<T>(items: readonly (T | undefined)[], videoId: string, toNext: (item: T) => NextUp | undefined): NextUp | undefined {
  let seen = false;
  for (const item of items) {
    if (item === undefined) continue;
    const next = toNext(item);
    if (!next) continue;
    if (seen) return next;
    if (next.video.videoId === videoId) seen = true;
  }
  return undefined;
}

/** Every video of a list that has one, in the list's order (what Play all plays). */
export function queueOf<T>(items: readonly (T | undefined)[], toNext: (item: T) => NextUp | undefined): NextUp[] {
  const queue: NextUp[] = [];
  for (const item of items) {
    const next = item === undefined ? undefined : toNext(item);
    if (next) queue.push(next);
  }
  return queue;
}

/**
 * Play all and Shuffle take at most the first 200 items of a list. A playlist or a channel's
 * uploads may hold thousands; 200 is more than ten hours of viewing, and at most four pages of a
 * playlist (50 a page) or ten of a channel's uploads shelf (20 a page) to wait for on the button,
 * each page a playlistItems call and a videos call of 1 quota unit.
 */
export const PLAY_ALL_LIMIT = 200;

/** Resolves once the list is not loading a page (at once if it is not). */
function settled(list: PagedList<unknown>): Promise<void> {
  let stop: (() => void) | undefined;
  let done = false;
  return new Promise<void>((resolve) => {
    stop = effect(() => {
      if (list.loading.value || list.loadingMore.value) return;
      done = true;
      resolve();
    });
    if (done) stop();
  }).then(() => stop?.());
}

/**
 * Loads the list's next pages until it holds `count` items, has no more, or a page fails (what came
 * is kept, and plays). `cancelled` stops it between pages: the viewer left the screen.
 */
export async function loadAtLeast(list: PagedList<unknown>, count: number, cancelled: () => boolean = () => false): Promise<void> {
  await settled(list);
  while (!cancelled() && list.items.peek().length < count && list.hasMore.peek() && !list.error.peek()) {
    const before = list.items.peek().length;
    list.loadMore();
    await settled(list);
    // Nothing came (a failed page, or an empty one): play what there is rather than ask again.
    if (list.items.peek().length === before) break;
  }
}

/**
 * What Play all plays: every video of the whole list, not only of the pages loaded so far (the
 * rest are fetched first), up to PLAY_ALL_LIMIT items, in the list's order.
 */
export async function queueOfWholeList<T>(list: PagedList<T>, toNext: (item: T) => NextUp | undefined, cancelled?: () => boolean): Promise<NextUp[]> {
  await loadAtLeast(list, PLAY_ALL_LIMIT, cancelled);
  return queueOf(list.items.peek().slice(0, PLAY_ALL_LIMIT), toNext);
}

/** A new array in random order (Fisher-Yates: every order equally likely). `random` in [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const held = out[i]!;
    out[i] = out[j]!;
    out[j] = held;
  }
  return out;
}
