import type { Route } from '../state/router.ts';
import { mySubscribers, mySubscriptions } from '../state/lists.ts';
import { CardShelf } from './CardShelf.tsx';
import { findChannelsInSearch } from './emptyActions.ts';
import { kept, useScreenMemory } from './useScreen.ts';
import { subscriptionCard } from './viewModels.ts';

/** The channels you follow, and the people who follow you. */
export function Subscriptions({ route }: { route: Route }) {
  const memory = useScreenMemory(route);
  const following = kept(memory, 'following', mySubscriptions);
  const subscribers = kept(memory, 'subscribers', mySubscribers);
  return (
    <section class="content" data-scroll-y data-testid="subscriptions-screen">
      <h1 class="content__title">Subscriptions</h1>
      <CardShelf title="Channels you follow" list={following} toCard={(s) => subscriptionCard(s, 'following')} memory={memory} memoryKey="following" emptyText="You don't follow any channels yet. Find one in Search and choose Subscribe." emptyAction={findChannelsInSearch} autofocus />
      <CardShelf title="Your subscribers" list={subscribers} toCard={(s) => subscriptionCard(s, 'subscriber')} memory={memory} memoryKey="subscribers" emptyText="Nobody follows your channel yet." />
    </section>
  );
}
