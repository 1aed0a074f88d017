import { afterPaint } from './frames.ts';
import type { Axis } from './slide.ts';
import { bestCandidate, neighbourIndex, type Box, type Candidate, type Direction } from './spatial.ts';
import { dropShownFocus, settleFocus, showFocusFirst } from './shownFocus.ts';
import { trackDirection } from './mirror.ts';
import { activeScope, asStopgap, FOCUS_SUBJECT, FOCUSABLE, focusIsLost, isStopgapFocus, isVisible, itemAt, placeFirstChoice, SAFE_SLACK_PX } from './focusScope.ts';
import { focusInitial, placeWith } from './placeFocus.ts';
import { edgeRuleCode, loadEdgeRule, scrollViewport } from './scrolling.ts';
import { loadingList, markedHolder } from './waitingScreen.ts';

/*
 * Moving focus with the arrows, keeping it inside the safe area, and finding it again when its
 * element vanishes. Not on the way to the first screen: remoteLater.ts fetches it, with remote.ts,
 * once that screen has shown, or at the first key press.
 */
export { activeScope, asStopgap, FOCUSABLE, focusIsLost, holdFocusIn, isStopgapFocus, itemAt, SAFE_SLACK_PX } from './focusScope.ts';
export { focusByKey, focusInitial } from './placeFocus.ts';
export { loadEdgeRule, refreshEdgeClips, scrollTarget, scrollViewport } from './scrolling.ts';

const memory = new WeakMap<Element, HTMLElement>();
/** Where focus last was, to put it on the nearest neighbour if that element vanishes. */
let lastFocusBox: Box | undefined;

function focusables(root: Element): HTMLElement[] {
  return Array.prototype.slice.call(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isVisible) as HTMLElement[];
}

/**
 * Focusables with their boxes, read once each: this runs on every arrow press. An item wholly out
 * of the window sideways (a shelf's cards slid away before the first one shown) is no place to go.
 */
function candidatesIn(root: Element, skip: (el: HTMLElement) => boolean, anyLine: (el: HTMLElement) => boolean): Candidate<HTMLElement>[] {
  const out: Candidate<HTMLElement>[] = [];
  const all = root.querySelectorAll<HTMLElement>(FOCUSABLE);
  const width = window.innerWidth;
  for (let i = 0; i < all.length; i++) {
    const item = all[i]!;
    if (skip(item)) continue;
    const r = item.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && r.right > 0 && r.left < width) out.push({ item, box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom }, anyLine: anyLine(item) });
  }
  return out;
}

function box(el: Element): Box {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
}

function containerOf(el: Element, scope: Element): Element {
  const c = el.parentElement?.closest('[data-nav-container]');
  return c && scope.contains(c) ? c : scope;
}

/** 5% title-safe margins of the viewport (docs/reference/facts.md, TV: screen and focus). */
export function safeArea(): Box {
  const w = window.innerWidth;
  const h = window.innerHeight;
  return { left: w * 0.05, top: h * 0.05, right: w * 0.95, bottom: h * 0.95 };
}

/** 0.5 rem (1 rem is a 120th of the width, styles.css): a focus ring's 0.375 rem and a hair. */
const ringRoomPx = () => window.innerWidth / 240;

/**
 * Works out where the element's scroll containers (`data-scroll-y` / `data-scroll-x`) must go to
 * bring it fully inside the safe area, and returns the moves that take them there. Reading first
 * and moving after focus moved keeps a key press to one style and layout pass: reading a box
 * after focus() would force a second one, which costs a frame on a slow TV. A container already as
 * far as it goes is left alone: writing its offset again cost a forced layout on every press.
 *
 * Inside a virtualized shelf or grid (`data-slides`), the row slides the item into its own
 * viewport, so what must be inside the safe area is that viewport.
 *
 * `glide`: an arrow press glides the page (slide.ts); placing focus (Back, a screen opening,
 * recovery) puts it there at once.
 */
