/**
 * Runs `work` when the TV has nothing else to do. requestIdleCallback: Chromium 47+, so every TV
 * of the floor; the timeout keeps a busy TV from putting it off for ever.
 */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 500);
}
