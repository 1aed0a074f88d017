import { activeScope, FOCUSABLE, isVisible } from './focusScope.ts';
import { dropShownFocus } from './shownFocus.ts';

/*
 * Putting focus on an element, as a screen does when it opens. Every screen does it in its first
 * render, but the code that moves focus with the arrows and keeps it inside the safe area
 * (focus.ts) comes after the first screen has shown (remoteLater.ts): until then, focus is put
 * where the screen asks, and placed again, scrolled into the safe area, once that code is here.
 */

type Place = (el: HTMLElement, glide: boolean) => void;
let place: Place | undefined;
let placedEarly: HTMLElement | undefined;

/** focus.ts, on its arrival: from now on, every placement is its own. */
export function placeWith(full: Place): void {
  place = full;
  const el = placedEarly;
  placedEarly = undefined;
  if (el && document.activeElement === el) full(el, false);
}

/** Focuses `el` and scrolls the page so it is inside the safe area: gliding for an arrow press. */
export function focusElement(el: HTMLElement, glide = false): void {
  if (place) return place(el, glide);
  dropShownFocus();
  el.focus({ preventScroll: true });
  placedEarly = el;
}

/**
 * The element a screen asks focus to start on. Preact writes `data-autofocus={false}` as
 * data-autofocus="false", which is still the attribute: that one is not asked for (the sign-in
 * screen's "Get a new code" took focus from "Back" that way).
 */
export const AUTOFOCUS = '[data-autofocus]:not([data-autofocus="false"])';

/** The item the open screen asks focus to start on, once it is there (not a disabled one; it may not be laid out yet). */
export function screenFirstChoice(scope: ParentNode = document): HTMLElement | null {
  return scope.querySelector<HTMLElement>(`.content ${AUTOFOCUS}:not([disabled])`);
}

/** Puts focus on the scope's `[data-autofocus]` element, else its first focusable. */
export function focusInitial(scope: HTMLElement = activeScope()): boolean {
  const preferred = scope.querySelector<HTMLElement>(AUTOFOCUS);
  const target = preferred && isVisible(preferred) ? preferred : firstFocusable(scope);
  if (!target) return false;
  focusElement(target);
  return true;
}

function firstFocusable(root: Element): HTMLElement | undefined {
  const all = root.querySelectorAll<HTMLElement>(FOCUSABLE);
  for (let i = 0; i < all.length; i++) if (isVisible(all[i]!)) return all[i];
  return undefined;
}

/** Focuses the element carrying this `data-focus-key`, if it is on screen. */
export function focusByKey(key: string, scope: HTMLElement = activeScope()): boolean {
  const el = scope.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`);
  if (!el || !isVisible(el)) return false;
  focusElement(el);
  return true;
}
