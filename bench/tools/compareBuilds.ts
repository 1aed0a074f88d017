/**
 * Compares two builds of the app on the key-press figures of the browse and shelves benchmarks
 * (issue 4, D; issue 28, C): key press -> focus painted on the search grid and along the shelves
 * of Home, Channel and Library, CPU 4x, at a remote's two rates (bench/lib/paces.ts: a viewer's
 * presses, a held arrow). Two figures per press: the main-thread work to the frame's commit (from
 * a trace), and the browser's Event Timing, keydown to the next paint (in presses of their own,
 * untraced). This machine's timings drift by more than most changes are worth, so the two builds
 * run side by side in one browser, in alternating blocks, each block throttled alone: a slow spell
 * weighs on both alike. Use it to decide whether a change is worth landing.
 *
 *   npx vite build && cp -r dist /tmp/before   # on the old code
 *   npx vite build && cp -r dist /tmp/after    # on the new code
 *   npm run bench:compare -- /tmp/before /tmp/after                          # every screen, about 10 minutes
 *   npm run bench:compare -- /tmp/before /tmp/after --screens home,channel   # some of them
 *   BENCH_TRACE_DIR=/tmp/traces npm run bench:compare -- /tmp/before /tmp/after   # keeps the traces
 *
 * Prints p50, p90 and p95 of the work, and the share of presses over 16 ms and p95 of Event
 * Timing, for each build on each screen at each rate. On the grid, presses stay among rows already
 * shown (pictures cached), unlike bench/browse.ts, which goes back up from the 1,000th result; on
 * a shelf, they walk right to its last loaded card and back (bench/lib/shelvesOnTv.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { createEmulator } from '../../emulator/server.ts';
import { describeEventTiming, eventTimingFigures, resetKeydowns, takeKeydowns, watchKeydowns } from '../lib/eventTiming.ts';
import { KEY_FRAME_CATEGORIES, keyFrames, percentile, type KeyFrame } from '../lib/keyFrames.ts';
import { PACES, pressPaced } from '../lib/paces.ts';
import { pressKeys, searchForA } from '../lib/searchOnTv.ts';
import { SHELF_SCREENS, strayed, walkFromHere, type Bounce } from '../lib/shelvesOnTv.ts';
import { launchChromium, serveDist, signInAsAda } from '../support.ts';

const SCREENS = ['grid', ...SHELF_SCREENS.map((s) => s.name.toLowerCase())];
const { positionals: dirs, values } = parseArgs({ allowPositionals: true, options: { screens: { type: 'string', default: SCREENS.join(',') } } });
const chosen = values.screens.split(',');
if (dirs.length !== 2 || chosen.some((s) => !SCREENS.includes(s))) {
  console.error(`usage: npm run bench:compare -- <dist A> <dist B> [--screens ${SCREENS.join(',')}]`);
  process.exit(2);
}
const BLOCKS = 4;
const PRESSES_PER_BLOCK = 40;

const emulator = createEmulator({ host: '127.0.0.1', port: 0, interval: 1, quota: 1_000_000 });
const emulatorBase = await emulator.listen();
const browser = await launchChromium();

/** One screen of one build, in its own tab. */
interface Tab {
  screen: string;
  page: Page;
  cdp: CDPSession;
  /** The key of each press at a pace: the grid goes up and down its rows, a shelf along and back. */
  keyAt: (pace: (typeof PACES)[number]) => () => string;
  walk?: Bounce;
  /** Per pace of PACES: every press's trace figures, and its Event Timing durations and presses. */
  frames: KeyFrame[][];
  durations: number[][];
  presses: number[];
}

interface Build {
  dir: string;
  context: BrowserContext;
  tabs: Tab[];
}

/** A tab of the build's app on Home's first card, signed in: the build's first tab signs in as Ada, the others find her signed in. */
async function homeTab(context: BrowserContext, base: string, first: boolean): Promise<Page> {
  const page = await context.newPage();
  if (first) await signInAsAda(page, base, emulatorBase);
  else {
    await page.goto(base);
    await page.getByTestId('card').first().waitFor();
  }
  return page;
}

