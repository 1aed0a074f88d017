/**
 * The emulator's own records of the video platform. They hold facts, not representations:
 * resources/*.ts turn them into the discovery document's resources for each request's `part`.
 * Times are epoch milliseconds.
 */
export type PrivacyStatus = 'public' | 'unlisted' | 'private';

/** A title and description in another language than the resource's own (discovery: VideoLocalization, ChannelLocalization, PlaylistLocalization). */
export interface LocalizedText {
  title: string;
  description: string;
}

/** The owner's translations, keyed by BCP-47 language tag (`de`, `es`, `pt-BR`): the `localizations` part. */
export type Localizations = Record<string, LocalizedText>;

/** contentDetails.relatedPlaylists (docs/reference/facts.md, Data API: system playlists). */
export type SystemPlaylistKind = 'uploads' | 'likes' | 'favorites' | 'watchHistory' | 'watchLater';

export interface ChannelRecord {
  id: string;
  title: string;
  description: string;
  customUrl: string;
  publishedAt: number;
  country: string;
  defaultLanguage: string;
  /** Background colour of generated thumbnails and the banner. */
  color: string;
  topicIds: string[];
  /** Set for the five accounts' channels. */
  accountId?: string;
  /** Subscribers outside the seeded channels; the seeded subscriptions add to it. */
  baseSubscriberCount: number;
  hiddenSubscriberCount: boolean;
  madeForKids: boolean;
  relatedPlaylists: Record<SystemPlaylistKind, string>;
  /** Translations of title and description; `hl` picks one for snippet.localized. */
  localizations?: Localizations;
}

export type LiveBroadcastContent = 'none' | 'live' | 'upcoming' | 'completed';

export interface VideoRecord {
  id: string;
  channelId: string;
  title: string;
  description: string;
  publishedAt: number;
  durationSeconds: number;
  definition: 'hd' | 'sd';
  caption: boolean;
  embeddable: boolean;
  privacyStatus: PrivacyStatus;
  viewCount: number;
  likeCount: number;
  /** The owner hides the like count: statistics.likeCount is left out, as the real service does. */
  likesHidden: boolean;
  commentCount: number;
  topicIds: string[];
  liveBroadcastContent: LiveBroadcastContent;
  /** Older videos have no standard/maxres thumbnails, as on the real service. */
  hasLargeThumbnails: boolean;
  color: string;
  tags: string[];
  /** Translations of title and description; `hl` picks one for snippet.localized. */
  localizations?: Localizations;
}

export interface PlaylistItemRecord {
  id: string;
  playlistId: string;
  videoId: string;
  /** When the video was added to the playlist (snippet.publishedAt of the item). */
  addedAt: number;
  note?: string;
}

export interface PlaylistRecord {
  id: string;
  channelId: string;
  title: string;
  description: string;
  publishedAt: number;
  privacyStatus: PrivacyStatus;
  /** Set for system playlists; they never appear in playlists.list (user-created only: docs/reference/facts.md, Data API: system playlists). */
  system?: SystemPlaylistKind;
  /** In position order: index = snippet.position. */
  items: PlaylistItemRecord[];
  /** snippet.defaultLanguage: the title's language, where the seed knows it is not English. */
  defaultLanguage?: string;
  /** Translations of title and description; `hl` picks one for snippet.localized. */
  localizations?: Localizations;
}

export interface SubscriptionRecord {
  id: string;
  /** The subscriber's channel. */
  subscriberChannelId: string;
  /** The channel subscribed to. */
  channelId: string;
  publishedAt: number;
}

/** Activity snippet.type values (upload, like, favorite, ...: docs/reference/facts.md, Data API: activities). */
export type ActivityType = 'upload' | 'like' | 'favorite' | 'comment' | 'subscription' | 'playlistItem' | 'recommendation' | 'bulletin' | 'social' | 'channelItem';

export interface ActivityRecord {
  id: string;
  /** The channel that acted. */
  channelId: string;
  type: ActivityType;
  publishedAt: number;
  videoId?: string;
  playlistId?: string;
  playlistItemId?: string;
  /** The channel subscribed to or commented on. */
  targetChannelId?: string;
  /** A recommendation appears only in this channel's home feed. */
  audienceChannelId?: string;
  recommendationReason?: 'videoFavorited' | 'videoLiked' | 'videoWatched';
  /** The text of a bulletin. */
  text?: string;
}

export type LifeCycleStatus = 'created' | 'ready' | 'testing' | 'live' | 'complete' | 'revoked';

/** A live broadcast; its id is the id of its video, as on the real service. */
export interface LiveBroadcastRecord {
  id: string;
  channelId: string;
  title: string;
  description: string;
  publishedAt: number;
  scheduledStartTime: number;
  scheduledEndTime?: number;
  actualStartTime?: number;
  actualEndTime?: number;
  lifeCycleStatus: LifeCycleStatus;
  privacyStatus: PrivacyStatus;
  recordingStatus: 'notRecording' | 'recording' | 'recorded';
  concurrentViewers?: number;
  /** The channel's persistent (default) broadcast: broadcastType=persistent. */
  isDefaultBroadcast: boolean;
}

/** Everything the video data API serves. */
export interface VideoData {
  /** The seed's "now": times in the data are relative to it. */
  seededAt: number;
  channels: ChannelRecord[];
  videos: VideoRecord[];
  playlists: PlaylistRecord[];
  subscriptions: SubscriptionRecord[];
  activities: ActivityRecord[];
  liveBroadcasts: LiveBroadcastRecord[];
}
