/**
 * The width for a name inside one button of a row of inline buttons (px), measured with the name
 * uncut; undefined when the whole name fits on the row's one line. See widthForName.
 */
export function nameWidthInRow(row: HTMLElement, button: HTMLElement, name: HTMLElement, leastName: number): number | undefined {
  const outer = (el: HTMLElement) => {
    const style = getComputedStyle(el);
    return el.getBoundingClientRect().width + parseFloat(style.marginLeft) + parseFloat(style.marginRight);
  };
  const others = Array.from(row.children)
    .filter((el): el is HTMLElement => el instanceof HTMLElement && el !== button && el.classList.contains('btn'))
    .reduce((sum, el) => sum + outer(el), 0);
  const style = getComputedStyle(row);
  const rowWidth = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const nameWidth = name.scrollWidth;
  return widthForName({ rowWidth, others, chrome: outer(button) - nameWidth, nameWidth, leastName });
}

export interface NameRoom {
  /** The row's content width. */
  rowWidth: number;
  /** The other buttons, margins included. */
  others: number;
  /** The named button without its name: padding, border, margins and the words round the name. */
  chrome: number;
  /** The whole name. */
  nameWidth: number;
  /** The least of a name worth cutting to: shorter, and the row wraps instead. */
  leastName: number;
}

/**
 * All of the name when the buttons fit on one line with it; else as much as keeps them on one line,
 * if that is at least `leastName`; else the row wraps anyway, and the name takes up to the row's
 * width (its button then on a line of its own at most). A pixel is kept spare against rounding.
 */
export function widthForName(r: NameRoom): number | undefined {
  const onOneLine = Math.floor(r.rowWidth - r.others - r.chrome) - 1;
  if (onOneLine >= r.nameWidth) return undefined;
  if (onOneLine >= r.leastName) return onOneLine;
  const ownLine = Math.floor(r.rowWidth - r.chrome) - 1;
  return ownLine >= r.nameWidth ? undefined : Math.max(0, ownLine);
}

/**
 * The longest start of `name` that, with an ellipsis right after its last letter (no space before
 * it), is at most `width` wide as `measure` lays it out; the ellipsis alone when nothing fits.
 * Cut between code points, found by halving (a few layouts for a title of a hundred letters).
 */
export function cutToWidth(name: string, width: number, measure: (shown: string) => number): string {
  const letters = Array.from(name);
  const shown = (n: number) => (n >= letters.length ? name : `${letters.slice(0, n).join('').trimEnd()}…`);
  if (measure(name) <= width) return name;
  let fits = 0;
  let over = letters.length;
  while (over - fits > 1) {
    const mid = (fits + over) >> 1;
    if (measure(shown(mid)) <= width) fits = mid;
    else over = mid;
  }
  return shown(fits);
}
