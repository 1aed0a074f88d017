import { useLayoutEffect, useRef } from 'preact/hooks';
import { pushBackHandler } from '../nav/back.ts';

/** Registers what Back does while this component is mounted (innermost wins). */
export function useBack(handler: () => boolean): void {
  const ref = useRef(handler);
  ref.current = handler;
  // Layout effect: registered before the first paint, so a Back pressed the moment a dialog
  // appears reaches the dialog, not the screen under it.
  useLayoutEffect(() => pushBackHandler(() => ref.current()), []);
}
