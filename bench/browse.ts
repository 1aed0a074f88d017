/**
 * Browsing benchmark (issue 4, D), CPU throttled 4x through the DevTools protocol:
 * - key press -> focus painted on a 1,000-card search grid: p50 and p95 of the main-thread work
 *   from the keydown to the commit of the frame that shows it (budget p95 <= 16.7 ms, one 60 Hz
 *   frame), read from a Chrome trace, at the two rates a remote moves focus (a viewer's presses,
 *   a held arrow at full speed), and back to back as a stress figure; beside them the same
 *   figures for a bare page of 24 buttons, the floor of this machine's rendering pipeline, and
 *   the wall-clock latency; and the browser's own Event Timing, keydown to the next paint as INP
 *   counts it, for the grid and the bare page: the share of presses over 16 ms and the p95 (budget
 *   at a viewer's pace: no more than 5 points and 8 ms above the bare page's);
 * - DOM nodes and JS heap while paging through 1,000 results (budget < 3,000 nodes, < 40 MB, flat);
 * - gzip JS of all routes together (budget 60 KB) and of the first screen;
 * - navigation -> first home shelf card for a returning account (median of 5).
 *
 * BENCH_DIST=dir measures another build than dist/ (`npx vite build --outDir dir`).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createEmulator } from '../emulator/server.ts';
import { openBarePage } from './lib/barePage.ts';
import { describeEventTiming, eventTimingFigures, judgeAgainstBare, resetKeydowns, takeKeydowns, watchKeydowns } from './lib/eventTiming.ts';
import { KEY_FRAME_CATEGORIES, keyFrames, percentile, type KeyFrame } from './lib/keyFrames.ts';
import { PACES, pressPaced } from './lib/paces.ts';
import { pressKeys, searchForA } from './lib/searchOnTv.ts';
import { appBytes, heapTally, topGrowth, type Tally } from './lib/heapSnapshot.ts';
import { fmt, gzipKb, launchChromium, median, serveDist, signInAsAda } from './support.ts';

// A run takes 3-5 minutes; one once hung with the CPU idle. Say where, rather than wait forever.
let stage = 'starting';
const watchdog = setTimeout(() => {
  console.error(`browse bench: no progress for 10 minutes at "${stage}"`);
  process.exit(1);
}, 10 * 60_000);

const emulator = createEmulator({ host: '127.0.0.1', port: 0, interval: 1, quota: 1_000_000 });
const emulatorBase = await emulator.listen();
const dist = process.env.BENCH_DIST ?? 'dist';
const { server, base } = await serveDist(emulatorBase, dist);
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
const tv = await context.newPage();
const cdp = await context.newCDPSession(tv);


stage = 'signing in';
await signInAsAda(tv, base, emulatorBase);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

// Returning account: navigation -> first home card on screen.
stage = 'returning account';
const homeTimes: number[] = [];
const firstScreenScripts = new Set<string>();
tv.on('request', (r) => r.resourceType() === 'script' && r.url().startsWith(base) && firstScreenScripts.add(new URL(r.url()).pathname));
for (let i = 0; i < 5; i++) {
  await tv.goto(base);
  await tv.getByTestId('card').first().waitFor();
  homeTimes.push(await tv.evaluate(() => performance.now()));
}

// Search "a" (1,272 results), typed on the on-screen keyboard's keys.
stage = 'searching';
const press = (key: string, times = 1) => pressKeys(tv, key, times);
await searchForA(tv);
await press('ArrowDown', 1);

stage = 'paging through the results';
await browser.startTracing(tv, { categories: KEY_FRAME_CATEGORIES });
const samples: { loaded: number; nodes: number; heapMb: number; spilled: number }[] = [];
/** Pages waiting in the app's IndexedDB spill store: far pages missing there stay in the heap. */
const spilledPages = () =>
  tv.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('tenfoot-spill');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('pages', 'readonly').objectStore('pages').count();
          count.onsuccess = () => (resolve(count.result), db.close());
          count.onerror = () => (resolve(-1), db.close());
        };
      }),
  );
