import { itemAt } from './focusScope.ts';
import { focusElement } from './placeFocus.ts';
import { settleFocus } from './shownFocus.ts';

/** How each virtualized track brings an item into view and focuses it (set by slidingWindow.ts). */
const jumps = new WeakMap<Element, (index: number) => void>();

/** A sliding track says how to jump to one of its items, rendered or not. */
export function setJump(track: Element, jump: (index: number) => void): void {
  jumps.set(track, jump);
}

/**
 * Back, first step: from deep in a row, grid or list, to its first item (the track slides back).
 * False when focus is on a first item already, or in no list.
 */
export function backToListStart(): boolean {
  settleFocus();
  const item = document.activeElement?.closest<HTMLElement>('[data-index]');
  const lines = item?.parentElement?.closest<HTMLElement>('[data-columns]');
  if (!item || !lines || Number(item.dataset.index) === 0) return false;
  const track = item.parentElement!;
  const jump = jumps.get(track);
  if (jump) jump(0);
  else {
    const first = itemAt(lines, 0);
    if (!first) return false;
    focusElement(first);
  }
  return true;
}

/**
 * Back at the root, before asking to exit: from the content to the side rail (the menu), on the
 * entry of the screen on show. False when focus is in the rail already, or there is no rail.
 */
export function backToRail(): boolean {
  const rail = document.querySelector<HTMLElement>('[data-nav-side]');
  const focused = document.activeElement;
  if (!rail || (focused && rail.contains(focused))) return false;
  const entry = rail.querySelector<HTMLElement>('[aria-current="page"]') ?? rail.querySelector<HTMLElement>('button');
  if (!entry) return false;
  focusElement(entry);
  return true;
}
