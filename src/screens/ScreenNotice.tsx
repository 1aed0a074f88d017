import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { onCommand } from '../nav/commands.ts';
import { currentRoute, showsMenu, type Route } from '../state/router.ts';
import { notice as currentNotice } from '../state/notice.ts';

/** Long enough to read from the sofa: 6 s, and more for a longer sentence (at most 20 s). */
export function noticeMs(text: string): number {
  return Math.min(20_000, 6_000 + 60 * text.length);
}

/**
 * The notice ("Ada Lovelace is signed out.", "Added to “Cooking” at the end."): on the screen it
 * was raised on only, gone after a few seconds or at the viewer's next key, and never over what
 * has focus (it moves to the top of the screen when the focused element is under it). The key
 * that dismisses it still does its job.
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

  // Out of the way of focus, wherever focus is when it shows or moves.
  useLayoutEffect(() => {
    if (!notice) return;
    const place = () => {
      const focused = document.activeElement;
      const el = box.current;
      if (!el || !focused || focused === document.body) return;
      const f = focused.getBoundingClientRect();
      const bottom = window.innerHeight - el.getBoundingClientRect().height - window.innerHeight * 0.05;
      setOnTop(f.bottom > bottom - 8);
    };
    place();
    document.addEventListener('focusin', place);
    return () => document.removeEventListener('focusin', place);
  }, [notice]);

  if (!notice || (raisedOn.current && route !== raisedOn.current)) return null;
  // Beside the menu rail, not over it: at the foot it hid the account's entry.
  const besideRail = showsMenu(route);
  return (
    <div ref={box} class={`notice notice--${notice.kind}${onTop ? ' notice--top' : ''}${besideRail ? ' notice--beside-rail' : ''}`} data-testid="session-notice">
      {notice.text}
    </div>
  );
}
