/**
 * Where a slow press's time goes, stage by stage, as Chromium's own EventLatency trace events
 * split it (the handler on the main thread, the wait for the next frame, the commit, the wait to
 * submit the compositor frame, the draw). Signs in, opens Home's or Library's first shelf, or the
 * search results grid 100 rows down, throttles the CPU 4x, walks the shelf as `npm run bench --
 * shelves` does or the grid's rows as `npm run bench:compare` does (a press every 150 ms) while
 * tracing, and prints every press whose keydown took longer than 16 ms to show, with the stages of
 * 2 ms or more. A press whose main-thread work is small but waits about a frame in
 * EndActivateToSubmitCompositorFrame landed while another frame was already on its way (see
 * docs/performance.md, `SLIDE_MS`). Run on a quiet machine:
 *
 *   npx vite build && npx tsx bench/tools/pressLatency.ts [home|library|grid]
 *   BENCH_DIST=/tmp/other npx tsx bench/tools/pressLatency.ts library
 */
import type { Page } from '@playwright/test';
import { asyncSlices, keyPresses, stagesOf, type LatencyTraceEvent } from '../lib/eventLatency.ts';
import { pressPaced } from '../lib/paces.ts';
import { openThrottledGrid, openThrottledShelf } from '../lib/throttledScreens.ts';

/** The focused card's index in its list, as the grid's cards carry it. */
const focusedIndex = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-index]')?.dataset.index ?? '?');


// The grid (`grid`) walks 40 rows up and 40 down as bench:compare does, so after the untraced
// block below its traced presses all go down; a shelf walks its cards and back.
const onGrid = process.argv[2] === 'grid';
const { title, browser, page, nextKey, where, close } = onGrid
  ? await openThrottledGrid().then((g) => ({ ...g, title: 'the search results grid', where: () => focusedIndex(g.page) }))
  : await openThrottledShelf(process.argv[2]).then((s) => ({ ...s, title: `${s.which.name}, "${s.which.shelf}" (${s.walk.cards} cards)`, nextKey: () => s.walk.next(), where: async () => String(s.walk.position) }));
// A block untraced first: the pictures and the code on the walk's path are warm, as in the bench.
await pressPaced(page, nextKey, 40, 150);
await page.waitForTimeout(500);
await browser.startTracing(page, { categories: ['devtools.timeline', 'latencyInfo', 'cc', 'benchmark'] });
const moves: string[] = [];
// Paced as pressPaced does, start to start, with where focus is read in place of its read after a
// press: each press is labelled with where it started.
let from = await where();
for (let i = 0; i < 40; i++) {
  const pressedAt = Date.now();
  const key = nextKey();
  await page.keyboard.press(key);
  moves.push(`${key} from ${from}`);
  from = await where();
  const left = 150 - (Date.now() - pressedAt);
  if (left > 0) await page.waitForTimeout(left);
}
await page.waitForTimeout(300);
const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: LatencyTraceEvent[] };
await close();

const slices = asyncSlices(trace.traceEvents);
const presses = keyPresses(slices);
// One EventLatency per press labels each; otherwise say so rather than label them wrongly.
if (presses.length !== moves.length) console.log(`(${presses.length} key presses in the trace for ${moves.length} pressed: the labels below may be off)`);
console.log(`${title}: ${presses.length} presses traced, a press every 150 ms, CPU 4x`);
let slow = 0;
presses.forEach((press, i) => {
  const ms = press.dur / 1000;
  if (ms <= 16) return;
  slow++;
  const stages = stagesOf(press, slices)
    .filter((s) => s.dur >= 2000)
    .map((s) => `${s.name} ${(s.dur / 1000).toFixed(1)}`);
  console.log(`  press ${i + 1}, ${moves[i] ?? '?'}: ${ms.toFixed(1)} ms to show; ${stages.join(', ')}`);
});
console.log(`  ${slow} of ${presses.length} over 16 ms`);
process.exit(0);
