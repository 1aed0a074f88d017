/**
 * TV floor benchmark:
 * - gzip sizes of the modern bundle, the legacy bundle and the legacy polyfill chunk (budget: the
 *   legacy bundle at most twice the modern one), and each polyfill with the Chromium that has it;
 * - what Chromium 64 fetches before the code is on screen, counted from its requests (budget
 *   45 KB gzip), and what an engine on the legacy bundle fetches (Chromium 53-63);
 * - navigation -> user code on screen in headless Chromium 64 (modern bundle) against the same
 *   measure in the current Chromium (modern bundle): medians of RUNS cold loads, unthrottled and
 *   with the CPU throttled 4x, and their ratio. The current Chromium also runs the legacy bundle
 *   (as a package's index.html loads it), which separates the bundle's cost from the engine's.
 *   Each engine also loads a floor page in turn with the app (bench/lib/startFloor.ts: one script
 *   that writes a code), so a slow engine or a slow day can be told from the app's own time. Every
 *   load is a first start, in a context of its own (no IndexedDB or localStorage from the last).
 *   For a change's effect on the start, `bench/tools/compareStarts.ts` runs two builds in turn.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator } from '../emulator/server.ts';
import { stageApp } from '../packaging/stage.ts';
import { chromium64Loads, currentChromiumLoads } from './lib/codeLoads.ts';
import { inTurnWithFloor, START_FLOOR_PATH } from './lib/startFloor.ts';
import { fmt, gzipKb, median, serveDist } from './support.ts';

const RUNS = Number(process.env.RUNS ?? 5);

// --- sizes -----------------------------------------------------------------------------------
const html = readFileSync('dist/index.html', 'utf8');
const modernEntry = /<link rel="modulepreload" crossorigin href="\.\/(assets\/[^"]+\.js)"/.exec(html)![1]!;
const legacyEntry = /data-src="\.\/(assets\/[^"]+-legacy-[^"]+\.js)"/.exec(html)![1]!;
const polyfills = /id="vite-legacy-polyfill" src="\.\/(assets\/[^"]+\.js)"/.exec(html)![1]!;
const assets = readdirSync('dist/assets').map((f) => `assets/${f}`);
const kb = (files: string[]) => files.reduce((sum, f) => sum + gzipKb(join('dist', f)), 0);
const modernAll = assets.filter((f) => f.endsWith('.js') && !f.includes('-legacy-'));
const legacyAll = assets.filter((f) => f.endsWith('.js') && f.includes('-legacy-') && f !== polyfills);
const sizes = {
  modernEntry: kb([modernEntry]),
  modernAll: kb(modernAll),
  legacyEntry: kb([legacyEntry]),
  legacyAll: kb(legacyAll),
  polyfills: kb([polyfills]),
};
console.log('bundles (gzip -9)');
console.log(`  modern entry   ${modernEntry.padEnd(40)} ${fmt(sizes.modernEntry)} KB   all ${modernAll.length} modern chunks ${fmt(sizes.modernAll)} KB`);
console.log(`  legacy entry   ${legacyEntry.padEnd(40)} ${fmt(sizes.legacyEntry)} KB   all ${legacyAll.length} legacy chunks ${fmt(sizes.legacyAll)} KB`);
console.log(`  polyfills      ${polyfills.padEnd(40)} ${fmt(sizes.polyfills)} KB   (core-js by usage, AbortController, SystemJS)`);
const ratio = sizes.legacyAll / sizes.modernAll;
console.log(`  legacy / modern: ${fmt(ratio, 2)}x (budget 2x) ${ratio <= 2 ? 'OK' : 'OVER BUDGET'}; with the polyfill chunk: ${fmt((sizes.legacyAll + sizes.polyfills) / sizes.modernAll, 2)}x`);
console.log(`  what an old TV downloads first: ${fmt(sizes.polyfills + sizes.legacyEntry)} KB; a current one: ${fmt(sizes.modernEntry)} KB`);
const LIST = JSON.parse(readFileSync('build/legacy-polyfills.json', 'utf8')) as { modernFloorChromium: number; polyfills: { module: string; api: string[]; chromium: number }[] };
console.log(`  polyfills (legacy bundle: all; modern bundle: those newer than Chromium ${LIST.modernFloorChromium}, only where missing):`);
for (const p of LIST.polyfills) console.log(`    ${p.api.join(', ').padEnd(36)} native from Chromium ${p.chromium}${p.chromium > LIST.modernFloorChromium ? '  (filled on Chromium 64-' + (p.chromium - 1) + ' too)' : ''}`);

// --- time to the user code -------------------------------------------------------------------
/** ES5, for Chromium 64: the paths of the scripts whose fetch started before the code showed. */
const FETCHED_BEFORE_CODE = `performance.getEntriesByType('resource').filter(function (e) {
  return e.startTime < window.__userCodeAt && /\\.js(\\?|$)/.test(e.name) && e.name.indexOf(location.origin) === 0;
}).map(function (e) { return e.name.slice(location.origin.length); })`;

