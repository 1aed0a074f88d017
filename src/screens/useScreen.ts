import { useLayoutEffect, useRef } from 'preact/hooks';
import { focusByKey, focusElement } from '../nav/focus.ts';
import { keyPresses } from '../nav/remote.ts';
import { cameBack, type Route } from '../state/router.ts';
import { memoryOf, type RouteMemory } from '../state/routeMemory.ts';

/**
 * Per-screen memory, and focus placed when a screen opens: on Back, the item that had focus gets
 * it again; otherwise the screen's [data-autofocus] item does. Lists may still be arriving (from
 * the cache or the network), so it keeps trying for a few seconds, and stops as soon as the viewer
 * presses a key: focus is never pulled away from where they moved it.
 */
export function useScreenMemory(route: Route): RouteMemory {
  const memory = memoryOf(route);
  // Read at first render: the focus that vanished with the previous screen must not overwrite it.
  const plan = useRef<{ restoreKey?: string } | null>(null);
  if (plan.current === null) plan.current = { restoreKey: cameBack.peek() ? memory.focusKey : undefined };

  useLayoutEffect(() => {
    const { restoreKey } = plan.current!;
    const pressesAtOpen = keyPresses();
    let tries = 0;
    let frame = 0;
    const attempt = () => {
      if (keyPresses() !== pressesAtOpen || ++tries > 300) return;
      if (restoreKey) {
        if (focusByKey(restoreKey)) return;
      } else {
        const target = document.querySelector<HTMLElement>('.content [data-autofocus]:not([disabled])');
        if (target) {
          focusElement(target);
          if (document.activeElement === target) return;
        }
      }
      frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [route]);
  return memory;
}

/**
 * Creates a screen's lists once per history entry, so Back finds them as they were. Not a hook:
 * it may be called conditionally (a channel's shelves exist once the channel is known).
 */
export function kept<T>(memory: RouteMemory, key: string, create: () => T): T {
  if (!memory.values.has(key)) memory.values.set(key, create());
  return memory.values.get(key) as T;
}
