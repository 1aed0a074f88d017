/**
 * Hosted: dist/ as static files for any web server or CDN, with the web app manifest and the
 * cache rules as a `_headers` file (the format Netlify and Cloudflare Pages read; README shows
 * the same rules for nginx): hashed assets cached for a year, immutable; index.html, the manifest
 * and config.json always revalidated or never stored, so a new build and an edited config reach
 * every TV on its next start. For every path, the security headers: the Content-Security-Policy
 * of index.html's <meta> plus what only a header can say (frame-ancestors), nosniff, and the
 * referrer policy.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPolicy, runtimeSources, withPolicy } from '../build/csp.ts';

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

/**
 * The headers of every response: a request "will inherit all rules' headers" of the patterns it
 * matches (Cloudflare Pages, Headers; Netlify merges them alike), so `/*` adds to the cache rules.
 * MDN: `frame-ancestors 'none'` (no site frames the app: clickjacking); X-Content-Type-Options
 * `nosniff` (a script or stylesheet is run only with its own type); Referrer-Policy
 * `strict-origin-when-cross-origin` (the provider and the embedded player learn the app's origin,
 * never a path or query: the browsers' default, written down).
 */
export function securityHeaders(headerPolicy: string): string {
  return `
# Every response: what the page may load and run, who may frame it, no type sniffing, origin-only referrers.
/*
  Content-Security-Policy: ${headerPolicy}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
`;
}

/**
 * dist/ for a web server. With `configText` (npm run package -- --config), the copy's config.json
 * is that one and index.html's policy is re-written for its hosts; the header carries the same.
 */
export function stageHosted(dist: string, dir: string, configText: string | undefined, allowOrigins: string[] = []): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(dist, dir, { recursive: true });
  if (configText !== undefined) writeFileSync(join(dir, 'config.json'), configText);
  const sources = runtimeSources(readFileSync(join(dir, 'config.json'), 'utf8'), allowOrigins);
  const { html, hashes } = withPolicy(readFileSync(join(dir, 'index.html'), 'utf8'), sources);
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, '_headers'), CACHE_HEADERS + securityHeaders(buildPolicy(sources, hashes, true)));
}
