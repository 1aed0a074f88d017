import { useLayoutEffect } from 'preact/hooks';
import { focusIsLost } from '../nav/focusScope.ts';
import { focusInitial } from '../nav/placeFocus.ts';

/** After a render, focus lands on the [data-autofocus] element (or the first focusable) if it was lost. */
export function useInitialFocus(deps: unknown[] = []): void {
  useLayoutEffect(() => {
    if (focusIsLost()) focusInitial();
  }, deps);
}
