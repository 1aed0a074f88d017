#!/usr/bin/env node
// `npm test`: type check + unit tests (vitest) + build + e2e (Playwright on the built bundle).
// Ends with one line `N passed, N failed` over all of them; exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
mkdirSync('test-results', { recursive: true });
let passed = 0;
let failed = 0;

function run(title, cmd, args) {
  console.log(`\n== ${title} ==`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

// 1. The type check counts as one test: the whole program either type-checks or it doesn't.
if (run('type check (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])) passed++;
else failed++;

// 2. Unit and contract tests.
rmSync('test-results/unit.json', { force: true });
const unitOk = run('unit tests (vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json']);
const unit = readJson('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0) + (unit.numFailedTestSuites && !unit.numFailedTests ? unit.numFailedTestSuites : 0);
  if (!unitOk && unit.numFailedTests === 0 && !unit.numFailedTestSuites) failed++;
} else {
  failed++; // vitest did not even report
}

// 3. Build, then e2e against the built bundle.
if (!run('build (vite build)', bin('vite'), ['build', '--logLevel', 'warn'])) {
  failed++;
} else {
  rmSync('test-results/e2e.json', { force: true });
  const e2eOk = run('e2e (playwright)', bin('playwright'), ['test']);
  const e2e = existsSync('test-results/e2e.json') ? readJson('test-results/e2e.json') : undefined;
  if (e2e?.stats) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
    if (!e2eOk && e2e.stats.unexpected === 0) failed++; // e.g. the web server failed to start
  } else {
    failed++;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