const loaded = () => tv.evaluate(() => Math.max(-1, ...[...document.querySelectorAll('[data-testid="search-results"] [data-index]')].map((e) => Number((e as HTMLElement).dataset.index))));
let lastSampleAt = 0;
/** A heap snapshot at the first sample, to tell the app's data from compiled code at the end. */
let firstTally: Map<string, Tally> | undefined;
let furthest = -1;
let stuckFor = 0;
for (let step = 0; step < 400; step++) {
  await press('ArrowDown');
  const index = await loaded();
  if (index >= 999) break;
  stuckFor = index > furthest ? 0 : stuckFor + 1;
  furthest = Math.max(furthest, index);
  if (stuckFor === 40) {
    // Paging stopped: say what the screen shows, so a stall can be told from a slow machine.
    const shot = 'test-results/bench-paging-stalled.png';
    await tv.screenshot({ path: shot });
    const state = await tv.evaluate(() => ({
      focused: `${document.activeElement?.tagName} ${(document.activeElement as HTMLElement | null)?.dataset.index ?? ''} "${(document.activeElement as HTMLElement | null)?.innerText.slice(0, 40) ?? ''}"`,
      below: document.querySelector('[data-testid="search-results"] .grid__more')?.textContent ?? '(nothing below the grid)',
    }));
    console.log(`  paging stalled at ${index + 1} results for 40 presses: focus on ${state.focused}; below the grid: ${state.below}; screenshot ${shot}`);
    break;
  }
  if (index - lastSampleAt >= 200) {
    lastSampleAt = index;
    // Pages on their way to IndexedDB are still in memory until the write lands: let them land,
    // so the figure is what the list keeps, not what a slow disk has not taken yet.
    await tv.waitForTimeout(1000);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    if (!firstTally) firstTally = await heapTally(cdp);
    samples.push({ loaded: index + 1, nodes: await tv.evaluate(() => document.getElementsByTagName('*').length), heapMb: heap.usedSize / 1048576, spilled: await spilledPages() });
  }
}
const appTrace = (await browser.stopTracing()).toString();
const appFrames = keyFrames(appTrace);
await tv.waitForTimeout(1000); // as for the samples above
await cdp.send('HeapProfiler.collectGarbage');
const finalHeap = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize / 1048576;
const finalTally = firstTally ? await heapTally(cdp) : undefined;
const finalNodes = await tv.evaluate(() => document.getElementsByTagName('*').length);
const reached = (await loaded()) + 1;
const finalSpilled = await spilledPages();

/**
 * Presses `key` `count` times, a press every `everyMs` (0: back to back), and reads each press's
 * figures from a trace. Back to back, the harness presses as soon as the last key was handled,
 * often before its frame: the next press then pays for the last one's deferred work, which no
 * remote can do (see PACES). Paced, every press starts from a settled screen, as a viewer's do.
 */
async function pacedPresses(page: Page, key: string, count: number, everyMs: number): Promise<{ frames: KeyFrame[]; trace: string }> {
  // The page in front: a page behind another may not be given frames at all.
  await page.bringToFront();
  await page.waitForTimeout(500);
  await browser.startTracing(page, { categories: KEY_FRAME_CATEGORIES });
  await pressPaced(page, key, count, everyMs);
  const trace = (await browser.stopTracing()).toString();
  return { frames: keyFrames(trace), trace };
}

// The floor: the same presses on a bare page of 24 buttons that only moves focus.
stage = 'measuring the floor';
const bare = await openBarePage(context);
const bareCdp = await context.newCDPSession(bare);
/**
 * Throttles only the page being measured: a throttled page keeps its renderer's throttling busy
 * even when idle, and on this 2-core machine that slowed the other page's presses by half.
 */
const measuring = async (which: 'app' | 'floor') => {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: which === 'app' ? 4 : 1 });
  await bareCdp.send('Emulation.setCPUThrottlingRate', { rate: which === 'floor' ? 4 : 1 });
};
await measuring('floor');
const { frames: bareFrames, trace: bareTrace } = await pacedPresses(bare, 'ArrowDown', appFrames.length, 0);

/**
 * The browser's Event Timing for `count` presses, untraced: tracing costs the renderer time per
 * event it records, more on the app's page than on the bare one, and a few ms move a press across
 * the 16 ms line (bench/lib/eventTiming.ts).
 */
async function timedPresses(page: Page, key: string, count: number, everyMs: number): Promise<number[]> {
  await page.bringToFront();
  await page.waitForTimeout(500);
  await resetKeydowns(page);
  await pressPaced(page, key, count, everyMs);
  return takeKeydowns(page);
}

