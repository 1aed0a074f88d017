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
 * The geometrically best candidate in a direction (in the spirit of bbc/lrud-spatial): only boxes
 * that lie beyond the current one in that direction count; the score is the distance along the
 * direction plus twice the sideways offset, so the item straight ahead wins over a nearer one
 * diagonally placed.
 *
 * "Beyond" means both of a box's edges across the direction are past the current box's: judged by
 * centres, a card with a one-line title in the same row (shorter, same top) counted as "up" from
 * a card with a two-line one, and Up went sideways along the row instead of to the row above.
 */
export function bestCandidate<T>(from: Box, direction: Direction, candidates: readonly { item: T; box: Box }[]): T | undefined {
  let best: T | undefined;
  let bestScore = Infinity;
  const f = seenAlong(from, direction);
  for (const { item, box } of candidates) {
    const b = seenAlong(box, direction);
    if (!(b.start > f.start + EDGE_PX && b.end > f.end + EDGE_PX)) continue;
    const along = Math.max(0, b.start - f.end);
    const side = overlap(f.crossStart, f.crossEnd, b.crossStart, b.crossEnd) ? 0 : Math.abs((b.crossStart + b.crossEnd) / 2 - (f.crossStart + f.crossEnd) / 2);
    const score = along + 2 * side;
    if (score < bestScore) {
      bestScore = score;
      best = item;
    }
  }
  return best;
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
