import type { ComponentChildren } from 'preact';
import type { PagedList } from '../state/pagedList.ts';
import type { RouteMemory } from '../state/routeMemory.ts';
import { EmptyAction, type EmptyActionSpec } from '../ui/ListState.tsx';
import { Shelf } from '../ui/Shelf.tsx';
import { ModelCard } from './ModelCard.tsx';
import { shelfGeometry } from './shelfGeometry.ts';
import { useCardModels } from './useCardModels.ts';
import type { CardModel } from './viewModels.ts';

/** A shelf of cards fed by a paged list: loads the next page as focus nears the end. */
export function CardShelf<T extends object>(props: {
  title: string;
  list: PagedList<T>;
  toCard: (item: T, index: number) => CardModel;
  memory: RouteMemory;
  memoryKey: string;
  emptyText: string;
  /** What the viewer can do about an empty shelf (it takes first focus if the shelf would have). */
  emptyAction?: EmptyActionSpec;
  testId?: string;
  /** The first card of the screen takes focus when the screen opens. */
  autofocus?: boolean;
  leading?: CardModel;
  /** A line about the shelf, under its title. */
  note?: ComponentChildren;
}) {
  const { list } = props;
  const items = list.items.value;
  const cardFor = useCardModels(props.toCard);
  const models = items.map(cardFor);
  const all = props.leading ? [props.leading, ...models] : models;
  // The list's own length where the API gives it ("3 of 232"), else the cards loaded so far.
  const known = list.total?.value;
  const total = known === undefined ? all.length : known + all.length - models.length;
  const more = known === undefined && list.hasMore.value;
  return (
    <Shelf
      title={props.title}
      items={all}
      {...shelfGeometry()}
      loading={list.loading.value}
      error={list.error.value}
      onRetry={() => list.reload()}
      emptyText={props.emptyText}
      emptyAction={props.emptyAction ? <EmptyAction action={props.emptyAction} autofocus={props.autofocus} /> : undefined}
      hasMore={list.hasMore.value}
      onNearEnd={() => list.hasMore.value && list.loadMore()}
      memory={props.memory}
      memoryKey={props.memoryKey}
      testId={props.testId}
      note={props.note}
      renderItem={(model, index, left) => <ModelCard key={model.key} model={model} index={index} left={left} total={total} more={more} autofocus={props.autofocus && index === 0} />}
    />
  );
}
