import type { ShelfEnds } from './shelfEnds.ts';

/**
 * Two chevrons at the end of a shelf's title line, each lit while the row goes on that way: the
 * cards are whole at both edges, so nothing else shows from the sofa that Right brings more.
 * Drawn with borders (no font has to hold the glyph) and mirrored in a right-to-left language,
 * where the row starts on the right. Hidden from screen readers: the row's cards are announced.
 */
export function ShelfEndSigns({ before, after }: ShelfEnds) {
  if (!before && !after) return null;
  return (
    <span class="shelf__ends" aria-hidden="true" data-testid="shelf-ends" data-before={before ? '' : undefined} data-after={after ? '' : undefined}>
      <span class={`shelf__end shelf__end--before${before ? ' shelf__end--on' : ''}`} />
      <span class={`shelf__end shelf__end--after${after ? ' shelf__end--on' : ''}`} />
    </span>
  );
}
