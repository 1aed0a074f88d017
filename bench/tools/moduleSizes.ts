/**
 * What each first chunk is made of: builds the modern bundle into a scratch folder and prints, for
 * the entry and Home's chunk (or the chunks named on the command line), every module's rendered
 * code gzipped on its own, largest first.
 *
 *   npx tsx bench/tools/moduleSizes.ts [chunk-name-prefix ...]
 *
 * Module figures overstate what a cut saves: a chunk is compressed whole, so repeats between its
 * modules share one dictionary. Use them to find candidates; measure the cut with
 * `npm run bench -- start`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : ['index', 'home'];
const kb = (n: number) => (n / 1024).toFixed(2);
const gz = (text: string) => gzipSync(text, { level: 9 }).length;

const rows: { chunk: string; whole: number; modules: { id: string; gzip: number }[] }[] = [];
const collect: Plugin = {
  name: 'tenfoot-module-sizes',
  generateBundle(_options, bundle) {
    for (const item of Object.values(bundle)) {
      if (item.type !== 'chunk' || item.fileName.includes('-legacy')) continue;
      if (!names.some((n) => item.name.startsWith(n))) continue;
      const modules = Object.entries(item.modules)
        .map(([id, m]) => ({ id: id.replace(process.cwd() + '/', '').replace(/^.*node_modules\//, 'npm:'), gzip: m.code ? gz(m.code) : 0 }))
        .sort((a, b) => b.gzip - a.gzip);
      rows.push({ chunk: item.fileName, whole: gz(item.code), modules });
    }
  },
};

const outDir = mkdtempSync(join(tmpdir(), 'tenfoot-sizes-'));
try {
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true }, plugins: [collect] });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
for (const row of rows) {
  const sum = row.modules.reduce((s, m) => s + m.gzip, 0);
  console.log(`\n${row.chunk}: ${kb(row.whole)} KB gzip whole (${kb(sum)} KB as modules apart)`);
  for (const m of row.modules) console.log(`  ${kb(m.gzip).padStart(6)}  ${m.id}`);
}
