import { playlistItems } from '../state/lists.ts';
import { nextInList, offerNext } from '../state/playQueue.ts';
import { nextOfItem, playableOnly } from './nextUp.ts';
import type { Route } from '../state/router.ts';
import { Grid } from '../ui/Grid.tsx';
import { EmptyAction } from '../ui/ListState.tsx';
import { findVideosInSearch } from './emptyActions.ts';
import { PlaylistRow } from './PlaylistRow.tsx';
import { pagedGridState } from './pagedGridState.ts';
import { useCardModels } from './useCardModels.ts';
import { useReloadAfterWrites } from './useReloadAfterWrites.ts';
import { kept, useScreenMemory } from './useScreen.ts';
import { playlistItemCard } from './viewModels.ts';

/** One row per item, the width of the content area; the row pitch is a row's height and gap (styles.css). */
const ROWS = { columns: 1, rowPitchRem: 8.5, colPitchRem: 88, heightRem: 52 };

/** A playlist's items in order, with their positions; further pages load as focus moves down. */
export function Playlist({ route }: { route: Extract<Route, { name: 'playlist' }> }) {
  const memory = useScreenMemory(route);
  // 50 a page: a playlist of 50 and every length in it is two calls (playlistItems, videos).
  const items = kept(memory, 'items', () => playlistItems(route.playlistId, 50));
  offerNext(memory, (videoId) => nextInList(items.items.peek(), videoId, playableOnly(nextOfItem)));
  useReloadAfterWrites(memory, items);
  const list = items.items.value;
  const rowModel = useCardModels(playlistItemCard);
  return (
    <section class="content" data-testid="playlist-screen">
      <h1 class="content__title clamp-2" dir="auto">
        {route.title}
      </h1>
      <Grid
        label={`${route.title} videos`}
        items={list}
        {...ROWS}
        {...pagedGridState(items)}
        emptyText="This playlist is empty. Add videos from a video's page with “Add to playlist”."
        emptyAction={<EmptyAction action={findVideosInSearch} autofocus />}
        memory={memory}
        memoryKey="rows"
        renderItem={(item, index, _left, top) => {
          const m = rowModel(item, index);
          return <PlaylistRow key={m.key} model={m} index={index} position={item.snippet?.position} top={top} />;
        }}
      />
    </section>
  );
}