// Paced, in blocks that alternate between the app and the floor, so a slow spell of this shared
// machine weighs on both alike. From the end of the results a viewer's block goes 50 rows up and a
// held arrow's 40 rows down, every press sliding the grid a row, through pages that come back
// from IndexedDB (200 and 160 presses in all, so a p95 is the 10th or 8th slowest), once for
// Event Timing and once traced.
stage = 'paced presses on the grid and the floor';
const PACED_BLOCKS = 4;
const PRESSES_PER_BLOCK = [50, 40];
const pacedFrames = PACES.map(() => ({ app: [] as KeyFrame[], floor: [] as KeyFrame[] }));
const pacedTimings = PACES.map(() => ({ app: [] as number[], floor: [] as number[], presses: 0 }));
const appPacedTraces: string[] = [];
await watchKeydowns(tv);
await watchKeydowns(bare);
for (let block = 0; block < PACED_BLOCKS; block++) {
  for (const [i, pace] of PACES.entries()) {
    const count = PRESSES_PER_BLOCK[i]!;
    await measuring('app');
    pacedTimings[i]!.app.push(...(await timedPresses(tv, pace.key, count, pace.everyMs)));
    const appBlock = await pacedPresses(tv, pace.key, count, pace.everyMs);
    pacedFrames[i]!.app.push(...appBlock.frames);
    appPacedTraces.push(appBlock.trace);
    await measuring('floor');
    pacedTimings[i]!.floor.push(...(await timedPresses(bare, pace.key, count, pace.everyMs)));
    pacedFrames[i]!.floor.push(...(await pacedPresses(bare, pace.key, count, pace.everyMs)).frames);
    pacedTimings[i]!.presses += count;
  }
}
// BENCH_TRACE_DIR=dir keeps both traces, to open in DevTools' Performance panel.
if (process.env.BENCH_TRACE_DIR) {
  writeFileSync(join(process.env.BENCH_TRACE_DIR, 'browse-app.json'), appTrace);
  writeFileSync(join(process.env.BENCH_TRACE_DIR, 'browse-floor.json'), bareTrace);
  appPacedTraces.forEach((trace, i) => writeFileSync(join(process.env.BENCH_TRACE_DIR!, `browse-paced-${i + 1}.json`), trace));
}
const figures = (frames: KeyFrame[], pick: (f: KeyFrame) => number) => {
  const values = frames.map(pick);
  return { p50: percentile(values, 50), p95: percentile(values, 95) };
};
const work = figures(appFrames, (f) => f.workMs);
const bareWork = figures(bareFrames, (f) => f.workMs);
const wall = figures(appFrames, (f) => f.wallMs);
const handler = figures(appFrames, (f) => f.handlerMs);
const inOneFrame = appFrames.filter((f) => f.workMs <= 16.7).length / appFrames.length;

const modern = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') && !f.includes('legacy'));
// A TV downloads one language's catalogue at most (src/i18n/load.ts): all routes count the
// largest one, not every language's.
const languages = readdirSync('src/i18n/catalogues').filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3));
const isCatalogue = (f: string) => languages.some((code) => new RegExp(`^${code}-[\\w-]+\\.js$`).test(f));
const catalogueKb = Math.max(0, ...modern.filter(isCatalogue).map((f) => gzipKb(join(dist, 'assets', f))));
const allRoutesKb = modern.filter((f) => !isCatalogue(f)).reduce((sum, f) => sum + gzipKb(join(dist, 'assets', f)), catalogueKb);
const firstKb = [...firstScreenScripts].reduce((sum, p) => sum + gzipKb(join(dist, p)), 0);

