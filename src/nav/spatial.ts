export type Direction = 'up' | 'down' | 'left' | 'right';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Sub-pixel differences (fractional rem at 720p) don't make a box "beyond". */
const EDGE_PX = 1;

/**
 * One focusable as the search sees it; `anyLine` lets a sideways press reach it outside its line (a
 * side rail's entries). `group`: the box of the group it lies in, when that is another group than
 * the current item's: up and down, it is reached only if that whole group lies beyond (see bestCandidate).
 */
export interface Candidate<T> {
  item: T;
  box: Box;
  anyLine?: boolean;
  group?: Box;
}

/** How far a search may look: see bestCandidate. */
export interface Reach {
  /**
   * The extent, across the press, of the line the press starts from: the current item's own, unless
   * given (its container's). Left and Right keep to it: a container's reaches a shorter column
   * beside it. Up and down, `nearOnly` measures from it: a container's reaches a shorter line above
   * or below any part of it (a one-card shelf above a row of cards).
   */
  line?: { start: number; end: number };
  /** Up and down, off the beam: only near the line sideways (a search across the page). */
  nearOnly?: boolean;
}

/**
 * The geometrically best candidate in a direction, weighed as Android's FocusFinder does. Only
 * boxes that lie beyond the current one in that direction count. One that overlaps the current
 * one across the press ("in its beam") wins over one that does not, unless that one lies wholly
 * before where the beam's item begins. Otherwise the distance along the press weighs 13 times
 * (squared) the offset across it, so the next line wins over a farther one straight ahead (Down
 * from the end of a settings row goes to the row below, not to the page's last button). Items in
 * the beam have no offset up and down: of those the first in the page wins (Up from a wide list
 * row: the header's first button).
 *
 * Up and down, an item off the beam counts only if it lies wholly beyond (Down from a radio button
 * goes to the button below it, not to a key beside it whose bottom is a little lower) and, with
 * `nearOnly`, no farther sideways from the line than half again the current one's width (Down from
 * the last filter stays rather than crossing the screen to the keyboard's Search key). Measured
 * from the item alone, a shelf's fourth card was too far from the one card of the shelf above.
 * Nor, up and down, does an item of another group that is not itself beyond, as a whole, but
 * reaches alongside the current one: a column beside it. Down from the playlist form's button, at
 * the foot of the column beside the keyboard, took the keyboard's last row (below it and a little
 * to the left) and so, the keyboard giving back the key left in it, went up to its top row: it
 * stays. That column is reached sideways.
 *
 * Left and Right, unlike FocusFinder, keep to their line: only boxes across from it count, unless
 * marked `anyLine`. At a row's end a sideways press stays put rather than jumping to another row
 * that reaches further (Right at the last playlist landed at the end of the row below).
 *
 * "Beyond" means both of a box's edges along the press are past the current box's: judged by
 * centres, a card with a one-line title in the same row (shorter, same top) counted as "up" from
 * a card with a two-line one, and Up went sideways along the row instead of to the row above.
 */
export function bestCandidate<T>(from: Box, direction: Direction, candidates: readonly Candidate<T>[], reach: Reach = {}): T | undefined {
  const f = seenAlong(from, direction);
  const sideways = direction === 'left' || direction === 'right';
  const line = reach.line ?? { start: f.crossStart, end: f.crossEnd };
  let best: (Weighed & { item: T }) | undefined;
  for (const { item, box, anyLine, group } of candidates) {
    const b = seenAlong(box, direction);
    if (!isBeyond(b, f)) continue;
    if (!sideways && group && !isBeyond(seenAlong(group, direction), f)) continue;
    const inBeam = overlap(f.crossStart, f.crossEnd, b.crossStart, b.crossEnd);
    if (sideways && !anyLine && !overlap(line.start, line.end, b.crossStart, b.crossEnd)) continue;
    const along = Math.max(0, b.start - f.end);
    const gap = Math.max(b.crossStart - f.crossEnd, f.crossStart - b.crossEnd);
    const gapToLine = Math.max(b.crossStart - line.end, line.start - b.crossEnd);
    if (!sideways && !inBeam && !anyLine && (b.start < f.end - EDGE_PX || (reach.nearOnly && gapToLine > 1.5 * (f.crossEnd - f.crossStart)))) continue;
    // Sideways, the offset is the centres' (of the items in line, the one level with this one);
    // up and down, none in the beam, else the gap between their edges.
    const side = sideways ? Math.abs((b.crossStart + b.crossEnd) / 2 - (f.crossStart + f.crossEnd) / 2) : inBeam ? 0 : gap;
    const here = { item, inBeam, along, farAlong: Math.max(1, b.end - f.end), score: 13 * along * along + side * side };
    if (!best || beats(here, best)) best = here;
  }
  return best?.item;
}

type Weighed = { inBeam: boolean; along: number; farAlong: number; score: number };

/** Whether `a` is the better candidate than `b`: the beam first (FocusFinder's beamBeats), then the weighted distance. */
function beats(a: Weighed, b: Weighed): boolean {
  if (a.inBeam !== b.inBeam) {
    const [inside, outside] = a.inBeam ? [a, b] : [b, a];
    // The item in the beam wins unless the other lies wholly before where it begins.
    if (inside.along < outside.farAlong) return a === inside;
  }
  return a.score < b.score;
}

/**
 * A box as a press in `direction` sees it: its extent along the press, growing the way the press
 * goes (Left and Up are mirrored), and its extent across it. One rule then serves all four keys.
 */
function seenAlong(b: Box, direction: Direction): { start: number; end: number; crossStart: number; crossEnd: number } {
  switch (direction) {
    case 'right':
      return { start: b.left, end: b.right, crossStart: b.top, crossEnd: b.bottom };
    case 'left':
      return { start: -b.right, end: -b.left, crossStart: b.top, crossEnd: b.bottom };
    case 'down':
      return { start: b.top, end: b.bottom, crossStart: b.left, crossEnd: b.right };
    case 'up':
      return { start: -b.bottom, end: -b.top, crossStart: b.left, crossEnd: b.right };
  }
}

/** Both of a box's edges along the press past the current box's (both as seenAlong gives them). */
function isBeyond(b: { start: number; end: number }, f: { start: number; end: number }): boolean {
  return b.start > f.start + EDGE_PX && b.end > f.end + EDGE_PX;
}

function overlap(a1: number, a2: number, b1: number, b2: number): boolean {
  return Math.min(a2, b2) - Math.max(a1, b1) > 1;
}

/**
 * The index one step away in a grid of `columns` laid out row by row, or -1 when the step leaves
 * the grid's rows and columns (a step past the last item is the caller's to check).
 */
export function neighbourIndex(index: number, columns: number, direction: Direction): number {
  const column = index % columns;
  switch (direction) {
    case 'up':
      return index - columns;
    case 'down':
      return index + columns;
    case 'left':
      return column > 0 ? index - 1 : -1;
    case 'right':
      return column < columns - 1 ? index + 1 : -1;
  }
}
