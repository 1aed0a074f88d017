/**
 * Which side of its box a one-line text runs out at, if it does, read from where both are drawn:
 * whichever way the box packs it (its end in view while typed, its start otherwise) and whichever
 * direction the text and page have. A pixel's rounding is not a cut. The side cut gets a fade
 * (the playlist form's fields, Search's box).
 */
export function cutSide(box: HTMLElement, text: HTMLElement): 'left' | 'right' | undefined {
  const outer = box.getBoundingClientRect();
  const inner = text.getBoundingClientRect();
  if (inner.left < outer.left - 1) return 'left';
  if (inner.right > outer.right + 1) return 'right';
  return undefined;
}
