import type { CacheMode } from '../api/video/index.ts';
import { videoClient } from './videoClient.ts';

/**
 * The followed channels the Subscriptions and Live sections look into. The data API has no one
 * call for "what the channels I follow uploaded" or "which of them are live" (activities' `home`
 * is deprecated on the real service, which answers it like a signed-out home page: docs/reference/facts.md,
 * Data API: activities), so those
 * sections ask each channel: one call each, so only a capped number of channels, the ones that
 * uploaded most recently first (`order=unread`, "activity order").
 *
 * At most this many are asked for, in one subscriptions.list call (1 unit), and both sections ask
 * it with the same parameters, so the list cache answers the second within its 5 minutes.
 */
export const FOLLOWED_LOOKED_AT = 15;

/** The followed channels' ids, most recently active first, at most `count` (<= FOLLOWED_LOOKED_AT). */
export async function activeFollowedChannels(count: number, cache?: CacheMode): Promise<string[]> {
  const r = await videoClient().subscriptions.list({ part: ['snippet'], mine: true, order: 'unread', maxResults: FOLLOWED_LOOKED_AT }, { cache });
  const ids: string[] = [];
  for (const s of r.items ?? []) {
    const id = s.snippet?.resourceId?.channelId;
    if (id && ids.length < count) ids.push(id);
  }
  return ids;
}

/**
 * Asks something of each channel at once. A channel that fails loses only its own part of the
 * shelf; only when every one fails is it the list's error (with Retry).
 */
export async function askEach<T>(channelIds: readonly string[], ask: (channelId: string) => Promise<T>): Promise<T[]> {
  const failures: unknown[] = [];
  const answers: (T | undefined)[] = await Promise.all(
    channelIds.map((id) =>
      ask(id).catch((error: unknown) => {
        failures.push(error);
        return undefined;
      }),
    ),
  );
  if (channelIds.length > 0 && failures.length === channelIds.length) throw failures[0];
  return answers.filter((a): a is T => a !== undefined);
}
