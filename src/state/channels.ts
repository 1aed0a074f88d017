import type { Channel } from '../api/video/index.ts';
import { createResource } from './resource.ts';
import { videoClient } from './videoClient.ts';
import { noteWrite } from './writes.ts';

/**
 * A channel by id, asked with the public key; the viewer's own channel is asked as theirs (mine,
 * token): only its owner is told its favorites, likes and other system playlists
 * (docs/reference/facts.md, Data API: system playlists).
 */
export const channelById = (channelId: string, own = false) =>
  createResource<Channel | undefined>(async () => {
    const part = ['snippet', 'statistics', 'contentDetails'] as const;
    return (await videoClient().channels.list(own ? { part, mine: true } : { part, id: channelId })).items?.[0];
  });

export const myChannel = () => createResource<Channel | undefined>(async () => (await videoClient().channels.list({ part: ['snippet', 'contentDetails'], mine: true })).items?.[0]);

/**
 * Whether the viewer follows the channel, as the id of their subscription (what unsubscribing
 * names), or null: one call with forChannelId.
 */
export const followState = (channelId: string) =>
  createResource<string | null>(async () => (await videoClient().subscriptions.list({ part: ['id'], mine: true, forChannelId: channelId })).items?.[0]?.id ?? null);

/** Subscribes; resolves to the new subscription's id. */
export async function subscribeTo(channelId: string): Promise<string | null> {
  const created = await videoClient().subscriptions.insert({ requestBody: { snippet: { resourceId: { channelId } } } });
  noteWrite();
  return created.id ?? null;
}

/** Ends a subscription, by its id. */
export async function unsubscribe(subscriptionId: string): Promise<void> {
  await videoClient().subscriptions.delete({ id: subscriptionId });
  noteWrite();
}

export async function createPlaylist(title: string, description: string) {
  const playlist = await videoClient().playlists.insert({ requestBody: { snippet: { title, description } } });
  noteWrite();
  return playlist;
}

/** Adds a video at the start (position 0) or the end (no position: appends; docs/reference/facts.md, Data API: inserts). */
export async function addToPlaylist(playlistId: string, videoId: string, where: 'start' | 'end') {
  const item = await videoClient().playlistItems.insert({ requestBody: { snippet: { playlistId, resourceId: { videoId }, ...(where === 'start' ? { position: 0 } : {}) } } });
  noteWrite();
  return item;
}
