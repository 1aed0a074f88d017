import { h, type VNode } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { nextFrame } from '../nav/frames.ts';

/** The part of a card the ring goes round (see Card). */
const CARD = '.card';
const CARD_PICTURE = '.card__thumb';

/** What a row or grid puts on its track: the ring, and the track's focus and blur handlers. */
export interface FocusRing {
  /** The ring element: the track's last child. */
  element: VNode;
  /** The track's focus handler (capture): the row's own handler, then the ring goes round the focused card. */
  onFocusCapture: (event: FocusEvent) => void;
  /** The track's blur handler (capture): the ring hides when focus leaves the track. */
  onBlurCapture: (event: FocusEvent) => void;
}

/**
 * A card's place on its track, as the list wrote it (inline left and top, in px; a shelf's cards
 * take their top from the style sheet, the same for all): undefined for a card placed otherwise.
 */
function placeOf(card: HTMLElement): { left: number; top: number } | undefined {
  const left = parseFloat(card.style.left);
  if (Number.isNaN(left)) return undefined;
  return { left, top: parseFloat(card.style.top) || 0 };
}

/**
 * One focus ring per row or grid, laid over the focused card's picture and moved there with a
 * transform on its own compositor layer. Drawn by each card on `:focus`, the ring made every press
 * repaint the two cards whose focus changed, then re-layerize and commit them: about 3 ms of a
 * press's frame at 4x CPU throttling (bench/browse.ts). Moving one layer repaints nothing.
 *
 * The ring's box is the card picture's, read (boxes, no getComputedStyle) after every render of
 * the list, which may move, reuse or remove the card, and after a resize, which changes the size of
 * everything. When focus moves, it follows from the card's place on the track (see pictureAt).
 *
 * On a focus move the ring is placed in the next frame's callback, before that frame's style pass,
 * so it still moves in the frame that shows focus. Placed in the focus handler, its style writes
 * made the browser run a second style pass before focus() returned (0.5-0.8 ms a press at 4x).
 */
export function useFocusRing(onTrackFocus: (event: FocusEvent) => void): FocusRing {
  const latestOnTrackFocus = useRef(onTrackFocus);
  latestOnTrackFocus.current = onTrackFocus;
  const ring = useRef<HTMLElement | null>(null);
  /** What the ring's style says now: written only when it changes. */
  const shown = useRef({ on: false, x: NaN, y: NaN, width: NaN, height: NaN, round: false });

  const hide = () => {
    if (!ring.current || !shown.current.on) return;
    shown.current.on = false;
    ring.current.classList.remove('focus-ring--on');
  };

  /**
   * Where the picture sits against the card's own place on the track (its inline left and top)
   * and how big it is, for each kind of card (round or not), as last measured. It is the same for
   * every card of a kind on one track, so a focus move places the ring from the card's place alone,
   * without reading a box: in the frame's callback, a read would make the browser run that frame's
   * style and layout early, then style again for the ring (about 1 ms a press at 4x).
   */
  const pictureAt = useRef(new Map<boolean, { dx: number; dy: number; width: number; height: number }>());

  const show = (x: number, y: number, width: number, height: number, round: boolean) => {
    const el = ring.current!;
    const now = shown.current;
    if (x !== now.x || y !== now.y) el.style.transform = `translate(${x}px, ${y}px)`;
    if (width !== now.width) el.style.width = `${width}px`;
    if (height !== now.height) el.style.height = `${height}px`;
    if (round !== now.round) el.classList.toggle('focus-ring--round', round);
    if (!now.on) el.classList.add('focus-ring--on');
    shown.current = { on: true, x, y, width, height, round };
  };

  /** The focused card under `target`, if it is on this ring's track. */
  const cardOf = (target: EventTarget | null): HTMLElement | null => {
    const track = ring.current?.parentElement;
    return target instanceof HTMLElement && track?.contains(target) ? target.closest<HTMLElement>(CARD) : null;
  };

  /** Places the ring by reading the picture's box, and notes where pictures sit on their cards. */
  const measureOn = (target: EventTarget | null) => {
    const el = ring.current;
    const track = el?.parentElement;
    const card = cardOf(target);
    const picture = card?.querySelector<HTMLElement>(CARD_PICTURE);
    if (!el || !track || !card || !picture) return hide();
    // Boxes, not offsets: offsets are whole pixels, and at 720p a card sits at fractional ones.
    const p = picture.getBoundingClientRect();
    const t = track.getBoundingClientRect();
    const x = p.left - t.left;
    const y = p.top - t.top;
    const round = card.classList.contains('card--round');
    const place = placeOf(card);
    if (place) pictureAt.current.set(round, { dx: x - place.left, dy: y - place.top, width: p.width, height: p.height });
    show(x, y, p.width, p.height, round);
  };

  /** Places the ring from the card's place on the track, when a card of its kind was measured. */
  const moveTo = (target: EventTarget | null) => {
    const card = cardOf(target);
    const place = card && placeOf(card);
    const round = !!card?.classList.contains('card--round');
    const at = place && pictureAt.current.get(round);
    if (!ring.current || !at) return measureOn(target);
    show(place.left + at.dx, place.top + at.dy, at.width, at.height, round);
  };

  // After every render: the focused card may have moved (a reload shifted the list), been reused
  // for another item, or gone. After a resize: the card and its picture changed size.
  useLayoutEffect(() => measureOn(document.activeElement));
  useEffect(() => {
    const onResize = () => {
      pictureAt.current.clear();
      measureOn(document.activeElement);
    };
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, []);

  const placeQueued = useRef(false);
  const handlers = useRef({
    ref: (el: HTMLElement | null) => {
      ring.current = el;
      shown.current = { on: false, x: NaN, y: NaN, width: NaN, height: NaN, round: false };
    },
    onFocusCapture: (event: FocusEvent) => {
      latestOnTrackFocus.current(event);
      if (placeQueued.current) return;
      placeQueued.current = true;
      nextFrame(() => {
        placeQueued.current = false;
        moveTo(document.activeElement);
      });
    },
    onBlurCapture: (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !ring.current?.parentElement?.contains(next)) hide();
    },
  }).current;
  return {
    element: h('span', { class: 'focus-ring', key: 'ring', 'aria-hidden': 'true', ref: handlers.ref }),
    onFocusCapture: handlers.onFocusCapture,
    onBlurCapture: handlers.onBlurCapture,
  };
}
