import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { transformSync } from 'esbuild';
import { mkdtempSync } from 'node:fs';
const cut = new RegExp(process.argv[2]!);
const gz = (s: string) => gzipSync(transformSync(s, { minify: true, loader: 'js' }).code, { level: 9 }).length / 1024;
const collect: Plugin = { name: 'x', generateBundle(_o, bundle) {
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk' || item.fileName.includes('-legacy')) continue;
    if (!['index', 'home'].some((n) => item.name.startsWith(n))) continue;
    const ids = Object.keys(item.modules);
    const code = (f: (id: string) => boolean) => ids.filter(f).map((id) => item.modules[id]!.code ?? '').join('\n');
    console.log(item.fileName, 'real', (gzipSync(item.code, {level:9}).length/1024).toFixed(2), 'all', gz(code(() => true)).toFixed(2), 'kept', gz(code((id) => !cut.test(id))).toFixed(2), ids.filter((id) => cut.test(id)).map(i=>i.replace(/.*src\//,'')).join(' '));
  }
}};
await build({ logLevel: 'error', build: { outDir: mkdtempSync('/tmp/cut-'), emptyOutDir: true }, plugins: [collect] });
