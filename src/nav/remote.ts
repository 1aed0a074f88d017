import { dispatchBack } from './back.ts';
import { claimCommand, countPress } from './commands.ts';
import { afterPaint, nextFrame } from './frames.ts';
import { FOCUSABLE, asStopgap, focusElement, focusInitial, focusIsLost, moveFocus, recoverFocus, refreshEdgeClips, rememberFocus } from './focus.ts';
import { KeyRepeatGate } from './keyRepeat.ts';
import { commandFor, type Command } from './keys.ts';
import { settleFocus } from './shownFocus.ts';
import { placeFirstChoice, waitsForFirstChoice } from './focusScope.ts';
import { dropTyped, keepTyped, typeKeptLetters } from './waitingScreen.ts';

export { keyPresses, onCommand } from './commands.ts';

const MOVES: ReadonlySet<Command> = new Set(['up', 'down', 'left', 'right', 'pageUp', 'pageDown']);

/**
 * Installs the one key listener of the app: remote keys become focus moves, OK and Back; the
 * pointer (mouse, LG Magic Remote) focuses on hover and activates on click; focus that vanishes
 * with its element moves to the nearest neighbour.
 *
 * `early`: keys pressed before this code came (remoteLater.ts), acted on now in the order they were
 * pressed, one a frame; each counts as pressed when it acts (a screen still placing its focus
 * places it until then, and the key then moves it from there).
 */
export function installRemote(target: Window = window, early: readonly KeyboardEvent[] = []): () => void {
  const gate = new KeyRepeatGate();
  let painted = true;
  const markPainted = () => {
    painted = false;
    afterPaint(() => (painted = true));
  };

  const onKey = (event: KeyboardEvent) => {
    if (keepTyped(event)) return;
    const command = commandFor(event);
    if (!command) return;
    countPress();
    // Every key acts on where focus is shown: the last arrow's move lands first (shownFocus.ts).
    settleFocus();
    if (MOVES.has(command) && !gate.allow(performance.now(), event.repeat, painted)) {
      event.preventDefault();
      return;
    }
    if (claimCommand(command, event)) {
      event.preventDefault();
      if (MOVES.has(command)) markPainted();
      return;
    }
    switch (command) {
      case 'up':
      case 'down':
      case 'left':
      case 'right':
        event.preventDefault();
        moveFocus(command);
        markPainted();
        return;
      case 'ok': {
        if (focusIsLost()) {
          event.preventDefault();
          asStopgap(() => recoverFocus() || focusInitial());
          return;
        }
        const el = document.activeElement as HTMLElement;
        if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') return;
        // One activation path for Enter, GamepadA (195) and OK on every platform.
        event.preventDefault();
        if (!event.repeat) el.click();
        return;
      }
      case 'back':
        event.preventDefault();
        dropTyped();
        if (!event.repeat) dispatchBack();
        return;
      default:
        return;
    }
  };

  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement) rememberFocus(event.target);
  };

  // Pointer: hovering a focusable focuses it, so the pointer and the arrows never disagree. Only
  // when the pointer itself moved: a row sliding under a still pointer (after the wheel or the
  // arrows moved focus) must not pull focus back to whatever is now under it.
  let pointerX = NaN;
  let pointerY = NaN;
  const onPointerMove = (event: MouseEvent) => {
    if (event.clientX === pointerX && event.clientY === pointerY) return;
    pointerX = event.clientX;
    pointerY = event.clientY;
    const el = (event.target as Element | null)?.closest?.<HTMLElement>(FOCUSABLE);
    if (el && el !== document.activeElement) el.focus({ preventScroll: true });
  };

  // The wheel scrolls by moving focus a row, so virtualized lists load and scroll as with arrows.
  // The browser's own wheel scroll is cancelled: a grid's viewport is a real scroller (for the
  // compositor, see .grid__viewport), and scrolled by the wheel too it would stop between rows.
  // Ctrl and the wheel stays the browser's zoom, where a TV app runs in a desktop browser.
  let wheelAt = 0;
  const onWheel = (event: WheelEvent) => {
    if (event.ctrlKey) return;
    event.preventDefault();
    const now = performance.now();
    if (now - wheelAt < 120 || Math.abs(event.deltaY) < 1) return;
    wheelAt = now;
    moveFocus(event.deltaY > 0 ? 'down' : 'up');
  };

  // Focus that vanished with its element (a reload, a deletion) goes to the nearest neighbour;
  // once painted, the page hides again a line that content coming or going left cut at its edge.
  let recoverQueued = false;
  const observer = new MutationObserver(() => {
    // The list a screen just opened waited for came in place of the skeleton focus waited on (a
    // list that arrived during a frame's work): its first item takes focus now, not a frame or two
    // later, with focus on nothing painted meanwhile.
    if (waitsForFirstChoice() && focusIsLost()) placeFirstChoice();
    if (recoverQueued) return;
    recoverQueued = true;
    nextFrame(() => {
      recoverQueued = false;
      if (focusIsLost()) recoverFocus();
      typeKeptLetters();
      afterPaint(refreshEdgeClips);
    });
  });
  const root = target.document.getElementById('app');
  if (root) observer.observe(root, { childList: true, subtree: true });
  // The root's style, language or direction changed (Settings, Text size or Language): everything
  // moved, so focus is placed again, inside the safe area and with nothing cut at the page's
  // edges, once the new layout has painted. (Another language is new words in the same elements,
  // which the observer above does not see; an edge left where the old language's rows ended cut
  // across a row of Settings' choices.)
  const rootStyle = new MutationObserver(() =>
    afterPaint(() => {
      const el = target.document.activeElement as HTMLElement | null;
      if (el && !focusIsLost()) focusElement(el);
    }),
  );
  rootStyle.observe(target.document.documentElement, { attributes: true, attributeFilter: ['style', 'lang', 'dir'] });

  // The keys held before this code came, one a frame, as if pressed now: an OK that opens a screen
  // has it rendered before the next key acts (in one go, a Down after it acted on the screen it
  // left). A key pressed while they are still being acted on waits its turn behind them.
  const pending = [...early];
  const onKeyDown = (event: KeyboardEvent) => {
    if (!pending.length) return onKey(event);
    if (!commandFor(event)) return;
    event.preventDefault();
    pending.push(event);
  };
  const actOnNext = () => {
    const event = pending[0];
    if (!event) return;
    try {
      onKey(event);
    } finally {
      pending.shift();
      if (pending.length) afterPaint(actOnNext);
    }
  };

  target.addEventListener('keydown', onKeyDown);
  target.document.addEventListener('focusin', onFocusIn);
  target.document.addEventListener('mousemove', onPointerMove);
  target.addEventListener('wheel', onWheel, { passive: false });
  // Focus a screen put before this code came is remembered as if it had come after; focus that
  // was lost meanwhile (nothing looked after it) is found again, unless a held key is about to:
  // OK on a lost focus only finds it, never clicks what the viewer did not see focused.
  const focused = target.document.activeElement as HTMLElement | null;
  if (focused && !focusIsLost()) rememberFocus(focused);
  else if (early.length === 0) recoverFocus();
  actOnNext();
  return () => {
    pending.length = 0;
    observer.disconnect();
    rootStyle.disconnect();
    target.removeEventListener('keydown', onKeyDown);
    target.document.removeEventListener('focusin', onFocusIn);
    target.document.removeEventListener('mousemove', onPointerMove);
    target.removeEventListener('wheel', onWheel);
  };
}