console.log('browsing (CPU 4x throttled)');
console.log(`  key -> focus painted on the search grid, main-thread work to the frame's commit (budget p95 16.7 ms):`);
for (const [i, pace] of PACES.entries()) {
  const { app, floor } = pacedFrames[i]!;
  const a = figures(app, (f) => f.workMs);
  const b = figures(floor, (f) => f.workMs);
  const inOne = app.filter((f) => f.workMs <= 16.7).length / app.length;
  console.log(`    ${pace.name}, a press every ${pace.everyMs} ms: p50 ${fmt(a.p50)} ms, p95 ${fmt(a.p95)} ms over ${app.length} presses ${a.p95 <= 16.7 ? 'OK' : 'OVER'}; ${fmt(inOne * 100, 0)}% within one frame; floor p50 ${fmt(b.p50)} ms, p95 ${fmt(b.p95)} ms (app / floor ${fmt(a.p50 / b.p50)}x, ${fmt(a.p95 / b.p95)}x)`);
}
console.log(`  key -> next paint on the search grid, the browser's Event Timing (budget at a viewer's pace: share over 16 ms at most 5 points above the bare page's, p95 within 8 ms of its):`);
for (const [i, pace] of PACES.entries()) {
  const { app, floor, presses } = pacedTimings[i]!;
  const a = eventTimingFigures(app, presses);
  const b = eventTimingFigures(floor, presses);
  // The budget is judged at a viewer's pace; a held arrow's figures are printed beside it.
  console.log(`    ${pace.name}, a press every ${pace.everyMs} ms: grid ${describeEventTiming(a)}; bare page of 24 buttons ${describeEventTiming(b)}${i === 0 ? `; ${judgeAgainstBare(a, b)}` : ''}`);
}
console.log(`    stress, not a remote's rate: back to back while paging to the 1,000th result, each press before the last one's frame: p50 ${fmt(work.p50)} ms, p95 ${fmt(work.p95)} ms over ${appFrames.length} presses; ${fmt(inOneFrame * 100, 0)}% within one frame`);
console.log(`    of which keydown handlers: p50 ${fmt(handler.p50)} ms, p95 ${fmt(handler.p95)} ms; wall clock key -> commit (with vsync wait): p50 ${fmt(wall.p50)} ms, p95 ${fmt(wall.p95)} ms`);
console.log(`    floor of this machine back to back (bare page of 24 buttons, same throttling): p50 ${fmt(bareWork.p50)} ms, p95 ${fmt(bareWork.p95)} ms; app / floor: p50 ${fmt(work.p50 / bareWork.p50)}x, p95 ${fmt(work.p95 / bareWork.p95)}x`);
if (bareWork.p95 > 16.7) console.log(`    (the floor's own p95 is over the 16.7 ms budget: this machine cannot show the budget met; compare app / floor between runs)`);
// Once, on a busy machine, paging stalled at 164 results with every press taking a quarter of a
// second: say so, rather than print figures of a different run as if it were this one.
if (reached < 1000) console.log(`  WARNING: paging reached only ${reached} of 1,000 results: this run's figures are not comparable; run it again`);
for (const s of samples) console.log(`  after ${s.loaded} results: ${s.nodes} DOM nodes, ${fmt(s.heapMb)} MB heap, ${s.spilled} pages of 50 in IndexedDB`);
console.log(`  after ${reached} results: ${finalNodes} DOM nodes (budget 3,000) ${finalNodes < 3000 ? 'OK' : 'OVER'}, ${fmt(finalHeap)} MB heap (budget 40 MB) ${finalHeap < 40 ? 'OK' : 'OVER'}, ${finalSpilled} pages of 50 in IndexedDB`);
if (samples.length && firstTally && finalTally) {
  // "No growth after the first few pages": the app's data once grew by 0.25 MB per 200 results
  // (the results held in the list and the client's cache); a page far away now waits in
  // IndexedDB. The budget counts the app's data in a heap snapshot: the whole heap also grows
  // while V8 compiles more of the app as it warms up (0.1-0.2 MB over this walk), whatever the
  // list's length. Within 0.05 MB per 200 results is measurement noise here.
  const first = samples[0]!;
  const per200 = (mb: number) => (mb / Math.max(1, reached - first.loaded)) * 200;
  const signed = (n: number) => `${n >= 0 ? '+' : ''}${fmt(n, 3)}`;
  const app = per200((appBytes(finalTally) - appBytes(firstTally)) / 1048576);
  console.log(`  heap growth from ${first.loaded} to ${reached} results, per 200 results: the app's data ${signed(app)} MB (budget: flat, within 0.05) ${app <= 0.05 ? 'OK' : 'OVER'}; whole JS heap ${signed(per200(finalHeap - first.heapMb))} MB, compiled code included`);
  if (app > 0.05) for (const g of topGrowth(firstTally, finalTally, 8)) console.log(`    grew: ${fmt(g.bytes / 1024)} KB, ${g.count} of ${g.kind.slice(0, 80)}`);
}
console.log(`  gzip JS, all routes (modern bundle, the largest language catalogue of ${languages.length} included): ${fmt(allRoutesKb)} KB (budget 60 KB) ${allRoutesKb <= 60 ? 'OK' : 'OVER'}; first screen: ${fmt(firstKb)} KB`);
console.log(`  returning account, navigation -> first home card: median ${fmt(median(homeTimes), 0)} ms over 5 (runs: ${homeTimes.map((t) => fmt(t, 0)).join(', ')})`);

await browser.close();
server.close();
await emulator.close();
clearTimeout(watchdog);
