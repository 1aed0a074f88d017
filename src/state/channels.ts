import { signal } from '@preact/signals';
import { hl } from './apiLocale.ts';
import type { Channel, PrivacyStatus } from '../api/video/index.ts';
import { ApiError } from '../api/core.ts';
import { TenfootError } from '../errors.ts';
import { pages } from '../api/video/pages.ts';
import { madeSince, writeOnce } from './writeOnce.ts';
import { createResource } from './resource.ts';
import type { EditablePlaylist } from './router.ts';
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
    return (await videoClient().channels.list(own ? { part, mine: true, ...hl() } : { part, id: channelId, ...hl() })).items?.[0];
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
  const client = videoClient();
  try {
    const created = await client.subscriptions.insert({ requestBody: { snippet: { resourceId: { channelId } } } });
    noteWrite();
    return created.id ?? null;
  } catch (error) {
    // Already following (an earlier try whose reply was lost, or another device): that is done.
    if (!(error instanceof ApiError && error.reason === 'subscriptionDuplicate')) throw error;
    noteWrite();
    return (await client.subscriptions.list({ part: ['id'], mine: true, forChannelId: channelId }, { cache: 'reload' })).items?.[0]?.id ?? null;
  }
}

/** Ends a subscription, by its id. */
export async function unsubscribe(subscriptionId: string): Promise<void> {
  await videoClient().subscriptions.delete({ id: subscriptionId });
  noteWrite();
}

/** What the viewer sets on a playlist of theirs. */
export interface PlaylistFields {
  title: string;
  description: string;
  privacy: PrivacyStatus;
}

/**
 * Creates a playlist; pressed again after a lost reply, it first looks for the one the lost try
 * may have made (same title, made since) and takes that instead of making a second.
 */
export async function createPlaylist({ title, description, privacy }: PlaylistFields) {
  const client = videoClient();
  const playlist = await writeOnce(
    `playlist ${title}`,
    () => client.playlists.insert({ part: ['snippet', 'status'], requestBody: { snippet: { title, description }, status: { privacyStatus: privacy } } }),
    async (triedAt) => {
      // Every page of the viewer's playlists (1 unit each, where a second insert costs 50 and a
      // copy): the list's order is the service's, so the new one may sit on any page.
      for await (const page of pages(client.playlists.list, { part: ['snippet'], mine: true, maxResults: 50 }, { cache: 'reload' })) {
        const found = page.items?.find((p) => p.snippet?.title === title && madeSince(p.snippet?.publishedAt, triedAt));
        if (found) return found;
      }
      return undefined;
    },
  );
  noteWrite();
  return playlist;
}

/**
 * New titles of playlists renamed this session, by id: a playlist's page was opened with the old
 * title in its route, and shows the new one when the viewer comes back to it.
 */
export const renamedPlaylists = signal<Readonly<Record<string, string>>>({});

/** Renames a playlist: the update replaces the parts it sends, so every field goes, changed or not. */
export async function updatePlaylist(id: string, { title, description, privacy }: PlaylistFields) {
  const playlist = await videoClient().playlists.update({ part: ['snippet', 'status'], requestBody: { id, snippet: { title, description }, status: { privacyStatus: privacy } } });
  renamedPlaylists.value = { ...renamedPlaylists.value, [id]: title };
  noteWrite();
  return playlist;
}

/** A playlist of the viewer's, with what the form shows (asked with the token: private ones too). */
export async function loadPlaylist(id: string): Promise<EditablePlaylist> {
  const playlist = (await videoClient().playlists.list({ part: ['snippet', 'status'], id })).items?.[0];
  if (!playlist) throw new TenfootError('playlistGone', `playlist ${id} is not in the list answer`);
  const s = playlist.snippet ?? {};
  return { id, title: s.title ?? '', description: s.description ?? '', privacy: (playlist.status?.privacyStatus as PrivacyStatus | undefined) ?? 'private' };
}

export async function deletePlaylist(id: string): Promise<void> {
  await videoClient().playlists.delete({ id });
  noteWrite();
}

/** Takes one item (by its playlist item id, not the video's) out of its playlist. */
export async function removeFromPlaylist(playlistItemId: string): Promise<void> {
  await videoClient().playlistItems.delete({ id: playlistItemId });
  noteWrite();
}

/** Adds a video at the start (position 0) or the end (no position: appends; docs/reference/facts.md, Data API: inserts). */
/**
 * Whether a playlist has the video already (one unit of quota, against fifty for an insert): a
 * second OK on the same row made a second copy without a word. A check that fails says no, and the
 * add goes ahead as the viewer asked.
 */
export async function isInPlaylist(playlistId: string, videoId: string): Promise<boolean> {
  try {
    return ((await videoClient().playlistItems.list({ part: ['id'], playlistId, videoId, maxResults: 1 }, { cache: 'reload' })).items?.length ?? 0) > 0;
  } catch {
    return false;
  }
}

export async function addToPlaylist(playlistId: string, videoId: string, where: 'start' | 'end') {
  const client = videoClient();
  // After a lost reply: the video in that playlist, added since the try, is the lost try's work.
  // Its position is not compared: an "at the start" item that landed may have been pushed down
  // since by another add, and a second copy would be the worse mistake.
  const item = await writeOnce(
    `item ${playlistId} ${videoId} ${where}`,
    () => client.playlistItems.insert({ requestBody: { snippet: { playlistId, resourceId: { videoId }, ...(where === 'start' ? { position: 0 } : {}) } } }),
    async (triedAt) => (await client.playlistItems.list({ part: ['snippet'], playlistId, videoId, maxResults: 50 }, { cache: 'reload' })).items?.find((i) => madeSince(i.snippet?.publishedAt, triedAt)),
  );
  noteWrite();
  return item;
}
