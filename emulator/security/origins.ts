import type { IncomingHttpHeaders } from 'node:http';
import { isLoopbackHostname } from './loopback.ts';

/** Which browser origins are the app's (the CORS allow list), from the options. */
export interface AppOriginPolicy {
  /** Exact origins of the app elsewhere, e.g. a TV on the LAN serving it itself (EMULATOR_APP_ORIGINS). */
  appOrigins: readonly string[];
  /** Ports the app is served on from this computer: the dev server (PORT, 5173) and the preview (4173). */
  appPorts: readonly number[];
}

function parse(origin: string): URL | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function portOf(url: URL): number {
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

/** The host name the request was sent to (its Host header), lower case, without the port. */
export function requestHostname(headers: IncomingHttpHeaders): string | undefined {
  const host = headers.host;
  if (!host) return undefined;
  return parse(`http://${host}`)?.hostname.toLowerCase();
}

/** Whether `origin` is this emulator itself: its own pages posting their forms (Host, or the proxy's X-Forwarded-Host). */
export function isOwnOrigin(origin: string, headers: IncomingHttpHeaders): boolean {
  const url = parse(origin);
  if (!url || url.protocol !== 'http:') return false;
  const forwarded = headers['x-forwarded-host'];
  const hosts = [headers.host, ...(Array.isArray(forwarded) ? forwarded : [forwarded])].filter((h): h is string => !!h);
  return hosts.some((host) => parse(`http://${host}`)?.host === url.host);
}

/**
 * Whether a page at `origin` is the app, and may read the emulator's answers (CORS). The app runs:
 * - on this computer, on any port (the dev server, the preview, and each test's own server);
 * - from this computer's dev or preview server, opened by a TV on the LAN at this computer's
 *   address: the page's host is then the host the TV sent this request to;
 * - packaged, from file:// (webOS, Tizen), whose requests say `Origin: null` (RFC 6454 section 7.3),
 *   or `Origin: file://` where the runtime grants the package file access (Chromium with
 *   --allow-file-access-from-files, as the TV runtimes open a packaged app);
 * - anywhere EMULATOR_APP_ORIGINS names.
 * Any other page gets no CORS headers, so the browser keeps the answer from it.
 */
export function isAppOrigin(origin: string, headers: IncomingHttpHeaders, policy: AppOriginPolicy): boolean {
  if (origin === 'null' || origin === 'file://') return true;
  const url = parse(origin);
  if (!url) return false;
  if (policy.appOrigins.includes(url.origin)) return true;
  if (isLoopbackHostname(url.hostname)) return true;
  return policy.appPorts.includes(portOf(url)) && url.hostname.toLowerCase() === requestHostname(headers);
}

/**
 * Whether a request that changes the emulator's own state (its control endpoints) may come from a
 * browser page at `origin`: only from pages on this computer or the emulator's own pages. A page on
 * the web, even one open in a browser on this computer, and a sandboxed frame (`null`) may not.
 */
export function isLocalOrigin(origin: string, headers: IncomingHttpHeaders): boolean {
  const url = parse(origin);
  return !!url && (isLoopbackHostname(url.hostname) || isOwnOrigin(origin, headers));
}
