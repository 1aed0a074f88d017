import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { onCommand } from '../nav/commands.ts';
import { currentRoute, showsMenu, type Route } from '../state/router.ts';
import { notice as currentNotice } from '../state/notice.ts';
import { activeScope, FOCUSABLE, isVisible } from '../nav/focusScope.ts';

/** Long enough to read from the sofa: 6 s, and more for a longer sentence (at most 20 s). */
export function noticeMs(text: string): number {
  return Math.min(20_000, 6_000 + 60 * text.length);
}

/**
 * Whether the notice `el` belongs at the top of the screen rather than its foot (both 3.375 rem
 * in, .notice in styles.css): never over what has focus, and otherwise over fewer of the screen's
 * buttons, the foot when they tie.
 */
function topIsClearer(el: HTMLElement, focused: Element): boolean {
  const { left, right, height } = el.getBoundingClientRect();
  const inset = 3.375 * parseFloat(getComputedStyle(document.documentElement).fontSize);
  const foot = { top: window.innerHeight - inset - height, bottom: window.innerHeight - inset };
  const head = { top: inset, bottom: inset + height };
  const covers = (slot: { top: number; bottom: number }, target: Element) => {
    const r = target.getBoundingClientRect();
    return r.width > 0 && r.bottom > slot.top && r.top < slot.bottom && r.right > left && r.left < right;
  };
  if (covers(foot, focused)) return true;
  if (covers(head, focused)) return false;
  // The buttons the viewer can reach now: not those under an open dialog, nor hidden ones.
  const buttons = [...activeScope().querySelectorAll<HTMLElement>(FOCUSABLE)].filter((b) => !el.contains(b) && isVisible(b));
  const hidden = (slot: { top: number; bottom: number }) => buttons.filter((b) => covers(slot, b)).length;
  return hidden(head) < hidden(foot);
}

/**
 * The notice ("Ada Lovelace is signed out.", "Added to “Cooking” at the end."): on the screen it
 * was raised on only, gone after a few seconds or at the viewer's next key, and never over what
 * has focus (it moves to the top of the screen when the focused element is under it, or when the
 * top hides fewer buttons). The key that dismisses it still does its job.
 */
export function ScreenNotice() {
  const notice = currentNotice.value;
  const raisedOn = useRef<Route | undefined>(undefined);
  const shown = useRef<typeof notice>(undefined);
  const box = useRef<HTMLDivElement>(null);
  const [onTop, setOnTop] = useState(false);
  // A new notice (even one replacing another) belongs to the screen showing now.
  if (notice !== shown.current) {
    shown.current = notice;
    raisedOn.current = notice ? currentRoute.peek() : undefined;
  }
  const dismiss = () => (currentNotice.value = undefined);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(dismiss, noticeMs(notice.text));
    const stopListening = onCommand(() => {
      dismiss();
      return false;
    });
    return () => {
      clearTimeout(timer);
      stopListening();
    };
  }, [notice]);

  // Another screen: the notice stays with the one it was raised on.
  const route = currentRoute.value;
  useEffect(() => {
    if (notice && raisedOn.current && route !== raisedOn.current) dismiss();
  }, [route]);

  // Out of the way of focus, wherever focus is when it shows or moves; and of the screen's other
  // buttons where one of its two places allows: at the foot of the sign-in screen at 150 % text it
  // had hidden "Get a new code" while "Browse without signing in" had focus.
  useLayoutEffect(() => {
    if (!notice) return;
    const placeNow = () => {
      const focused = document.activeElement;
      const el = box.current;
      if (!el || !focused || focused === document.body) return;
      setOnTop(topIsClearer(el, focused));
    };
    // After a focus move, once its scroll is done (focus moves first, the page scrolls after).
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(placeNow);
    };
    placeNow();
    document.addEventListener('focusin', place);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', place);
    };
  }, [notice]);

  if (!notice || (raisedOn.current && route !== raisedOn.current)) return null;
  // Beside the menu rail, not over it: at the foot it hid the account's entry.
  const besideRail = showsMenu(route);
  return (
    <div ref={box} class={`notice notice--${notice.kind}${onTop ? ' notice--top' : ''}${besideRail ? ' notice--beside-rail' : ''}`} data-testid="session-notice">
      {/* News of a deed names what it was done to: three lines at most ("Deleted “…”" with a
          150-character title took four, over the shelf below); the announcer says it whole. A
          warning is what the viewer must read to the end: never cut. */}
      {notice.kind === 'info' ? <span class="clamp-3">{notice.text}</span> : notice.text}
    </div>
  );
}
