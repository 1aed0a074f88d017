/**
 * Compile-time tests of the request parameter types: every `@ts-expect-error` line must fail to
 * compile (tsc reports an unused one), every other line must compile. Checked by `npm run
 * typecheck` and by typecheck.test.ts. Nothing here runs.
 */
import type { VideoClient } from './client.ts';

declare const video: VideoClient;

export function channels(): void {
  void video.channels.list({ part: ['snippet'], mine: true });
  void video.channels.list({ part: ['snippet', 'statistics'], id: ['UC1', 'UC2'] });
  // @ts-expect-error mine and id exclude each other.
  void video.channels.list({ part: ['snippet'], mine: true, id: 'UC1' });
  // @ts-expect-error a filter is required.
  void video.channels.list({ part: ['snippet'] });
  // @ts-expect-error part is required.
  void video.channels.list({ mine: true });
  // @ts-expect-error part needs at least one value.
  void video.channels.list({ part: [], mine: true });
  // @ts-expect-error not a channel part.
  void video.channels.list({ part: ['player'], mine: true });
  // @ts-expect-error mine is only ever true.
  void video.channels.list({ part: ['id'], mine: false });
}

export function playlists(): void {
  void video.playlists.list({ part: ['snippet'], mine: true });
  void video.playlists.list({ part: ['snippet'], channelId: 'UC1', maxResults: 50 });
  // @ts-expect-error mine and channelId (+ key) are exclusive.
  void video.playlists.list({ part: ['snippet'], mine: true, channelId: 'UC1' });
  // @ts-expect-error maxResults is a number.
  void video.playlists.list({ part: ['snippet'], mine: true, maxResults: '5' });
  void video.playlists.insert({ requestBody: { snippet: { title: 'T', description: 'D' } } });
  void video.playlists.insert({ requestBody: { snippet: { title: 'T' }, status: { privacyStatus: 'private' } } });
  // @ts-expect-error a playlist needs a title.
  void video.playlists.insert({ requestBody: { snippet: { description: 'D' } } });
  // @ts-expect-error not a privacy status.
  void video.playlists.insert({ requestBody: { snippet: { title: 'T' }, status: { privacyStatus: 'secret' } } });
  void video.playlists.update({ part: ['snippet', 'status'], requestBody: { id: 'PL1', snippet: { title: 'T', description: 'D' }, status: { privacyStatus: 'unlisted' } } });
  // @ts-expect-error an update names its playlist by id.
  void video.playlists.update({ requestBody: { snippet: { title: 'T' } } });
  // @ts-expect-error the snippet is replaced whole, so its title is required.
  void video.playlists.update({ requestBody: { id: 'PL1', snippet: { description: 'D' } } });
  void video.playlists.delete({ id: 'PL1' });
  // @ts-expect-error a delete names one playlist.
  void video.playlists.delete({ id: ['PL1', 'PL2'] });
}

export function playlistItems(): void {
  void video.playlistItems.list({ part: ['snippet', 'contentDetails'], playlistId: 'PL1', pageToken: 't' });
  // @ts-expect-error playlistId is required.
  void video.playlistItems.list({ part: ['snippet'] });
  void video.playlistItems.insert({ requestBody: { snippet: { playlistId: 'PL1', resourceId: { videoId: 'v' }, position: 0 } } });
  // @ts-expect-error position is an integer, not text.
  void video.playlistItems.insert({ requestBody: { snippet: { playlistId: 'PL1', resourceId: { videoId: 'v' }, position: '0' } } });
  // @ts-expect-error the video id is required.
  void video.playlistItems.insert({ requestBody: { snippet: { playlistId: 'PL1', resourceId: {} } } });
  void video.playlistItems.delete({ id: 'UExitem' });
  // @ts-expect-error a delete takes the item's id, not its playlist's.
  void video.playlistItems.delete({ playlistId: 'PL1' });
}

