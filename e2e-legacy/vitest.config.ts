import { defineConfig } from 'vitest/config';

/**
 * The TV tests: the old engine (Chromium 64) and the packages, both on the built dist/. One file at
 * a time (each starts a browser); generous timeouts for a 2-core box.
 */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e-legacy/**/*.test.ts', 'packaging/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
