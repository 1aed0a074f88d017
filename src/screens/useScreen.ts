import { useEffect } from 'preact/hooks';
import { focusByKey, focusElement } from '../nav/focus.ts';
import { keyPresses } from '../nav/remote.ts';
import { cameBack, type Route } from '../state/router.ts';
import { memoryOf, type RouteMemory } from '../state/routeMemory.ts';

/**
 * Per-screen memory, and focus restored on Back: the item that had focus gets it again as soon as
 * it is on screen (lists may still be arriving from the cache).
 */
export function useScreenMemory(route: Route): RouteMemory {
  const memory = memoryOf(route);
  useEffect(() => {
    const restoring = cameBack.value && memory.focusKey;
    const key = memory.focusKey;
    const pressesAtOpen = keyPresses();
    let tries = 0;
    let frame = 0;
    // Lists arrive a little after the screen: keep trying for a few seconds, and stop as soon as
    // the viewer presses a key (never pull focus away from where they moved it).
    const attempt = () => {
      if (keyPresses() !== pressesAtOpen || ++tries > 300) return;
      if (restoring) {
        if (focusByKey(key!)) return;
      } else {
        const target = document.querySelector<HTMLElement>('.content [data-autofocus]');
        if (target) {
          focusElement(target);
          return;
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
