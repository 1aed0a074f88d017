/**
 * What a key press's frame is made of, by name: signs in, opens Home's or Library's first shelf or
 * the search results grid, throttles the CPU 4x, walks the shelf as `npm run bench -- shelves`
 * does or the grid's rows up and down as `npm run bench:compare` does (a press every 150 ms)
 * while tracing, and prints, for each trace event on the page's main thread, its mean time per
 * press between the keydown and the commit of the frame that shows it (Layerize, PrePaint, the
 * frame callbacks, the handlers...). Nested events count in each of their parents, so the rows do
 * not add up: compare one row between two builds. Run on a quiet machine:
 *
 *   npx vite build && npx tsx bench/tools/frameParts.ts [home|library|grid] [ms between presses, 150]
 *   BENCH_DIST=/tmp/other npx tsx bench/tools/frameParts.ts home
 */
import type { TraceEvent } from '../lib/keyFrames.ts';
import { pressPaced } from '../lib/paces.ts';
import { openThrottledGrid, openThrottledShelf } from '../lib/throttledScreens.ts';

const PRESSES = 80;
/** A viewer's pace by default; 60 for a held arrow's (bench/lib/paces.ts). */
const EVERY_MS = Number(process.argv[3] ?? 150);
const onGrid = process.argv[2] === 'grid';
const { title, browser, page, nextKey, close } = onGrid
  ? { ...(await openThrottledGrid()), title: 'the search results grid' }
  : await openThrottledShelf(process.argv[2]).then((s) => ({ ...s, title: `${s.which.name}, "${s.which.shelf}"`, nextKey: () => s.walk.next() }));
// A block untraced first: the pictures and the code on the walk's path are warm, as in the bench.
await pressPaced(page, nextKey, 40, EVERY_MS);
await page.waitForTimeout(500);
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc'] });
await pressPaced(page, nextKey, PRESSES, EVERY_MS);
await page.waitForTimeout(300);
const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
await close();

const isKeydown = (e: TraceEvent) => e.ph === 'X' && e.name === 'EventDispatch' && e.args?.data?.type === 'keydown';
// The trace holds every renderer of the browser: the page pressed is the thread that saw the keydowns.
const keydownsBy = new Map<string, number>();
for (const e of events) if (isKeydown(e)) keydownsBy.set(`${e.pid}:${e.tid}`, (keydownsBy.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
const main = [...keydownsBy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const keydowns = onMain.filter(isKeydown);
const commits = onMain.filter((e) => e.name === 'Commit');

const totals = new Map<string, number>();
let counted = 0;
for (const key of keydowns) {
  const commit = commits.find((c) => c.ts >= key.ts + (key.dur ?? 0));
  if (!commit) continue;
  counted++;
  const end = commit.ts + (commit.dur ?? 0);
  for (const e of onMain) {
    if (e.ts < key.ts) continue;
    if (e.ts > end) break;
    totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
}
console.log(`${title}: ${counted} presses traced, a press every ${EVERY_MS} ms, CPU 4x; mean ms per press, keydown to its frame's commit`);
for (const [name, ms] of [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${(ms / counted).toFixed(2).padStart(6)}  ${name}`);
