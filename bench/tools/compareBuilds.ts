/**
 * Compares two builds of the app on the browse benchmark's key-press figure (issue 4, D): key
 * press -> focus painted on the search grid, main-thread work to the frame's commit, CPU 4x, at
 * a remote's two rates (bench/lib/paces.ts: a viewer's presses, a held arrow). This machine's
 * timings drift by more than most changes are worth, so the two builds run side by side in one
 * browser, in alternating blocks, each block throttled alone: a slow spell weighs on both alike.
 * Use it to decide whether a change is worth landing.
 *
 *   npx vite build && cp -r dist /tmp/before   # on the old code
 *   npx vite build && cp -r dist /tmp/after    # on the new code
 *   npm run bench:compare -- /tmp/before /tmp/after
 *   BENCH_TRACE_DIR=/tmp/traces npm run bench:compare -- /tmp/before /tmp/after   # keeps the traces
 *
 * Prints p50, p90 and p95 for each build at each rate. Presses stay among rows already shown
 * (pictures cached), unlike bench/browse.ts, which goes back up from the 1,000th result.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { createEmulator } from '../../emulator/server.ts';
import { KEY_FRAME_CATEGORIES, keyFrames, percentile, type KeyFrame } from '../lib/keyFrames.ts';
import { PACES, pressPaced } from '../lib/paces.ts';
import { pressKeys, searchForA } from '../lib/searchOnTv.ts';
import { launchChromium, serveDist, signInAsAda } from '../support.ts';

const dirs = process.argv.slice(2);
if (dirs.length !== 2) {
  console.error('usage: npm run bench:compare -- <dist A> <dist B>');
  process.exit(2);
}
const BLOCKS = 4;
const PRESSES_PER_BLOCK = 40;

const emulator = createEmulator({ host: '127.0.0.1', port: 0, interval: 1, quota: 1_000_000 });
const emulatorBase = await emulator.listen();
const browser = await launchChromium();

interface Build {
  dir: string;
  context: BrowserContext;
  tv: Page;
  cdp: CDPSession;
  /** Per pace of PACES, every press's figures. */
  frames: KeyFrame[][];
}

/** Signs in as Ada, searches "a" on the on-screen keyboard, and goes 80 rows down the results. */
async function open(dir: string): Promise<Build> {
  const { base } = await serveDist(emulatorBase, dir);
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const tv = await context.newPage();
  const cdp = await context.newCDPSession(tv);
  await signInAsAda(tv, base, emulatorBase);
  await searchForA(tv);
  for (let i = 0; i < 80; i++) {
    await pressKeys(tv, 'ArrowDown');
    await tv.waitForTimeout(20);
  }
  return { dir, context, tv, cdp, frames: PACES.map(() => []) };
}

const builds = [await open(dirs[0]!), await open(dirs[1]!)];
for (let block = 0; block < BLOCKS; block++) {
  const order = block % 2 ? [...builds].reverse() : builds;
  for (const [p, pace] of PACES.entries()) {
    for (const build of order) {
      for (const other of builds) await other.cdp.send('Emulation.setCPUThrottlingRate', { rate: other === build ? 4 : 1 });
      await build.tv.bringToFront();
      await build.tv.waitForTimeout(400);
      await browser.startTracing(build.tv, { categories: KEY_FRAME_CATEGORIES });
      await pressPaced(build.tv, pace.key, PRESSES_PER_BLOCK, pace.everyMs);
      const trace = (await browser.stopTracing()).toString();
      build.frames[p]!.push(...keyFrames(trace));
      // BENCH_TRACE_DIR=dir keeps every block's trace, to take a press's frame apart.
      if (process.env.BENCH_TRACE_DIR) writeFileSync(join(process.env.BENCH_TRACE_DIR, `compare-${builds.indexOf(build) + 1}-${pace.everyMs}ms-${block + 1}.json`), trace);
    }
  }
}
console.log(`key -> focus painted, CPU 4x, ${BLOCKS} alternating blocks of ${PRESSES_PER_BLOCK} presses per rate (budget p95 16.7 ms):`);
for (const [p, pace] of PACES.entries()) {
  console.log(`  ${pace.name}, a press every ${pace.everyMs} ms:`);
  for (const build of builds) {
    const work = build.frames[p]!.map((f) => f.workMs);
    const within = work.filter((ms) => ms <= 16.7).length / work.length;
    console.log(`    ${build.dir}: p50 ${percentile(work, 50).toFixed(1)} ms, p90 ${percentile(work, 90).toFixed(1)} ms, p95 ${percentile(work, 95).toFixed(1)} ms over ${work.length} presses; ${(within * 100).toFixed(0)}% within one frame`);
  }
}
await browser.close();
await emulator.close();
process.exit(0);
