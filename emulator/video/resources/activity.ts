import type { Activity, ActivityContentDetails, ThumbnailDetails } from '../../../wire/video/index.ts';
import type { ActivityRecord } from '../model.ts';
import { withEtag } from './etag.ts';
import { channelThumbnails, videoThumbnails } from './thumbnails.ts';
import { iso, kind, type View } from './view.ts';

/** contentDetails holds one object named after the activity's type (docs/reference/facts.md, Data API: activities). */
function details(view: View, a: ActivityRecord): ActivityContentDetails {
  const video = { kind: kind(view, 'video'), videoId: a.videoId };
  const channel = { kind: kind(view, 'channel'), channelId: a.targetChannelId };
  switch (a.type) {
    case 'upload':
      return { upload: { videoId: a.videoId } };
    case 'like':
      return { like: { resourceId: video } };
    case 'favorite':
      return { favorite: { resourceId: video } };
    case 'playlistItem':
      return { playlistItem: { resourceId: video, playlistId: a.playlistId, playlistItemId: a.playlistItemId } };
    case 'subscription':
      return { subscription: { resourceId: channel } };
    case 'recommendation':
      return { recommendation: { resourceId: video, reason: a.recommendationReason } };
    case 'bulletin':
      return { bulletin: { resourceId: video } };
    case 'comment':
      return { comment: { resourceId: channel } };
    case 'channelItem':
      return { channelItem: { resourceId: video } };
    case 'social':
      return { social: { type: 'unspecified', resourceId: video } };
  }
}

export function activityResource(view: View, activity: ActivityRecord): Activity {
  return withEtag(view, (v) => {
    const actor = v.store.channels.get(activity.channelId)!;
    const video = activity.videoId ? v.store.videos.get(activity.videoId) : undefined;
    const target = activity.targetChannelId ? v.store.channels.get(activity.targetChannelId) : undefined;
    let title = video?.title ?? target?.title ?? actor.title;
    let description = video?.description ?? target?.description ?? '';
    let thumbnails: ThumbnailDetails = video ? videoThumbnails(v, video) : channelThumbnails(v, target ?? actor);
    if (activity.type === 'bulletin') description = activity.text ?? description;
    if (activity.type === 'subscription' && target) {
      title = target.title;
      thumbnails = channelThumbnails(v, target);
    }
    return {
      kind: kind(v, 'activity'),
      etag: '',
      id: activity.id,
      snippet: {
        publishedAt: iso(activity.publishedAt),
        channelId: actor.id,
        title,
        description,
        thumbnails,
        channelTitle: actor.title,
        type: activity.type,
        // Activities about the same video share a group (discovery: ActivitySnippet.groupId).
        ...(activity.videoId ? { groupId: activity.videoId } : {}),
      },
      contentDetails: details(v, activity),
    };
  });
}
