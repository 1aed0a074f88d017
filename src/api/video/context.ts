import { encodeQuery, type ApiCore, type AuthMode, type Query, type QueryValue } from '../core.ts';
import type { ListCache } from './cache.ts';
import type { RequestOptions } from './params.ts';

/** What every request function of the video client shares. */
export interface VideoContext {
  core: ApiCore;
  cache?: ListCache;
  /** Prefix of kind markers (`video#channel`); the provider profile's kindPrefix. */
  kindPrefix: string;
  /** Who the cache answers for (e.g. the signed-in account id), so one account never sees another's lists. */
  cacheScope?: () => string | undefined;
}

/** Typed parameters to a query: the core encodes lists, booleans and dates. */
export function toQuery(params: object): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query[key] = value as QueryValue;
  return query;
}

/** A GET of a list, answered from the cache when fresh (issue 3, B: Back does not refetch). */
export async function getList<T>(ctx: VideoContext, path: string, params: object, auth: AuthMode, tags: readonly string[], options: RequestOptions = {}): Promise<T> {
  const query = toQuery(params);
  const mode = options.cache ?? 'default';
  // The same parameters in any order are the same request (no Object.fromEntries: Chromium 73+).
  const sorted: Query = {};
  for (const name of Object.keys(query).sort()) sorted[name] = query[name];
  const key = `${ctx.cacheScope?.() ?? ''}|${auth}|${path}${encodeQuery(sorted)}`;
  if (mode === 'default') {
    const hit = ctx.cache?.get<T>(key);
    if (hit !== undefined) return hit;
  }
  const value = await ctx.core.request<T>('GET', path, { query, auth, signal: options.signal });
  if (mode !== 'no-store') ctx.cache?.set(key, value, tags);
  return value;
}
