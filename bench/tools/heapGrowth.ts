/**
 * What grows in the heap while paging through search results: a heap snapshot after ~200 results
 * and another after ~1,000, and the kinds that grew most. Use it when `npm run bench -- browse`
 * prints heap growth OVER, to see whose it is.
 *
 *   npx vite build && npx tsx bench/tools/heapGrowth.ts [dist folder]
 */
import { createEmulator } from '../../emulator/server.ts';
import { appBytes, heapTally, topGrowth } from '../lib/heapSnapshot.ts';
import { pressKeys, searchForA } from '../lib/searchOnTv.ts';
import { launchChromium, serveDist, signInAsAda } from '../support.ts';

const dir = process.argv[2] ?? 'dist';
const emulator = createEmulator({ host: '127.0.0.1', port: 0, interval: 1, quota: 1_000_000 });
const emulatorBase = await emulator.listen();
const { server, base } = await serveDist(emulatorBase, dir);
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
const tv = await context.newPage();
const cdp = await context.newCDPSession(tv);
await signInAsAda(tv, base, emulatorBase);

await searchForA(tv);
const furthest = () => tv.evaluate(() => Math.max(-1, ...[...document.querySelectorAll('[data-testid="search-results"] [data-index]')].map((e) => Number((e as HTMLElement).dataset.index))));
async function pageTo(target: number): Promise<number> {
  for (let step = 0; step < 500 && (await furthest()) < target; step++) await pressKeys(tv, 'ArrowDown');
  await tv.waitForTimeout(1000); // pages on their way to IndexedDB land
  return furthest();
}

const from = await pageTo(211);
const before = await heapTally(cdp);
const to = await pageTo(999);
const after = await heapTally(cdp);
const per200 = (bytes: number) => ((bytes / Math.max(1, to - from)) * 200) / 1048576;
console.log(`from ${from + 1} to ${to + 1} results, per 200 results: the app's data ${per200(appBytes(after) - appBytes(before)).toFixed(3)} MB`);
for (const g of topGrowth(before, after, 20)) console.log(`  ${g.bytes >= 0 ? '+' : ''}${(g.bytes / 1024).toFixed(1)} KB  ${g.count >= 0 ? '+' : ''}${g.count}  ${g.kind.slice(0, 100)}`);
await browser.close();
server.close();
await emulator.close();
