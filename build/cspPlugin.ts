/**
 * `vite build`: writes the Content-Security-Policy into the built index.html (build/csp.ts), after
 * every other plugin, so the hashes are of the inline scripts @vitejs/plugin-legacy wrote.
 *
 * No `data:` in script-src: build/modernLoader.ts takes plugin-legacy's data: probe imports out,
 * and this plugin refuses a build in which one is left.
 *
 * The dev server gets no policy: it injects styles as <style> elements and scripts for HMR.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { runtimeSources, withPolicy } from './csp.ts';

const ANY_DATA_IMPORT_RE = /import\s*\(?\s*['"`]data:/;

/** The runtime config the build ships, with the emulator's port as the preview server serves it. */
function shippedConfig(publicDir: string): string {
  const file = join(publicDir, 'config.json');
  if (!existsSync(file)) return '{}';
  const port = process.env.EMULATOR_PORT;
  const text = readFileSync(file, 'utf8');
  return port ? text.replace(/:8787\b/g, `:${port}`) : text;
}

export function contentSecurityPolicy(): Plugin {
  let publicDir = 'public';
  return {
    name: 'tenfoot-csp',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') {
            if (ANY_DATA_IMPORT_RE.test(file.code)) this.error(`${file.fileName} imports a data: URL, which the Content-Security-Policy refuses`);
            continue;
          }
          if (!file.fileName.endsWith('.html')) continue;
          const html = String(file.source);
          if (ANY_DATA_IMPORT_RE.test(html)) this.error(`${file.fileName} imports a data: URL, which the Content-Security-Policy refuses`);
          file.source = withPolicy(html, runtimeSources(shippedConfig(publicDir))).html;
        }
      },
    },
  };
}
