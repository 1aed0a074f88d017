import { afterPaint } from './frames.ts';
import type { Axis } from './slide.ts';

/**
 * How a page scrolls (the glide of slide.ts, and the rule of src/nav/edgeRule.ts that nothing is
 * cut across at its edge) is code of its own: no first screen needs it before it shows, and the
 * sign-in screen never scrolls. It is fetched the first time focus lands in a scrolling page
 * (until it comes, a page jumps to where the safe area asks and hides nothing), and the clips are
 * worked out again as soon as it is here.
 */
export type EdgeRule = typeof import('./edgeRule.ts');
let edgeRule: EdgeRule | undefined;
let edgeRuleAsked = false;

/** The scrolling code, once it is here. */
export function edgeRuleCode(): EdgeRule | undefined {
  return edgeRule;
}

export function loadEdgeRule(): void {
  if (edgeRuleAsked) return;
  edgeRuleAsked = true;
  import('./edgeRule.ts').then(
    (code) => {
      edgeRule = code;
      afterPaint(code.refreshEdgeClips);
    },
    () => (edgeRuleAsked = false), // the next scroll asks again
  );
}

/**
 * Scrolls a page, row or grid to `offset`: gliding for an arrow press (slide.ts), once the
 * scrolling code is here; until then, and when placing, at once.
 */
export function scrollViewport(viewport: HTMLElement, axis: Axis, offset: number, glide: boolean): void {
  if (edgeRule) (glide ? edgeRule.slideViewport : edgeRule.placeViewport)(viewport, axis, offset);
  else if (axis === 'x') viewport.scrollLeft = offset;
  else viewport.scrollTop = offset;
}

/** Where a viewport is, or is gliding to (slide.ts): before the scrolling code is here, nothing glides. */
export function scrollTarget(viewport: HTMLElement, axis: Axis): number {
  if (edgeRule) return edgeRule.slideTarget(viewport, axis);
  return axis === 'x' ? viewport.scrollLeft : viewport.scrollTop;
}

/** Hides again what the focused element's page would cut at its edges (edgeRule.ts), once its code is here. */
export function refreshEdgeClips(): void {
  edgeRule?.refreshEdgeClips();
}
