import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  plugins: [emulatorPortInConfig()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  server: { host: true, port: Number(process.env.PORT) || 5173, strictPort: true },
  preview: { host: true },
  build: { sourcemap: false, modulePreload: { polyfill: false } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'emulator/**/*.test.ts', 'tools/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
