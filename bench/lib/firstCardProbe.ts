import { markedAt } from './userCodeProbe.ts';

/**
 * Runs in the page before the app: notes, by the page's own clock, when the first card shows, on
 * the console (`tenfoot-card <ms>`) and in a trace (`console.timeStamp('tenfoot-card')`). Like the
 * user code's probe (userCodeProbe.ts): a bench listens for the console line instead of polling.
 */
export const FIRST_CARD_PROBE = `(function () {
  var done = false;
  function check() {
    if (done || !document.querySelector('[data-testid="card"]')) return;
    done = true;
    console.timeStamp('tenfoot-card');
    console.debug('tenfoot-card ' + performance.now());
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

/** The page's time of the first card's showing, from the probe's console line. */
export function firstCardShown(listen: (handler: (text: string) => void) => void, timeoutMs = 60_000): Promise<number> {
  return markedAt('tenfoot-card', 'no card on screen', listen, timeoutMs);
}
