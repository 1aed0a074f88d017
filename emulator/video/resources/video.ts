import type { Video, VideoPlayer } from '../../../wire/video/index.ts';
import { topicCategoryUrl } from '../../seed/topics.ts';
import { categoryOf } from '../categories.ts';
import { isoDuration } from '../duration.ts';
import type { LiveBroadcastContent, VideoRecord } from '../model.ts';
import { withEtag } from './etag.ts';
import { localizationsPart, localizedText } from './localized.ts';
import { videoThumbnails } from './thumbnails.ts';
import { iso, kind, ownsChannel, type View } from './view.ts';

/** The player size a request asks for (discovery: maxWidth, maxHeight, 72 to 8192). */
export interface EmbedLimits {
  maxWidth?: number;
  maxHeight?: number;
}

/** What the real embed's iframe allows the player to use (the Data API v3 "Videos" reference's sample embedHtml). */
const EMBED_ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';
const RATIO = 16 / 9;

/**
 * player: an iframe of this emulator's embed page, protocol-relative like the real one. Without
 * limits it is 480x270; maxWidth / maxHeight size it to fit both at 16:9 and then, as on the real
 * service, embedWidth and embedHeight say the size.
 */
function player(view: View, videoId: string, limits: EmbedLimits): VideoPlayer {
  let width = 480;
  let height = 270;
  const sized = limits.maxWidth !== undefined || limits.maxHeight !== undefined;
  if (sized) {
    width = limits.maxWidth ?? Math.round(limits.maxHeight! * RATIO);
    height = Math.round(width / RATIO);
    if (limits.maxHeight !== undefined && height > limits.maxHeight) {
      height = limits.maxHeight;
      width = Math.round(height * RATIO);
    }
  }
  const src = `${view.origin.replace(/^https?:/, '')}/embed/${encodeURIComponent(videoId)}`;
  const embedHtml = `<iframe width="${width}" height="${height}" src="${escapeAttribute(src)}" frameborder="0" allow="${EMBED_ALLOW}" allowfullscreen></iframe>`;
  return sized ? { embedHtml, embedWidth: String(width), embedHeight: String(height) } : { embedHtml };
}

/** A finished broadcast's video is an ordinary one now: the real snippet says none, not completed. */
function broadcastContent(content: LiveBroadcastContent): 'none' | 'live' | 'upcoming' {
  return content === 'completed' ? 'none' : content;
}

/**
 * A video resource (discovery: Video). fileDetails, processingDetails and suggestions are the
 * owner's alone (the handler refuses them to anyone else); ageGating, monetizationDetails and
 * projectDetails are accepted parts with nothing to say here: no seeded video is age-restricted or
 * monetized, and the real service never fills projectDetails.
 */
export function videoResource(view: View, video: VideoRecord, limits: EmbedLimits = {}): Video {
  return withEtag(view, (v) => {
    const channel = v.store.channels.get(video.channelId)!;
    const owner = ownsChannel(v, video.channelId);
    const content = broadcastContent(video.liveBroadcastContent);
    const broadcast = v.store.liveBroadcasts.get(video.id);
    const onAir = broadcast?.lifeCycleStatus === 'live';
    return {
      kind: kind(v, 'video'),
      etag: '',
      id: video.id,
      snippet: {
        publishedAt: iso(video.publishedAt),
        channelId: channel.id,
        title: video.title,
        description: video.description,
        thumbnails: videoThumbnails(v, video),
        channelTitle: channel.title,
        ...(video.tags.length ? { tags: [...video.tags] } : {}),
        categoryId: categoryOf(video),
        liveBroadcastContent: content,
        defaultLanguage: channel.defaultLanguage,
        localized: localizedText(v, video),
        defaultAudioLanguage: channel.defaultLanguage,
      },
      contentDetails: {
        // Live and upcoming broadcasts have no length yet.
        duration: content === 'none' ? isoDuration(video.durationSeconds) : 'P0D',
        dimension: '2d',
        definition: video.definition,
        caption: video.caption ? 'true' : 'false',
        licensedContent: false,
        contentRating: {},
        projection: 'rectangular',
      },
      status: {
        uploadStatus: 'processed',
        privacyStatus: video.privacyStatus,
        license: 'youtube',
        embeddable: video.embeddable,
        publicStatsViewable: true,
        madeForKids: channel.madeForKids,
        ...(owner ? { selfDeclaredMadeForKids: channel.madeForKids } : {}),
      },
      statistics: {
        viewCount: String(video.viewCount),
        ...(video.likesHidden ? {} : { likeCount: String(video.likeCount) }),
        favoriteCount: '0',
        commentCount: String(video.commentCount),
      },
      player: player(v, video.id, limits),
      topicDetails: { topicIds: [...video.topicIds], topicCategories: video.topicIds.map(topicCategoryUrl) },
      // Only broadcasts have it (discovery: VideoLiveStreamingDetails); viewers and chat while on air.
      ...(broadcast && broadcast.lifeCycleStatus !== 'revoked'
        ? {
            liveStreamingDetails: {
              ...(broadcast.actualStartTime !== undefined ? { actualStartTime: iso(broadcast.actualStartTime) } : {}),
              ...(broadcast.actualEndTime !== undefined ? { actualEndTime: iso(broadcast.actualEndTime) } : {}),
              scheduledStartTime: iso(broadcast.scheduledStartTime),
              ...(broadcast.scheduledEndTime !== undefined ? { scheduledEndTime: iso(broadcast.scheduledEndTime) } : {}),
              ...(onAir ? { concurrentViewers: String(broadcast.concurrentViewers ?? 0), activeLiveChatId: `chat-${broadcast.id}` } : {}),
            },
          }
        : {}),
      localizations: localizationsPart(video),
      recordingDetails: {},
      ...(owner
        ? {
            fileDetails: { fileName: `${video.id}.mp4`, fileType: 'video' as const, durationMs: String(video.durationSeconds * 1000) },
            processingDetails: { processingStatus: 'succeeded' as const, fileDetailsAvailability: 'available', thumbnailsAvailability: 'available' },
            suggestions: {},
          }
        : {}),
    };
  });
}

/** The Host header is the client's to write: in an attribute it must stay text. */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
