import type { Subscription } from '../../../wire/video/index.ts';
import type { SubscriptionRecord } from '../model.ts';
import { withEtag } from './etag.ts';
import { channelThumbnails } from './thumbnails.ts';
import { iso, kind, type View } from './view.ts';

const WEEK = 7 * 86_400_000;

/** snippet describes the channel subscribed to, subscriberSnippet the subscriber (discovery: Subscription). */
export function subscriptionResource(view: View, subscription: SubscriptionRecord): Subscription {
  return withEtag(view, (v) => {
    const channel = v.store.channels.get(subscription.channelId)!;
    const subscriber = v.store.channels.get(subscription.subscriberChannelId)!;
    const uploads = v.store.publicVideosOf(channel.id);
    return {
      kind: kind(v, 'subscription'),
      etag: '',
      id: subscription.id,
      snippet: {
        publishedAt: iso(subscription.publishedAt),
        title: channel.title,
        description: channel.description,
        resourceId: { kind: kind(v, 'channel'), channelId: channel.id },
        channelId: subscriber.id,
        thumbnails: channelThumbnails(v, channel),
      },
      contentDetails: {
        totalItemCount: uploads.length,
        newItemCount: uploads.filter((video) => video.publishedAt > v.now - WEEK).length,
        activityType: 'all',
      },
      subscriberSnippet: {
        title: subscriber.title,
        description: subscriber.description,
        channelId: subscriber.id,
        thumbnails: channelThumbnails(v, subscriber),
      },
    };
  });
}
