import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import legacy from '@vitejs/plugin-legacy';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import browserslist from 'browserslist';
import { shortCatalogueKeys } from './build/catalogueKeys.ts';
import { contentSecurityPolicy } from './build/cspPlugin.ts';
import { firstChunks } from './build/firstChunks.ts';
import { shippedLicences } from './build/licences.ts';
import { modernLoader } from './build/modernLoader.ts';
import { smallPreloadHelper } from './build/smallPreload.ts';

const first = firstChunks();

/** The TV floor: the one browserslist in package.json (docs/reference/facts.md, TV browser floor). */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { browserslist: string[]; version: string };

/** The build Settings > About names: the commit it was made from and the day, or the day alone outside a git checkout. */
function buildName(): string {
  const day = new Date().toISOString().slice(0, 10);
  try {
    return `${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()} (${day})`;
  } catch {
    return day;
  }
}
const floor = pkg.browserslist;
/** The oldest version of each engine the floor names, as build targets (`chrome53`). */
function oldestOfEach(query: string[]): string[] {
  const oldest = new Map<string, number>();
  for (const entry of browserslist(query)) {
    const [name, version] = entry.split(' ') as [string, string];
    const v = parseFloat(version);
    if (!oldest.has(name) || v < oldest.get(name)!) oldest.set(name, v);
  }
  return [...oldest].map(([name, v]) => `${name}${v}`);
}

/**
 * The polyfills of the legacy bundle: what the code uses that Chromium 53 lacks, each with the
 * version that has it (build/legacy-polyfills.json). Nothing else, whatever core-js's usage
 * detection proposes: it guesses from method names (any `.map(` might be Iterator.prototype.map)
 * and adds fixes of edge cases the floor runs well enough, 40 KB gzip of them before this list.
 */
const LEGACY = JSON.parse(readFileSync(new URL('./build/legacy-polyfills.json', import.meta.url), 'utf8')) as {
  modernFloorChromium: number;
  polyfills: { module: string; api: string[]; chromium: number }[];
};
const LEGACY_POLYFILLS = new Set(LEGACY.polyfills.map((p) => p.module));

/**
 * @vitejs/plugin-legacy with the usage-detected polyfills that LEGACY_POLYFILLS names. The plugin
 * has no option to exclude a detected polyfill, so its set of polyfill imports is found by the one
 * import we pass in (it is filled synchronously while the plugin is made) and filtered as it grows.
 * Should a future version of the plugin work otherwise, every detected polyfill stays, with a warning.
 */
function legacyForTheFloor(options: Parameters<typeof legacy>[0] & { additionalLegacyPolyfills: string[] }) {
  const marker = options.additionalLegacyPolyfills[0]!;
  const add = Set.prototype.add;
  let polyfills: Set<string> | undefined;
  Set.prototype.add = function (this: Set<unknown>, value: unknown) {
    if (value === marker) polyfills = this as Set<string>;
    return add.call(this, value);
  };
  let plugins;
  try {
    plugins = legacy(options);
  } finally {
    Set.prototype.add = add;
  }
  if (polyfills) {
    const found = polyfills;
    found.add = (value: string) => (LEGACY_POLYFILLS.has(value) ? (add.call(found, value) as Set<string>) : found);
  } else {
    console.warn('vite.config.ts: could not find plugin-legacy\'s polyfill set; keeping every detected polyfill');
  }
  return plugins;
}

/**
 * `npm start` may move the emulator off 8787 (EMULATOR_PORT). The runtime config names the port,
 * so the dev and preview servers serve config.json with the port in use; the file itself is
 * untouched and a built copy stays editable by hand.
 */
function emulatorPortInConfig(): Plugin {
  const port = process.env.EMULATOR_PORT;
  const serve = (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
    const text = readFileSync(new URL('./public/config.json', import.meta.url), 'utf8').replace(/:8787\b/g, `:${port}`);
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(text);
  };
  return {
    name: 'tenfoot-emulator-port',
    configureServer(server) {
      if (port && port !== '8787') server.middlewares.use('/config.json', serve);
    },
    configurePreviewServer(server) {
      if (port && port !== '8787') server.middlewares.use('/config.json', serve);
    },
  };
}

