let cached: number | undefined;

/**
 * Pixels per rem right now: the layout is in rem, scaled by one root font size (see styles.css).
 * Read once and again only after a resize: getComputedStyle forces a style pass, and shelves and
 * grids ask on every render, which made it the costliest line of a grid's render on a slow TV.
 */
export function remPx(): number {
  if (cached === undefined) {
    cached = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    addEventListener('resize', () => (cached = undefined), { once: true });
  }
  return cached;
}
