/** Pixels per rem right now: the layout is in rem, scaled by one root font size (see styles.css). */
export function remPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}
