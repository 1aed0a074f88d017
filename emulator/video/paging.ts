import { createHash } from 'node:crypto';
import { errors } from './errors.ts';

/**
 * Page tokens are opaque, signed cursors. A next-page token names the last item it follows and a
 * previous-page token the first item it precedes, so an item inserted into a playlist between two
 * requests neither repeats nor hides another; the offset is only a fallback if that item is gone.
 * A token only fits the query that produced it (same filters, same caller).
 */
interface Cursor {
  /** Signature of the query. */
  s: string;
  /** n: start after `k`; p: end before `k`. */
  d: 'n' | 'p';
  k?: string;
  o: number;
}

const SECRET = 'tenfoot-emulator-page-token';
const MAC_LENGTH = 10;

function mac(payload: string): string {
  return createHash('sha1').update(`${SECRET}:${payload}`).digest('base64url').slice(0, MAC_LENGTH);
}

function encode(cursor: Cursor): string {
  const payload = Buffer.from([cursor.d, cursor.o, cursor.s, cursor.k ?? ''].join('|')).toString('base64url');
  return `${payload}${mac(payload)}`;
}

function decode(token: string, signature: string): Cursor {
  const payload = token.slice(0, -MAC_LENGTH);
  if (token.length <= MAC_LENGTH || mac(payload) !== token.slice(-MAC_LENGTH)) throw errors.invalidPageToken();
  const [d, o, s, k] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
  const cursor: Cursor = { d: d as Cursor['d'], o: Number(o), s: s ?? '', k: k || undefined };
  if (cursor.s !== signature || (cursor.d !== 'n' && cursor.d !== 'p') || !Number.isInteger(cursor.o) || cursor.o < 0) throw errors.invalidPageToken();
  return cursor;
}

/** A short hash of what defines the result set, to bind tokens to their query. */
export function querySignature(parts: readonly string[]): string {
  return createHash('sha1').update(parts.join('\u0000')).digest('base64url').slice(0, 12);
}

export interface Page<T> {
  items: T[];
  nextPageToken?: string;
  prevPageToken?: string;
  totalResults: number;
}

export function paginate<T>(all: readonly T[], keyOf: (item: T) => string, maxResults: number, pageToken: string | undefined, signature: string): Page<T> {
  let start = 0;
  let end: number;
  if (pageToken === undefined) {
    end = Math.min(all.length, maxResults);
  } else {
    const cursor = decode(pageToken, signature);
    const at = cursor.k === undefined ? -1 : all.findIndex((item) => keyOf(item) === cursor.k);
    if (cursor.d === 'n') {
      start = at >= 0 ? at + 1 : Math.min(cursor.o, all.length);
      end = Math.min(all.length, start + maxResults);
    } else {
      end = at >= 0 ? at : Math.min(cursor.o, all.length);
      start = Math.max(0, end - maxResults);
    }
  }
  const items = all.slice(start, end);
  const page: Page<T> = { items, totalResults: all.length };
  if (items.length > 0 && end < all.length) page.nextPageToken = encode({ s: signature, d: 'n', k: keyOf(items[items.length - 1]!), o: end });
  if (items.length > 0 && start > 0) page.prevPageToken = encode({ s: signature, d: 'p', k: keyOf(items[0]!), o: start });
  return page;
}
