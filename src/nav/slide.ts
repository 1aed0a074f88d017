import { cancelFrame, nextFrame } from './frames.ts';

/**
 * How long a glide lasts. Short enough to end before a quick viewer's next press (150 ms apart):
 * a press that lands while a glide's frames are still running is shown a frame later, and 160 ms
 * put Library's shelf over its Event Timing budget (docs/performance.md).
 */
export const SLIDE_MS = 120;

/**
 * A slide asked for less than this after the last one jumps instead of gliding: quick presses and
 * a held key step the row, which reads better than a row always chasing focus, and a press that
 * comes a few frames after a glide's end was slow to show too (docs/performance.md).
 */
export const QUICK_MS = 250;

export type Axis = 'x' | 'y';

/** The frame clock a glide runs on: the window's, or a test's. */
export interface FrameClock {
  request(step: (time: number) => void): number;
  cancel(id: number): void;
}

const windowClock: FrameClock = { request: nextFrame, cancel: cancelFrame };

/** The glide running on each viewport, to stop it when another slide starts. */
const running = new WeakMap<HTMLElement, () => void>();
/** When each viewport last slid: a slide quicker than QUICK_MS after it jumps. */
const lastSlideAt = new WeakMap<HTMLElement, number>();
/** Where each gliding viewport is heading. */
const targets = new WeakMap<HTMLElement, { axis: Axis; offset: number }>();

/**
 * The offset the viewport is at, or is gliding to: what a focus ring drawn outside the viewport
 * lines up with, so it moves once, in the press's frame, and not with every frame of the glide.
 */
export function slideTarget(viewport: HTMLElement, axis: Axis): number {
  const target = running.has(viewport) ? targets.get(viewport) : undefined;
  if (target && target.axis === axis) return target.offset;
  return axis === 'x' ? viewport.scrollLeft : viewport.scrollTop;
}

/** Puts the viewport at its offset at once. */
export function placeViewport(viewport: HTMLElement, axis: Axis, offset: number): void {
  running.get(viewport)?.();
  if (axis === 'x') viewport.scrollLeft = offset;
  else viewport.scrollTop = offset;
}

/** Fast at first, gentle at the end: the row answers the press at once and settles softly. */
export function easeOut(t: number): number {
  return 1 - (1 - t) * (1 - t) * (1 - t);
}

/**
 * Slides a viewport (a row's, a grid's, or the page's) to its new offset: a glide of SLIDE_MS
 * when it is at rest; a jump when the last slide was asked for less than QUICK_MS ago (a held key, quick
 * presses: a row always chasing focus is harder to read than one that steps), when the viewer
 * asked for reduced motion, or on engines that scroll a focused element into view themselves.
 *
 * The glide is ours, not `scrollTo({ behavior: 'smooth' })`, whose main-thread repaints outlast
 * a viewer's next press: this one ends SLIDE_MS after its first frame, writes one offset per
 * frame, and moves nothing in the press's own frame. The viewport scrolls rather than the track
 * taking a transform, which re-recorded every card each press (docs/performance.md).
 */
export function slideViewport(viewport: HTMLElement, axis: Axis, offset: number, now = performance.now(), clock: FrameClock = windowClock): void {
  const last = lastSlideAt.get(viewport) ?? -Infinity;
  lastSlideAt.set(viewport, now);
  if (now - last < QUICK_MS || prefersReducedMotion() || !focusKeepsScroll()) return placeViewport(viewport, axis, offset);
  running.get(viewport)?.();
  const from = axis === 'x' ? viewport.scrollLeft : viewport.scrollTop;
  if (from === offset) return;
  // Where the last frame leaves it: whole pixels, as each frame writes (a ring placed for the
  // exact offset, fractional at 720p, would stay up to half a pixel off the card).
  targets.set(viewport, { axis, offset: Math.round(offset) });
  let start: number | undefined;
  let id = 0;
  const step = (time: number) => {
    if (start === undefined) start = time;
    const t = Math.min(1, (time - start) / SLIDE_MS);
    if (t > 0) {
      const at = Math.round(from + (offset - from) * easeOut(t));
      if (axis === 'x') viewport.scrollLeft = at;
      else viewport.scrollTop = at;
    }
    if (t < 1) id = clock.request(step);
    else running.delete(viewport);
  };
  id = clock.request(step);
  running.set(viewport, () => {
    clock.cancel(id);
    running.delete(viewport);
  });
}

let keepsScroll: boolean | undefined;
/**
 * Whether `focus({ preventScroll: true })` is honoured (Chromium 64 on). Older engines scroll the
 * focused card into view themselves, after the focus events: the row would jump there, be put
 * back by the glide's first frame, then glide. There the row jumps, as the browser would.
 */
function focusKeepsScroll(): boolean {
  if (keepsScroll === undefined) {
    keepsScroll = typeof document === 'undefined';
    if (!keepsScroll) {
      const options = {
        get preventScroll() {
          keepsScroll = true;
          return true;
        },
      };
      try {
        document.createElement('button').focus(options);
      } catch {
        // An engine that rejects the options object: it cannot honour them either.
      }
    }
  }
  return keepsScroll;
}

let reducedMotion: MediaQueryList | undefined;
/** The platform's Reduce motion, or the app's own (Settings: `<html data-reduce-motion>`). */
function prefersReducedMotion(): boolean {
  if (typeof document !== 'undefined' && document.documentElement.hasAttribute('data-reduce-motion')) return true;
  if (!reducedMotion && typeof matchMedia === 'function') reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  return !!reducedMotion?.matches;
}
