import type { Channel } from '../../../wire/video/index.ts';
import { topicCategoryUrl } from '../../seed/topics.ts';
import type { ChannelRecord } from '../model.ts';
import { withEtag } from './etag.ts';
import { localizationsPart, localizedText } from './localized.ts';
import { bannerUrl, channelThumbnails } from './thumbnails.ts';
import { iso, kind, ownsChannel, type View } from './view.ts';

/** The real service shows subscriber counts rounded to three significant figures. */
function roundSubscribers(n: number): number {
  if (n < 1000) return n;
  const digits = Math.floor(Math.log10(n)) + 1;
  const unit = 10 ** (digits - 3);
  return Math.floor(n / unit) * unit;
}

export function channelResource(view: View, channel: ChannelRecord): Channel {
  return withEtag(view, (v) => {
    const owner = ownsChannel(v, channel.id);
    const publicVideos = v.store.publicVideosOf(channel.id);
    const related = channel.relatedPlaylists;
    return {
      kind: kind(v, 'channel'),
      etag: '',
      id: channel.id,
      snippet: {
        title: channel.title,
        description: channel.description,
        customUrl: channel.customUrl,
        publishedAt: iso(channel.publishedAt),
        thumbnails: channelThumbnails(v, channel),
        defaultLanguage: channel.defaultLanguage,
        localized: localizedText(v, channel),
        country: channel.country,
      },
      // Others see the uploads playlist only; the owner sees all system playlists
      // (docs/reference/facts.md, Data API: system playlists).
      contentDetails: { relatedPlaylists: owner ? { ...related } : { likes: '', uploads: related.uploads } },
      statistics: {
        viewCount: String(publicVideos.reduce((sum, video) => sum + video.viewCount, 0)),
        ...(channel.hiddenSubscriberCount ? {} : { subscriberCount: String(roundSubscribers(v.store.subscriberCount(channel))) }),
        hiddenSubscriberCount: channel.hiddenSubscriberCount,
        videoCount: String(publicVideos.length),
      },
      status: {
        privacyStatus: 'public',
        isLinked: true,
        longUploadsStatus: owner ? 'allowed' : 'longUploadsUnspecified',
        madeForKids: channel.madeForKids,
        ...(owner ? { selfDeclaredMadeForKids: channel.madeForKids } : {}),
      },
      topicDetails: { topicIds: [...channel.topicIds], topicCategories: channel.topicIds.map(topicCategoryUrl) },
      brandingSettings: {
        channel: { title: channel.title, description: channel.description, country: channel.country, defaultLanguage: channel.defaultLanguage },
        image: { bannerExternalUrl: bannerUrl(v, channel) },
      },
      localizations: localizationsPart(channel),
      ...(owner ? { auditDetails: { communityGuidelinesGoodStanding: true, contentIdClaimsGoodStanding: true, copyrightStrikesGoodStanding: true } } : {}),
      contentOwnerDetails: {},
    };
  });
}
