/**
 * Which presses along a shelf are the slow ones: signs in, opens Home's or Library's first shelf,
 * throttles the CPU 4x, walks the shelf as `npm run bench -- shelves` does (a press every 150 ms,
 * 160 presses), and counts the presses the browser's Event Timing puts over 16 ms by the card that
 * had focus at their keydown. Run on a quiet machine, against dist/:
 *
 *   npx vite build && npx tsx bench/tools/slowPresses.ts [home|library]
 *   BENCH_DIST=/tmp/other npx tsx bench/tools/slowPresses.ts library   # another build
 *   BENCH_PACE_MS=200 npx tsx bench/tools/slowPresses.ts library        # a slower viewer
 *   BENCH_REDUCE_MOTION=1 npx tsx bench/tools/slowPresses.ts library   # rows jump, as with Reduce motion
 *
 * `bench/tools/pressLatency.ts` then tells where a slow press's time goes.
 */
import { pressPaced } from '../lib/paces.ts';
import { openThrottledShelf } from '../lib/throttledScreens.ts';

const { which, page, walk, close } = await openThrottledShelf(process.argv[2]);
/** A press every 150 ms, as the bench's viewer; BENCH_PACE_MS=200 another pace. */
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 150);
// A diagnosis: BENCH_REDUCE_MOTION=1 turns the glide off (rows jump), as Settings' Reduce motion does.
if (process.env.BENCH_REDUCE_MOTION) await page.evaluate(() => document.documentElement.setAttribute('data-reduce-motion', ''));
await page.evaluate(() => {
  const w = window as unknown as { __et: { d: number; i: string }[] };
  w.__et = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) if (e.name === 'keydown') w.__et.push({ d: e.duration, i: (e.target as HTMLElement | null)?.dataset?.index ?? (e.target as HTMLElement | null)?.tagName ?? '?' });
  }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
});
let presses = 0;
for (let b = 0; b < 4; b++) {
  await pressPaced(page, () => walk.next(), 40, PACE_MS);
  presses += 40;
}
await page.waitForTimeout(500);
const et = await page.evaluate(() => (window as unknown as { __et: { d: number; i: string }[] }).__et);
const slow = et.filter((e) => e.d > 16);
const byIndex: Record<string, number> = {};
for (const e of slow) byIndex[e.i] = (byIndex[e.i] ?? 0) + 1;
console.log(which.name, `a press every ${PACE_MS} ms`, 'cards', walk.cards, 'presses', presses, 'reported', et.length, 'over16', slow.length, 'by focused index at keydown', byIndex);
await close();
process.exit(0);
