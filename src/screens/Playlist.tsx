import { renamedPlaylists } from '../state/channels.ts';
import type { PagedList } from '../state/pagedList.ts';
import type { RouteMemory } from '../state/routeMemory.ts';
import { playlistItems } from '../state/lists.ts';
import { nextInList, offerNext } from '../state/playQueue.ts';
import { nextOfItem, playableOnly } from './nextUp.ts';
import type { Route } from '../state/router.ts';
import { Grid } from '../ui/Grid.tsx';
import { EmptyAction } from '../ui/ListState.tsx';
import { findVideosInSearch } from './emptyActions.ts';
import { PlayAll, PlayAllPlaceholder } from './PlayAll.tsx';
import { PlaylistActions } from './PlaylistActions.tsx';
import { PlaylistRow } from './PlaylistRow.tsx';
import { pagedGridState } from './pagedGridState.ts';
import { useCardModels } from './useCardModels.ts';
import { useReloadAfterWrites } from './useReloadAfterWrites.ts';
import { useAnnounceLoaded } from './useAnnounceLoaded.ts';
import { kept, useScreenMemory } from './useScreen.ts';
import { type CardModel } from './viewModels.ts';
import { playlistItemCard } from './playlistItemCards.ts';
import type { PlaylistItem } from '../api/video/index.ts';
import { t } from '../i18n/messages.ts';
import { knownPlaylistLanguage } from '../state/titleLanguages.ts';
import { listRowPitchRem, playlistRowsHeightRem, textScale } from './textScaleGeometry.ts';

/** One row per item, the width of the content area; the row pitch is a row's height and gap (styles.css), growing with the text size. */
const rowsAt = (scale: number) => ({ columns: 1, listRows: true, rowPitchRem: listRowPitchRem(scale), colPitchRem: 88, heightRem: playlistRowsHeightRem(scale) });

/** A playlist's items in order, with their positions; further pages load as focus moves down. */
export function Playlist({ route }: { route: Extract<Route, { name: 'playlist' }> }) {
  const memory = useScreenMemory(route);
  // 50 a page: a playlist of 50 and every length in it is two calls (playlistItems, videos).
  const items = kept(memory, 'items', () => playlistItems(route.playlistId, 50));
  offerNext(memory, (videoId) => nextInList(items.items.peek(), videoId, playableOnly(nextOfItem)));
  useReloadAfterWrites(memory, items);
  const list = items.items.value;
  useAnnounceLoaded(items, { one: '{count} video loaded', other: '{count} videos loaded' });
  const title = renamedPlaylists.value[route.playlistId] ?? route.title;
  // Built once per item (rows are pure): an own playlist's rows also know their item.
  const rowModel = useCardModels(route.own ? (item: PlaylistItem) => removableRow(playlistItemCard(item), item, route) : playlistItemCard);
  return (
    <section class="content" data-testid="playlist-screen">
      <header class="playlist-header" data-nav-container>
        {/* The box takes the header's room; the title in it is as wide as its text (see rtl.css). */}
        <div class="playlist-header__title">
          <h1 class="content__title clamp-2" dir="auto" lang={title === route.title ? route.lang ?? knownPlaylistLanguage(route.playlistId) : undefined}>
            {title}
          </h1>
        </div>
        {list.length > 0 ? <PlayAll list={items} toNext={playableOnly(nextOfItem)} testId="playlist" /> : <PlayAllPlaceholder list={items} />}
        {route.own ? <PlaylistActions playlistId={route.playlistId} title={title} /> : null}
      </header>
      <Grid
        label={t('Videos in {title}', { title })}
        items={list}
        {...rowsAt(textScale())}
        {...pagedGridState(items)}
        emptyText={t("This playlist is empty. Add videos from a video's page with “Add to playlist”.")}
        emptyAction={<EmptyAction action={findVideosInSearch} autofocus />}
        memory={memory}
        memoryKey="rows"
        renderItem={(item, index, _left, top) => {
          const m = rowModel(item, index);
          return <PlaylistRow key={m.key} model={m} index={index} position={item.snippet?.position} top={top} total={items.total?.value ?? list.length} more={items.total?.value === undefined && items.hasMore.value} />;
        }}
      />
    </section>
  );
}


/**
 * A row of the viewer's own playlist opens the video with "Remove from this playlist": the video
 * page is told which item it was (an item id, not the video's: a video can be in a list twice).
 */
function removableRow(model: CardModel, item: PlaylistItem, route: Extract<Route, { name: 'playlist' }>): CardModel {
  const target = model.target;
  if (target?.name !== 'video' || !item.id) return model;
  return { ...model, target: { ...target, inPlaylist: { itemId: item.id, playlistTitle: route.title } } };
}

/**
 * Where focus goes on the playlist once an item is removed from it: the row after that item, or
 * the one before when it was the last (its own key names nothing any more).
 */
export function rowKeyAfterRemoving(memory: RouteMemory, itemId: string): string | undefined {
  const items = (memory.values.get('items') as PagedList<PlaylistItem> | undefined)?.items.peek() ?? [];
  const at = items.findIndex((item) => item?.id === itemId);
  const neighbour = at < 0 ? undefined : (items[at + 1] ?? items[at - 1]);
  return neighbour ? playlistItemCard(neighbour).key : undefined;
}
