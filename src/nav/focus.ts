import { bestCandidate, type Box, type Direction } from './spatial.ts';

export const FOCUSABLE = 'button:not([disabled]), a[href], [data-focusable]';
const memory = new WeakMap<Element, HTMLElement>();

/** The innermost focus scope: an open dialog holds focus; otherwise the app root. */
export function activeScope(): HTMLElement {
  const scopes = document.querySelectorAll<HTMLElement>('[data-focus-scope]');
  return scopes[scopes.length - 1] ?? document.getElementById('app') ?? document.body;
}

function isVisible(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
}

function focusables(root: Element): HTMLElement[] {
  return Array.prototype.slice.call(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isVisible) as HTMLElement[];
}

function box(el: Element): Box {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
}

function containerOf(el: Element, scope: Element): Element {
  const c = el.parentElement?.closest('[data-nav-container]');
  return c && scope.contains(c) ? c : scope;
}

export function focusElement(el: HTMLElement): void {
  el.focus({ preventScroll: true });
  // Scroll only as much as needed to bring it into view; smooth where the engine supports it.
  el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
}

/** Puts focus on the scope's `[data-autofocus]` element, else its first focusable. */
export function focusInitial(scope: HTMLElement = activeScope()): boolean {
  const preferred = scope.querySelector<HTMLElement>('[data-autofocus]');
  const target = preferred && isVisible(preferred) ? preferred : focusables(scope)[0];
  if (!target) return false;
  focusElement(target);
  return true;
}

/** Focus is lost when it sits on the body, outside the active scope, or on a removed element. */
export function focusIsLost(): boolean {
  const el = document.activeElement;
  return !el || el === document.body || !activeScope().contains(el);
}

/** Remembers the last focused item of every container, to restore it on re-entry. */
export function rememberFocus(el: HTMLElement): void {
  const scope = activeScope();
  for (let c: Element | null = el.parentElement?.closest('[data-nav-container]') ?? null; c && scope.contains(c); c = c.parentElement?.closest('[data-nav-container]') ?? null) {
    memory.set(c, el);
  }
}

/** Moves focus one step: inside the current container first, then to the neighbouring one. */
export function moveFocus(direction: Direction): boolean {
  const scope = activeScope();
  const current = document.activeElement as HTMLElement | null;
  if (!current || focusIsLost()) return focusInitial(scope);
  const from = box(current);
  const container = containerOf(current, scope);
  const inside = focusables(container).filter((el) => el !== current);
  let next = bestCandidate(from, direction, inside.map((item) => ({ item, box: box(item) })));
  if (!next && container !== scope) {
    const outside = focusables(scope).filter((el) => !container.contains(el));
    next = bestCandidate(from, direction, outside.map((item) => ({ item, box: box(item) })));
    if (next) {
      // Entering another container: go back to where the viewer left it.
      const target = containerOf(next, scope);
      const remembered = memory.get(target);
      if (remembered && remembered.isConnected && isVisible(remembered)) next = remembered;
    }
  }
  if (!next) return false;
  focusElement(next);
  return true;
}
