/**
 * Runs in the page before the app (ES5, for Chromium 64): notes, by the page's own clock, when the
 * user code first shows: in `window.__userCodeAt`, on the console (`tenfoot-code <ms>`) and in a
 * trace (`console.timeStamp('tenfoot-code')`). A bench listens for the console line rather than
 * polling with page.evaluate, whose scripts ran on the page's main thread during the very start
 * it measured (50-70 ms at CPU 4x: bench/start.ts).
 */
export const USER_CODE_PROBE = `(function () {
  var done = false;
  function check() {
    if (done) return;
    var el = document.querySelector('[data-testid="user-code"]');
    if (!el || !/[A-Z]/.test(el.textContent || '')) return;
    done = true;
    window.__userCodeAt = performance.now();
    console.timeStamp('tenfoot-code');
    console.debug('tenfoot-code ' + window.__userCodeAt);
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/**
 * The page's time of the code's first showing, from the probe's console line. `listen` hands
 * every console line's text to the handler: `(h) => page.on('console', (m) => h(m.text()))`,
 * called before the navigation.
 */
export function userCodeShown(listen: (handler: (text: string) => void) => void, timeoutMs = 60_000): Promise<number> {
  return markedAt('tenfoot-code', 'no user code on screen', listen, timeoutMs);
}

/** The page's time in a probe's console line `<mark> <ms>` (this probe's, or firstCardProbe.ts's). */
export function markedAt(mark: string, missing: string, listen: (handler: (text: string) => void) => void, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${missing} within ${timeoutMs / 1000} s`)), timeoutMs);
    listen((text) => {
      const shown = new RegExp(`^${mark} ([\\d.]+)$`).exec(text);
      if (shown) clearTimeout(timer), resolve(Number(shown[1]));
    });
  });
}
