/**
 * The video-facts code (src/state/videoFacts.ts: lengths, LIVE, whether a video plays) comes after
 * the first cards: its answer comes after them anyway, and a returning viewer's Home waited for
 * its code before the first card (`npm run bench -- start`, docs/performance.md). The ids a page
 * names are kept until then and asked in one go; once the code is here they go straight to it.
 */
type FactsCode = typeof import('./videoFacts.ts');

let code: FactsCode | undefined;
/** Ids wanted before the code came; undefined when no load is under way. */
let waiting: string[] | undefined;

/** Asks for the facts of these videos (see `want` in videoFacts.ts), now or once the code is here. */
export function wantFacts(videoIds: readonly string[]): void {
  if (code) return code.want(videoIds);
  if (waiting) {
    waiting.push(...videoIds);
    return;
  }
  waiting = [...videoIds];
  // A task later: the page's cards, rendered in this task's microtasks, are on screen first.
  setTimeout(() => {
    import('./videoFacts.ts').then(
      (m) => {
        code = m;
        const ids = waiting ?? [];
        waiting = undefined;
        m.want(ids);
      },
      // No code (the network dropped): the cards show no length, as when the facts' call fails;
      // the next page asks again.
      () => (waiting = undefined),
    );
  }, 0);
}
