import { readFileSync } from 'node:fs';
import legacy from '@vitejs/plugin-legacy';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import browserslist from 'browserslist';
import { contentSecurityPolicy } from './build/cspPlugin.ts';

/** The TV floor: the one browserslist in package.json (docs/reference/facts.md, TV browser floor). */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { browserslist: string[] };
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
 * core-js modules for ECMAScript newer than ES2022. tsconfig's `lib` is ES2022, so src/ cannot
 * call these without a type error; core-js's usage detection adds them anyway because it guesses
 * from method names (any `.map(` might be Iterator.prototype.map, any `new Set` might use union).
 * Dropping them takes the polyfill chunk an old TV downloads first from 47 to ~25 KB gzip.
 */
const NEWER_THAN_ES2022 = [
  /^core-js\/modules\/es\.iterator\./, // iterator helpers (ES2025) and disposal
  /^core-js\/modules\/es\.set\.[\w-]+\.v2\.js$/, // set methods (ES2025)
  /^core-js\/modules\/es\.(map|weak-map)\.(get-or-insert|group-by)/, // ES2024+
  /^core-js\/modules\/es\.(typed-array|array)\.(find-last|to-reversed|to-sorted|to-spliced|with)/, // ES2023
  /^core-js\/modules\/es\.array-buffer\.(detached|transfer)/, // ES2024
  /^core-js\/modules\/es\.uint8-array\./, // base64/hex (ES2026)
  /^core-js\/modules\/es\.symbol\.(async-)?dispose/, // explicit resource management
  /^core-js\/modules\/es\.json\.parse\.js$/, // JSON.parse source text access
  /^core-js\/modules\/es\.promise\.(with-resolvers|try)/, // ES2024, ES2025
];

/**
 * @vitejs/plugin-legacy with its usage-detected polyfills minus NEWER_THAN_ES2022. The plugin has
 * no option to exclude a detected polyfill, so its set of polyfill imports is found by the one
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
    found.add = (value: string) => (NEWER_THAN_ES2022.some((re) => re.test(value)) ? found : add.call(found, value) as Set<string>);
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

export default defineConfig({
  // Relative asset URLs: the same dist/ works hosted at any path and inside a webOS/Tizen package,
  // where index.html is opened from file://.
  base: './',
  plugins: [
    emulatorPortInConfig(),
    manifestLink(),
    // The TV floor (package.json "browserslist", Chromium 53): a modern bundle for engines with
    // import.meta.resolve (Chromium 105+), and for every older engine a SystemJS bundle lowered to
    // the floor with only the core-js polyfills its code uses (Preact 11's queueMicrotask, ...).
    // Engines with <script type=module> but older than 105 (Tizen 5, webOS 5/6) take the legacy
    // bundle through the plugin's runtime check; Chromium 53-60 through <script nomodule>.
    legacyForTheFloor({
      targets: floor,
      // Web APIs that core-js's usage detection does not cover: AbortController (Chromium 66; the
      // device flow and the fetch core abort with it). It feature-detects and patches fetch.
      additionalLegacyPolyfills: ['abortcontroller-polyfill/dist/polyfill-patch-fetch'],
    }),
    // The Content-Security-Policy <meta> of the built index.html, hashing the inline scripts the
    // legacy plugin wrote (so it runs last). Its hosts come from public/config.json; for the
    // emulator's `{hostname}` that is any host on the emulator's port plus the loopback emulator on
    // any port (README, "Content-Security-Policy"). Packages re-write it for their own config.
    contentSecurityPolicy(),
  ],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  server: { host: true, port: Number(process.env.PORT) || 5173, strictPort: true },
  preview: { host: true },
  // CSS is lowered for the same floor (lightningcss: nesting, inset, ...); what cannot be lowered
  // (flex gap, aspect-ratio) is refused by the floor check in `npm test` (scripts/check-floor.mjs).
  // One stylesheet, linked from index.html for both bundles. With CSS split per chunk, Vite puts
  // the legacy chunks' CSS in JS that appends a <style> element (a second copy of the linked
  // file), which the Content-Security-Policy's style-src 'self' refuses; the app has one
  // stylesheet anyway (src/styles.css, imported by the entry), so nothing is split today.
  build: { sourcemap: false, modulePreload: { polyfill: false }, cssTarget: oldestOfEach(floor), cssCodeSplit: false },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'emulator/**/*.test.ts', 'tools/**/*.test.ts', 'bench/lib/**/*.test.ts', 'scripts/**/*.test.ts', 'testing/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
