/**
 * Where the JavaScript of a press goes: signs in, opens the search results grid 100 rows down, or
 * Home's or Library's first shelf, throttles the CPU 4x, and walks it as `bench/tools/frameParts.ts`
 * does (a press every 150 ms, 160 presses) under the browser's CPU profiler. Prints, per press,
 * the sampled time of each function (its own, then with its callees; named from the build's source
 * maps) and who read layout (getBoundingClientRect, focus), everything the press set off included:
 * the keydown, its frame's callbacks, and the renders that follow the paint. The profiler slows the
 * page: compare builds with one another, not with the benches' figures.
 *
 *   npx vite build --sourcemap true --outDir /tmp/mapped && BENCH_DIST=/tmp/mapped npx tsx bench/tools/pressProfile.ts [grid|home|library]
 */
import { pressPaced } from '../lib/paces.ts';
import { sourceNamer, type ProfileCallFrame } from '../lib/sourceNames.ts';
import { openThrottledGrid, openThrottledShelf } from '../lib/throttledScreens.ts';
import { fmt } from '../support.ts';

interface Profile {
  nodes: { id: number; callFrame: ProfileCallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

const PRESSES = 160;
const nameOf = sourceNamer(process.env.BENCH_DIST ?? 'dist');

const onGrid = process.argv[2] === 'grid';
const { title, page, nextKey, close } = onGrid
  ? { ...(await openThrottledGrid()), title: 'the search results grid' }
  : await openThrottledShelf(process.argv[2]).then((s) => ({ ...s, title: `${s.which.name}, "${s.which.shelf}"`, nextKey: () => s.walk.next() }));
// A block unprofiled first: the pictures and the code on the walk's path are warm.
await pressPaced(page, nextKey, 40, 150);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await pressPaced(page, nextKey, PRESSES, 150);
const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
await close();

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const own = new Map<string, number>();
const within = new Map<string, number>();
const layoutReads = new Map<string, number>();
const add = (m: Map<string, number>, key: string, ms: number) => m.set(key, (m.get(key) ?? 0) + ms);
profile.samples.forEach((sample, i) => {
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  const name = nameOf(nodes.get(sample)!.callFrame);
  if (name.startsWith('(idle)') || name.startsWith('(program)')) return;
  add(own, name, ms);
  const chain: string[] = [];
  for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) chain.push(nameOf(nodes.get(id)!.callFrame));
  for (const n of new Set(chain)) add(within, n, ms);
  if (name === 'getBoundingClientRect' || name === 'focus') add(layoutReads, chain.slice(0, 3).join(' <- '), ms);
});
const top = (m: Map<string, number>, count: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([n, ms]) => `    ${fmt(ms / PRESSES, 2).padStart(6)}  ${n}`)
    .join('\n');
const busy = [...own.values()].reduce((a, b) => a + b, 0);
console.log(`${title}: ${PRESSES} presses profiled, a press every 150 ms, CPU 4x; ${fmt(busy / PRESSES, 2)} ms of JavaScript and what it called a press (sampled, the profiler's own cost in it)`);
console.log(`  own time, ms a press:\n${top(own, 25)}`);
console.log(`  with callees, ms a press:\n${top(within, 40)}`);
console.log(`  layout read by, ms a press:\n${top(layoutReads, 12)}`);
process.exit(0);
