/**
 * Compares two builds on a returning viewer's start: navigation to the first Home card, in the
 * current Chromium, cache off, CPU 1x as its budget is set (or --rate). Each build is signed in as
 * Ada once, in a browser context of its own; then the builds load in turn, A then B and B then A,
 * and the figure to read is the paired one, as in compareStarts.ts (which compares the sign-in
 * code's start).
 *
 *   npx tsx bench/tools/compareHomeStarts.ts /tmp/before /tmp/after [--runs 20] [--rate 1] [--latency 0]
 *
 * `--latency ms`: the emulator answers every data and sign-in request that much later, as the
 * provider does over a TV's network; on loopback (0, the budget's setting) work the app does while
 * it waits for an answer cannot show.
 */
import { parseArgs } from 'node:util';
import { createEmulator } from '../../emulator/server.ts';
import { FIRST_CARD_PROBE, firstCardShown } from '../lib/firstCardProbe.ts';
import { fmt, launchChromium, median, serveDist, signInAsAda } from '../support.ts';

const { positionals: dirs, values } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '20' }, rate: { type: 'string', default: '1' }, latency: { type: 'string', default: '0' } },
});
const runs = Number(values.runs);
const rate = Number(values.rate);
const latency = Number(values.latency);
if (dirs.length !== 2 || !(runs > 0) || !(rate >= 1) || !(latency >= 0)) {
  console.error('usage: npx tsx bench/tools/compareHomeStarts.ts <dist A> <dist B> [--runs 20] [--rate 1] [--latency 0]');
  process.exit(2);
}

const emulator = createEmulator({ host: '127.0.0.1', port: 0, latencyMs: latency, authLatencyMs: latency });
const emulatorBase = await emulator.listen();
const served = await Promise.all(dirs.map((dir) => serveDist(emulatorBase, dir)));
const browser = await launchChromium();
// One signed-in context per build: each is its own origin, with its own IndexedDB.
const contexts = await Promise.all(served.map(() => browser.newContext({ viewport: { width: 1920, height: 1080 } })));
for (const [i, context] of contexts.entries()) {
  const page = await context.newPage();
  await signInAsAda(page, served[i]!.base, emulatorBase);
  await page.close(); // the account stays in the context's IndexedDB; no app left running beside the loads
}

async function load(which: 0 | 1): Promise<number> {
  const context = contexts[which]!;
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true }); // a cold start: every script fetched
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(FIRST_CARD_PROBE);
  const shown = firstCardShown((handler) => page.on('console', (message) => handler(message.text())));
  await page.goto(served[which]!.base);
  const at = await shown;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return at;
}

console.log(`navigation -> first Home card (a returning viewer), current Chromium, CPU ${rate}x, provider ${latency} ms away, ${runs} pairs of cold loads, A ${dirs[0]}, B ${dirs[1]}`);
const times = { a: [] as number[], b: [] as number[] };
for (let run = 0; run < runs; run++) {
  // A first on even pairs, B first on odd ones: neither always loads into a warmer machine.
  const order = run % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
  for (const which of order) times[which === 0 ? 'a' : 'b'].push(await load(which));
}
const list = (t: number[]) => t.map((v) => fmt(v, 0)).join(', ');
const differences = times.b.map((t, i) => t - times.a[i]!);
console.log(`  A median ${fmt(median(times.a), 0)} ms  [${list(times.a)}]`);
console.log(`  B median ${fmt(median(times.b), 0)} ms  [${list(times.b)}]`);
console.log(`  B - A, paired: median ${fmt(median(differences), 0)} ms; B sooner in ${differences.filter((d) => d < 0).length} of ${runs}`);
await browser.close();
for (const { server } of served) server.close();
await emulator.close();
