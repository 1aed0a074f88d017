/**
 * Where a start's time goes: loads a build to the user code once per run, CPU 4x, in the current
 * Chromium or in Chromium 64, traced, and prints from the page's main thread every task longer
 * than 4 ms with the work inside it (compiling and evaluating modules, style, layout, parsing
 * style sheets), the requests as the main thread saw them go and come, and how busy the thread
 * was before the code showed. With `--profile`, also a JavaScript CPU profile of the same loads
 * (which slows them): the functions that ran before the code, by their own time and with their
 * callees, named from the build's source maps where it has them (`npx vite build --sourcemap`).
 *
 *   npx vite build --sourcemap true --outDir /tmp/traced
 *   npx tsx bench/tools/startTrace.ts /tmp/traced [--engine current|chromium64] [--runs 2] [--profile]
 *
 * `--home`: a returning viewer's start instead, to the first Home card, in the current Chromium
 * (signed in as Ada first, in the same browser context), at CPU 1x as its budget is set (`--rate`
 * changes it); the sign-in's own 4x is `--rate 4` too.
 *
 * Traces are kept in the system's temporary folder (printed) for chrome://tracing or Perfetto.
 * Compare two builds' starts with `bench/tools/compareStarts.ts` (the code) and
 * `bench/tools/compareHomeStarts.ts` (the first Home card).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createEmulator } from '../../emulator/server.ts';
import { CHROMIUM_64_ARGS, chromium64Path } from '../../e2e-legacy/chromium64.ts';
import { fmt, launchChromium, serveDist, signInAsAda } from '../support.ts';
import { FIRST_CARD_PROBE, firstCardShown } from '../lib/firstCardProbe.ts';
import { sourceNamer } from '../lib/sourceNames.ts';
import type { CdpSession, Puppeteer } from '../../e2e-legacy/puppeteer-core.ts';
import { USER_CODE_PROBE, userCodeShown } from '../lib/userCodeProbe.ts';

const require = createRequire(import.meta.url);
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    engine: { type: 'string' },
    runs: { type: 'string', default: '2' },
    profile: { type: 'boolean', default: false },
    home: { type: 'boolean', default: false },
    rate: { type: 'string' },
  },
});
const dist = positionals[0] ?? 'dist';
// A returning viewer's start is traced in the current engine only; the code's, in Chromium 64 unless asked.
values.engine ??= values.home ? 'current' : 'chromium64';
const rate = Number(values.rate ?? (values.home ? 1 : 4));
if (!['current', 'chromium64'].includes(values.engine) || !existsSync(join(dist, 'index.html')) || !(rate >= 1) || (values.home && values.engine !== 'current')) {
  console.error('usage: npx tsx bench/tools/startTrace.ts <dist> [--engine current|chromium64] [--runs 2] [--profile] [--rate 4]\n       npx tsx bench/tools/startTrace.ts <dist> --home [--rate 1] [--runs 2] [--profile]');
  process.exit(2);
}
/** What the trace is read up to: the user code's mark, or with --home the first card's. */
const MARK = values.home ? 'tenfoot-card' : 'tenfoot-code';
const WHAT = values.home ? 'the first card' : 'the code';
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'loading', 'toplevel', 'blink.user_timing', 'blink', 'renderer.scheduler'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: Record<string, unknown> } }
interface Profile { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[]; startTime: number; samples: number[]; timeDeltas: number[] }

/** One traced load, written to `path`; returns the CPU profile, if asked for. */
async function tracedLoad(base: string, emulatorBase: string, path: string): Promise<Profile | undefined> {
  if (values.engine === 'current') {
    const browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    if (values.home) {
      const signIn = await context.newPage();
      await signInAsAda(signIn, base, emulatorBase);
      await signIn.close(); // the account stays in the context's IndexedDB
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (values.home) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true }); // every script fetched, as the bench loads it
    const profile = await traceWith(cdp, async () => {
      await browser.startTracing(page, { path, categories: CATEGORIES });
      await page.addInitScript(values.home ? FIRST_CARD_PROBE : USER_CODE_PROBE);
      const listen = (handler: (text: string) => void) => page.on('console', (message) => handler(message.text()));
      const shown = values.home ? firstCardShown(listen) : userCodeShown(listen);
      await page.goto(base);
      await shown;
      await sleep(300);
      await browser.stopTracing();
    });
    await browser.close();
    return profile;
  }
  const puppeteer = require('puppeteer-core') as Puppeteer;
  const browser = await puppeteer.launch({ executablePath: chromium64Path(), args: CHROMIUM_64_ARGS, headless: true });
  const page = await (await browser.createIncognitoBrowserContext()).newPage(); // a first start
  await page.setViewport({ width: 1920, height: 1080 });
  await page.setCacheEnabled(false);
  const cdp = await page.target().createCDPSession();
  const profile = await traceWith(cdp, async () => {
    await page.evaluateOnNewDocument(USER_CODE_PROBE);
    await page.tracing.start({ path, categories: CATEGORIES });
    const shown = userCodeShown((handler) => page.on('console', (message) => handler(message.text())));
    await page.goto(base);
    await shown;
    await sleep(300);
    await page.tracing.stop();
  });
  await browser.close();
  return profile;
}

