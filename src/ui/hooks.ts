import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
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

/** "Now" for countdowns; ticks only while mounted. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

/**
 * Shrinks an element's font until its text fits on one line: the user code and URL must never clip
 * or wrap, whatever fonts the TV has (docs/reference/facts.md, Device flow: showing the code).
 */
export function useFitText<T extends HTMLElement>(text: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.fontSize = '';
    for (let i = 0; i < 30 && el.scrollWidth > el.clientWidth; i++) {
      const size = parseFloat(getComputedStyle(el).fontSize);
      el.style.fontSize = `${size * 0.95}px`;
    }
  }, [text]);
  return ref;
}
