/**
 * What a press that scrolls costs this machine, apart from the app: the search results grid 100
 * rows down (its rows up and down, as `npm run bench:compare` walks them), the bench's bare page
 * of 24 buttons (Right: a focus moves, nothing scrolls), and a bare page that scrolls (Up and Down:
 * a focus moves and a box of the grid's size at 1920x1080 scrolls a row at once, with no glide), in
 * alternating blocks, CPU 4x, a press every 150 ms, up in one block and down in the next. For each, untraced, the browser's Event Timing
 * (the share of presses over 16 ms); then, traced, the median of each stage of Chromium's
 * EventLatency (as `bench/tools/pressLatency.ts` names them) of 0.5 ms or more.
 *
 *   npx vite build && npx tsx bench/tools/scrollCost.ts
 *
 * Drawn in software (the benches launch Chromium with --disable-gpu), a frame whose scroll moves
 * the whole box costs the display compositor (SubmitCompositorFrameToPresentationCompositorFrame,
 * which holds StartDrawToSwapStart) about 3 ms more than one where only a focus moves, whatever the
 * page's code (docs/performance.md).
 */
import { createServer } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { openBarePage } from '../lib/barePage.ts';
import { asyncSlices, keyPresses, stagesOf, type LatencyTraceEvent } from '../lib/eventLatency.ts';
import { describeEventTiming, eventTimingFigures, resetKeydowns, takeKeydowns, watchKeydowns } from '../lib/eventTiming.ts';
import { pressPaced } from '../lib/paces.ts';
import { openThrottledGrid } from '../lib/throttledScreens.ts';
import { fmt, median } from '../support.ts';

/** 60 rows of 4 buttons in a box as the grid's (1440x672 px, a row every 336 px); Up and Down go round rows 5-54. */
const SCROLLING_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>bare scrolling page</title><style>
body{background:#0b1220;margin:0}
#rows{position:absolute;left:400px;top:219px;width:1440px;height:672px;overflow-x:hidden;overflow-y:scroll;scrollbar-width:none;background:#0b1220}
button{width:320px;height:288px;margin:8px 8px 40px;background:#1e293b;color:#fff;font-size:24px;border:0;border-radius:12px;vertical-align:top}
button:focus{box-shadow:0 0 0 6px #fbbf24;outline:none}
</style></head><body><div id="rows">${Array.from({ length: 240 }, (_, i) => `<button>Card ${i}</button>`).join('')}</div><script>
const rows = document.getElementById('rows');
const buttons = [...document.querySelectorAll('button')];
let at = 120;
const show = () => { buttons[at].focus({ preventScroll: true }); rows.scrollTop = Math.floor(at / 4) * 336; };
show();
addEventListener('keydown', (event) => {
  const step = { ArrowDown: 4, ArrowUp: -4 }[event.key];
  if (!step) return;
  event.preventDefault();
  at = 20 + ((at - 20 + step + 200) % 200);
  show();
});
</script></body></html>`;

const server = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html' });
  res.end(SCROLLING_PAGE);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const scrollingUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;

const { browser, page: grid, close } = await openThrottledGrid();
const context = grid.context();
const bare = await openBarePage(context);
const scrolling = await context.newPage();
await scrolling.goto(scrollingUrl);
/** Up in even blocks, down in odd ones, untraced and traced alike: the grid goes 80 rows up from 100 and back, then 40. */
let block = 0;
const upOrDown = () => (block % 2 ? 'ArrowDown' : 'ArrowUp');
const pages = [
  { name: 'the search results grid', page: grid, key: upOrDown },
  { name: 'bare page of 24 buttons, a focus moves', page: bare, key: () => 'ArrowRight' },
  { name: 'bare page that scrolls a box of the grid\'s size, a row a press', page: scrolling, key: upOrDown },
];
for (const { page } of pages.slice(1)) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });

/** The EventLatency stages of a traced block of 40 presses: each stage's durations, ms. */
async function tracedStages(b: Browser, page: Page, key: () => string): Promise<Map<string, number[]>> {
  await b.startTracing(page, { categories: ['latencyInfo', 'cc', 'benchmark'] });
  await pressPaced(page, key, 40, 150);
  await page.waitForTimeout(300);
  const slices = asyncSlices((JSON.parse((await b.stopTracing()).toString()) as { traceEvents: LatencyTraceEvent[] }).traceEvents);
  const stages = new Map<string, number[]>();
  for (const press of keyPresses(slices)) for (const s of stagesOf(press, slices)) stages.set(s.name, [...(stages.get(s.name) ?? []), s.dur / 1000]);
  return stages;
}

const timings = pages.map(() => [] as number[]);
const stages = pages.map(() => new Map<string, number[]>());
for (const { page } of pages) await watchKeydowns(page);
for (; block < 4; block++) {
  for (const [i, { page, key }] of pages.entries()) {
    await page.bringToFront();
    await page.waitForTimeout(500);
    await resetKeydowns(page);
    await pressPaced(page, key, 40, 150);
    timings[i]!.push(...(await takeKeydowns(page)));
    if (block < 2) for (const [name, ms] of await tracedStages(browser, page, key)) stages[i]!.set(name, [...(stages[i]!.get(name) ?? []), ...ms]);
  }
}
console.log('a press every 150 ms, CPU 4x, 4 alternating blocks of 40 presses; Event Timing untraced, then the median of each EventLatency stage over 80 traced presses');
for (const [i, { name }] of pages.entries()) {
  console.log(`  ${name}: ${describeEventTiming(eventTimingFigures(timings[i]!, 160))}`);
  console.log(`    ${[...stages[i]!].filter(([, ms]) => ms.length >= 20 && median(ms) >= 0.5).map(([stage, ms]) => `${stage} ${fmt(median(ms))}`).join(', ')}`);
}
await close();
server.close();
process.exit(0);
