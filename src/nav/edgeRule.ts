import { afterPaint } from './frames.ts';
import { activeScope, FOCUS_SUBJECT, focusIsLost, SAFE_SLACK_PX } from './focusScope.ts';
import { SLIDE_MS, slideTarget } from './slide.ts';

/*
 * Nothing is cut across at the top or bottom edge of a scrolling page. Loaded by scrolling.ts, with
 * the page's glide, the first time focus lands in a scrolling page: no first screen waits for it.
 */
export { placeViewport, slideTarget, slideViewport } from './slide.ts';

/** A box's top and bottom, in px from the top of the screen. */
export interface Span {
  top: number;
  bottom: number;
}

/**
 * Blocks up to a quarter of the page's height are kept whole at an edge (a channel's header, a
 * shelf's title); taller ones are looked into. styles.css leaves a page's height of room past
 * its end, to scroll what the top edge cuts wholly out of view.
 */
const WHOLE_BLOCK_SHARE = 0.25;

/**
 * A box left at the top edge with no more than this share of its height in view (and no more than
 * half a whole block's height) is a remnant, not the page going on, whatever it holds: a few
 * pixels of a channel's picture above its buttons, or the last line of a shelf whose cards are
 * above the screen (Continue watching, arriving over the shelf that keeps focus).
 */
const REMNANT_SHARE = 0.25;

/**
 * The items of a list (`data-index`) that `edge` cuts across, from `first` (the first of them in
 * the page's order: those before it do not cross), as one span: a line of cards.
 */
function itemsAcross(first: Element, edge: number): Span {
  const span = { top: Infinity, bottom: -Infinity };
  for (let item: Element | null = first; item; item = item.nextElementSibling) {
    if (!item.hasAttribute('data-index')) continue;
    const r = item.getBoundingClientRect();
    if (r.top < edge - 2 && r.bottom > edge + 2) span.top = Math.min(span.top, r.top), span.bottom = Math.max(span.bottom, r.bottom);
  }
  return span;
}

/** The words drawn on a picture (its leaves with text) that `edge` cuts across, as one span. */
function wordsAcross(picture: Element, edge: number): Span | undefined {
  let span: Span | undefined;
  for (const el of Array.from(picture.querySelectorAll('*'))) {
    if (el.firstElementChild || !(el.textContent ?? '').trim()) continue;
    const r = el.getBoundingClientRect();
    if (r.top < edge - 2 && r.bottom > edge + 2) span = { top: Math.min(span?.top ?? Infinity, r.top), bottom: Math.max(span?.bottom ?? -Infinity, r.bottom) };
  }
  return span;
}

/**
 * The block of text that `edge` (a y in px, as things are now) would cut across: looked for down
 * the page's tree along the edge, into blocks that hold the focused element or are too tall to
 * keep whole, to one that is small enough to show or hide whole (a header, a shelf's title, a
 * card's title). Pictures are not counted, only the words on them: one half out of view is plainly
 * the page going on; but at the top edge, a remnant of anything is (REMNANT_SHARE).
 * Only the boxes along the edge are read, with layout clean (before focus moves): a few per press.
 */
function blockAcross(parent: Element, edge: number, subject: HTMLElement, whole: number, atTop: boolean, depth = 0): Span | undefined {
  for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
    const r = child.getBoundingClientRect();
    // A row's or grid's track has no size of its own, only its cards (src/ui/slidingWindow.ts):
    // what the edge crosses is among them.
    if ((r.width === 0 || r.height === 0) && child.firstElementChild && depth < 8) {
      const inner = blockAcross(child, edge, subject, whole, atTop, depth + 1);
      if (inner) return inner;
      continue;
    }
    if (!(r.top < edge - 2 && r.bottom > edge + 2) || r.width === 0) continue;
    if (child === subject) return undefined;
    // An item of a list (a card, a row) at the top edge is shown or hidden whole: at 150 % a card
    // is taller than a whole block, and the edge fell between Home's first shelf's pictures and
    // their words, which stayed on screen without them over the shelf in focus. The whole line of
    // them (before the remnant rule, which would take one card): cards of a shelf differ in height
    // (a title on one line or two), and with the shortest hidden the tallest left its last line.
    if (atTop && child.hasAttribute('data-index') && !child.contains(subject)) return itemsAcross(child, edge);
    // At the bottom a picture (`data-picture`) goes on past the edge, as the page does, down to
    // the words on it (a card's duration), which are not cut across: the edge falls above them.
    // Hidden whole for its duration, the next shelf's pictures left its title over an empty band.
    if (!atTop && child.hasAttribute('data-picture')) {
      const words = wordsAcross(child, edge);
      if (words) return words;
      continue;
    }
    const shown = r.bottom - edge;
    if (atTop && !child.contains(subject) && shown <= r.height * REMNANT_SHARE && shown <= whole / 2) return { top: r.top, bottom: r.bottom };
    if ((child.contains(subject) || r.height > whole) && child.firstElementChild && depth < 8) {
      const inner = blockAcross(child, edge, subject, whole, atTop, depth + 1);
      if (inner) return inner;
      continue;
    }
    if ((child.textContent ?? '').trim() !== '') return { top: r.top, bottom: r.bottom };
  }
  return undefined;
}

