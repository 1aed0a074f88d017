/**
 * The Content-Security-Policy of every copy of the app that ships: the built index.html (a <meta>),
 * the hosted `_headers`, Tizen's config.xml and the webOS package's index.html. One builder, so the
 * copies cannot drift apart. Pure functions of the HTML and the runtime config: unit-tested in
 * csp.test.ts, applied by cspPlugin.ts (vite build) and packaging/ (per package config).
 *
 * MDN, Content-Security-Policy: https://developer.mozilla.org/docs/Web/HTTP/Headers/Content-Security-Policy
 */
import { createHash } from 'node:crypto';

/** Where the app may reach beyond its own files, by use; CSP source expressions. */
export interface RuntimeSources {
  /** fetch(): the authorization server and the data API. */
  connect: string[];
  /** Thumbnails and avatars: the hosts the API's data names. */
  img: string[];
  /** The IFrame Player API script. */
  script: string[];
  /** The embed page the player API's iframe shows. */
  frame: string[];
}

/**
 * The bundled emulator on this machine, on any port. config.json may move it (EMULATOR_PORT, and
 * e2e gives every test its own emulator on a random loopback port), while a <meta> policy is fixed
 * when the HTML is written. Added only for a config that addresses the emulator by the page's own
 * host (`{hostname}`) or by a loopback address: never for a package or host pointed elsewhere.
 */
export const LOOPBACK_EMULATOR = ['http://127.0.0.1:*', 'http://localhost:*'];

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Reads the runtime config's URLs; a malformed file fails here rather than on the TV. */
function configUrls(configText: string): { authUrl?: string; apiBaseUrl?: string; playerApiUrl?: string } {
  const config = JSON.parse(configText) as Record<string, unknown>;
  const pick = (key: string) => (typeof config[key] === 'string' ? (config[key] as string) : undefined);
  return { authUrl: pick('authUrl'), apiBaseUrl: pick('apiBaseUrl'), playerApiUrl: pick('playerApiUrl') };
}

/**
 * The CSP source for one configured URL. `{hostname}` (README: the page's own hostname, e.g. a TV
 * on the LAN opening http://192.168.1.20:4173) cannot be written in CSP as "this host, another
 * port", so it becomes any host on the configured scheme and port: `http://*:8787`.
 */
function sourceOf(url: string | undefined): { source?: string; emulator: boolean } {
  if (!url) return { emulator: false };
  const pageRelative = url.includes('{hostname}');
  let parsed: URL;
  try {
    parsed = new URL(url.split('{hostname}').join('hostname.invalid'));
  } catch {
    return { emulator: false }; // the app itself names the bad field on its start screen
  }
  if (!/^https?:$/.test(parsed.protocol)) return { emulator: false };
  if (!pageRelative) return { source: parsed.origin, emulator: LOOPBACK_HOSTS.has(parsed.hostname) };
  return { source: `${parsed.protocol}//*${parsed.port ? `:${parsed.port}` : ''}`, emulator: true };
}

/**
 * What the runtime config lets the app reach. `extraImageOrigins`: image hosts the API's data names
 * that config.json does not (the real provider's thumbnail CDNs), from `npm run package --allow-origin`.
 */
export function runtimeSources(configText: string, extraImageOrigins: string[] = []): RuntimeSources {
  const { authUrl, apiBaseUrl, playerApiUrl } = configUrls(configText);
  const auth = sourceOf(authUrl);
  const api = sourceOf(apiBaseUrl);
  const player = sourceOf(playerApiUrl);
  const list = (...sources: (string | undefined)[]) => [...new Set(sources.filter((s): s is string => !!s))];
  const loopback = auth.emulator || api.emulator || player.emulator ? LOOPBACK_EMULATOR : [];
  // A provider on https serves thumbnails from CDNs its data names (not config.json's hosts): any
  // https image. Images cannot run code; scripts, frames and connections stay narrowed.
  const https = [authUrl, apiBaseUrl, playerApiUrl].some((u) => u?.startsWith('https:')) ? ['https:'] : [];
  return {
    connect: list(auth.source, api.source, ...loopback),
    img: list(api.source, auth.source, ...extraImageOrigins, ...https, ...loopback),
    script: list(player.source, ...loopback),
    frame: list(player.source, ...loopback),
  };
}

/**
 * The origins a packaged app reaches, exactly (Tizen's `<access>`): the package's config has its
 * `{hostname}` replaced already (packaging/stage.ts, packagedConfig).
 */
export function packagedOrigins(configText: string, extraOrigins: string[] = []): string[] {
  const urls = Object.values(configUrls(configText)).filter((u): u is string => !!u);
  if (urls.some((u) => u.includes('{hostname}'))) throw new Error('a package config still names {hostname}: replace it first (packagedConfig)');
  return [...new Set([...urls.map((u) => new URL(u).origin), ...extraOrigins.map((o) => new URL(o).origin)])];
}

/** `'sha256-…'` of a script's text: what a browser hashes, the element's text as written (MDN, script-src hashes). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every inline <script> (no `src`; `data-src` is not `src`), in document order. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/(?:^|\s)src\s*=/i.test(m[1]!) && m[2]!.length > 0) out.push(m[2]!);
  }
  return out;
}

/**
 * The policy. `header`: for an HTTP header, which may also carry what a <meta> policy cannot
 * (`frame-ancestors` is ignored in <meta>, MDN frame-ancestors). Inline scripts run only by hash:
 * no 'unsafe-inline', no 'unsafe-eval'. Styles: the stylesheets only; the app's inline styles are
 * CSSOM property writes (element.style, Preact's style prop), which style-src does not govern.
 */
export function buildPolicy(sources: RuntimeSources, scriptHashes: string[], header = false): string {
  const join = (...items: string[]) => [...new Set(items)].join(' ');
  const frames = sources.frame.length ? join(...sources.frame) : "'none'";
  const directives = [
    "default-src 'none'",
    `script-src ${join("'self'", ...sources.script, ...scriptHashes)}`,
    "style-src 'self'",
    `img-src ${join("'self'", ...sources.img)}`,
    `connect-src ${join("'self'", ...sources.connect)}`,
    `frame-src ${frames}`,
    // CSP Level 2 deprecated frame-src for child-src, and Level 3 brought it back; the engines of
    // webOS 4 and Tizen 4 (Chromium 53, 56) date from in between. Both, so either reading finds the player.
    `child-src ${frames}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ];
  if (header) directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}

const META_RE = /\s*<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/**
 * index.html with its inline scripts hashed into the policy, as a <meta> placed before any script
 * (a <meta> policy governs only what follows it). Replaces a policy already there, so a package
 * re-applies it after changing the scripts (packaging/stage.ts) or the config.
 */
export function withPolicy(html: string, sources: RuntimeSources): { html: string; policy: string; hashes: string[] } {
  const bare = html.replace(META_RE, '');
  const hashes = inlineScripts(bare).map(hashSource);
  const policy = buildPolicy(sources, hashes);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`;
  const charset = /<meta charset[^>]*>/i.exec(bare) ?? /<head[^>]*>/i.exec(bare);
  if (!charset) throw new Error('index.html has no <head> to put the Content-Security-Policy in');
  const at = charset.index + charset[0].length;
  return { html: `${bare.slice(0, at)}\n    ${meta}${bare.slice(at)}`, policy, hashes };
}

/** The policy a document carries in its <meta>, or undefined. */
export function policyOf(html: string): string | undefined {
  const m = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html);
  return m?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}
