/*
 * A screen whose code is still coming shows a spinner marked `data-waiting` (src/screens/lazyScreen.tsx),
 * and a screen with nothing to focus until its data comes, a skeleton so marked (a channel's page:
 * SkeletonRow's `holdsFocus`). A screen that has opened and waits for the item its focus starts on
 * (src/screens/useScreen.ts) has focus wait on its loading list's skeleton, unmarked.
 * Focus that left with the screen before (the card whose OK opened this one) waits there, rather
 * than being found again on the nearest menu entry, where a second OK, or a keyboard's Space,
 * opened that section instead, or on a control that loses the ring a frame later. Letters typed
 * meanwhile (a keyboard plugged into the TV, typing on as soon as OK was pressed) are kept while
 * focus is on a marked holder, and typed again into the screen once it is here.
 */
import { waitsForFirstChoice } from './focusScope.ts';

const typed: string[] = [];

/**
 * Where focus waits, if anywhere in `scope`: the spinner of a screen still coming, or the
 * skeleton of the list a screen just opened is waiting for.
 */
export function waitingScreen(scope: ParentNode): HTMLElement | null {
  return markedHolder(scope) ?? loadingList(scope);
}

/** A spinner or skeleton marked to hold focus (`data-waiting`): its screen has nothing else yet. */
export function markedHolder(scope: ParentNode): HTMLElement | null {
  return scope.querySelector<HTMLElement>('[data-waiting]');
}

/** While a screen just opened waits for its first choice: a list of it still loading. */
export function loadingList(scope: ParentNode): HTMLElement | null {
  return waitsForFirstChoice() ? scope.querySelector<HTMLElement>('.content .skeleton-row') : null;
}

/** Keeps a letter typed while focus waits on a marked holder (a spinner, a channel's skeleton); true if it was kept (nothing else acts on it). */
export function keepTyped(event: KeyboardEvent): boolean {
  const waiting = document.activeElement?.hasAttribute('data-waiting');
  // Old engines give no `key`, only `keyCode`: nothing to type again then.
  if (!waiting || !event.key || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return false;
  event.preventDefault(); // a Space is not a click, nor a scroll
  typed.push(event.key);
  return true;
}

/** Once nothing holds focus waiting: the kept letters, one task each as the keyboard sent them, so the screen renders each before the next. */
export function typeKeptLetters(): void {
  if (!typed.length || waitingScreen(document)) return;
  typed.splice(0).forEach((key, i) => setTimeout(() => dispatchEvent(new KeyboardEvent('keydown', { key })), i));
}

/** Back while waiting: the letters were for the screen the viewer left. */
export function dropTyped(): void {
  typed.length = 0;
}