/**
 * Nothing is cut across at the top or bottom edge of a scrolling page: a block of text there (the
 * channel's header above its shelves, a shelf's title, the next shelf's card titles) is brought
 * wholly into view if the focused element stays inside the safe area, else scrolled wholly out.
 * Takes the scroll the safe area asks (`delta`) and returns it, adjusted. `room`: where the
 * subject must stay (low, high, in px on screen) and how far the page can go (least, most).
 */
export function wholeAtEdges(viewport: HTMLElement, subject: HTMLElement, view: Span, delta: number, room: { low: number; high: number; least: number; most: number }): { delta: number; clipTop: number; clipBottom: number } {
  const r = subject.getBoundingClientRect();
  const whole = (view.bottom - view.top) * WHOLE_BLOCK_SHARE;
  const fits = (d: number) => d >= room.least && d <= room.most && r.top - d >= room.low - SAFE_SLACK_PX && r.bottom - d <= room.high + SAFE_SLACK_PX;
  // A page goes to its top, or stays there, whenever what has focus fits inside the safe area
  // with it there, and hides what its bottom edge would cut: its heading is the first thing a
  // viewer reads. Bringing that block up pushed the heading out for good (Settings at 720p lost
  // its title as focus came in, and did not get it back on its first row, where nothing was cut).
  // A list (`data-scroll-y="list"`, a dialog's rows under the dialog's own title) has no heading
  // inside: it moves only as far as focus needs, or Up one row from its end jumped it to its top.
  const headed = viewport.dataset.scrollY !== 'list';
  if (delta <= room.least || (headed && fits(room.least))) {
    const bottom = blockAcross(viewport, view.bottom + room.least, subject, whole, false);
    return { delta: room.least, clipTop: 0, clipBottom: bottom ? Math.ceil(view.bottom + room.least - bottom.top) : 0 };
  }
  // The scrolls tried, nearest first: the one the safe area asks, then each that shows or hides
  // a block cut at an edge, a few steps deep (showing a block at one edge can cut another at the
  // other). The first that cuts nothing wins; failing that, one that cuts nothing at the top.
  let tried = 0;
  let cleanTop: number | undefined;
  const queue = [delta];
  while (queue.length > 0 && tried < 6) {
    const d = queue.shift()!;
    tried++;
    const top = blockAcross(viewport, view.top + d, subject, whole, true);
    const bottom = blockAcross(viewport, view.bottom + d, subject, whole, false);
    if (!top && !bottom) return { delta: d, clipTop: 0, clipBottom: 0 };
    if (!top && cleanTop === undefined) cleanTop = d;
    const next: number[] = [];
    // At the top: shown whole (the header of what has focus) before hidden; at the bottom, hidden
    // below the edge before brought up, which would push what has focus up.
    if (top) next.push(d - (view.top + d - top.top), d + (top.bottom - (view.top + d)));
    if (bottom) next.push(d - (view.bottom + d - bottom.top), d + (bottom.bottom - (view.bottom + d)));
    for (const n of next) if (fits(Math.round(n)) && queue.indexOf(Math.round(n)) < 0) queue.push(Math.round(n));
  }
  // No scroll shows both edges whole (a header at the top and the next shelf's titles at the
  // bottom): the page hides the line it would cut, from the line to its edge.
  const d = cleanTop ?? delta;
  const top = blockAcross(viewport, view.top + d, subject, whole, true);
  const bottom = blockAcross(viewport, view.bottom + d, subject, whole, false);
  return { delta: d, clipTop: top ? Math.ceil(top.bottom - (view.top + d)) : 0, clipBottom: bottom ? Math.ceil(view.bottom + d - bottom.top) : 0 };
}