/** Signs in as Ada and opens each chosen screen in a tab: the search results 100 rows down, the shelves on their first card. */
async function open(dir: string): Promise<Build> {
  const { base } = await serveDist(emulatorBase, dir);
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const tabs: Tab[] = [];
  const tab = async (screen: string, page: Page, keyAt: Tab['keyAt'], walk?: Bounce) => {
    await watchKeydowns(page);
    tabs.push({ screen, page, cdp: await context.newCDPSession(page), keyAt, walk, frames: PACES.map(() => []), durations: PACES.map(() => []), presses: PACES.map(() => 0) });
  };
  for (const screen of SHELF_SCREENS) {
    if (!chosen.includes(screen.name.toLowerCase())) continue;
    const page = await homeTab(context, base, tabs.length === 0);
    await screen.open(page);
    const walk = await walkFromHere(page);
    await tab(screen.name.toLowerCase(), page, () => () => walk.next(), walk);
  }
  if (chosen.includes('grid')) {
    const page = await homeTab(context, base, tabs.length === 0);
    await searchForA(page);
    // 100 rows: a viewer's block goes 80 rows up (40 presses untraced, 40 traced) and a held
    // arrow's 80 back down. From 80, the first Down only entered the grid, and every block's
    // last Up left it for the keyboard: a 40-50 ms press that was no grid's.
    for (let i = 0; i < 100; i++) {
      await pressKeys(page, 'ArrowDown');
      await page.waitForTimeout(20);
    }
    await tab('grid', page, (pace) => () => pace.key);
  }
  return { dir, context, tabs };
}

const builds = [await open(dirs[0]!), await open(dirs[1]!)];
const allTabs = builds.flatMap((b) => b.tabs);
for (let block = 0; block < BLOCKS; block++) {
  const order = block % 2 ? [...builds].reverse() : builds;
  for (const [p, pace] of PACES.entries()) {
    for (const screen of chosen) {
      for (const build of order) {
        const tab = build.tabs.find((t) => t.screen === screen)!;
        for (const other of allTabs) await other.cdp.send('Emulation.setCPUThrottlingRate', { rate: other === tab ? 4 : 1 });
        await tab.page.bringToFront();
        await tab.page.waitForTimeout(400);
        // Event Timing in presses of its own: tracing costs the renderer time per event recorded.
        await resetKeydowns(tab.page);
        await pressPaced(tab.page, tab.keyAt(pace), PRESSES_PER_BLOCK, pace.everyMs);
        tab.durations[p]!.push(...(await takeKeydowns(tab.page)));
        tab.presses[p]! += PRESSES_PER_BLOCK;
        await browser.startTracing(tab.page, { categories: KEY_FRAME_CATEGORIES });
        await pressPaced(tab.page, tab.keyAt(pace), PRESSES_PER_BLOCK, pace.everyMs);
        const trace = (await browser.stopTracing()).toString();
        tab.frames[p]!.push(...keyFrames(trace));
        // BENCH_TRACE_DIR=dir keeps every block's trace, to take a press's frame apart.
        if (process.env.BENCH_TRACE_DIR) writeFileSync(join(process.env.BENCH_TRACE_DIR, `compare-${builds.indexOf(build) + 1}-${screen}-${pace.everyMs}ms-${block + 1}.json`), trace);
        const warning = tab.walk && (await strayed(tab.page, tab.walk, `${build.dir} ${screen}`));
        if (warning) console.log(`WARNING: ${warning}`);
      }
    }
  }
}
console.log(`key -> focus painted, CPU 4x, ${BLOCKS} alternating blocks of ${PRESSES_PER_BLOCK} presses per rate and figure (budget: work p95 16.7 ms):`);
for (const screen of chosen) {
  console.log(`  ${screen === 'grid' ? 'search results grid' : `${screen}'s shelf`}:`);
  for (const [p, pace] of PACES.entries()) {
    console.log(`    ${pace.name}, a press every ${pace.everyMs} ms:`);
    for (const build of builds) {
      const tab = build.tabs.find((t) => t.screen === screen)!;
      const work = tab.frames[p]!.map((f) => f.workMs);
      const within = work.filter((ms) => ms <= 16.7).length / work.length;
      console.log(`      ${build.dir}: work p50 ${percentile(work, 50).toFixed(1)} ms, p90 ${percentile(work, 90).toFixed(1)} ms, p95 ${percentile(work, 95).toFixed(1)} ms over ${work.length} presses, ${(within * 100).toFixed(0)}% within one frame; Event Timing ${describeEventTiming(eventTimingFigures(tab.durations[p]!, tab.presses[p]!))}`);
    }
  }
}
await browser.close();
await emulator.close();
process.exit(0);
