export type Direction = 'up' | 'down' | 'left' | 'right';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

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
/** Sub-pixel differences (fractional rem at 720p) don't make a box "beyond". */
const EDGE_PX = 1;

export function bestCandidate<T>(from: Box, direction: Direction, candidates: readonly { item: T; box: Box }[]): T | undefined {
  let best: T | undefined;
  let bestScore = Infinity;
  const fromCx = (from.left + from.right) / 2;
  const fromCy = (from.top + from.bottom) / 2;
  for (const { item, box } of candidates) {
    const cx = (box.left + box.right) / 2;
    const cy = (box.top + box.bottom) / 2;
    let along: number;
    let side: number;
    switch (direction) {
      case 'right':
        if (!(box.left > from.left + EDGE_PX && box.right > from.right + EDGE_PX)) continue;
        along = Math.max(0, box.left - from.right);
        side = overlap(from.top, from.bottom, box.top, box.bottom) ? 0 : Math.abs(cy - fromCy);
        break;
      case 'left':
        if (!(box.left < from.left - EDGE_PX && box.right < from.right - EDGE_PX)) continue;
        along = Math.max(0, from.left - box.right);
        side = overlap(from.top, from.bottom, box.top, box.bottom) ? 0 : Math.abs(cy - fromCy);
        break;
      case 'down':
        if (!(box.top > from.top + EDGE_PX && box.bottom > from.bottom + EDGE_PX)) continue;
        along = Math.max(0, box.top - from.bottom);
        side = overlap(from.left, from.right, box.left, box.right) ? 0 : Math.abs(cx - fromCx);
        break;
      case 'up':
        if (!(box.top < from.top - EDGE_PX && box.bottom < from.bottom - EDGE_PX)) continue;
        along = Math.max(0, from.top - box.bottom);
        side = overlap(from.left, from.right, box.left, box.right) ? 0 : Math.abs(cx - fromCx);
        break;
    }
    const score = along + 2 * side;
    if (score < bestScore) {
      bestScore = score;
      best = item;
    }
  }
  return best;
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
