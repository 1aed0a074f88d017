/**
 * Whether a shelf goes on past what is in view, each way: the cards are whole at both edges (the
 * row slides a card at a time), so nothing on screen tells a viewer that Right brings more, or
 * that the row has been slid past its start. `first` is the first card in view.
 */
export interface ShelfEnds {
  /** Cards before the first in view (to the left; to the right in a right-to-left language). */
  before: boolean;
  /** Cards after the last in view, or a next page on its way. */
  after: boolean;
}

export function shelfEnds(first: number, inView: number, count: number, nextPageComing: boolean): ShelfEnds {
  return { before: first > 0 && count > 0, after: first + inView < count || (nextPageComing && count > 0) };
}
