/**
 * Runs in the page before the app (ES5, for Chromium 64): notes, by the page's own clock, when the
 * user code first shows, in `window.__userCodeAt`, and marks the moment in a trace
 * (`console.timeStamp('tenfoot-code')`). Read back with `USER_CODE_AT`, polled from the bench:
 * the app's Content-Security-Policy refuses the eval of waitForFunction's predicates.
 */
export const USER_CODE_PROBE = `(function () {
  var done = false;
  function check() {
    if (done) return;
    var el = document.querySelector('[data-testid="user-code"]');
    if (el && /[A-Z]/.test(el.textContent || '')) { done = true; window.__userCodeAt = performance.now(); console.timeStamp('tenfoot-code'); }
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

export const USER_CODE_AT = 'window.__userCodeAt';
