import { followedLive } from '../state/followedLive.ts';
import { myBroadcasts } from '../state/lists.ts';
import type { Route } from '../state/router.ts';
import { CardShelf } from './CardShelf.tsx';
import { kept, useScreenMemory } from './useScreen.ts';
import { broadcastCard, liveVideoCard } from './liveCards.ts';
import { t } from '../i18n/messages.ts';

/**
 * What the channels you follow stream now and have scheduled, then your own broadcasts with
 * their status (Testing, Removed and the rest are yours alone to see).
 */
export function Live({ route }: { route: Route }) {
  const memory = useScreenMemory(route);
  const followed = kept(memory, 'followed', followedLive);
  const broadcasts = kept(memory, 'broadcasts', myBroadcasts);
  // Nothing live to start on: the screen opens on your broadcasts instead.
  const noneFollowed = !followed.loading.value && followed.items.value.length === 0 && !followed.error.value;
  return (
    <section class="content" data-scroll-y data-testid="live-screen">
      <h1 class="content__title">{t('Live')}</h1>
      <CardShelf title={t('Live and upcoming from your subscriptions')} list={followed} toCard={liveVideoCard} memory={memory} memoryKey="followed" emptyText={t('None of the channels you subscribe to is live now or has a stream scheduled.')} autofocus={!noneFollowed} />
      <CardShelf title={t('Your broadcasts')} list={broadcasts} toCard={broadcastCard} memory={memory} memoryKey="broadcasts" emptyText={t("You have no live broadcasts. Schedule one from the platform's studio on a computer.")} autofocus={noneFollowed} />
    </section>
  );
}
