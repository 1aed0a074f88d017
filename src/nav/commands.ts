import type { Command } from './keys.ts';
import { pushOnto } from './stack.ts';

/*
 * What screens claim of the remote's keys, and how many were pressed: screens register while they
 * render, before the remote's own code (remote.ts) has come (remoteLater.ts).
 */

export type CommandListener = (command: Command, event: KeyboardEvent) => boolean;
const listeners: CommandListener[] = [];

/** Screens can claim a command (colour keys, page jumps, typing) before the default handling. */
export function onCommand(listener: CommandListener): () => void {
  return pushOnto(listeners, listener);
}

/** Offers the command to the screens, innermost first: true when one claimed it. */
export function claimCommand(command: Command, event: KeyboardEvent): boolean {
  for (let i = listeners.length - 1; i >= 0; i--) if (listeners[i]!(command, event)) return true;
  return false;
}

let presses = 0;
/** How many remote keys were pressed so far: a screen stops auto-focusing once the viewer acts. */
export function keyPresses(): number {
  return presses;
}

/** One more key was pressed: remote.ts, as it acts on it. */
export function countPress(): void {
  presses++;
}
