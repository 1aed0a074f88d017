/**
 * A real old engine: the headless Chromium 64 that npm's chrome-aws-lambda@64.0.3264 ships as one
 * brotli file (bin/chromium.br, ~30 MB -> ~100 MB). Unpacked once into .cache/chromium-64/ (git
 * ignores .cache/), keyed by the package version; later runs reuse it.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
export const CACHE_DIR = join(ROOT, '.cache', 'chromium-64');

/** Flags for a container without a GPU or a user namespace, and no calls home. */
export const CHROMIUM_64_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

/** Path of the Chromium 64 executable, unpacking it on first use (CHROMIUM_64_PATH overrides). */
export function chromium64Path(): string {
  if (process.env.CHROMIUM_64_PATH) return process.env.CHROMIUM_64_PATH;
  const pkgDir = dirname(require.resolve('chrome-aws-lambda/package.json'));
  const version = (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string }).version;
  const exe = join(CACHE_DIR, 'chromium');
  const stamp = join(CACHE_DIR, 'VERSION');
  if (existsSync(exe) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === version) return exe;

  const data = brotliDecompressSync(readFileSync(join(pkgDir, 'bin', 'chromium.br')));
  // 64.0.3264 holds the bare ELF executable; later releases of the package hold a tar instead.
  if (data.readUInt32BE(0) !== 0x7f454c46) {
    throw new Error(`chrome-aws-lambda@${version}: bin/chromium.br is not an ELF executable; use 64.0.3264`);
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  // Write then rename, so a concurrent run never sees half a binary.
  const partial = `${exe}.${process.pid}.partial`;
  writeFileSync(partial, data);
  chmodSync(partial, 0o755);
  renameSync(partial, exe);
  writeFileSync(stamp, `${version}\n`);
  return exe;
}

// `node --import tsx e2e-legacy/chromium64.ts` unpacks it ahead of time (e.g. in CI's cache step).
if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  console.log(chromium64Path());
}
