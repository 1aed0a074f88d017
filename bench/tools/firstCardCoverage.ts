/**
 * What of a returning viewer's first scripts runs before the first Home card: builds the modern
 * bundle with source maps into a scratch folder, signs in as Ada, loads the app cold with the
 * browser's JS coverage on, stops at the first card, and prints per source module the bytes of
 * the fetched chunks whose functions had not run by then, largest first.
 *
 *   npx tsx bench/tools/firstCardCoverage.ts
 *
 * Bytes are minified source, not gzip: use them to find code that could come after the first
 * card; measure any cut with `npm run bench -- start`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { build } from 'vite';
import { createEmulator } from '../../emulator/server.ts';
import { launchChromium, serveDist, signInAsAda } from '../support.ts';

const outDir = mkdtempSync(join(tmpdir(), 'tenfoot-coverage-'));
try {
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: true } });
  const emulator = createEmulator({ host: '127.0.0.1', port: 0 });
  const emulatorBase = await emulator.listen();
  const { server, base } = await serveDist(emulatorBase, outDir);
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await signInAsAda(await context.newPage(), base, emulatorBase);
  const page = await context.newPage();
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(base);
  // The scripts fetched by the moment the first card showed, by the page's own clock.
  // (A string: tsx names arrow functions with a helper the page does not have.)
  const before = (await page.evaluate(`new Promise((resolve) => {
    const check = () => {
      if (!document.querySelector('[data-testid="card"]')) return requestAnimationFrame(check);
      const at = performance.now();
      resolve(performance.getEntriesByType('resource').filter((e) => e.startTime < at && /[.]js$/.test(e.name)).map((e) => new URL(e.name).pathname));
    };
    check();
  })`)) as string[];
  const entries = await page.coverage.stopJSCoverage();
  await browser.close();
  server.close();
  await emulator.close();

  const unrun = new Map<string, number>();
  const total = new Map<string, number>();
  for (const entry of entries) {
    const path = new URL(entry.url).pathname;
    if (!before.includes(path)) continue;
    const code = readFileSync(join(outDir, path), 'utf8');
    const mapFile = join(outDir, `${path}.map`);
    const map = existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : undefined;
    // Per byte: the innermost function range decides (V8 lists outer ranges first).
    const ran = new Uint8Array(code.length).fill(1);
    for (const fn of entry.functions) for (const r of fn.ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
    let line = 1;
    let column = 0;
    let source = '';
    for (let i = 0; i < code.length; i++) {
      if (column === 0 || i % 64 === 0) source = (map && originalPositionFor(map, { line, column }).source) || (map ? source : path);
      const module = source.replace(/^.*node_modules\//, 'npm:').replace(/^(\.\.\/)+/, '');
      total.set(module, (total.get(module) ?? 0) + 1);
      if (!ran[i]) unrun.set(module, (unrun.get(module) ?? 0) + 1);
      if (code[i] === '\n') (line++, (column = 0));
      else column++;
    }
  }
  const all = [...total.values()].reduce((a, b) => a + b, 0);
  const notRun = [...unrun.values()].reduce((a, b) => a + b, 0);
  console.log(`fetched before the first card: ${all} bytes minified; not run by then: ${notRun} (${Math.round((notRun / all) * 100)}%)`);
  for (const [module, bytes] of [...unrun].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`  ${String(bytes).padStart(6)} of ${String(total.get(module)).padStart(6)}  ${module}`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
