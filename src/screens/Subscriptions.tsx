import { followedUploads } from '../state/followedUploads.ts';
import { mySubscriptions } from '../state/lists.ts';
import type { Route } from '../state/router.ts';
import { CardShelf } from './CardShelf.tsx';
import { findChannelsInSearch } from './emptyActions.ts';
import { kept, useScreenMemory } from './useScreen.ts';
import { useReloadAfterWrites } from './useReloadAfterWrites.ts';
import { subscriptionCard } from './channelCards.ts';
import { uploadCard } from './activityCards.ts';
import { t } from '../i18n/messages.ts';

/**
 * What the channels you follow uploaded lately, newest first, then the channels themselves. Who
 * follows you is the account screen's: it is about your channel, not about what you watch.
 */
export function Subscriptions({ route }: { route: Route }) {
  const memory = useScreenMemory(route);
  const uploads = kept(memory, 'uploads', followedUploads);
  const following = kept(memory, 'following', mySubscriptions);
  // Back from a channel unsubscribed from (or subscribed to): both shelves as they are now.
  useReloadAfterWrites(memory, uploads, following);
  return (
    <section class="content" data-scroll-y data-testid="subscriptions-screen">
      <h1 class="content__title">{t('Subscriptions')}</h1>
      <CardShelf title={t('New from your subscriptions')} list={uploads} toCard={uploadCard} memory={memory} memoryKey="uploads" emptyText={t('Nothing new from the channels you subscribe to. Find more channels in Search and choose Subscribe.')} emptyAction={findChannelsInSearch} autofocus />
      <CardShelf title={t('Channels you subscribe to')} list={following} toCard={(s) => subscriptionCard(s, 'following')} memory={memory} memoryKey="following" emptyText={t("You aren't subscribed to any channels yet.")} />
    </section>
  );
}
