import { createHash } from 'node:crypto';

/**
 * Ids derived from what they identify (a subscription from its two channels, an item from its
 * playlist and video...), so the same seed and the same writes always give the same ids.
 */
export function hashId(length: number, ...parts: (string | number)[]): string {
  let out = '';
  for (let round = 0; out.length < length; round++) {
    out += createHash('sha1').update(`${round}\u0000${parts.join('\u0000')}`).digest('base64url');
  }
  return out.slice(0, length);
}

/** Real-looking id shapes: channels `UC` + 22, playlists `PL` + 32, system playlists share the channel's suffix. */
export const idShapes = {
  channelSuffixLength: 22,
  videoLength: 11,
  playlistSuffixLength: 32,
  playlistItemLength: 48,
  subscriptionLength: 43,
  activityLength: 40,
} as const;

/** System playlist ids: uploads UU…, likes LL…, favorites FL…, watch history HL…, watch later WL… + the channel id without `UC`. */
export const systemPlaylistPrefix = {
  uploads: 'UU',
  likes: 'LL',
  favorites: 'FL',
  watchHistory: 'HL',
  watchLater: 'WL',
} as const;
