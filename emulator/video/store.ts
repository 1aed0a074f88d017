import { hashId, idShapes } from './ids.ts';
import type { ActivityRecord, ChannelRecord, LiveBroadcastRecord, PlaylistItemRecord, PlaylistRecord, SubscriptionRecord, VideoData, VideoRecord } from './model.ts';

function group<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** The video platform's state: the seed plus every write since start, with the indexes requests need. */
export class VideoStore {
  readonly seededAt: number;
  readonly channels: Map<string, ChannelRecord>;
  readonly channelByAccount: Map<string, ChannelRecord>;
  readonly videos: Map<string, VideoRecord>;
  readonly videosByChannel: Map<string, VideoRecord[]>;
  readonly playlists: Map<string, PlaylistRecord>;
  /** User-created playlists per channel, newest first. */
  readonly userPlaylistsByChannel: Map<string, PlaylistRecord[]>;
  readonly subscriptions: SubscriptionRecord[];
  private readonly subscriptionKeys: Set<string>;
  private readonly bySubscriber: Map<string, SubscriptionRecord[]>;
  private readonly byChannel: Map<string, SubscriptionRecord[]>;
  /** Newest first. */
  readonly activities: ActivityRecord[];
  readonly liveBroadcasts: Map<string, LiveBroadcastRecord>;
  /** Counts writes, so ids of created things are deterministic for a given sequence of writes. */
  private writes = 0;

  constructor(data: VideoData) {
    this.seededAt = data.seededAt;
    this.channels = new Map(data.channels.map((c) => [c.id, c]));
    this.channelByAccount = new Map(data.channels.filter((c) => c.accountId).map((c) => [c.accountId!, c]));
    this.videos = new Map(data.videos.map((v) => [v.id, v]));
    this.videosByChannel = group(data.videos, (v) => v.channelId);
    this.playlists = new Map(data.playlists.map((p) => [p.id, p]));
    this.userPlaylistsByChannel = group(
      data.playlists.filter((p) => !p.system).sort((a, b) => b.publishedAt - a.publishedAt || a.id.localeCompare(b.id)),
      (p) => p.channelId,
    );
    this.subscriptions = data.subscriptions.slice();
    this.subscriptionKeys = new Set(this.subscriptions.map((s) => `${s.subscriberChannelId}>${s.channelId}`));
    this.bySubscriber = group(this.subscriptions, (s) => s.subscriberChannelId);
    this.byChannel = group(this.subscriptions, (s) => s.channelId);
    this.activities = data.activities.slice().sort((a, b) => b.publishedAt - a.publishedAt || a.id.localeCompare(b.id));
    this.liveBroadcasts = new Map(data.liveBroadcasts.map((b) => [b.id, b]));
  }

  /** A copy: callers sort and filter it. */
  subscriptionsOf(subscriberChannelId: string): SubscriptionRecord[] {
    return [...(this.bySubscriber.get(subscriberChannelId) ?? [])];
  }

  subscribersOf(channelId: string): SubscriptionRecord[] {
    return [...(this.byChannel.get(channelId) ?? [])];
  }

  isSubscribed(subscriberChannelId: string, channelId: string): boolean {
    return this.subscriptionKeys.has(`${subscriberChannelId}>${channelId}`);
  }

  subscriberCount(channel: ChannelRecord): number {
    return channel.baseSubscriberCount + (this.byChannel.get(channel.id)?.length ?? 0);
  }

  publicVideosOf(channelId: string): VideoRecord[] {
    return (this.videosByChannel.get(channelId) ?? []).filter((v) => v.privacyStatus === 'public');
  }

  addSubscription(subscriberChannelId: string, channelId: string, now: number): SubscriptionRecord {
    const record: SubscriptionRecord = {
      id: hashId(idShapes.subscriptionLength, 'subscription', subscriberChannelId, channelId),
      subscriberChannelId,
      channelId,
      publishedAt: now,
    };
    this.subscriptions.push(record);
    this.subscriptionKeys.add(`${subscriberChannelId}>${channelId}`);
    for (const [index, key] of [[this.bySubscriber, subscriberChannelId], [this.byChannel, channelId]] as const) index.set(key, [...(index.get(key) ?? []), record]);
    this.addActivity({ type: 'subscription', channelId: subscriberChannelId, publishedAt: now, targetChannelId: channelId });
    return record;
  }

