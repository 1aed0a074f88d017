import type { Route } from '../state/router.ts';
import { myBroadcasts } from '../state/lists.ts';
import { CardShelf } from './CardShelf.tsx';
import { kept, useScreenMemory } from './useScreen.ts';
import { broadcastCard } from './viewModels.ts';

/** Your live broadcasts with their status. */
export function Live({ route }: { route: Route }) {
  const memory = useScreenMemory(route);
  const broadcasts = kept(memory, 'broadcasts', myBroadcasts);
  return (
    <section class="content" data-scroll-y data-testid="live-screen">
      <h1 class="content__title">Live</h1>
      <CardShelf title="Your broadcasts" list={broadcasts} toCard={broadcastCard} memory={memory} memoryKey="broadcasts" emptyText="You have no live broadcasts. Schedule one from the platform's studio on a computer." autofocus />
    </section>
  );
}