async function traceWith(cdp: CdpSession, load: () => Promise<void>): Promise<Profile | undefined> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (values.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await load();
  return values.profile ? ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile : undefined;
}

/** Complete events of one thread: Chromium 64 writes layout as begin/end pairs. */
function completeEvents(events: TraceEvent[], pid: number, tid: number): TraceEvent[] {
  const own = events.filter((e) => e.pid === pid && e.tid === tid).sort((x, y) => x.ts - y.ts);
  const open: TraceEvent[] = [];
  const done = own.filter((e) => e.ph === 'X');
  for (const e of own) {
    if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E' && open.length) {
      const begin = open.pop()!;
      done.push({ ...begin, ph: 'X', dur: e.ts - begin.ts });
    }
  }
  return done.sort((x, y) => x.ts - y.ts || (y.dur ?? 0) - (x.dur ?? 0));
}

const INSIDE = new Set(['v8.compileModule', 'v8.evaluateModule', 'v8.compile', 'EvaluateScript', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'Paint', 'V8.GCScavenger', 'MajorGC', 'MinorGC']);

function report(path: string, profile: Profile | undefined): void {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents!;
  const code = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === MARK);
  if (!code) throw new Error(`${path}: ${MARK}, the mark of ${WHAT}, is not in the trace`);
  const start = Math.min(...events.filter((e) => e.name === 'navigationStart' && e.pid === code.pid).map((e) => e.ts));
  const ms = (ts: number) => (ts - start) / 1000;
  const main = completeEvents(events, code.pid, code.tid);
  const tasks: TraceEvent[] = [];
  for (const e of main) if (!tasks.length || e.ts >= tasks.at(-1)!.ts + (tasks.at(-1)!.dur ?? 0)) tasks.push(e);
  const before = tasks.filter((t) => t.ts < code.ts && ms(t.ts) >= 0);
  const busy = before.reduce((sum, t) => sum + Math.min(t.ts + (t.dur ?? 0), code.ts) - t.ts, 0) / 1000;
  console.log(`\n${path}: ${WHAT} at ${fmt(ms(code.ts), 0)} ms; the main thread busy ${fmt(busy, 0)} ms of it`);
  for (const task of before.filter((t) => (t.dur ?? 0) > 4000)) {
    const inside = main.filter((e) => e !== task && INSIDE.has(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0) && (e.dur ?? 0) > 1000);
    const parts = inside.map((e) => `${e.name} ${fmt((e.dur ?? 0) / 1000)}`).join(', ');
    console.log(`  ${fmt(ms(task.ts)).padStart(7)} ms  task ${fmt((task.dur ?? 0) / 1000).padStart(6)} ms${parts ? `: ${parts}` : ''}`);
  }
  console.log('  requests (as the main thread saw them):');
  const urls = new Map<string, string>();
  for (const e of events.filter((e) => e.pid === code.pid && /^Resource(SendRequest|Finish)$/.test(e.name)).sort((x, y) => x.ts - y.ts)) {
    const id = String(e.args?.data?.requestId);
    if (e.name === 'ResourceSendRequest') urls.set(id, new URL(String(e.args?.data?.url)).pathname);
    else console.log(`    ${(urls.get(id) ?? id).padEnd(48)} asked ${fmt(ms(events.find((s) => s.name === 'ResourceSendRequest' && String(s.args?.data?.requestId) === id)!.ts), 0).padStart(5)}, came ${fmt(ms(e.ts), 0).padStart(5)} ms`);
  }
  if (profile) profileReport(profile, code.ts);
}

/** The profile's samples before the code: own time and with callees, by source where mapped. */
function profileReport(profile: Profile, until: number): void {
  const nameOf = sourceNamer(dist);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const own = new Map<string, number>();
  const within = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((sample, i) => {
    at += profile.timeDeltas[i]!;
    if (at > until) return;
    const spent = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const name = nameOf(nodes.get(sample)!.callFrame);
    own.set(name, (own.get(name) ?? 0) + spent);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const n = nameOf(nodes.get(id)!.callFrame);
      if (!seen.has(n)) within.set(n, (within.get(n) ?? 0) + spent), seen.add(n);
    }
  });
  const top = (m: Map<string, number>, count: number) => [...m].sort((x, y) => y[1] - x[1]).slice(0, count).map(([n, v]) => `    ${fmt(v).padStart(7)} ms  ${n}`).join('\n');
  console.log(`  JavaScript before ${WHAT}, own time (the profiler slows the load):\n${top(own, 20)}`);
  console.log(`  with callees:\n${top(within, 30)}`);
}

const emulator = createEmulator({ host: '127.0.0.1', port: 0, deviceCodeQuota: 10_000 });
const emulatorBase = await emulator.listen();
const { server, base } = await serveDist(emulatorBase, dist);
const dir = mkdtempSync(join(tmpdir(), 'tenfoot-start-trace-'));
for (let run = 0; run < Number(values.runs); run++) {
  const path = join(dir, `${values.engine}-${run}.json`);
  const profile = await tracedLoad(base, emulatorBase, path);
  if (profile) writeFileSync(path.replace(/\.json$/, '.cpuprofile'), JSON.stringify(profile));
  report(path, profile);
}
server.close();
await emulator.close();