function safeAreaScroll(el: HTMLElement, glide: boolean): () => void {
  const safe = safeArea();
  const subject = el.closest<HTMLElement>(FOCUS_SUBJECT) ?? el;
  const moves: { viewport: HTMLElement; axis: Axis; offset: number }[] = [];
  const clips: { viewport: HTMLElement; top: number; bottom: number }[] = [];
  const r = subject.getBoundingClientRect();
  const plan = (axis: Axis, viewport: HTMLElement | null) => {
    if (!viewport) return;
    const view = viewport.getBoundingClientRect();
    const [start, end, viewStart, viewEnd, safeStart, safeEnd] =
      axis === 'y' ? [r.top, r.bottom, view.top, view.bottom, safe.top, safe.bottom] : [r.left, r.right, view.left, view.right, safe.left, safe.right];
    // Up and down, the focus ring (drawn outside the element) needs room too: the page's viewport
    // ends at the safe edge (styles.css, .content) and would cut it.
    const ring = axis === 'y' ? ringRoomPx() : 0;
    const low = Math.max(safeStart, viewStart) + ring;
    const high = Math.min(safeEnd, viewEnd) - ring;
    let delta = 0;
    if (start < low - SAFE_SLACK_PX) delta = start - low;
    else if (end > high + SAFE_SLACK_PX) delta = Math.min(end - high, start - low);
    const now = axis === 'y' ? viewport.scrollTop : viewport.scrollLeft;
    const max = axis === 'y' ? viewport.scrollHeight - viewport.clientHeight : viewport.scrollWidth - viewport.clientWidth;
    // Not behind an open dialog: its page stays as it was (the dialog, fixed, does not move with
    // it), and hides nothing, as the hiding would cut the dialog's dimming at the page's edges.
    if (axis === 'y' && !activeScope().contains(viewport)) clips.push({ viewport, top: 0, bottom: 0 });
    else if (axis === 'y') {
      const edgeRule = edgeRuleCode();
      const whole = edgeRule ? edgeRule.wholeAtEdges(viewport, subject, view, delta, { low, high, least: -now, most: max - now }) : { delta, clipTop: 0, clipBottom: 0 };
      delta = whole.delta;
      clips.push({ viewport, top: whole.clipTop, bottom: whole.clipBottom });
    }
    if (delta === 0) return;
    const offset = Math.max(0, Math.min(max, Math.round(now + delta)));
    if (offset !== now) moves.push({ viewport, axis, offset });
  };
  const page = subject.closest<HTMLElement>('[data-scroll-y]');
  plan('y', page);
  plan('x', subject.closest<HTMLElement>('[data-scroll-x]'));
  if (!edgeRuleCode() && (page || moves.length)) loadEdgeRule();
  return () => {
    for (const { viewport, axis, offset } of moves) scrollViewport(viewport, axis, offset, glide);
    for (const { viewport, top, bottom } of clips) edgeRuleCode()?.clipEdges(viewport, top, bottom);
  };
}

/** Focuses `el` and scrolls the page so it is inside the safe area: gliding for an arrow press. */
export function focusElement(el: HTMLElement, glide = false): void {
  focusThenScroll(el, safeAreaScroll(el, glide));
}
placeWith(focusElement);

/** Focuses `el` at once, then runs its planned scroll; a move a row was still showing is forgotten. */
function focusThenScroll(el: HTMLElement, scroll: () => void): void {
  dropShownFocus();
  el.focus({ preventScroll: true });
  scroll();
}

/**
 * When the focused element vanishes (a reload, a deletion), focus goes to its nearest neighbour,
 * never to the page body; while the next screen's code is coming, to its spinner, and while a
 * screen just opened waits for its first list, to that list's skeleton (waitingScreen.ts).
 */
export function recoverFocus(): boolean {
  if (!focusIsLost()) return false;
  const scope = activeScope();
  const marked = markedHolder(scope);
  if (marked) return asStopgap(() => (marked.focus({ preventScroll: true }), true));
  // A list a screen just opened waited for has come, in place of its skeleton: the screen places
  // focus, on its first choice, rather than the skeleton's nearest neighbour (a playlist's Delete,
  // its second row) or another list's skeleton taking it first, for a screen reader to read.
  if (scope.querySelector('.content') && placeFirstChoice()) return true;
  const loading = loadingList(scope);
  if (loading) return asStopgap(() => (loading.focus({ preventScroll: true }), true));
  const was = lastFocusBox;
  const candidates = focusables(scope);
  if (!was || candidates.length === 0) return asStopgap(() => focusInitial(scope));
  const cx = (was.left + was.right) / 2;
  const cy = (was.top + was.bottom) / 2;
  let best = candidates[0]!;
  let bestDistance = Infinity;
  for (const el of candidates) {
    const b = box(el);
    const d = Math.hypot((b.left + b.right) / 2 - cx, (b.top + b.bottom) / 2 - cy);
    if (d < bestDistance) {
      bestDistance = d;
      best = el;
    }
  }
  asStopgap(() => focusElement(best));
  return true;
}

