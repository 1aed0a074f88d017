import type { CacheMode } from './cache.ts';

/** `part` (discovery: required, repeated): at least one part, so an empty list does not compile. */
export type Parts<P extends string> = readonly [P, ...P[]];

/** Paging parameters of every list method (maxResults 0 to 50, default 5: docs/reference/facts.md, Data API: list responses and paging). */
export interface Paging {
  /** 0 to 50; the service's default is 5. */
  maxResults?: number;
  pageToken?: string;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** default: answer from the list cache when fresh; reload: fetch and refresh the cache; no-store: bypass it. */
  cache?: CacheMode;
}

/** A single id or several; the core sends several comma-joined (discovery: repeated). */
export type OneOrMany<T extends string> = T | readonly T[];

/** Playlist and resource privacy (discovery: PlaylistStatus.privacyStatus). */
export type PrivacyStatus = 'public' | 'unlisted' | 'private';
