import { dispatchBack } from './back.ts';
import { focusInitial, focusIsLost, moveFocus, rememberFocus } from './focus.ts';
import { commandFor, type Command } from './keys.ts';

type CommandListener = (command: Command, event: KeyboardEvent) => boolean;
const listeners: CommandListener[] = [];

/** Screens can claim a command (colour keys, page jumps) before the default handling. */
export function onCommand(listener: CommandListener): () => void {
  listeners.push(listener);
  return () => listeners.splice(listeners.indexOf(listener), 1);
}

/** Installs the one key listener of the app: remote keys become focus moves, OK and Back. */
export function installRemote(target: Window = window): () => void {
  const onKey = (event: KeyboardEvent) => {
    const command = commandFor(event);
    if (!command) return;
    for (let i = listeners.length - 1; i >= 0; i--) {
      if (listeners[i]!(command, event)) {
        event.preventDefault();
        return;
      }
    }
    switch (command) {
      case 'up':
      case 'down':
      case 'left':
      case 'right':
        event.preventDefault();
        moveFocus(command);
        return;
      case 'ok': {
        if (focusIsLost()) {
          event.preventDefault();
          focusInitial();
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
        if (!event.repeat) dispatchBack();
        return;
      default:
        return;
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement) rememberFocus(event.target);
  };
  target.addEventListener('keydown', onKey);
  target.document.addEventListener('focusin', onFocusIn);
  return () => {
    target.removeEventListener('keydown', onKey);
    target.document.removeEventListener('focusin', onFocusIn);
  };
}
