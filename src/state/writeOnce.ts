import { ApiError } from '../api/core.ts';

/**
 * Whether a failed write may have been done all the same: no answer came (the connection dropped
 * after the request went out), or the server failed part way. A refusal with a reason (403, 400,
 * 404) means nothing was written.
 */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'network' || error.status >= 500);
}

/** Writes whose last try ended not knowing, by what they write, with when that try was made. */
const uncertain = new Map<string, number>();

/**
 * Runs a write (an insert: never safe to send twice) so that a lost reply never makes a second
 * copy: when the last try of the same write ended without knowing whether it landed, `landed`
 * looks first (a list call: 1 unit, where an insert is 50) and what it finds counts as done.
 * `key` names what is written (the playlist's title, the video and where it goes).
 */
export async function writeOnce<T>(key: string, write: () => Promise<T>, landed: (triedAt: number) => Promise<T | undefined>): Promise<T> {
  const triedAt = uncertain.get(key);
  if (triedAt !== undefined) {
    const found = await landed(triedAt);
    if (found !== undefined) {
      uncertain.delete(key);
      return found;
    }
  }
  const now = Date.now();
  try {
    const result = await write();
    uncertain.delete(key);
    return result;
  } catch (error) {
    if (outcomeUnknown(error)) uncertain.set(key, triedAt ?? now);
    throw error;
  }
}

/** Written at or after the try, allowing for the server's clock to differ from the TV's by minutes. */
export function madeSince(iso: string | undefined, triedAt: number): boolean {
  const CLOCK_SLACK_MS = 10 * 60_000;
  return !!iso && Date.parse(iso) >= triedAt - CLOCK_SLACK_MS;
}

/** For tests. */
export function forgetUncertainWrites(): void {
  uncertain.clear();
}