/** The web app manifest (public/manifest.webmanifest) for the hosted build; packages drop the link. */
function manifestLink(): Plugin {
  return {
    name: 'tenfoot-manifest-link',
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'manifest', href: './manifest.webmanifest' }, injectTo: 'head' }],
  };
}

/**
 * Counts, counted sentences and translated titles (src/screens/counts.ts, localizedText.ts,
 * src/i18n/counted.ts, compactNumbers.ts): what the screens after Home say of a channel, a video
 * or a broadcast. Out of Home's chunk, whose cards show none of them; one chunk rather than the
 * three Rolldown makes of them, one request and one name in each preload list.
 */
const RESOURCE_WORDS = /\/src\/(screens\/(counts|localizedText)|i18n\/(counted|compactNumbers))\.ts$/;

export default defineConfig({
  // Relative asset URLs: the same dist/ works hosted at any path and inside a webOS/Tizen package,
  // where index.html is opened from file://.
  base: './',
  plugins: [
    first.plugin,
    smallPreloadHelper(),
    emulatorPortInConfig(),
    manifestLink(),
    shippedLicences(),
    shortCatalogueKeys(),
    // Two bundles. The modern one, ES modules lowered to Chromium 64 (the first with dynamic import
    // and import.meta: TVs since webOS 5 and Tizen 5.5), for every engine that passes plugin-legacy's
    // probe (import.meta, import(), async generators); the few APIs Chromium 64-70 lack are filled
    // on start, only where missing (src/platform/gaps.ts). The legacy one, SystemJS lowered to the
    // floor (package.json "browserslist", Chromium 53) with build/legacy-polyfills.json, for the
    // rest: Chromium 53-60 through <script nomodule>, 61-63 through the probe's fallback. Which one
    // runs is settled before either is fetched (build/modernLoader.ts).
    legacyForTheFloor({
      targets: floor,
      modernTargets: `chrome>=${LEGACY.modernFloorChromium}, edge>=79, firefox>=67, safari>=12, ios_saf>=12`,
      // Every one of the list, detected or not (AbortController, for one, core-js does not cover);
      // the first is also the marker legacyForTheFloor finds the plugin's polyfill set by.
      additionalLegacyPolyfills: LEGACY.polyfills.map((p) => p.module),
    }),
    // The Content-Security-Policy <meta> of the built index.html, hashing the inline scripts the
    // legacy plugin wrote (so it runs last). Its hosts come from public/config.json; for the
    // emulator's `{hostname}` that is any host on the emulator's port plus the loopback emulator on
    // any port (README, "Content-Security-Policy"). Packages re-write it for their own config.
    modernLoader(),
    contentSecurityPolicy(),
  ],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  define: { __TENFOOT_VERSION__: JSON.stringify(pkg.version), __TENFOOT_BUILD__: JSON.stringify(buildName()) },
  server: { host: true, port: Number(process.env.PORT) || 5173, strictPort: true },
  preview: { host: true },
  // CSS is lowered for the same floor (lightningcss: nesting, inset, ...); what cannot be lowered
  // (flex gap, aspect-ratio) is refused by the floor check in `npm test` (scripts/check-floor.mjs).
  // One stylesheet, linked from index.html for both bundles. With CSS split per chunk, Vite puts
  // the legacy chunks' CSS in JS that appends a <style> element (a second copy of the linked
  // file), which the Content-Security-Policy's style-src 'self' refuses; the app has one
  // stylesheet anyway (src/styles.css, imported by the entry), so nothing is split today.
  build: { rollupOptions: { output: { codeSplitting: { groups: [{ name: 'index', test: (id: string) => first.groupOf(id) === 'index' }, { name: 'home', test: (id: string) => first.groupOf(id) === 'home' }, { name: 'remote', test: (id: string) => first.groupOf(id) === 'remote' }, { name: 'resourceWords', test: RESOURCE_WORDS }] } } }, sourcemap: false, modulePreload: { polyfill: false }, cssTarget: oldestOfEach(floor), cssCodeSplit: false },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'emulator/**/*.test.ts', 'tools/**/*.test.ts', 'bench/lib/**/*.test.ts', 'scripts/**/*.test.ts', 'testing/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
