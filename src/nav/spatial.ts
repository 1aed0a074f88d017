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
 */
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
        if (cx <= fromCx) continue;
        along = Math.max(0, box.left - from.right);
        side = overlap(from.top, from.bottom, box.top, box.bottom) ? 0 : Math.abs(cy - fromCy);
        break;
      case 'left':
        if (cx >= fromCx) continue;
        along = Math.max(0, from.left - box.right);
        side = overlap(from.top, from.bottom, box.top, box.bottom) ? 0 : Math.abs(cy - fromCy);
        break;
      case 'down':
        if (cy <= fromCy || sameLine(from.top, from.bottom, box.top, box.bottom)) continue;
        along = Math.max(0, box.top - from.bottom);
        side = overlap(from.left, from.right, box.left, box.right) ? 0 : Math.abs(cx - fromCx);
        break;
      case 'up':
        if (cy >= fromCy || sameLine(from.top, from.bottom, box.top, box.bottom)) continue;
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

/**
 * Two boxes sharing most of their height sit on one line, whatever their centres: a card with a
 * one-line title is shorter than its neighbours, and its centre sits higher, but it is beside them,
 * not above. Without this, Up from a card went sideways to a shorter card of its own row.
 */
function sameLine(top1: number, bottom1: number, top2: number, bottom2: number): boolean {
  return Math.min(bottom1, bottom2) - Math.max(top1, top2) > Math.min(bottom1 - top1, bottom2 - top2) / 2;
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
