/**
 * A channel's subscriber count as the viewer's own Subscribe or Unsubscribe leaves it, without
 * asking the service again (a channel read costs quota, and the figure it sends lags).
 *
 * The service sends the count exact below 1,000 and cut to three significant digits from there
 * (12,345 comes as 12,300): only an exact count can move by one. A cut one stays as sent, which is
 * what the service itself would show for a while. `followedThen` is whether the viewer followed
 * the channel when the count was read; `followedNow`, whether they do now.
 */
export function countAfterFollowing(sent: string | number | undefined, followedThen: boolean | undefined, followedNow: boolean | undefined): string | number | undefined {
  if (sent === undefined || followedThen === undefined || followedNow === undefined || followedThen === followedNow) return sent;
  if (!/^\d+$/.test(String(sent).trim())) return sent;
  const count = Number(sent);
  if (count >= EXACT_BELOW) return sent;
  return Math.max(0, count + (followedNow ? 1 : -1));
}

/** Counts from here up come cut to three significant digits. */
const EXACT_BELOW = 1000;