export function subscriptions(): void {
  void video.subscriptions.list({ part: ['snippet'], mine: true, order: 'alphabetical' });
  void video.subscriptions.list({ part: ['subscriberSnippet'], mySubscribers: true });
  // @ts-expect-error mine and mySubscribers are exclusive.
  void video.subscriptions.list({ part: ['snippet'], mine: true, mySubscribers: true });
  // @ts-expect-error order applies to mine only.
  void video.subscriptions.list({ part: ['snippet'], mySubscribers: true, order: 'unread' });
  // @ts-expect-error not an order.
  void video.subscriptions.list({ part: ['snippet'], mine: true, order: 'newest' });
  void video.subscriptions.insert({ requestBody: { snippet: { resourceId: { channelId: 'UC1' } } } });
  // @ts-expect-error the channel id is required.
  void video.subscriptions.insert({ requestBody: { snippet: { resourceId: { kind: 'video#channel' } } } });
}

export function activities(): void {
  void video.activities.list({ part: ['snippet', 'contentDetails'], mine: true, publishedAfter: new Date(), publishedBefore: new Date() });
  void video.activities.list({ part: ['snippet'], home: true });
  void video.activities.list({ part: ['snippet', 'contentDetails'], channelId: 'UC1', maxResults: 20 });
  // @ts-expect-error channelId and mine are exclusive.
  void video.activities.list({ part: ['snippet'], mine: true, channelId: 'UC1' });
  // @ts-expect-error mine and home are exclusive.
  void video.activities.list({ part: ['snippet'], mine: true, home: true });
  // @ts-expect-error times are Dates (sent as RFC 3339), not free text.
  void video.activities.list({ part: ['snippet'], mine: true, publishedAfter: 'yesterday' });
}

export function search(): void {
  void video.search.list({ part: ['snippet'], q: 'ramen' });
  void video.search.list({ part: ['snippet'], q: 'ramen', type: ['video', 'channel'], order: 'viewCount', topicId: '/m/02wbm' });
  void video.search.list({ part: ['snippet'], type: 'video', videoDefinition: 'high', videoEmbeddable: 'true', videoCaption: 'closedCaption' });
  void video.search.list({ part: ['snippet'], type: 'video', forMine: true, videoCaption: 'any' });
  // @ts-expect-error a video filter needs type 'video'.
  void video.search.list({ part: ['snippet'], videoDefinition: 'high' });
  // @ts-expect-error a video filter needs type 'video', not channel.
  void video.search.list({ part: ['snippet'], type: 'channel', videoCaption: 'closedCaption' });
  // @ts-expect-error forMine needs type 'video'.
  void video.search.list({ part: ['snippet'], forMine: true });
  // @ts-expect-error forMine refuses videoDefinition.
  void video.search.list({ part: ['snippet'], type: 'video', forMine: true, videoDefinition: 'high' });
  // @ts-expect-error not an order.
  void video.search.list({ part: ['snippet'], order: 'best' });
  // @ts-expect-error not a kind of result.
  void video.search.list({ part: ['snippet'], type: 'song' });
  // @ts-expect-error search parts are id and snippet.
  void video.search.list({ part: ['statistics'] });
}

export function liveBroadcasts(): void {
  void video.liveBroadcasts.list({ part: ['id', 'snippet'], mine: true, broadcastStatus: 'active' });
  void video.liveBroadcasts.list({ part: ['status'], id: 'b1' });
  // @ts-expect-error id and mine are exclusive.
  void video.liveBroadcasts.list({ part: ['status'], id: 'b1', mine: true });
  // @ts-expect-error not a broadcast status.
  void video.liveBroadcasts.list({ part: ['status'], mine: true, broadcastStatus: 'live' });
}

export async function responses(): Promise<void> {
  const res = await video.channels.list({ part: ['contentDetails'], mine: true });
  const uploads: string | undefined = res.items?.[0]?.contentDetails?.relatedPlaylists?.uploads;
  void uploads;
  const item = await video.playlistItems.insert({ requestBody: { snippet: { playlistId: 'PL1', resourceId: { videoId: 'v' } } } });
  const position: number | undefined = item.snippet?.position;
  void position;
  const found = await video.search.list({ part: ['id'], q: 'x' });
  // @ts-expect-error a search result's id is a ResourceId, not a string.
  const id: string | undefined = found.items?.[0]?.id;
  void id;
}
