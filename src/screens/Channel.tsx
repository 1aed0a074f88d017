import { channelById, followState } from '../state/channels.ts';
import { channelPlaylists, playlistItems } from '../state/lists.ts';
import { nextInList, offerNext } from '../state/playQueue.ts';
import { nextOfItem, playableOnly } from './nextUp.ts';
import type { Route } from '../state/router.ts';
import { askToSignIn } from '../state/guest.ts';
import { activeAccountId, guest } from '../state/session.ts';
import { ErrorState, SkeletonRow, useShownError } from '../ui/ListState.tsx';
import { CardShelf } from './CardShelf.tsx';
import { PlayAll, PlayAllPlaceholder } from './PlayAll.tsx';
import { SubscribeButton } from './SubscribeButton.tsx';
import { kept, useScreenMemory } from './useScreen.ts';
import { thumb } from './viewModels.ts';
import { countOf } from './counts.ts';
import { countAfterFollowing } from './followerCount.ts';
import { shownTitle, textLang } from './localizedText.ts';
import { playlistCard } from './channelCards.ts';
import { playlistItemCard, uploadItemCard } from './playlistItemCards.ts';
import { t } from '../i18n/messages.ts';

/** A channel: its picture, title and figures, Subscribe, then its shelves. */
export function Channel({ route }: { route: Extract<Route, { name: 'channel' }> }) {
  const memory = useScreenMemory(route);
  // Accounts are keyed by their channel id (src/auth/tokenStore.ts).
  const channel = kept(memory, 'channel', () => channelById(route.channelId, route.channelId === activeAccountId.peek()));
  // A guest follows nothing: Subscribe asks them to sign in, and nothing asks whom they follow.
  const following = guest.value ? undefined : kept(memory, 'following', () => followState(route.channelId));
  const channelError = useShownError(channel.error.value, channel.loading.value);
  const c = channel.value.value;
  const related = c?.contentDetails?.relatedPlaylists ?? {};
  // Shelves are created once the channel (and its related playlist ids) is known.
  const uploads = related.uploads ? kept(memory, 'uploads', () => playlistItems(related.uploads!)) : undefined;
  const favorites = related.favorites ? kept(memory, 'favorites', () => playlistItems(related.favorites!)) : undefined;
  const likes = related.likes ? kept(memory, 'likes', () => playlistItems(related.likes!)) : undefined;
  const publicPlaylists = kept(memory, 'playlists', () => channelPlaylists(route.channelId));
  // The next video is the next of the shelf the viewer opened it from.
  offerNext(memory, (videoId) => {
    for (const shelf of [uploads, favorites, likes]) {
      const items = shelf?.items.peek() ?? [];
      if (items.some((item) => nextOfItem(item)?.video.videoId === videoId)) return nextInList(items, videoId, playableOnly(nextOfItem));
    }
    return undefined;
  });

  if (channelError) return <section class="content"><ErrorState text={channelError.text} retrying={channelError.retrying} onRetry={channel.reload} /></section>;
  // Nothing to focus yet: focus waits on the skeleton (on the nearest menu entry, OK opened another section).
  if (!c) return <section class="content"><h1 class="content__title clamp-2">{route.title ?? t('Channel')}</h1><SkeletonRow holdsFocus /></section>;

  const own = c.id === activeAccountId.value;
  const avatar = thumb(c.snippet?.thumbnails, 'avatar');
  // The count goes up by one as the viewer subscribes here, and down as they leave (followerCount.ts).
  const followed = following?.value.value;
  const followedNow = followed === undefined ? undefined : followed !== null;
  // Whether the viewer followed when the count was read: the state first loaded. If asking failed
  // (Subscribe still works), it is not known, and the count stays as sent.
  const followedThen = kept(memory, 'followed-then', () => ({ value: undefined as boolean | null | undefined }));
  if (followedThen.value === undefined) followedThen.value = following?.error.value ? null : followedNow;
  const subscribers = countAfterFollowing(c.statistics?.subscriberCount, followedThen.value ?? undefined, followedNow);
  const figures = [countOf(subscribers, 'subscriber'), countOf(c.statistics?.videoCount, 'video')].filter(Boolean).join(' · ');

  // One name for the channel everywhere on its page, in the viewer's language where it has one:
  // the question asked "Abo von Stage Door beenden?" under the heading "Bühneneingang".
  const name = shownTitle(c.snippet);
  return (
    // The picture and name stay at the top; the buttons and shelves scroll under them: scrolled
    // down to its last shelves, the page still says whose they are.
    <section class="content content--fixed-head" data-testid="channel-screen">
      <header class="channel-header">
        <span class="avatar avatar--large">{avatar ? <img src={avatar} alt="" /> : null}</span>
        <div class="channel-header__text">
          <h1 class="content__title clamp-2" dir="auto" lang={textLang(c.snippet)}>
            {name}
          </h1>
          <p class="muted">{figures}</p>
        </div>
      </header>
      <div class="content__scroll" data-scroll-y>
        {/* One group, the scrolling part's first line (styles.css). */}
        <div class="channel-header__actions">
          {own ? null : following ? (
            <SubscribeButton channelId={route.channelId} channelTitle={name ?? route.title ?? t('this channel')} following={following} />
          ) : (
            <button class="btn" data-focus-key="subscribe" data-autofocus onClick={() => askToSignIn(t('Subscribing needs an account. Sign in to subscribe to {channel}.', { channel: name ?? t('this channel') }), { do: 'subscribe', channelId: route.channelId, channelTitle: name ?? t('the channel') })}>
              {t('Subscribe')}
            </button>
          )}
          {uploads && uploads.items.value.length > 0 ? <PlayAll list={uploads} toNext={playableOnly(nextOfItem)} testId="uploads" /> : uploads ? <PlayAllPlaceholder list={uploads} /> : null}
        </div>
        {uploads ? <CardShelf title={t('Uploads')} list={uploads} toCard={uploadItemCard} memory={memory} memoryKey="uploads-shelf" emptyText={t('No uploads yet.')} autofocus={own} /> : null}
        {favorites ? <CardShelf title={t('Favourites')} list={favorites} toCard={playlistItemCard} memory={memory} memoryKey="favorites-shelf" emptyText={t('No favourites yet.')} /> : null}
        {likes ? <CardShelf title={t('Likes')} list={likes} toCard={playlistItemCard} memory={memory} memoryKey="likes-shelf" emptyText={t('No likes yet.')} /> : null}
        <CardShelf title={t('Playlists')} list={publicPlaylists} toCard={playlistCard} memory={memory} memoryKey="playlists-shelf" emptyText={t('No public playlists.')} />
      </div>
    </section>
  );
}