const emulator = createEmulator({ host: '127.0.0.1', port: 0, deviceCodeQuota: 10_000 });
const emulatorBase = await emulator.listen();
const { server, base } = await serveDist(emulatorBase);
// The same build with only the legacy bundle wired in (what the webOS and Tizen packages load).
const legacyDir = mkdtempSync(join(tmpdir(), 'tenfoot-legacy-only-'));
stageApp('dist', legacyDir, readFileSync('dist/config.json', 'utf8'));
const legacyOnly = await serveDist(emulatorBase, legacyDir);

const legacyFetched: string[] = [];

/** An engine's times to the code: the app's, and the floor page's loaded in turn with it. */
type EngineTimes = Awaited<ReturnType<typeof inTurnWithFloor>>;

/** The app at `base` and the floor page beside it, in turn, each loaded by `load`. */
const besideFloor = (load: (url: string) => Promise<number>, base: string) =>
  inTurnWithFloor(RUNS, () => load(base), () => load(base + START_FLOOR_PATH));

async function current(rate: number, base: string): Promise<EngineTimes> {
  const engine = await currentChromiumLoads(rate);
  const times = await besideFloor(
    (url) =>
      engine.load(url, {
        async after(page) {
          if (url === legacyOnly.base) legacyFetched.splice(0, legacyFetched.length, ...((await page.evaluate(FETCHED_BEFORE_CODE)) as string[]));
        },
      }),
    base,
  );
  await engine.close();
  return times;
}

async function chromium64(rate: number): Promise<EngineTimes> {
  const engine = await chromium64Loads(rate);
  const times = await besideFloor((url) => {
    const fetched: string[] = [];
    return engine.load(url, {
      before(page) {
        page.on('request', (req) => {
          const path = new URL(req.url()).pathname;
          if (req.resourceType() === 'script' && req.url().startsWith(base) && !fetched.includes(path)) fetched.push(path);
        });
      },
      async after(page) {
        if (url !== base) return;
        // What it had started fetching when the code showed (resource timing), of what it fetched.
        chromium64Fetched = await page.evaluate<string[]>(FETCHED_BEFORE_CODE);
        chromium64All = fetched.slice();
      },
    });
  }, base);
  await engine.close();
  return times;
}
let chromium64Fetched: string[] = [];
let chromium64All: string[] = [];

const CODE_BUDGET_MS = 500;
const FETCH_BUDGET_KB = 45;
console.log(`\nnavigation -> user code on screen, median of ${RUNS} cold loads`);
const runs = (t: number[]) => `[${t.map((v) => fmt(v, 0)).join(', ')}]`;
/** The floor's median and the app's own time beyond it, for one engine and bundle. */
const beside = (t: EngineTimes) => `floor ${fmt(median(t.floor), 0)} ms ${runs(t.floor)}, the app's own ${fmt(median(t.app) - median(t.floor), 0)} ms`;
for (const rate of [1, 4]) {
  const modern = await current(rate, base);
  const legacyHere = await current(rate, legacyOnly.base);
  const old = await chromium64(rate);
  const label = rate > 1 ? `CPU ${rate}x throttled` : 'unthrottled';
  console.log(`  ${label}`);
  console.log(`    current Chromium, modern bundle  ${fmt(median(modern.app), 0).padStart(5)} ms  ${runs(modern.app)}; ${beside(modern)}`);
  console.log(`    current Chromium, legacy bundle  ${fmt(median(legacyHere.app), 0).padStart(5)} ms  ${runs(legacyHere.app)}  (${fmt(median(legacyHere.app) / median(modern.app), 2)}x the modern bundle); ${beside(legacyHere)}`);
  console.log(`    Chromium 64, modern bundle       ${fmt(median(old.app), 0).padStart(5)} ms  ${runs(old.app)}  (${fmt(median(old.app) / median(modern.app), 2)}x current Chromium); ${beside(old)}`);
  if (rate === 4) {
    console.log(`    budget at CPU 4x: ${CODE_BUDGET_MS} ms; current Chromium ${median(modern.app) <= CODE_BUDGET_MS ? 'OK' : 'OVER'}, Chromium 64 ${median(old.app) <= CODE_BUDGET_MS ? 'OK' : 'OVER'}`);
  }
}
const fetchedKb = (paths: string[], dir: string) => paths.reduce((sum, p) => sum + gzipKb(join(dir, p)), 0);
const c64 = fetchedKb(chromium64Fetched, 'dist');
console.log('\nwhat an engine fetches before the code is on screen (its own script requests, gzip)');
console.log(`  Chromium 64 (modern bundle): ${fmt(c64)} KB (budget ${FETCH_BUDGET_KB} KB) ${c64 <= FETCH_BUDGET_KB ? 'OK' : 'OVER'}: ${chromium64Fetched.map((p) => p.replace('/assets/', '')).join(', ')}`);
console.log(`  Chromium 53-63 (legacy bundle, as a package loads it): ${fmt(fetchedKb(legacyFetched, legacyDir))} KB: ${legacyFetched.map((p) => p.replace('/assets/', '')).join(', ')}`);
const modernWrong = chromium64All.filter((p) => p.includes('-legacy') || p.includes('polyfills'));
console.log(`  bundles fetched and not run by Chromium 64: ${modernWrong.length ? modernWrong.join(', ') + ' OVER' : 'none OK'}`);

legacyOnly.server.close();
rmSync(legacyDir, { recursive: true, force: true });
server.close();
await emulator.close();
