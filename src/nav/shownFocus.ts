import { afterPaint } from './frames.ts';

/**
 * Focus shown before the browser's focus gets there.
 *
 * An arrow press inside a sliding row or grid moves the row's ring and starts its slide at once,
 * and moves the browser's focus (`focus()`) just after that frame has painted. On a slow TV the
 * native `focus()` of a card was the largest part of a press: its style pass, then the blur,
 * focusout, focus and focusin events, before the frame that shows the move could start
 * (docs/performance.md). The viewer sees the same frame either way;
 * screen readers hear of the move one frame later.
 *
 * Whatever needs the browser's focus right (the next key, OK, Back, a page jump) settles it first,
 * so no key ever acts on the card focus is leaving. A focus put anywhere meanwhile (the pointer, a
 * screen placing focus) wins: the shown move is dropped.
 */

/**
 * What a row or grid does to show focus on one of its items before the browser's focus moves:
 * false, doing nothing, for an item it cannot show focus on (a list row shows focus with its own
 * `:focus` style, which only the browser's focus can switch).
 */
export type ShowFocus = (item: HTMLElement) => boolean;

const showers = new WeakMap<Element, ShowFocus>();
let shown: { from: HTMLElement; to: HTMLElement } | undefined;

/** Lets the items of `track` (their parent) show focus first; returns the undo. */
export function showFocusFirstIn(track: Element, show: ShowFocus): () => void {
  showers.set(track, show);
  return () => {
    if (showers.get(track) === show) showers.delete(track);
  };
}

/**
 * Shows focus on `to` now, when it and `from` (focused) sit on the same track that can show it,
 * and moves the browser's focus after the frame has painted. False when it cannot: focus `to` then.
 * `scroll` runs once focus is shown (the page's own safe-area scroll).
 */
export function showFocusFirst(from: HTMLElement, to: HTMLElement, scroll: () => void): boolean {
  const track = to.parentElement;
  const show = track && from.parentElement === track ? showers.get(track) : undefined;
  if (!show) return false;
  settleFocus();
  if (!show(to)) return false;
  shown = { from, to };
  afterPaint(settleFocus);
  scroll();
  return true;
}

/** The item that shows focus: where the browser's focus is, or is about to be. */
export function focusedItem(): Element | null {
  const now = document.activeElement;
  return shown && now === shown.from && shown.to.isConnected ? shown.to : now;
}

/** Moves the browser's focus where it is shown, if it is not there yet. */
export function settleFocus(): void {
  const move = shown;
  if (!move) return;
  shown = undefined;
  if (document.activeElement === move.from && move.to.isConnected) move.to.focus({ preventScroll: true });
}

/** Forgets a shown move: focus is being put somewhere else. */
export function dropShownFocus(): void {
  shown = undefined;
}
