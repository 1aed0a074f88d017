#!/usr/bin/env node
// `npm test`: type check + compat lint + unit tests (vitest) + build + TV floor checks of the
// output (es-check, CSS) + the old-engine e2e (Chromium 64) + e2e (Playwright on the built bundle).
// Ends with one line `N passed, N failed` over all of them; exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cssAboveFloor, floorEsLevel, floorQuery } from '../e2e-legacy/floor-checks.mjs';
import { ensureChromium } from './ensureChromium.mjs';

// The browser tests need Chromium: get it (root with apt-get) or stop now, before building anything.
if (!ensureChromium()) process.exit(1);

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
mkdirSync('test-results', { recursive: true });
let passed = 0;
let failed = 0;

function run(title, cmd, args) {
  console.log(`\n== ${title} ==`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

const FLOOR_ES = floorEsLevel();

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
// The old-engine tests and the packaging code live outside the main program (e2e-legacy/tsconfig.json).
if (run('type check of e2e-legacy/ and packaging/ (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', 'e2e-legacy/tsconfig.json'])) passed++;
else failed++;

// 1b. The TV floor for web APIs in src/ (eslint-plugin-compat fed by package.json's browserslist):
// one test per linted file.
{
  console.log('\n== compat lint of src/ against the TV floor (eslint-plugin-compat) ==');
  const lint = spawnSync(bin('eslint'), ['--format', 'json', 'src'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let results;
  try {
    results = JSON.parse(lint.stdout);
  } catch {
    console.log(lint.stdout, lint.stderr);
    failed++;
  }
  for (const file of results ?? []) {
    if (file.errorCount === 0) {
      passed++;
      continue;
    }
    failed++;
    for (const m of file.messages) console.log(`  ${file.filePath.replace(`${process.cwd()}/`, '')}:${m.line}:${m.column} ${m.message}`);
  }
  if (results) console.log(`  ${results.length} files, ${results.filter((r) => r.errorCount).length} with APIs above the floor`);
}

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
  const assets = readdirSync('dist/assets');
  // 3a. es-check on every legacy output file at the floor's ECMAScript level (Chromium 53: all of
  // ES2016, nothing of ES2017 such as async functions); the app's chunks are also checked for
  // ES built-ins above that level that core-js cannot polyfill. One test per file.
  console.log(`\n== es-check of the legacy bundle at ${FLOOR_ES} (the floor: ${floorQuery()}) ==`);
  for (const file of assets.filter((f) => /-legacy-[\w-]+\.js$/.test(f))) {
    const path = `dist/assets/${file}`;
    const features = file.startsWith('polyfills-') ? [] : ['--checkFeatures', '--ignorePolyfillable=core-js'];
    const r = spawnSync(bin('es-check'), [FLOOR_ES, path, ...features, '--noColor'], { encoding: 'utf8' });
    if (r.status === 0) {
      passed++;
      console.log(`  ok   ${path}`);
    } else {
      failed++;
      console.log(`  FAIL ${path}\n${r.stdout}${r.stderr}`);
    }
  }
  // 3b. CSS the floor understands: one test per built stylesheet.
  console.log('\n== CSS of the build against the TV floor ==');
  for (const file of assets.filter((f) => f.endsWith('.css'))) {
    const problems = cssAboveFloor(readFileSync(`dist/assets/${file}`, 'utf8'));
    if (problems.length === 0) {
      passed++;
      console.log(`  ok   dist/assets/${file}`);
    } else {
      failed++;
      console.log(`  FAIL dist/assets/${file}\n${problems.map((p) => `    ${p}`).join('\n')}`);
    }
  }

  // 3c. The old engine: the built app in headless Chromium 64 (e2e-legacy/, puppeteer-core 1.x),
  // and the webOS/Tizen/hosted packages made from the same build (packaging/).
  rmSync('test-results/e2e-legacy.json', { force: true });
  const legacyOk = run('TV tests: old engine (Chromium 64, modern bundle; packages with the legacy bundle)', bin('vitest'), [
    'run', '--config', 'e2e-legacy/vitest.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/e2e-legacy.json',
  ]);
  const legacy = readJson('test-results/e2e-legacy.json');
  if (legacy) {
    passed += legacy.numPassedTests;
    failed += legacy.numFailedTests;
    if (!legacyOk && legacy.numFailedTests === 0) failed++; // e.g. the engine would not start
  } else {
    failed++;
  }

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
