/**
 * Hosted: dist/ as static files for any web server or CDN, with the web app manifest and the
 * cache rules as a `_headers` file (the format Netlify and Cloudflare Pages read; README shows
 * the same rules for nginx): hashed assets cached for a year, immutable; index.html, the manifest
 * and config.json always revalidated or never stored, so a new build and an edited config reach
 * every TV on its next start.
 */
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CACHE_HEADERS = `# Hashed bundles never change under the same name.
/assets/*
  Cache-Control: public, max-age=31536000, immutable

# The entry point and the manifest: always ask the server (cheap 304s).
/
  Cache-Control: no-cache
/index.html
  Cache-Control: no-cache
/manifest.webmanifest
  Cache-Control: no-cache

# The runtime config is read at every start; never keep a stale one.
/config.json
  Cache-Control: no-store
`;

export function stageHosted(dist: string, dir: string, configText: string | undefined): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(dist, dir, { recursive: true });
  if (configText !== undefined) writeFileSync(join(dir, 'config.json'), configText);
  writeFileSync(join(dir, '_headers'), CACHE_HEADERS);
}