let measureQueued = false;
let lastFocused: HTMLElement | undefined;

/** The last item the viewer focused outside the menu: Right from the menu goes back to it. */
let lastOnPage: HTMLElement | undefined;

/**
 * Remembers the last focused item of every container, for those that give it back on re-entry
 * (`remembers`), the last one outside the menu, and where focus is, for recoverFocus. The box is read once the press has painted, when layout is clean and the
 * read costs nothing: read on the key-press path or in the frame's rAF, it would lay out early
 * whatever the press (or a list's new rows) left dirty.
 */
export function rememberFocus(el: HTMLElement): void {
  lastFocused = el;
  if (crossing && el !== crossing.to) crossing = undefined;
  if (!measureQueued) {
    measureQueued = true;
    afterPaint(() => {
      measureQueued = false;
      if (lastFocused?.isConnected) lastFocusBox = box(lastFocused);
    });
  }
  if (isStopgapFocus()) return;
  if (!el.closest('[data-nav-side]')) lastOnPage = el;
  const scope = activeScope();
  for (let c: Element | null = el.parentElement?.closest('[data-nav-container]') ?? null; c && scope.contains(c); c = c.parentElement?.closest('[data-nav-container]') ?? null) {
    memory.set(c, el);
  }
}

/**
 * In a virtualized grid or row (`data-columns` on it, `data-index` on its items) the neighbour
 * follows from the index, so a press inside the lines reads no item's box: the spatial search
 * below reads every rendered item's. Undefined when the step leaves the lines or lands on an item
 * not rendered: the spatial search decides then.
 */
function indexedNeighbour(current: HTMLElement, direction: Direction): HTMLElement | undefined {
  const index = current.dataset.index;
  const lines = index === undefined ? null : current.parentElement?.closest<HTMLElement>('[data-columns]');
  if (!lines) return undefined;
  // A mirrored row (right to left): the viewer's Left is the next item.
  const target = neighbourIndex(Number(index), Number(lines.dataset.columns), trackDirection(current, direction));
  if (target < 0) return undefined;
  return itemAt(lines, target);
}

/**
 * A press past the last line of a list whose next page is coming (`data-more` names the direction
 * it grows in) stays where it is: the page arrives, and the next press goes on into it.
 */
function waitsForMore(current: HTMLElement, direction: Direction): boolean {
  const lines = current.dataset.index === undefined ? null : current.parentElement?.closest<HTMLElement>('[data-columns]');
  return !!lines && lines.dataset.more === trackDirection(current, direction);
}

/**
 * A rail at the screen's side (`data-nav-side="left"`, the menu) is entered from outside only by a
 * press towards that side: Up or Down at a list's top or bottom edge stays put, instead of
 * landing on whichever menu entry happens to lie beyond (the viewer reaches the menu with Left, or Back).
 */
function isSideRailAcross(el: HTMLElement, from: HTMLElement, direction: Direction): boolean {
  const rail = el.closest<HTMLElement>('[data-nav-side]');
  return !!rail && rail.dataset.navSide !== direction && !rail.contains(from);
}

/** Entered by a press towards its side, a rail is reached from any line: its entries sit where they sit. */
function isSideRailAhead(el: HTMLElement, from: HTMLElement, direction: Direction): boolean {
  const rail = el.closest<HTMLElement>('[data-nav-side]');
  return !!rail && rail.dataset.navSide === direction && !rail.contains(from);
}

/**
 * A rail is left only away from its side (Right from a left-hand menu): Down at its last entry, or
 * Left at a left-hand one, stays put rather than dropping into the page beside it.
 */
