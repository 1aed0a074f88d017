import { useLayoutEffect, useRef } from 'preact/hooks';

/** The part of a card the ring goes round (see Card). */
const CARD = '.card';
const CARD_PICTURE = '.card__thumb';

export interface FocusRing {
  /** Attach to the ring element, a child of the row's or grid's track. */
  ref: (el: HTMLElement | null) => void;
  /** The track's focus handler (capture): the ring goes round the focused card. */
  follow: (event: FocusEvent) => void;
  /** The track's blur handler (capture): the ring hides when focus leaves the track. */
  leave: (event: FocusEvent) => void;
}

/**
 * One focus ring per row or grid, laid over the focused card's picture and moved there with a
 * transform on its own compositor layer. Drawn by each card on `:focus`, the ring made every press
 * repaint the two cards whose focus changed, then re-layerize and commit them: about 3 ms of a
 * press's frame at 4x CPU throttling (bench/browse.ts). Moving one layer repaints nothing.
 *
 * The ring's box is read from the card (offsets, no style reads) at focus time, when the cards are
 * laid out, and again after every render of the list, which may move, reuse or remove the card.
 */
export function useFocusRing(): FocusRing {
  const ring = useRef<HTMLElement | null>(null);
  /** What the ring's style says now: written only when it changes. */
  const shown = useRef({ on: false, x: NaN, y: NaN, width: NaN, height: NaN, round: false });

  const hide = () => {
    if (!ring.current || !shown.current.on) return;
    shown.current.on = false;
    ring.current.classList.remove('focus-ring--on');
  };

  const goRound = (target: EventTarget | null) => {
    const el = ring.current;
    const track = el?.parentElement;
    const card = target instanceof HTMLElement && track?.contains(target) ? target.closest<HTMLElement>(CARD) : null;
    const picture = card?.querySelector<HTMLElement>(CARD_PICTURE);
    if (!el || !card || !picture) return hide();
    const now = shown.current;
    const x = card.offsetLeft + picture.offsetLeft;
    const y = card.offsetTop + picture.offsetTop;
    const width = picture.offsetWidth;
    const height = picture.offsetHeight;
    const round = card.classList.contains('card--round');
    if (x !== now.x || y !== now.y) el.style.transform = `translate(${x}px, ${y}px)`;
    if (width !== now.width) el.style.width = `${width}px`;
    if (height !== now.height) el.style.height = `${height}px`;
    if (round !== now.round) el.classList.toggle('focus-ring--round', round);
    if (!now.on) el.classList.add('focus-ring--on');
    shown.current = { on: true, x, y, width, height, round };
  };

  // After every render: the focused card may have moved (a reload shifted the list, the screen's
  // resolution changed), been reused for another item, or gone.
  useLayoutEffect(() => goRound(document.activeElement));

  return useRef<FocusRing>({
    ref: (el) => {
      ring.current = el;
      shown.current = { on: false, x: NaN, y: NaN, width: NaN, height: NaN, round: false };
    },
    follow: (event) => goRound(event.target),
    leave: (event) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !ring.current?.parentElement?.contains(next)) hide();
    },
  }).current;
}
