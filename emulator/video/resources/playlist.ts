import type { Playlist } from '../../../wire/video/index.ts';
import type { PlaylistRecord } from '../model.ts';
import { withEtag } from './etag.ts';
import { localizationsPart, localizedText } from './localized.ts';
import { noThumbnails, videoThumbnails } from './thumbnails.ts';
import { canSeeVideo, iso, kind, type View } from './view.ts';

/** Items of a playlist the caller may see: private videos of others stay in, shown as "Private video". */
export function playlistResource(view: View, playlist: PlaylistRecord): Playlist {
  return withEtag(view, (v) => {
    const channel = v.store.channels.get(playlist.channelId)!;
    const first = playlist.items.map((item) => v.store.videos.get(item.videoId)).find((video) => video && canSeeVideo(v, video));
    return {
      kind: kind(v, 'playlist'),
      etag: '',
      id: playlist.id,
      snippet: {
        publishedAt: iso(playlist.publishedAt),
        channelId: playlist.channelId,
        title: playlist.title,
        description: playlist.description,
        thumbnails: first ? videoThumbnails(v, first) : noThumbnails(v),
        channelTitle: channel.title,
        ...(playlist.defaultLanguage ? { defaultLanguage: playlist.defaultLanguage } : {}),
        localized: localizedText(v, playlist),
        ...(first ? { thumbnailVideoId: first.id } : {}),
      },
      status: { privacyStatus: playlist.privacyStatus },
      contentDetails: { itemCount: playlist.items.length },
      // Playback is not emulated: the embed points nowhere rather than at a page that does not exist.
      player: { embedHtml: `<iframe width="640" height="360" src="about:blank" title="${playlist.id}" frameborder="0"></iframe>` },
      localizations: localizationsPart(playlist),
    };
  });
}
