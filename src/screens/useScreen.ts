import { useLayoutEffect, useRef } from 'preact/hooks';
import { focusByKey, focusElement, screenFirstChoice } from '../nav/placeFocus.ts';
import { asStopgap, focusIsLost, waitForFirstChoice } from '../nav/focusScope.ts';
import { keyPresses } from '../nav/commands.ts';
import { cameBack, type Route } from '../state/router.ts';
import { memoryOf, type RouteMemory } from '../state/routeMemory.ts';

/**
 * Per-screen memory, and focus placed when a screen opens: on Back, the item that had focus gets
 * it again; otherwise the screen's [data-autofocus] item does. Lists may still be arriving (from
 * the cache or the network, however slowly), so it tries again whenever the screen's content
 * changes, and stops as soon as it has placed focus or the viewer presses a key: focus is never
 * pulled away from where they moved it. After Back it goes on watching until that first key,
 * keeping the restored item in view while content arriving above it pushes it down.
 */
export function useScreenMemory(route: Route): RouteMemory {
  const memory = memoryOf(route);
  // Read at first render: the focus that vanished with the previous screen must not overwrite it.
  const plan = useRef<{ restoreKey?: string } | null>(null);
  if (plan.current === null) plan.current = { restoreKey: cameBack.peek() ? memory.focusKey : undefined };

  useLayoutEffect(() => {
    const { restoreKey } = plan.current!;
    const pressesAtOpen = keyPresses();
    let frame = 0;
    let done = false;
    let watching: MutationObserver | undefined;
    // Until focus is placed here, focus lost waits on this screen's loading list (waitingScreen.ts).
    let release: (() => void) | undefined;
    const stop = () => {
      release?.();
      done = true;
      cancelAnimationFrame(frame);
      watching?.disconnect();
    };
    const placed = (): boolean => {
      if (restoreKey) {
        if (focusByKey(restoreKey)) return true;
        // The item is not there, yet or any more: the button of an empty playlist that a video
        // has since filled. Focus lost meanwhile went to what was nearest the item left on the
        // screen before, a menu entry; it waits on this screen's first choice instead (still
        // moving on to the item if that comes before a key is pressed).
        const waitOn = screenFirstChoice();
        if (waitOn && (focusIsLost() || !document.activeElement?.closest('.content'))) asStopgap(() => focusElement(waitOn));
        return false;
      }
      const target = screenFirstChoice();
      if (!target) return false;
      focusElement(target);
      return document.activeElement === target;
    };
    let restored: HTMLElement | undefined;
    const attempt = () => {
      frame = 0;
      if (done) return;
      if (keyPresses() !== pressesAtOpen) return stop();
      // The restored item went (an empty list's button, once its reloaded list came): placed again.
      if (restored && !restored.isConnected) restored = undefined;
      if (restored) return keepInView(restored);
      if (!placed()) return;
      release?.();
      // Back restored focus; what arrives later above it (Continue watching, once the player has
      // saved where the viewer stopped) may push it off the screen, with no key pressed to scroll
      // it back: it is kept in view until the viewer's first key.
      if (restoreKey && document.activeElement instanceof HTMLElement) restored = document.activeElement;
      else stop();
    };
    const keepInView = (el: HTMLElement) => {
      if (document.activeElement !== el) return stop();
      const r = el.getBoundingClientRect();
      if (r.top < innerHeight * 0.05 || r.bottom > innerHeight * 0.95) focusElement(el);
    };
    attempt();
    // Focus lost before this screen's next frame (its list came where focus waited) is placed by
    // this same attempt, at once (src/nav/focus.ts, recoverFocus).
    if (!done && !restored) release = waitForFirstChoice(() => (attempt(), !focusIsLost()));
    if (!done) {
      // Content changes (a list arriving, an error with its Retry) are looked at once a frame.
      watching = new MutationObserver(() => {
        if (!frame && !done) frame = requestAnimationFrame(attempt);
      });
      watching.observe(document.getElementById('app') ?? document.body, { childList: true, subtree: true });
    }
    return stop;
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
