import type { Direction } from './spatial.ts';

/**
 * Right-to-left pages (`<html dir="rtl">`, Arabic) mirror the whole layout, and a sliding row or
 * grid with it: its viewport (`data-mirror-x`) is drawn mirrored (styles: rtl.css), its items
 * keep their places in the track, so item 0 shows at the right. Inside such a viewport, what the
 * viewer sees as Left is the track's Right; everything else is geometric (spatial.ts reads the
 * boxes as drawn), so it needs no mirroring.
 */
export function isMirrored(el: Element): boolean {
  return document.documentElement.dir === 'rtl' && !!el.closest('[data-mirror-x]');
}

/** The direction in the track's own layout for a press the viewer sees as `direction`. */
export function trackDirection(el: Element, direction: Direction): Direction {
  if (!isMirrored(el)) return direction;
  return direction === 'left' ? 'right' : direction === 'right' ? 'left' : direction;
}

/** The side the menu rail sits on: the start side of the page's writing direction. */
export function startSide(): 'left' | 'right' {
  return document.documentElement.dir === 'rtl' ? 'right' : 'left';
}