  /** The subscription with this id, or undefined. */
  subscriptionById(id: string): SubscriptionRecord | undefined {
    return this.subscriptions.find((s) => s.id === id);
  }

  /** Ends a subscription: gone from both sides' lists and from the channel's subscriber count. */
  removeSubscription(record: SubscriptionRecord): void {
    const drop = (list: SubscriptionRecord[] | undefined) => (list ?? []).filter((s) => s !== record);
    this.subscriptions.splice(this.subscriptions.indexOf(record), 1);
    this.subscriptionKeys.delete(`${record.subscriberChannelId}>${record.channelId}`);
    this.bySubscriber.set(record.subscriberChannelId, drop(this.bySubscriber.get(record.subscriberChannelId)));
    this.byChannel.set(record.channelId, drop(this.byChannel.get(record.channelId)));
  }

  addPlaylist(input: Pick<PlaylistRecord, 'channelId' | 'title' | 'description' | 'privacyStatus'>, now: number): PlaylistRecord {
    const serial = ++this.writes;
    const record: PlaylistRecord = { ...input, id: `PL${hashId(idShapes.playlistSuffixLength, 'playlist', input.channelId, serial, input.title)}`, publishedAt: now, items: [] };
    this.playlists.set(record.id, record);
    this.userPlaylistsByChannel.set(record.channelId, [record, ...(this.userPlaylistsByChannel.get(record.channelId) ?? [])]);
    return record;
  }

  /** Replaces the fields an update names. The record stays the same object, so every index sees the change. */
  updatePlaylist(playlist: PlaylistRecord, changes: Partial<Pick<PlaylistRecord, 'title' | 'description' | 'privacyStatus'>>): void {
    Object.assign(playlist, changes);
  }

  /** Deletes a user-created playlist; its items live in it, so they go with it. */
  removePlaylist(playlist: PlaylistRecord): void {
    this.playlists.delete(playlist.id);
    const own = this.userPlaylistsByChannel.get(playlist.channelId) ?? [];
    this.userPlaylistsByChannel.set(playlist.channelId, own.filter((p) => p !== playlist));
  }

  /** The item with this id and its playlist, or undefined. A scan: deletes are rare and a few thousand items take well under a millisecond. */
  playlistItemById(id: string): { playlist: PlaylistRecord; item: PlaylistItemRecord } | undefined {
    for (const playlist of this.playlists.values()) {
      const item = playlist.items.find((i) => i.id === id);
      if (item) return { playlist, item };
    }
    return undefined;
  }

  /** Takes an item out of its playlist: the later items move up one position. */
  removePlaylistItem(playlist: PlaylistRecord, item: PlaylistItemRecord): void {
    playlist.items.splice(playlist.items.indexOf(item), 1);
  }

  /** Inserts at `position` (later items shift down) or appends when position is undefined. */
  insertPlaylistItem(playlist: PlaylistRecord, videoId: string, position: number | undefined, now: number, note?: string): PlaylistItemRecord {
    const serial = ++this.writes;
    const item: PlaylistItemRecord = {
      id: hashId(idShapes.playlistItemLength, 'item', playlist.id, videoId, `w${serial}`),
      playlistId: playlist.id,
      videoId,
      addedAt: now,
      ...(note ? { note } : {}),
    };
    playlist.items.splice(position ?? playlist.items.length, 0, item);
    const video = this.videos.get(videoId);
    if (playlist.privacyStatus === 'public' && video?.privacyStatus === 'public') {
      this.addActivity({ type: 'playlistItem', channelId: playlist.channelId, publishedAt: now, videoId, playlistId: playlist.id, playlistItemId: item.id });
    }
    return item;
  }

  private addActivity(input: Omit<ActivityRecord, 'id'>): void {
    const record: ActivityRecord = { id: hashId(idShapes.activityLength, 'activity', input.type, input.channelId, ++this.writes, input.publishedAt), ...input };
    // Newest first; a write happens "now", normally after everything seeded, so this stops at once.
    let at = 0;
    while (at < this.activities.length && this.activities[at]!.publishedAt > record.publishedAt) at++;
    this.activities.splice(at, 0, record);
  }
}
