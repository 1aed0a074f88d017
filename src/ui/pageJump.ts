/**
 * Where Channel up / down (PageUp / PageDown) takes focus in a list of `perLine` items a line
 * (a shelf: 1; the results grid: its columns): `visible` lines on, in the same column. Past the
 * last loaded line it stops on that line's item in the column, or stays, if the column has none
 * lower: clamped to the last item, a press in the grid's fourth column landed in its second and
 * stayed there as more results came. Before the first line, it stops on the first line's item.
 */
export function pageJumpIndex(index: number, items: number, perLine: number, visible: number, direction: 1 | -1): number {
  const column = index % perLine;
  if (direction === -1) return Math.max(column, index - perLine * visible);
  const lastInColumn = Math.floor((items - 1 - column) / perLine) * perLine + column;
  return Math.min(index + perLine * visible, Math.max(index, lastInColumn));
}
