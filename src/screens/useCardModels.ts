import { useRef, useState } from 'preact/hooks';
import type { CardModel } from './viewModels.ts';
import { language } from '../i18n/messages.ts';
import { settings } from '../state/settings.ts';

/**
 * Builds each item's card model once per screen, keyed by the item object: lists keep their item
 * objects across pages, so a card model (and the pure card rendering it) stays the same object while
 * the viewer scrolls, and nothing is formatted again per key press.
 */
export function useCardModels<T extends object>(toCard: (item: T, index: number) => CardModel): (item: T, index: number) => CardModel {
  const latest = useRef(toCard);
  latest.current = toCard;
  // A card's words are in the language of when it was made, its picture picked for the text size's
  // card width (thumbnails.ts): a change of either (Settings) makes them anew, and reading them
  // here re-renders the list with them.
  const lang = `${language.value} ${settings.value.textScale}`;
  const [cache] = useState(() => ({ lang, models: new WeakMap<T, CardModel>() }));
  if (cache.lang !== lang) {
    cache.lang = lang;
    cache.models = new WeakMap<T, CardModel>();
  }
  const [cardFor] = useState(() => (item: T, index: number): CardModel => {
    let model = cache.models.get(item);
    if (!model) cache.models.set(item, (model = latest.current(item, index)));
    return model;
  });
  return cardFor;
}
