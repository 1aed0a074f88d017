/*
 * The hooks both first screens use (sign-in and the picker, and the shell): in the entry, which
 * both load, rather than a file of their own that each would fetch apart. Those of one screen
 * alone are files of their own (useNow.ts, useFitText.ts), fetched with that screen.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { pushBackHandler } from '../nav/back.ts';
import { focusIsLost } from '../nav/focusScope.ts';
import { focusInitial } from '../nav/placeFocus.ts';

/** Registers what Back does while this component is mounted (innermost wins). */
export function useBack(handler: () => boolean): void {
  const ref = useRef(handler);
  ref.current = handler;
  // Layout effect: registered before the first paint, so a Back pressed the moment a dialog
  // appears reaches the dialog, not the screen under it.
  useLayoutEffect(() => pushBackHandler(() => ref.current()), []);
}

/** After a render, focus lands on the [data-autofocus] element (or the first focusable) if it was lost. */
export function useInitialFocus(deps: unknown[] = []): void {
  useLayoutEffect(() => {
    if (focusIsLost()) focusInitial();
  }, deps);
}