function staysInRail(from: HTMLElement, direction: Direction): boolean {
  const rail = from.closest<HTMLElement>('[data-nav-side]');
  const away = rail?.dataset.navSide === 'left' ? 'right' : 'left';
  return !!rail && direction !== away;
}

/**
 * Containers that bring focus back to the item the viewer left in them: rows and grids that slide
 * (`data-columns`), where that item is where the row stands, and any marked `data-nav-remember`
 * (the on-screen keyboard: its last key). In a fixed group (a settings row, a form's fields) the
 * item straight ahead wins: Down from a language went to the text size picked earlier, not the one below.
 */
function remembers(container: Element): boolean {
  return container.hasAttribute('data-columns') || container.hasAttribute('data-nav-remember');
}

/**
 * Where focus lands on entering a container: a rail's entry for the screen on show (Left then OK
 * never opens another screen than the one the viewer is on), a remembering container's item
 * left, else undefined: the nearest.
 */
function reentryPoint(container: Element): HTMLElement | undefined {
  const onShow = container.querySelector<HTMLElement>('[aria-current="page"]');
  if (container.hasAttribute('data-nav-side') && onShow && isVisible(onShow)) return onShow;
  const remembered = remembers(container) ? memory.get(container) : undefined;
  if (remembered && remembered.isConnected && isVisible(remembered)) return remembered;
  return onShow && isVisible(onShow) ? onShow : undefined;
}

/**
 * Gives each candidate the box of the container it lies in (`group`, spatial.ts), unless that is the
 * scope, holds the current item too, or has no box to say where it lies: read once per container.
 */
function withGroups(candidates: Candidate<HTMLElement>[], current: HTMLElement, scope: Element): void {
  const boxes = new Map<Element, Box | undefined>();
  for (const candidate of candidates) {
    const group = containerOf(candidate.item, scope);
    if (!boxes.has(group)) {
      const b = group === scope || group.contains(current) ? undefined : box(group);
      boxes.set(group, b && b.right > b.left && b.bottom > b.top ? b : undefined);
    }
    candidate.group = boxes.get(group);
  }
}

