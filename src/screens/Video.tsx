import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { focusElement, focusIsLost } from '../nav/focus.ts';
import { formatClock } from '../player/isoDuration.ts';
import { savedPosition } from '../state/continueWatching.ts';
import { myPlaylists } from '../state/lists.ts';
import { navigate, replaceTop, type Route } from '../state/router.ts';
import { addToPlaylistAfterSignIn, askToSignIn } from '../state/guest.ts';
import { guest } from '../state/session.ts';
import { factsFailure, factsOf, retryFacts } from '../state/videoFacts.ts';
import { ScrollableText } from '../ui/ScrollableText.tsx';
import { AddToPlaylist } from './AddToPlaylist.tsx';
import { RemoveFromPlaylist } from './RemoveFromPlaylist.tsx';
import { useScreenMemory, kept } from './useScreen.ts';
import { factList, qualityBadges, unplayableReason, videoRefWithFacts } from './videoFactsView.ts';
import { byline, formatDate } from './viewModels.ts';
import { textLang } from './localizedText.ts';
import { t } from '../i18n/messages.ts';
import { SymbolLabel } from '../ui/SymbolLabel.tsx';

/**
 * A video's page: its facts (asked with videos.list, so it is whole from any way in, Home's
 * activity cards included), Play (or Resume and Start over), "Add to playlist" and "Go to channel".
 */
export function Video({ route }: { route: Extract<Route, { name: 'video' }> }) {
  const memory = useScreenMemory(route);
  // Held for the screen's life: the facts cache may let the entry go, this screen keeps its own.
  const [factsSignal] = useState(() => factsOf(route.video.videoId));
  const facts = factsSignal.value;
  const failure = facts === undefined ? factsFailure(route.video.videoId) : undefined;
  const v = videoRefWithFacts(route.video, facts);
  const saved = savedPosition(v.videoId);
  const cannotPlay = unplayableReason(facts);
  const play = (startAt: number) => replaceTop({ name: 'player', video: v, startAt });
  const addButton = useRef<HTMLButtonElement>(null);
  // Play shows before the facts are in; when they say it cannot play, Play goes, and focus that
  // was on it moves to the button that took its place, not to whatever neighbour is nearest.
  useLayoutEffect(() => {
    if (cannotPlay && focusIsLost() && addButton.current) focusElement(addButton.current);
  }, [cannotPlay]);
  const [adding, setAdding] = useState(false);
  // A guest has no playlists: Add to playlist asks them to sign in instead.
  const playlists = guest.value ? undefined : kept(memory, 'playlists', myPlaylists);
  const add = () =>
    playlists ? setAdding(true) : askToSignIn(t('Adding to a playlist needs an account. Sign in to add “{title}” to one.', { title: v.title }), { do: 'addToPlaylist', videoId: v.videoId });
  // Back here from signing in to add this video: the dialog the guest asked for opens.
  useEffect(() => {
    if (!playlists || addToPlaylistAfterSignIn.peek() !== v.videoId) return;
    addToPlaylistAfterSignIn.value = undefined;
    setAdding(true);
  }, [playlists, v.videoId]);


  return (
    <section class="content video-details" data-scroll-y data-testid="video-screen">
      <div class="video-details__top">
        {v.thumbnailUrl ? <img class="video-details__thumb" src={v.thumbnailUrl} alt="" /> : <span class="video-details__thumb" />}
        <div class="video-details__text">
          <h1 class="content__title clamp-3" dir="auto" lang={textLang(facts?.snippet)}>
            {v.title}
          </h1>
          <p class="muted" dir="auto">
            {byline(v.channelTitle, formatDate(v.publishedAt))}
          </p>
          {facts ? (
            <p class="video-facts" data-testid="video-facts">
              {factList(facts).map((fact) => (
                <span class="video-facts__item" key={fact}>
                  {fact}
                </span>
              ))}
              {qualityBadges(facts).map((badge) => (
                <span class="video-facts__badge" key={badge}>
                  {badge}
                </span>
              ))}
            </p>
          ) : null}
          {failure ? (
            <p class="inline-error" role="alert" data-testid="facts-failed">
              {t("Couldn't load this video's details. {why}", { why: failure })}
            </p>
          ) : null}
          {cannotPlay ? (
            <p class="video-details__unplayable" role="status" data-testid="cannot-play">
              {cannotPlay}
            </p>
          ) : null}
        </div>
      </div>
      <div class="actions video-details__actions" data-nav-container>
        {cannotPlay ? null : saved ? (
          <>
            <button class="btn" data-autofocus data-focus-key="resume" data-testid="resume" onClick={() => play(saved.positionSeconds)}>
              {t('Resume from {time}', { time: formatClock(saved.positionSeconds) })}
            </button>
            <button class="btn btn--secondary" data-focus-key="start-over" onClick={() => play(0)}>
              {t('Start over')}
            </button>
          </>
        ) : (
          <button class="btn" data-autofocus data-focus-key="play" data-testid="play" onClick={() => play(0)}>
            <SymbolLabel text={t('▶ Play')} />
          </button>
        )}
        {failure ? (
          <button class="btn btn--secondary" data-focus-key="retry-facts" onClick={() => retryFacts(v.videoId)}>
            {t('Retry')}
          </button>
        ) : null}
        <button ref={addButton} class={`btn${cannotPlay ? '' : ' btn--secondary'}`} data-autofocus={cannotPlay ? true : undefined} data-focus-key="add-to-playlist" onClick={add}>
          {t('Add to playlist')}
        </button>
        {route.inPlaylist ? <RemoveFromPlaylist itemId={route.inPlaylist.itemId} videoTitle={v.title} playlistTitle={route.inPlaylist.playlistTitle} /> : null}
        {v.channelId ? (
          <button class="btn btn--secondary" data-focus-key="go-to-channel" onClick={() => navigate({ name: 'channel', channelId: v.channelId!, title: v.channelTitle })}>
            {t('Go to channel')}
          </button>
        ) : null}
      </div>
      {v.description ? <ScrollableText class="video-details__description" label={t('Description')} text={v.description} lang={textLang(facts?.snippet)} testId="video-description" /> : null}

      {adding && playlists ? <AddToPlaylist video={v} playlists={playlists} onClose={() => setAdding(false)} /> : null}
    </section>
  );
}
