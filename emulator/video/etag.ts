import { createHash } from 'node:crypto';

/** An etag from the content itself: stable while the resource is unchanged, new when it changes. */
export function etagOf(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 27);
}
