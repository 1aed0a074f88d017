import { useEffect, useRef } from 'preact/hooks';
import { continueWatching, continueWatchingList, tellKeptLocally, toldKeptLocally } from '../state/continueWatching.ts';
import { homeFeed, recentActivity } from '../state/clientLists.ts';
import type { Route } from '../state/router.ts';
import { CardShelf } from './CardShelf.tsx';
import { findChannelsInSearch } from './emptyActions.ts';
import { kept, useScreenMemory } from './useScreen.ts';
import { activityCard, myActivityCard } from './activityCards.ts';
import { watchEntryCard } from './watchEntryCard.ts';
import { t } from '../i18n/messages.ts';

/** Home: Continue watching (when there is any), the home feed, then what you did in the last 30 days. */
export function Home({ route }: { route: Route }) {
  const memory = useScreenMemory(route);
  const feed = kept(memory, 'feed', homeFeed);
  const mine = kept(memory, 'mine', recentActivity);
  const watching = continueWatching.value.length > 0;
  const tell = tellKeptLocally.value;
  // Said once: marked as told when this Home goes, so the next Home no longer says it.
  const told = useRef(false);
  told.current ||= tell;
  useEffect(() => () => (told.current ? toldKeptLocally() : undefined), []);
  return (
    <section class="content" data-scroll-y data-testid="home-screen">
      <h1 class="content__title">{t('Home')}</h1>
      {watching ? (
        <CardShelf
          title={t('Continue watching')}
          list={continueWatchingList}
          toCard={watchEntryCard}
          memory={memory}
          memoryKey="watching-shelf"
          emptyText=""
          testId="continue-watching"
          autofocus
          // Under the shelf's title, not after its cards: there it sat nearer the next shelf's title.
          note={
            tell ? (
              <p class="shelf__note" role="note" data-testid="kept-locally">
                {t('Where you stopped is kept on this TV only: the video service keeps no watch history for apps.')}
              </p>
            ) : null
          }
        />
      ) : null}
      <CardShelf title={t('From your subscriptions')} list={feed} toCard={activityCard} memory={memory} memoryKey="feed-shelf" emptyText={t('Nothing new yet. Subscribe to channels from Search to fill your home.')} emptyAction={findChannelsInSearch} autofocus={!watching} />
      <CardShelf title={t('Your recent activity')} list={mine} toCard={myActivityCard} memory={memory} memoryKey="mine-shelf" emptyText={t("You haven't done anything in the last 30 days.")} />
    </section>
  );
}
