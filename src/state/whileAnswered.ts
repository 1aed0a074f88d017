/**
 * A fetch that, once its first request is on its way, runs `work` in a task of its own: work the
 * answer will need (src/i18n/format.ts, warmFormatters; in English it only asks for an idle
 * callback), done while the TV waits for it rather than after it came. Not an idle callback: Chromium
 * put those off until after the first cards while the page was still loading. Not at the screen's mount either: there it ran just as the
 * access token came, and the list's request waited for it (docs/performance.md).
 */
export function fetchThenOnce(work: () => void, send: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  let done = false;
  return (input, init) => {
    const answer = send(input, init);
    if (!done) {
      done = true;
      setTimeout(work);
    }
    return answer;
  };
}
