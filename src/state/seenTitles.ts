import { onAccountChange } from './accountChanges.ts';

/**
 * Titles of what the viewer's lists have shown this session (videos, channels, playlists), newest
 * last, for search suggestions. Only in memory, and forgotten when the account changes: one
 * person's private playlists must not be suggested to the next.
 */
const MAX = 500;
const titles = new Map<string, string>();

export function noteTitles(items: readonly { snippet?: { title?: string } }[]): void {
  for (const item of items) {
    const title = item.snippet?.title?.trim();
    if (!title) continue;
    const key = title.toLowerCase();
    titles.delete(key); // seen again: newest
    titles.set(key, title);
  }
  while (titles.size > MAX) titles.delete(titles.keys().next().value!);
}

/** Newest first. */
export function seenTitles(): string[] {
  return [...titles.values()].reverse();
}

export function forgetSeenTitles(): void {
  titles.clear();
}
onAccountChange(forgetSeenTitles);
