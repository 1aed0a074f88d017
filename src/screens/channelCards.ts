import type { Playlist, Subscription } from '../api/video/index.ts';
import { thumb, type CardModel } from './viewModels.ts';
import { countOf } from './counts.ts';
import { shownTitle, textLang } from './localizedText.ts';
import { t } from '../i18n/messages.ts';
import { channelLanguage } from '../state/titleLanguages.ts';
import { playlistCardKey } from './libraryMemory.ts';

/**
 * Cards of channels (subscriptions, subscribers) and of playlists. Pure but for the title's
 * language of a subscription's channel, which its resource lacks: asked of the channel
 * (src/state/titleLanguages.ts) and taken by the title when it comes. Unit-tested.
 */

export function subscriptionCard(sub: Subscription, side: 'following' | 'subscriber'): CardModel {
  if (side === 'subscriber') {
    const s = sub.subscriberSnippet ?? {};
    return { key: `subscriber-${sub.id}`, title: s.title ?? '', lang: s.channelId ? channelLanguage(s.channelId) : undefined, thumbnailUrl: thumb(s.thumbnails, 'round'), round: true, target: s.channelId ? { name: 'channel', channelId: s.channelId, title: s.title } : undefined };
  }
  const s = sub.snippet ?? {};
  const channelId = s.resourceId?.channelId;
  return { key: `sub-${sub.id}`, title: s.title ?? '', lang: channelId ? channelLanguage(channelId) : undefined, thumbnailUrl: thumb(s.thumbnails, 'round'), round: true, target: channelId ? { name: 'channel', channelId, title: s.title } : undefined };
}

/** A list's sign, from the mathematical operators TV fonts have (not an emoji they often lack). */
const EMPTY_LIST_ICON = '≡';

export function playlistCard(p: Playlist): CardModel {
  const s = p.snippet ?? {};
  return {
    key: playlistCardKey(p.id),
    title: shownTitle(s) ?? '',
    lang: textLang(s),
    subtitle: countOf(p.contentDetails?.itemCount, 'video') ?? s.channelTitle,
    // Empty, the platform's picture is its grey "no thumbnail" frame, which reads as a picture that
    // failed to load: the card shows a list's sign instead, as Library's own lists do.
    ...(p.contentDetails?.itemCount === 0 ? { icon: EMPTY_LIST_ICON } : { thumbnailUrl: thumb(s.thumbnails) }),
    target: p.id ? { name: 'playlist', playlistId: p.id, title: shownTitle(s) ?? t('Playlist'), lang: textLang(s) } : undefined,
  };
}

/** A card of one of the viewer's own playlists (Library): its page offers Edit, Delete and Remove. */
export function ownPlaylistCard(p: Playlist): CardModel {
  const card = playlistCard(p);
  return card.target?.name === 'playlist' ? { ...card, target: { ...card.target, own: true } } : card;
}
