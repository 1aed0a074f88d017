#!/usr/bin/env node
// `npm run bench`: builds, then runs every benchmark in bench/ and prints its figures.
// Not part of `npm test`: timings on shared machines are noisy, so nothing here asserts a time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const only = process.argv.slice(2);
const step = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

step(bin('vite'), ['build', '--logLevel', 'warn']);
const benches = readdirSync('bench')
  .filter((f) => f.endsWith('.ts') && f !== 'support.ts' && !f.startsWith('_'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
for (const file of benches) {
  if (!existsSync(`bench/${file}`)) continue;
  console.log(`\n== ${file} ==`);
  step(bin('tsx'), [`bench/${file}`]);
}
