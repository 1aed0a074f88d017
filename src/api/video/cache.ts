/** How one request uses the list cache. */
export type CacheMode = 'default' | 'reload' | 'no-store';

export interface ListCacheOptions {
  /** How long an answer stays fresh, in ms (default 5 minutes). */
  ttlMs?: number;
  /** Most entries kept; the least recently used goes first (default 200). */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  tags: readonly string[];
  storedAt: number;
}

/**
 * A small in-memory cache of list responses, so going Back to a screen does not refetch (issue 3,
 * B). Entries carry tags (`playlists`, `playlistItems:<id>`...) that writes invalidate: adding an
 * item drops that playlist's pages, so the next visit shows the new item.
 */
export class ListCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: ListCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.maxEntries = options.maxEntries ?? 200;
    this.now = options.now ?? Date.now;
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks the entry most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value as T;
  }

  set(key: string, value: unknown, tags: readonly string[]): void {
    this.entries.delete(key);
    this.entries.set(key, { value, tags, storedAt: this.now() });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Drops every entry carrying any of the tags. */
  invalidate(...tags: string[]): void {
    for (const [key, entry] of this.entries) if (entry.tags.some((t) => tags.includes(t))) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
