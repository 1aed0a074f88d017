import { localStoreIfUsable } from '../platform/localStore.ts';

/**
 * Captions on or off, as the viewer last chose in the player: the next video starts that way, as
 * on the platform's own apps (a viewer who needs them turned them on again for every video). Kept
 * on this TV in localStorage, beside the settings; where it is unusable, for the run.
 */
const KEY = 'tenfoot-captions';
let forTheRun: boolean | undefined;

export function captionsChosen(): boolean {
  if (forTheRun !== undefined) return forTheRun;
  try {
    return localStoreIfUsable()?.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function chooseCaptions(on: boolean): void {
  forTheRun = on;
  try {
    localStoreIfUsable()?.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Full or blocked: the choice holds for this run.
  }
}
