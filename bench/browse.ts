/**
 * Browsing benchmark (issue 4, D), CPU throttled 4x through the DevTools protocol:
 * - key press -> focus painted on a 1,000-card search grid: p50 and p95 (budget p95 <= 16.7 ms);
 * - DOM nodes and JS heap while paging through 1,000 results (budget < 3,000 nodes, < 40 MB, flat);
 * - gzip JS of all routes together (budget 60 KB) and of the first screen;
 * - navigation -> first home shelf card for a returning account (median of 5).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createEmulator } from '../emulator/server.ts';
import { fmt, gzipKb, launchChromium, median, serveDist } from './support.ts';

const emulator = createEmulator({ host: '127.0.0.1', port: 0, interval: 1, quota: 1_000_000 });
const emulatorBase = await emulator.listen();
const { server, base } = await serveDist(emulatorBase);
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
const tv = await context.newPage();
const cdp = await context.newCDPSession(tv);

async function signIn(page: Page): Promise<void> {
  await page.goto(base);
  const code = (await page.getByTestId('user-code').textContent())!.trim();
  const phone = await context.newPage();
  await phone.goto(`${emulatorBase}/device`);
  await phone.getByLabel('Code').fill(code);
  await phone.getByRole('button', { name: 'Next' }).click();
  await phone.getByRole('button', { name: /Ada Lovelace/ }).click();
  await phone.getByRole('button', { name: 'Allow' }).click();
  await phone.close();
  await page.getByTestId('card').first().waitFor();
}

await signIn(tv);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

// Returning account: navigation -> first home card on screen.
const homeTimes: number[] = [];
const firstScreenScripts = new Set<string>();
tv.on('request', (r) => r.resourceType() === 'script' && r.url().startsWith(base) && firstScreenScripts.add(new URL(r.url()).pathname));
for (let i = 0; i < 5; i++) {
  await tv.goto(base);
  await tv.getByTestId('card').first().waitFor();
  homeTimes.push(await tv.evaluate(() => performance.now()));
}

// Search "a" (1,272 results), typed on the on-screen keyboard's keys.
const press = async (key: string, times = 1) => {
  for (let i = 0; i < times; i++) await tv.keyboard.press(key);
};
await press('ArrowLeft', 2);
await press('ArrowDown', 3); // Home -> Search in the menu
await press('Enter');
await tv.getByTestId('search-screen').waitFor();
await tv.waitForFunction(() => document.activeElement?.textContent === 'a');
await press('Enter'); // types "a"
await press('ArrowDown', 7);
await press('ArrowRight');
await press('Enter'); // Search
await tv.getByTestId('search-results').getByTestId('card').first().waitFor();
await press('ArrowDown', 1);

await tv.evaluate(() => {
  const w = window as unknown as { __latencies: number[] };
  w.__latencies = [];
  addEventListener(
    'keydown',
    (e) => {
      const t0 = e.timeStamp;
      // The frame after the key: focus and the row slide are painted in it.
      requestAnimationFrame(() => w.__latencies.push(performance.now() - t0));
    },
    true,
  );
});
const samples: { loaded: number; nodes: number; heapMb: number }[] = [];
const loaded = () => tv.evaluate(() => Math.max(-1, ...[...document.querySelectorAll('[data-testid="search-results"] [data-index]')].map((e) => Number((e as HTMLElement).dataset.index))));
let lastSampleAt = 0;
for (let step = 0; step < 400; step++) {
  await press('ArrowDown');
  const index = await loaded();
  if (index >= 999) break;
  if (index - lastSampleAt >= 200) {
    lastSampleAt = index;
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    samples.push({ loaded: index + 1, nodes: await tv.evaluate(() => document.getElementsByTagName('*').length), heapMb: heap.usedSize / 1048576 });
  }
}
await cdp.send('HeapProfiler.collectGarbage');
const finalHeap = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize / 1048576;
const finalNodes = await tv.evaluate(() => document.getElementsByTagName('*').length);
const reached = (await loaded()) + 1;
const latencies = (await tv.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies)).sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;

const modern = readdirSync('dist/assets').filter((f) => f.endsWith('.js') && !f.includes('legacy'));
const allRoutesKb = modern.reduce((sum, f) => sum + gzipKb(join('dist/assets', f)), 0);
const firstKb = [...firstScreenScripts].reduce((sum, p) => sum + gzipKb(join('dist', p)), 0);

console.log('browsing (CPU 4x throttled)');
console.log(`  key -> focus painted on the search grid: p50 ${fmt(pct(50))} ms, p95 ${fmt(pct(95))} ms over ${latencies.length} presses (budget p95 16.7 ms) ${pct(95) <= 16.7 ? 'OK' : 'OVER'}`);
for (const s of samples) console.log(`  after ${s.loaded} results: ${s.nodes} DOM nodes, ${fmt(s.heapMb)} MB heap`);
console.log(`  after ${reached} results: ${finalNodes} DOM nodes (budget 3,000) ${finalNodes < 3000 ? 'OK' : 'OVER'}, ${fmt(finalHeap)} MB heap (budget 40 MB) ${finalHeap < 40 ? 'OK' : 'OVER'}`);
console.log(`  gzip JS, all routes (modern bundle): ${fmt(allRoutesKb)} KB (budget 60 KB) ${allRoutesKb <= 60 ? 'OK' : 'OVER'}; first screen: ${fmt(firstKb)} KB`);
console.log(`  returning account, navigation -> first home card: median ${fmt(median(homeTimes), 0)} ms over 5 (runs: ${homeTimes.map((t) => fmt(t, 0)).join(', ')})`);

await browser.close();
server.close();
await emulator.close();
