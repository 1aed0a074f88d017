import type { Direction } from '../nav/spatial.ts';

/**
 * Which way a list's next page will extend it, while that page is on its way: a list marks it
 * (`data-more`), and a press that way past its last line waits there for the page
 * (src/nav/focus.ts) instead of leaving the list. A held arrow on a slow network otherwise ran
 * off the loaded cards of a shelf into the shelf below, or off a grid's last row onto whatever
 * lay under it.
 *
 * Nothing once there is no next page, or while the last one failed: the press goes on out of the
 * list then (below a grid, to its failed page's Retry).
 */
export function moreToCome(list: { hasMore?: boolean; error?: string }, grows: Direction): Direction | undefined {
  return list.hasMore && !list.error ? grows : undefined;
}