/** Moves focus one step: inside the current container first, then to the neighbouring one. */
export function moveFocus(direction: Direction): boolean {
  settleFocus();
  const scope = activeScope();
  const current = document.activeElement as HTMLElement | null;
  if (!current || focusIsLost()) return recoverFocus();
  const neighbour = indexedNeighbour(current, direction);
  if (neighbour) {
    // Inside a row or grid, the row shows the move first and the browser's focus follows after
    // the frame (shownFocus.ts).
    const scroll = safeAreaScroll(neighbour, true);
    if (!showFocusFirst(current, neighbour, scroll)) focusThenScroll(neighbour, scroll);
    return true;
  }
  if (waitsForMore(current, direction)) return true;
  const from = box(current);
  const container = containerOf(current, scope);
  const inRail = !!current.closest('[data-nav-side]');
  // Leaving the menu: back to where the viewer was on the page, if it is still there.
  if (inRail && !staysInRail(current, direction) && lastOnPage?.isConnected && scope.contains(lastOnPage) && isVisible(lastOnPage)) {
    focusElement(lastOnPage, true);
    return true;
  }
  const railAhead = (el: HTMLElement) => isSideRailAhead(el, current, direction);
  let next = bestCandidate(from, direction, candidatesIn(container, (el) => el === current || isSideRailAcross(el, current, direction), railAhead));
  // The menu found from an item in no group of its own (low on a video's page, beside the menu's
  // lower entries): its entry for the screen on show, as from any group below.
  const railFound = next && !inRail ? next.closest('[data-nav-side]') : null;
  if (railFound) next = reentryPoint(railFound) ?? next;
  if (!next && container !== scope && !staysInRail(current, direction)) {
    // From the menu anything on the page may be next, whatever its line (the account entry, at
    // the bottom, has nothing level with it on Search).
    const outside = candidatesIn(scope, (el) => container.contains(el) || isSideRailAcross(el, current, direction), (el) => inRail || railAhead(el));
    const c = box(container);
    const sideways = direction === 'left' || direction === 'right';
    // Up and down, what lies in another group is reached only if that group lies beyond as a
    // whole: a column beside this item (the keyboard, beside the form's button) is entered sideways.
    if (!sideways) withGroups(outside, current, scope);
    // Up and down, near is near any part of this container: Up from any card of a shelf reaches
    // the shelf above, however short (Continue watching's one card, from the fourth card on); a
    // column beside, across the screen, stays out of reach.
    next = bestCandidate(from, direction, outside, sideways ? { nearOnly: true } : { nearOnly: true, line: { start: c.left, end: c.right } });
    // A shorter column beside this container (the form's buttons beside the keyboard's lower
    // rows): sideways, what lies across from the container. A row that slides keeps to its line.
    if (!next && sideways && !container.hasAttribute('data-columns')) {
      next = bestCandidate(from, direction, outside, { nearOnly: true, line: { start: c.top, end: c.bottom } });
    }
    // A column between this item and the one found (Search's suggestions, between the keyboard and
    // the filters, with one recent search at its top): sideways, the nearer column is entered, at
    // its item nearest this one. Right from the keyboard's middle rows skipped it for the filters.
    // Only what lies across from this container: results below the keyboard are not beside it.
    if (next && sideways) {
      const n = box(next);
      const across = (b: { top: number; bottom: number }) => b.bottom > c.top && b.top < c.bottom;
      const between = outside.filter(({ box: b }) => across(b) && (direction === 'right' ? b.left >= from.right - 1 && b.right <= n.left + 1 : b.right <= from.left + 1 && b.left >= n.right - 1));
      if (between.length > 0) next = bestCandidate(from, direction, between, { line: { start: c.top, end: c.bottom } }) ?? next;
    }
    if (next) {
      // Entering another container: a row that slides or the keyboard gives back the item left
      // in it, the menu its entry for the screen on show (reentryPoint); any other, the nearest.
      const target = containerOf(next, scope);
      if (target !== scope) next = reentryPoint(target) ?? next;
      // Straight back the way it came: Up after Down returns to the item left, whatever lies
      // nearer (Settings: Down from Arabic reached 150 %, and Up from there went to Japanese).
      const back = retreat(current, from, direction);
      if (back) next = back;
    }
  }
  if (!next) return false;
  noteCrossing(current, next, direction, container !== containerOf(next, scope));
  focusElement(next, true);
  return true;
}

const OPPOSITE: Record<Direction, Direction> = { up: 'down', down: 'up', left: 'right', right: 'left' };

/**
 * The last press that took focus up or down into another container: where from, where to, which
 * way, and how far across from each other the two were (`across`, centre to centre).
 */
let crossing: { from: HTMLElement; to: HTMLElement; direction: Direction; across: number } | undefined;

/** How far right of `to`'s centre `from`'s centre lies: unchanged by a scroll up or down. */
const acrossFrom = (from: HTMLElement, to: HTMLElement) => {
  const [a, b] = [box(from), box(to)];
  return (a.left + a.right - b.left - b.right) / 2;
};

function noteCrossing(from: HTMLElement, to: HTMLElement, direction: Direction, across: boolean): void {
  crossing = across && (direction === 'up' || direction === 'down') ? { from, to, direction, across: acrossFrom(from, to) } : undefined;
}

/**
 * The item the last press came from, when this press, from where it landed, goes the opposite way
 * and that item is still on show: a viewer who overshot presses back and expects to be where they
 * were. Only between containers, up and down: inside one, the nearest is that item already.
 */
function retreat(current: HTMLElement, here: Box, direction: Direction): HTMLElement | undefined {
  const last = crossing;
  if (!last || last.to !== current || OPPOSITE[last.direction] !== direction) return undefined;
  if (!last.from.isConnected || !isVisible(last.from) || !activeScope().contains(last.from)) return undefined;
  // Not once the page has been laid out again across (Settings at a new text size: Arabic's chip
  // went to another column, and Up from 150 % went to it, askew, past the chip right above).
  if (Math.abs(acrossFrom(last.from, current) - last.across) > 2) return undefined;
  // Still the way pressed: the page may have moved things since (a list arrived above).
  const b = box(last.from);
  return (direction === 'up' ? b.bottom <= here.top + 1 : b.top >= here.bottom - 1) ? last.from : undefined;
}
