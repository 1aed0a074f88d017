import { pushOnto } from './stack.ts';
import { keyPresses } from './commands.ts';

/*
 * Where focus may be, and whether it is lost: what every screen asks while it renders, kept apart
 * from the code that moves focus (focus.ts), which the first screen does not wait for
 * (remoteLater.ts).
 */

export const FOCUSABLE = 'button:not([disabled]), a[href], [data-focusable]';

/** Sub-pixel overhangs (fractional rem at 720p) are not worth a scroll. */
export const SAFE_SLACK_PX = 1;

/**
 * What must be whole in view when an element inside it has focus: a virtualized row or grid
 * (`data-slides`, which slides the item into its own viewport), or a box marked `data-focus-whole`
 * (a dialog's row and the sentence under it). Else the focused element itself.
 */
export const FOCUS_SUBJECT = '[data-slides], [data-focus-whole]';

/** Open dialogs, innermost last: each holds focus while it is open. */
const scopes: HTMLElement[] = [];

/**
 * Makes `el` (an open dialog) hold focus until the returned function is called. Kept in a list,
 * not found by a query: every key press asks for the active scope, up to three times.
 */
export function holdFocusIn(el: HTMLElement): () => void {
  return pushOnto(scopes, el);
}

/** The innermost focus scope: an open dialog holds focus; otherwise the app root. */
export function activeScope(): HTMLElement {
  for (let i = scopes.length - 1; i >= 0; i--) if (scopes[i]!.isConnected) return scopes[i]!;
  return document.getElementById('app') ?? document.body;
}

/**
 * Laid out with a size: enough on the key-press path (display:none and detached elements have no
 * box). No getComputedStyle here: on a slow TV, a style read per candidate per key press costs frames.
 */
export function isVisible(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
}

/** Focus is lost when it sits on the body, outside the active scope, or on a removed element. */
export function focusIsLost(): boolean {
  const el = document.activeElement;
  return !el || el === document.body || !el.isConnected || !activeScope().contains(el);
}

/**
 * Set while focus is put somewhere as a stopgap (its element vanished, a screen still loading):
 * no container remembers that as where the viewer left it. Without this, the account entry that
 * held focus while Home loaded after sign-in became the menu's "last focused" entry.
 */
let placingStopgap = false;

/** Runs `place` as a stopgap placement of focus (see `placingStopgap`). */
export function asStopgap<T>(place: () => T): T {
  const outer = placingStopgap;
  placingStopgap = true;
  try {
    return place();
  } finally {
    placingStopgap = outer;
  }
}

/** True while focus is being put somewhere as a stopgap: not where the viewer chose to be. */
export function isStopgapFocus(): boolean {
  return placingStopgap;
}

/**
 * The screen that has just opened and waits for its first choice (src/screens/useScreen.ts), if
 * any: the key count then, and the screen's own placing of focus (true if it put focus somewhere).
 */
let opening: { presses: number; place: () => boolean } | undefined;

/**
 * A screen just opened says it waits for the item its focus starts on (a list still loading);
 * the release says it no longer does (placed, or gone); a key pressed ends the wait at once, as
 * focus is then the viewer's to move. Meanwhile focus that left with the screen before waits on
 * the screen's loading list (src/nav/waitingScreen.ts), not on whatever control is there first:
 * a playlist's Edit, or the menu entry nearest the card that was pressed, wore the ring for a
 * frame or three and then lost it to the first row.
 */
export function waitForFirstChoice(place: () => boolean): () => void {
  const token = { presses: keyPresses(), place };
  opening = token;
  return () => {
    if (opening === token) opening = undefined;
  };
}

/** True while a screen just opened waits for its first choice and no key has been pressed since. */
export function waitsForFirstChoice(): boolean {
  return !!opening && opening.presses === keyPresses();
}

/**
 * Focus lost while a screen waits for its first choice (the list it waited for came in place of
 * the skeleton focus waited on): the screen places it as it would a frame later, its remembered
 * item on Back or its first choice, as the viewer's place and not a stopgap. True if it did.
 */
export function placeFirstChoice(): boolean {
  return waitsForFirstChoice() && opening!.place();
}

/**
 * The rendered item with this index. A loop over one fixed selector, not a query naming the index:
 * the browser keeps every distinct selector it has parsed, and paging filled that cache with
 * one-off selectors (docs/performance.md, Memory).
 */
export function itemAt(lines: Element, index: number): HTMLElement | undefined {
  const items = lines.querySelectorAll<HTMLElement>('[data-index]');
  const wanted = String(index);
  for (let i = 0; i < items.length; i++) if (items[i]!.dataset.index === wanted) return items[i];
  return undefined;
}