/**
 * The page of the focused element hides again what it would cut at its edges, once content came
 * or went (a list arrived under a header that has focus): run after a paint, with layout clean,
 * and not while the page glides. It never scrolls: the page does not move under the viewer.
 */
export function refreshEdgeClips(): void {
  const el = document.activeElement as HTMLElement | null;
  if (!el || focusIsLost()) return;
  const subject = el.closest<HTMLElement>(FOCUS_SUBJECT) ?? el;
  const viewport = subject.closest<HTMLElement>('[data-scroll-y]');
  // A page that stopped scrolling (a channel's list became its error) keeps no sign from before.
  if (!viewport) return showMoreBelow(subject.closest<HTMLElement>('.content'), false);
  // Gliding: once it has come to rest.
  if (slideTarget(viewport, 'y') !== viewport.scrollTop) return void setTimeout(() => afterPaint(refreshEdgeClips), SLIDE_MS);
  if (!activeScope().contains(viewport)) return clipEdges(viewport, 0, 0);
  const view = viewport.getBoundingClientRect();
  const whole = (view.bottom - view.top) * WHOLE_BLOCK_SHARE;
  const top = blockAcross(viewport, view.top, subject, whole, true);
  const bottom = blockAcross(viewport, view.bottom, subject, whole, false);
  clipEdges(viewport, top ? Math.ceil(top.bottom - view.top) : 0, bottom ? Math.ceil(view.bottom - bottom.top) : 0);
}

/** The edges each page hides now (clipEdges), to write its style only when they change. */
const clipped = new WeakMap<HTMLElement, string>();

/**
 * A band hidden at a page's foot at least this tall (in rem) gets the sign that the page goes on
 * (`data-more-below`, drawn by styles.css in the band): Settings at 150 % text hid its next row
 * whole and left 160 px of empty screen under Reduce motion, a page that looked finished.
 */
const MORE_BELOW_REM = 4;

/** Hides `top` and `bottom` px of the page's edges (0: none), where a line would be cut across. */
export function clipEdges(viewport: HTMLElement, top: number, bottom: number): void {
  const inDialog = viewport.closest('[role="dialog"]');
  // A dialog's list: the pages under the dialog hide nothing and say nothing goes on. A page's clip
  // makes it a stacking context, which kept the dialog's dimming inside it: the menu and the sign
  // drew over the dimming, and the band the page hid was left undimmed.
  if (inDialog) clearOutside(inDialog);
  const value = top > 0 || bottom > 0 ? `inset(${top}px 0 ${bottom}px 0)` : '';
  if ((clipped.get(viewport) ?? '') === value) return;
  clipped.set(viewport, value);
  viewport.style.setProperty('-webkit-clip-path', value);
  viewport.style.setProperty('clip-path', value);
  // The sign is the page's (a fixed head's page scrolls an element inside it); a dialog's list has its own.
  if (!inDialog) showMoreBelow(viewport.closest<HTMLElement>('.content'), bottom >= MORE_BELOW_REM * remPx());
}

let rem: number | undefined;

/**
 * Pixels per rem, read once and again after a resize: clipEdges runs on the key-press path with
 * focus just moved, where a style read would force a style pass before the frame's own.
 */
function remPx(): number {
  if (rem === undefined) {
    rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    addEventListener('resize', () => (rem = undefined), { once: true });
  }
  return rem;
}

function showMoreBelow(page: HTMLElement | null, more: boolean): void {
  if (more) page?.setAttribute('data-more-below', '');
  else page?.removeAttribute('data-more-below');
}

/** Every page outside `scope` (a dialog) shows all it holds, with no sign. */
function clearOutside(scope: Element): void {
  for (const viewport of Array.from(document.querySelectorAll<HTMLElement>('[data-scroll-y]'))) {
    if (!scope.contains(viewport) && clipped.get(viewport)) clipEdges(viewport, 0, 0);
  }
}

