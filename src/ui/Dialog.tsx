import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { activeScope, asStopgap, focusIsLost, holdFocusIn } from '../nav/focusScope.ts';
import { focusInitial } from '../nav/placeFocus.ts';
import { waitingScreen } from '../nav/waitingScreen.ts';
import { useBack } from './hooks.ts';

/**
 * A modal that holds focus while open and gives it back to where it was when closed, or to
 * `returnFocusTo`'s element: a question the menu raised for a screen goes back to that screen.
 */
/** `kind`: a modifier of the dialog's look (`dialog--pin`: one size whatever its title, the PIN pad centred). */
export function Dialog({ title, children, onClose, returnFocusTo, kind }: { title: string; children: ComponentChildren; onClose: () => void; returnFocusTo?: () => HTMLElement | null; kind?: 'pin' }) {
  const ref = useRef<HTMLDivElement>(null);
  useBack(() => {
    onClose();
    return true;
  });
  // Before the first paint: a key pressed as the dialog appears already acts inside it.
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const el = ref.current;
    const release = el ? holdFocusIn(el) : () => undefined;
    if (el) focusInitial(el);
    // A dialog whose list is still loading has nothing to focus yet: focus goes in when it arrives.
    // And whatever held focus inside may leave it (the playlists' "Loading…" or Retry, replaced by
    // the list): focus goes to the dialog's first choice then, never to the page.
    // Only while this dialog is the one on top; a stopgap, not a place the viewer chose.
    const waiting = el
      ? new MutationObserver(() => {
          if (activeScope() === el && focusIsLost()) asStopgap(() => focusInitial(el));
        })
      : undefined;
    if (el) waiting?.observe(el, { childList: true, subtree: true });
    return () => {
      waiting?.disconnect();
      release();
      const back = returnFocusTo?.() ?? previous;
      if (back && back.isConnected) back.focus({ preventScroll: true });
      // Where focus was went while the question was up, or was nowhere (the screen beneath came
      // or changed meanwhile): once the dialog has left the page, a screen still coming keeps it
      // on its spinner, any other takes it on its own first choice; never the page itself. A
      // stopgap: no row remembers it as where the viewer chose to be (src/nav/focusScope.ts).
      void Promise.resolve().then(() => {
        if (!focusIsLost()) return;
        asStopgap(() => {
          const waiting = waitingScreen(activeScope());
          if (waiting) waiting.focus({ preventScroll: true });
          else focusInitial();
        });
      });
    };
  }, []);
  return (
    <div class="dialog-backdrop">
      <div class={kind ? `dialog dialog--${kind}` : 'dialog'} role="dialog" aria-modal="true" aria-label={title} data-focus-scope ref={ref}>
        {/* Three lines at most: a question naming a 150-character playlist filled the screen and
            pushed its buttons out of the safe area. Said whole as the dialog's name. A PIN's title
            is centred, and short. */}
        <h2 class={kind === 'pin' ? 'dialog__title' : 'dialog__title clamp-3'}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
