/**
 * Compares two builds on the start's figure (issue 28, D): navigation to the user code on screen,
 * CPU 4x, in the current Chromium (Playwright) and in Chromium 64 (puppeteer-core 1.x), each load
 * cold. This machine's start drifts by hundreds of milliseconds within minutes, more than most
 * changes are worth, so the two builds load in turn, A then B and B then A, and the figure to read
 * is the paired one: the median of each pair's difference, and how many pairs B won.
 *
 *   npx vite build && cp -r dist /tmp/before   # on the old code
 *   npx vite build && cp -r dist /tmp/after    # on the new code
 *   npx tsx bench/tools/compareStarts.ts /tmp/before /tmp/after [--runs 20] [--engines current,chromium64] [--rate 4]
 *
 * Where a start's time goes, load by load: `bench/tools/startTrace.ts`.
 */
import { parseArgs } from 'node:util';
import { createEmulator } from '../../emulator/server.ts';
import { chromium64Loads, currentChromiumLoads } from '../lib/codeLoads.ts';
import { fmt, median, serveDist } from '../support.ts';

const ENGINES = ['current', 'chromium64'] as const;
type Engine = (typeof ENGINES)[number];
const { positionals: dirs, values } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '20' }, engines: { type: 'string', default: ENGINES.join(',') }, rate: { type: 'string', default: '4' } },
});
const engines = values.engines.split(',') as Engine[];
const runs = Number(values.runs);
const rate = Number(values.rate);
if (dirs.length !== 2 || engines.some((e) => !ENGINES.includes(e)) || !(runs > 0) || !(rate >= 1)) {
  console.error('usage: npx tsx bench/tools/compareStarts.ts <dist A> <dist B> [--runs 20] [--engines current,chromium64] [--rate 4]');
  process.exit(2);
}

const emulator = createEmulator({ host: '127.0.0.1', port: 0, deviceCodeQuota: 100_000 });
const emulatorBase = await emulator.listen();
const [a, b] = await Promise.all(dirs.map((dir) => serveDist(emulatorBase, dir)));
console.log(`navigation -> user code on screen, CPU ${rate}x, ${runs} pairs of cold loads, A ${dirs[0]}, B ${dirs[1]}`);
for (const engine of engines) {
  const browser = engine === 'current' ? await currentChromiumLoads(rate) : await chromium64Loads(rate);
  const times = { a: [] as number[], b: [] as number[] };
  for (let run = 0; run < runs; run++) {
    // A first on even pairs, B first on odd ones: neither always loads into a warmer machine.
    const order = run % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
    for (const which of order) times[which].push(await browser.load(which === 'a' ? a!.base : b!.base));
  }
  await browser.close();
  const list = (t: number[]) => t.map((v) => fmt(v, 0)).join(', ');
  const differences = times.b.map((t, i) => t - times.a[i]!);
  console.log(`  ${engine === 'current' ? 'current Chromium' : 'Chromium 64'}`);
  console.log(`    A median ${fmt(median(times.a), 0)} ms  [${list(times.a)}]`);
  console.log(`    B median ${fmt(median(times.b), 0)} ms  [${list(times.b)}]`);
  console.log(`    B - A, paired: median ${fmt(median(differences), 0)} ms; B sooner in ${differences.filter((d) => d < 0).length} of ${runs}`);
}
a!.server.close();
b!.server.close();
await emulator.close();
