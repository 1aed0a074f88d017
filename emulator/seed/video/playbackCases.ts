import type { PlaylistRecord, VideoRecord } from '../../video/model.ts';

/** The shortest and the longest ordinary video: the player's timecode goes from m:ss to h:mm:ss. */
export const SHORTEST_SECONDS = 7;
export const LONGEST_SECONDS = 11 * 3600 + 54 * 60;

/**
 * Puts the videos a player test needs where the first account reaches them at once: its first
 * playlist ("Watch on the big screen"), after the first item (the HTML-looking title). The next
 * two plain public videos there become the shortest (7 s, ends within a test) and the longest
 * (11 h 54 min) of all, and if no public video there refuses embedding, the one after them does.
 * Set on chosen videos rather than drawn, so no other id, title or number changes.
 */
export function placePlaybackCases(videos: readonly VideoRecord[], playlists: readonly PlaylistRecord[], firstChannelId: string | undefined): void {
  const playlist = playlists.find((p) => p.channelId === firstChannelId && !p.system);
  if (!playlist) return;
  const byId = new Map(videos.map((v) => [v.id, v]));
  const inList = playlist.items.slice(1).map((item) => byId.get(item.videoId)!);
  const plain = inList.filter((v) => v.privacyStatus === 'public' && v.liveBroadcastContent === 'none' && v.embeddable);
  const [shortest, longest, refusing] = plain;
  if (shortest) shortest.durationSeconds = SHORTEST_SECONDS;
  if (longest) longest.durationSeconds = LONGEST_SECONDS;
  const refuses = inList.some((v) => v.privacyStatus === 'public' && v.liveBroadcastContent === 'none' && !v.embeddable);
  if (!refuses && refusing) refusing.embeddable = false;
}
