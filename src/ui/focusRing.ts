import { h, type VNode } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { nextFrame } from '../nav/frames.ts';
import { focusedItem, showFocusFirstIn } from '../nav/shownFocus.ts';
import { isMirrored } from '../nav/mirror.ts';
import { scrollTarget } from '../nav/scrolling.ts';

/** The part of a card the ring goes round (see Card). */
const CARD = '.card';
const CARD_PICTURE = '.card__thumb';

/** The ring's style before it is placed anywhere (a fresh object: hide() changes it in place). */
const unplaced = () => ({ on: false, x: NaN, y: NaN, width: NaN, height: NaN, round: false });

/** What a row or grid draws: the ring (beside its viewport), and its track's focus and blur handlers. */
export interface FocusRing {
  /** The ring, in its layer: the viewport's sibling, over it (see useFocusRing). */
  element: VNode;
  /** The track's focus handler (capture): the row's own handler, then the ring goes round the focused card. */
  onFocusCapture: (event: FocusEvent) => void;
  /** The track's blur handler (capture): the ring hides when focus leaves the track. */
  onBlurCapture: (event: FocusEvent) => void;
}

/**
 * One focus ring per row or grid, laid over the focused card's picture and moved there with a
 * transform on its own compositor layer: a ring drawn by each card on `:focus` repainted both
 * cards on every press, and moving one layer repaints nothing (docs/performance.md, Key presses).
 *
 * The ring's box is the card picture's, read (boxes, no getComputedStyle) when focus moves, again
 * after every render of the list, which may move, reuse or remove the card, and after a resize,
 * which changes the size of everything.
 *
 * On a focus move the ring is placed in the next frame's callback, before that frame's style pass,
 * so it still moves in the frame that shows focus: placed in the focus handler, it forced a second
 * style pass. It moves inside a layer as big as the viewport, with its layout and paint contained,
 * so a move does not lay out the row and its ancestors again.
 *
 * An arrow press inside the row shows the ring on the next card before the browser's focus gets
 * there (src/nav/shownFocus.ts): the ring goes where focus is shown, not only where it is.
 *
 * The layer lies beside the row's or grid's viewport, over it, not on the track that scrolls: a
 * press that slides the row leaves the focused card where the last one was on screen, so the ring
 * does not move at all, and a frame with no transform changed skips rebuilding the compositor's
 * layers (docs/performance.md). The ring goes where the card will be once the slide ends, and the
 * card glides into it. `trackSelector` finds the track in the layer's parent.
 */
export function useFocusRing(onItemFocus: (target: EventTarget | null) => void, trackSelector: string): FocusRing {
  const latestOnItemFocus = useRef(onItemFocus);
  latestOnItemFocus.current = onItemFocus;
  /** The ring's layer: its child is the ring. */
  const layer = useRef<HTMLElement | null>(null);
  /** The track the ring's cards are on, inside a viewport that scrolls. */
  const trackEl = useRef<Element | null>(null);
  /** What the ring's style says now: written only when it changes. */
  const shown = useRef(unplaced());

  const hide = () => {
    const el = layer.current?.firstElementChild;
    if (!el || !shown.current.on) return;
    shown.current.on = false;
    el.classList.remove('focus-ring--on');
  };

  const placeOn = (target: EventTarget | null) => {
    const frame = layer.current;
    const el = frame?.firstElementChild as HTMLElement | null | undefined;
    const track = trackEl.current;
    const card = target instanceof HTMLElement && track?.contains(target) ? target.closest<HTMLElement>(CARD) : null;
    const picture = card?.querySelector<HTMLElement>(CARD_PICTURE);
    if (!frame || !el || !track || !card || !picture) return hide();
    // Boxes, not offsets: offsets are whole pixels, and at 720p a card sits at fractional ones.
    const p = picture.getBoundingClientRect();
    const t = frame.getBoundingClientRect();
    const now = shown.current;
    let x = p.left - t.left;
    let y = p.top - t.top;
    // Where the card will be once the viewport's slide ends: a mirrored row (right to left) is
    // drawn mirrored, so scrolling it on moves its cards the other way on screen.
    const viewport = track.parentElement;
    if (viewport) {
      const ahead = viewport.scrollLeft - scrollTarget(viewport, 'x');
      x += isMirrored(viewport) ? -ahead : ahead;
      y += viewport.scrollTop - scrollTarget(viewport, 'y');
    }
    const round = card.classList.contains('card--round');
    if (x !== now.x || y !== now.y) el.style.transform = `translate(${x}px, ${y}px)`;
    if (p.width !== now.width) el.style.width = `${p.width}px`;
    if (p.height !== now.height) el.style.height = `${p.height}px`;
    if (round !== now.round) el.classList.toggle('focus-ring--round', round);
    if (!now.on) el.classList.add('focus-ring--on');
    shown.current = { on: true, x, y, width: p.width, height: p.height, round };
  };

  // After every render: the focused card may have moved (a reload shifted the list), been reused
  // for another item, or gone. After a resize: the card and its picture changed size.
  useLayoutEffect(() => placeOn(focusedItem()));
  useEffect(() => {
    const onResize = () => placeOn(focusedItem());
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, []);

  const placeQueued = useRef(false);
  const undoShowFirst = useRef<(() => void) | undefined>(undefined);
  /** An item got focus, or shows it first: the row slides there, and the ring goes round it in the next frame. */
  const focusOn = (target: EventTarget | null) => {
    latestOnItemFocus.current(target);
    if (placeQueued.current) return;
    placeQueued.current = true;
    nextFrame(() => {
      placeQueued.current = false;
      placeOn(focusedItem());
    });
  };
  /** The ring can show focus on a card before the browser's focus gets there (shownFocus.ts). */
  const showOn = (item: HTMLElement) => {
    if (!item.matches(CARD)) return false;
    focusOn(item);
    return true;
  };
  const handlers = useRef({
    ref: (el: HTMLElement | null) => {
      layer.current = el;
      trackEl.current = el?.parentElement?.querySelector(trackSelector) ?? null;
      shown.current = unplaced();
      // The track lets an arrow press show focus on its cards first.
      undoShowFirst.current?.();
      undoShowFirst.current = trackEl.current ? showFocusFirstIn(trackEl.current, showOn) : undefined;
    },
    onFocusCapture: (event: FocusEvent) => focusOn(event.target),
    onBlurCapture: (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !trackEl.current?.contains(next)) hide();
    },
  }).current;
  return {
    element: h('span', { class: 'focus-ring-layer', key: 'ring', 'aria-hidden': 'true', ref: handlers.ref }, h('span', { class: 'focus-ring' })),
    onFocusCapture: handlers.onFocusCapture,
    onBlurCapture: handlers.onBlurCapture,
  };
}
