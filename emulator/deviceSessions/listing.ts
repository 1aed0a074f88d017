import { RpcError } from './errors.ts';
import type { SessionRecord, SessionState } from './lab.ts';

/**
 * list's `filter`, `pageSize` and `pageToken` (discovery: "Allowed fields are: session_state").
 * The filter is the AIP-160 subset that field needs: comparisons `session_state = X` or `!=`,
 * joined all by OR or all by AND, values optionally quoted.
 */

const STATES: SessionState[] = ['REQUESTED', 'PENDING', 'ACTIVE', 'EXPIRED', 'FINISHED', 'UNAVAILABLE', 'ERROR', 'TIMEOUT_INACTIVITY'];
const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;
const TERM = /^session_state\s*(!=|=)\s*"?([A-Za-z_]+)"?$/;

function invalid(field: string, description: string): RpcError {
  return RpcError.invalid([{ field, description }]);
}

export function parseFilter(filter: string | null): (state: SessionState) => boolean {
  if (filter === null || filter.trim() === '') return () => true;
  const hasOr = /\sOR\s/.test(filter);
  const hasAnd = /\sAND\s/.test(filter);
  if (hasOr && hasAnd) throw invalid('filter', 'Combine terms with OR or with AND, not both.');
  const terms = filter.split(hasOr ? /\s+OR\s+/ : /\s+AND\s+/).map((t) => t.trim());
  const tests = terms.map((term) => {
    const m = TERM.exec(term);
    if (!m) {
      const field = /^\s*([\w.]+)/.exec(term)?.[1];
      throw invalid('filter', field && field !== 'session_state'
        ? `Only session_state can be filtered; got "${field}".`
        : `"${term}" is not a filter term; write session_state = ACTIVE (or !=), joined by OR or AND.`);
    }
    const value = m[2]!.toUpperCase() as SessionState;
    if (!STATES.includes(value)) throw invalid('filter', `"${m[2]}" is not a session state; use one of ${STATES.join(', ')}.`);
    return m[1] === '=' ? (s: SessionState) => s === value : (s: SessionState) => s !== value;
  });
  return hasOr ? (s) => tests.some((t) => t(s)) : (s) => tests.every((t) => t(s));
}

/** The token carries the last returned item and the filter it was made for (AIP-158: a token only continues its own query). */
interface Cursor {
  after: number;
  filter: string;
}

function encodeToken(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeToken(token: string, filter: string): number {
  try {
    const cursor = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (typeof cursor.after === 'number' && typeof cursor.filter === 'string') {
      if (cursor.filter !== filter) throw invalid('pageToken', 'pageToken was issued for a different filter; repeat the same filter or start without a token.');
      return cursor.after;
    }
  } catch (error) {
    if (error instanceof RpcError) throw error;
  }
  throw invalid('pageToken', 'pageToken is not a token this service issued.');
}

function pageSizeOf(raw: string | null): number {
  if (raw === null || raw === '') return DEFAULT_PAGE_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 0) throw invalid('pageSize', `pageSize must be a non-negative integer; got "${raw}".`);
  return size === 0 ? DEFAULT_PAGE_SIZE : Math.min(size, MAX_PAGE_SIZE);
}

/** One page of sessions (already newest first). */
export function page(sessions: SessionRecord[], query: URLSearchParams): { items: SessionRecord[]; nextPageToken?: string } {
  const filterText = (query.get('filter') ?? '').trim();
  const matches = parseFilter(filterText);
  const size = pageSizeOf(query.get('pageSize'));
  const token = query.get('pageToken');
  const after = token ? decodeToken(token, filterText) : Infinity;
  const remaining = sessions.filter((s) => s.seq < after && matches(s.state));
  const items = remaining.slice(0, size);
  const last = items[items.length - 1];
  return remaining.length > size && last ? { items, nextPageToken: encodeToken({ after: last.seq, filter: filterText }) } : { items };
}
