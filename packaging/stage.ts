/** What every package shares: the built app as a TV runtime opens it, and its runtime config. */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { runtimeSources, withPolicy } from '../build/csp.ts';

export const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
export const OUT = join(ROOT, 'packaging', 'out');

export const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string; description: string };

/**
 * A packaged app opens index.html from file://, where module scripts do not load (they are
 * fetched with CORS, and a file: page has no origin to match). So the package's index.html loads
 * the legacy (SystemJS) bundle with classic scripts on every TV, old or new: the module scripts,
 * their probes and preloads go, `nomodule` and `crossorigin` go, and so do the modern chunks and
 * the early fetch of config.json (a file: page reads it by XMLHttpRequest: src/platform/fileFetch.ts).
 */
export function classicScriptsOnly(html: string): string {
  return html
    .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/(<!--(?:(?!-->)[\s\S])*-->\s*)?<script id="config-early">[\s\S]*?<\/script>\s*/, '') // and its comment: file:// reads config.json by XMLHttpRequest
    .replace(/(<!--(?:(?!-->)[\s\S])*-->\s*)?<div id="first-code"[\s\S]*?<\/script>\s*/, '') // the first look, its script and their comments: it needs the early config.json
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<link rel="manifest"[^>]*>\s*/g, '')
    .replace(/<script nomodule>[\s\S]*?<\/script>\s*/g, '') // Safari 10.1's nomodule fix
    .replace(/ nomodule/g, '')
    .replace(/ crossorigin(="[^"]*")?/g, '');
}

/** Files of dist/ a package carries: everything but the modern chunks (see classicScriptsOnly). */
export function packagedFiles(dist: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(dist, path));
    }
  };
  walk(dist);
  return files.filter((f) => !(f.startsWith('assets/') && f.endsWith('.js') && !/-legacy-/.test(f)) && f !== 'manifest.webmanifest').sort();
}

/** The first LAN address of this computer: where a TV on the same network finds the emulator. */
export function lanAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return undefined;
}

/**
 * The runtime config a package carries. A packaged page has no hostname to put for `{hostname}`
 * (README, runtime configuration), so it becomes `host`: a name or address the TV can reach.
 */
export function packagedConfig(source: string, host: string | undefined): { text: string; host?: string } {
  const text = readFileSync(source, 'utf8');
  JSON.parse(text); // fail here, not on the TV, if it is malformed
  if (!text.includes('{hostname}')) return { text };
  if (!host) throw new Error(`${relative(ROOT, source)} names {hostname}, which a packaged app does not have: pass --host <address the TV can reach>`);
  return { text: text.split('{hostname}').join(host), host };
}

/**
 * The package's index.html with the Content-Security-Policy for the config.json beside it
 * (build/csp.ts): the hashes of the scripts the package kept, and the hosts its config names.
 * Run again after editing that config.json by hand (`npm run package -- --repack`).
 * `allowOrigins`: image hosts the API's data names beyond config.json (`--allow-origin`).
 */
export function securePackage(dir: string, allowOrigins: string[] = []): string {
  const index = join(dir, 'index.html');
  const config = join(dir, 'config.json');
  const configText = existsSync(config) ? readFileSync(config, 'utf8') : '{}';
  const { html, policy } = withPolicy(readFileSync(index, 'utf8'), runtimeSources(configText, allowOrigins));
  writeFileSync(index, html);
  return policy;
}

/** Copies the built app into `dir` for a package: classic scripts, no modern chunks, this config, its policy. */
export function stageApp(dist: string, dir: string, configText: string, allowOrigins: string[] = []): string[] {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${relative(ROOT, dist)}/index.html is missing: run npm run build first`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = packagedFiles(dist);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    if (file === 'index.html') writeFileSync(join(dir, file), classicScriptsOnly(readFileSync(join(dist, file), 'utf8')));
    else if (file === 'config.json') writeFileSync(join(dir, file), configText);
    else cpSync(join(dist, file), join(dir, file));
  }
  securePackage(dir, allowOrigins);
  return files;
}
