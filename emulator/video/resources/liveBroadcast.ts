import type { LiveBroadcast } from '../../../wire/video/index.ts';
import type { LiveBroadcastRecord } from '../model.ts';
import { withEtag } from './etag.ts';
import { videoThumbnails } from './thumbnails.ts';
import { iso, kind, type View } from './view.ts';

export function liveBroadcastResource(view: View, broadcast: LiveBroadcastRecord): LiveBroadcast {
  return withEtag(view, (v) => {
    const video = v.store.videos.get(broadcast.id)!;
    const onAir = broadcast.lifeCycleStatus === 'live';
    return {
      kind: kind(v, 'liveBroadcast'),
      etag: '',
      id: broadcast.id,
      snippet: {
        publishedAt: iso(broadcast.publishedAt),
        channelId: broadcast.channelId,
        title: broadcast.title,
        description: broadcast.description,
        thumbnails: videoThumbnails(v, video),
        scheduledStartTime: iso(broadcast.scheduledStartTime),
        ...(broadcast.scheduledEndTime !== undefined ? { scheduledEndTime: iso(broadcast.scheduledEndTime) } : {}),
        ...(broadcast.actualStartTime !== undefined ? { actualStartTime: iso(broadcast.actualStartTime) } : {}),
        ...(broadcast.actualEndTime !== undefined ? { actualEndTime: iso(broadcast.actualEndTime) } : {}),
        isDefaultBroadcast: broadcast.isDefaultBroadcast,
        ...(onAir ? { liveChatId: `chat-${broadcast.id}` } : {}),
      },
      status: {
        lifeCycleStatus: broadcast.lifeCycleStatus,
        privacyStatus: broadcast.privacyStatus,
        recordingStatus: broadcast.recordingStatus,
        madeForKids: false,
        selfDeclaredMadeForKids: false,
      },
      contentDetails: {
        ...(broadcast.lifeCycleStatus !== 'created' ? { boundStreamId: `stream-${broadcast.id}`, boundStreamLastUpdateTimeMs: iso(broadcast.publishedAt) } : {}),
        enableEmbed: true,
        enableDvr: true,
        recordFromStart: true,
        enableClosedCaptions: false,
        closedCaptionsType: 'closedCaptionsDisabled',
        enableLowLatency: false,
        latencyPreference: 'normal',
        projection: 'rectangular',
        enableAutoStart: false,
        enableAutoStop: false,
        monitorStream: { enableMonitorStream: true, broadcastStreamDelayMs: 0 },
      },
      // concurrentViewers only while on air (discovery: LiveBroadcastStatistics).
      statistics: onAir ? { concurrentViewers: String(broadcast.concurrentViewers ?? 0) } : {},
      monetizationDetails: { cuepointSchedule: { enabled: false } },
    };
  });
}
