import type { SearchResult } from '../api/video/index.ts';
import { byline, cardDate, thumb, type CardModel } from './viewModels.ts';
import { t } from '../i18n/messages.ts';
import { channelLanguage, playlistLanguage } from '../state/titleLanguages.ts';

/** A search result's card: a video, a channel or a playlist (whose title's language is asked of its own resource). Unit-tested. */

export function searchResultCard(r: SearchResult, index: number): CardModel {
  const s = r.snippet ?? {};
  const id = r.id ?? {};
  const base = { title: s.title ?? '', thumbnailUrl: thumb(s.thumbnails) };
  if (id.videoId) {
    return {
      ...base,
      key: `result-video-${id.videoId}`,
      subtitle: byline(s.channelTitle, cardDate(s.publishedAt)),
      badge: s.liveBroadcastContent === 'live' ? 'LIVE' : s.liveBroadcastContent === 'upcoming' ? 'UPCOMING' : undefined,
      videoId: id.videoId,
      target: { name: 'video', video: { videoId: id.videoId, title: base.title, channelId: s.channelId, channelTitle: s.channelTitle, publishedAt: s.publishedAt, description: s.description, thumbnailUrl: base.thumbnailUrl } },
    };
  }
  // A search result carries no language: its channel's or playlist's own resource does (titleLanguages.ts).
  if (id.channelId) return { ...base, key: `result-channel-${id.channelId}`, lang: channelLanguage(id.channelId), subtitle: t('Channel'), thumbnailUrl: thumb(s.thumbnails, 'round'), round: true, target: { name: 'channel', channelId: id.channelId, title: base.title } };
  if (id.playlistId) return { ...base, key: `result-playlist-${id.playlistId}`, lang: playlistLanguage(id.playlistId), subtitle: byline(t('Playlist'), s.channelTitle), target: { name: 'playlist', playlistId: id.playlistId, title: base.title } };
  return { ...base, key: `result-${index}` };
}
