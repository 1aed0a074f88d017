import { defineConfig } from 'vitest/config';

/** The old-engine tests: one browser, so one file at a time; generous timeouts for a 2-core box. */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e-legacy/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
