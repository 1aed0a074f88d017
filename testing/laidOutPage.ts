import { afterEach, beforeEach, vi } from 'vitest';
import { rememberFocus } from '../src/nav/focus.ts';

/**
 * A page laid out by hand, for the focus-move tests: happy-dom lays nothing out, so each element's
 * box is written on it (`at`) and `getBoundingClientRect` reads it back. Elements without a box
 * measure 0 by 0, as a hidden one would.
 */

/** Gives `el` a box, in CSS pixels from the window's top left. */
export function at<T extends HTMLElement>(el: T, left: number, top: number, width = 100, height = 100): T {
  Object.assign(el.dataset, { left: String(left), top: String(top), width: String(width), height: String(height) });
  return el;
}

/** A button with this text (give it a box with `at`). */
export function button(text: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.textContent = text;
  return b;
}

/** A group the focus moves treat as one (`data-nav-container`), named, with a box, put in `#app`; `remember`: it gives back the item last left in it. */
export function navGroup(label: string, left: number, top: number, width: number, height: number, remember = false): HTMLElement {
  const div = at(document.createElement('div'), left, top, width, height);
  div.setAttribute('data-nav-container', '');
  if (remember) div.setAttribute('data-nav-remember', '');
  div.setAttribute('aria-label', label);
  document.getElementById('app')!.append(div);
  return div;
}

/** A button with this text and box, put in `parent`. */
export function buttonIn(parent: HTMLElement, text: string, left: number, top: number, width: number, height: number): HTMLButtonElement {
  const b = at(button(text), left, top, width, height);
  parent.append(b);
  return b;
}

/**
 * Installs, around each test of the calling `describe`: an empty `#app` in a window 1920 wide,
 * boxes read from `at`, and every focus remembered as the remote does (focus.ts, rememberFocus),
 * so "the card last left in that row" holds as it does in the app.
 */
export function useLaidOutPage(): void {
  const remember = (event: FocusEvent) => rememberFocus(event.target as HTMLElement);
  beforeEach(() => {
    document.body.innerHTML = '<div id="app"></div>';
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1920);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const { left, top, width, height } = this.dataset;
      return left === undefined ? new DOMRect(0, 0, 0, 0) : new DOMRect(Number(left), Number(top), Number(width ?? 100), Number(height ?? 100));
    });
    document.addEventListener('focusin', remember);
  });
  afterEach(() => {
    document.removeEventListener('focusin', remember);
    vi.restoreAllMocks();
  });
}
