import type { VideoContext } from './context.ts';
import type { RequestOptions } from './params.ts';

/*
 * The client's writes, apart from its reads (context.ts): only the groups that write use them,
 * and those groups come after Home's first cards (client.ts).
 */

/** A delete by id: 204 and no body; the lists it touched are asked again. */
export async function remove(ctx: VideoContext, path: string, id: string, invalidates: readonly string[], options: Pick<RequestOptions, 'signal'> = {}): Promise<void> {
  await ctx.core.request<void>('DELETE', path, { query: { id }, auth: 'user', signal: options.signal });
  ctx.cache?.invalidate(...invalidates);
}

/** An insert: part defaults to the body's top-level properties (discovery: part names what the write sets). */
export function insert<T>(ctx: VideoContext, path: string, body: object, part: readonly string[] | undefined, invalidates: readonly string[], options: Pick<RequestOptions, 'signal'> = {}): Promise<T> {
  return write<T>(ctx, 'POST', path, body, part ?? Object.keys(body), invalidates, options);
}

/**
 * An update (PUT): the body names the resource by its `id`; part defaults to the body's other
 * top-level properties. The service replaces each part named whole, so send every field of it.
 */
export function update<T>(ctx: VideoContext, path: string, body: { id: string }, part: readonly string[] | undefined, invalidates: readonly string[], options: Pick<RequestOptions, 'signal'> = {}): Promise<T> {
  return write<T>(ctx, 'PUT', path, body, part ?? Object.keys(body).filter((k) => k !== 'id'), invalidates, options);
}

async function write<T>(ctx: VideoContext, method: 'POST' | 'PUT', path: string, body: object, part: readonly string[], invalidates: readonly string[], options: Pick<RequestOptions, 'signal'>): Promise<T> {
  const value = await ctx.core.request<T>(method, path, { query: { part }, body, auth: 'user', signal: options.signal });
  ctx.cache?.invalidate(...invalidates);
  return value;
}
