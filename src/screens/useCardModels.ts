import { useRef, useState } from 'preact/hooks';
import type { CardModel } from './viewModels.ts';

/**
 * Builds each item's card model once per screen, keyed by the item object: lists keep their item
 * objects across pages, so a card model (and the pure card rendering it) stays the same object while
 * the viewer scrolls, and nothing is formatted again per key press.
 */
export function useCardModels<T extends object>(toCard: (item: T, index: number) => CardModel): (item: T, index: number) => CardModel {
  const latest = useRef(toCard);
  latest.current = toCard;
  const [cardFor] = useState(() => {
    const models = new WeakMap<T, CardModel>();
    return (item: T, index: number): CardModel => {
      let model = models.get(item);
      if (!model) models.set(item, (model = latest.current(item, index)));
      return model;
    };
  });
  return cardFor;
}
