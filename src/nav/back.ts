import { pushOnto } from './stack.ts';

/**
 * Back goes to the innermost thing that wants it: a dialog, then the screen, then the router.
 * Each handler returns true when it handled Back.
 */
type BackHandler = () => boolean;
const handlers: BackHandler[] = [];

export function pushBackHandler(handler: BackHandler): () => void {
  return pushOnto(handlers, handler);
}

export function dispatchBack(): boolean {
  for (let i = handlers.length - 1; i >= 0; i--) if (handlers[i]!()) return true;
  return false;
}
