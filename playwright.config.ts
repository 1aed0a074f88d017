import { defineConfig, devices } from '@playwright/test';

/** E2E against the built bundle (vite preview), in TV viewports, driven by keys only. */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${previewPort}`,
    launchOptions: {
      executablePath: chromium,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--no-sandbox', '--disable-gpu'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'tv-1080', use: { ...devices['Desktop Chrome'], viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 } },
    // resolutions.spec.ts lays out 720p, 1080p and 4K itself in each test: once is enough.
    { name: 'tv-720', testIgnore: /resolutions\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 } },
  ],
  webServer: {
    command: `npx vite preview --port ${previewPort} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${previewPort}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
