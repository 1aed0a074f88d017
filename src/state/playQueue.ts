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
