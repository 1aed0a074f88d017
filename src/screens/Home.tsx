import type { Route } from '../state/router.ts';
import { homeFeed, recentActivity } from '../state/lists.ts';
import { CardShelf } from './CardShelf.tsx';
import { findChannelsInSearch } from './emptyActions.ts';
import { kept, useScreenMemory } from './useScreen.ts';
import { activityCard } from './viewModels.ts';

/** Home: the home feed, then what you did in the last 30 days. */
export function Home({ route }: { route: Route }) {
  const memory = useScreenMemory(route);
  const feed = kept(memory, 'feed', homeFeed);
  const mine = kept(memory, 'mine', recentActivity);
  return (
    <section class="content" data-scroll-y data-testid="home-screen">
      <h1 class="content__title">Home</h1>
      <CardShelf title="From your subscriptions" list={feed} toCard={activityCard} memory={memory} memoryKey="feed-shelf" emptyText="Nothing new yet. Follow channels from Search to fill your home." emptyAction={findChannelsInSearch} autofocus />
      <CardShelf title="Your recent activity" list={mine} toCard={activityCard} memory={memory} memoryKey="mine-shelf" emptyText="You haven't done anything in the last 30 days." />
    </section>
  );
}
