import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthService } from './auth/authService.ts';
import { isPagePath } from './auth/pagePaths.ts';
import { registerAuth } from './auth/routes.ts';
import { SecurityEvents } from './auth/securityEvents.ts';
import { createClock, type Clock } from './clock.ts';
import type { EmulatorContext } from './context.ts';
import { controlRefusal, isControlPath } from './control/access.ts';
import { registerControl } from './control/routes.ts';
import { faultTarget, injectFault } from './faults.ts';
import { sendJson, type EmulatorRequest } from './http.ts';
import { registerAvatars } from './media/avatarRoute.ts';
import { defaultOptions, type EmulatorOptions } from './options.ts';
import { readBody } from './requestBody.ts';
import { Router } from './router.ts';
import { hostAllowed } from './security/hosts.ts';
import { isAppOrigin } from './security/origins.ts';
import { redactedQuery, redactText } from './security/redact.ts';
import { seedAccounts, seedUnlinkedPeople } from './seed/accounts.ts';
import { Stats } from './stats.ts';
import { registerVideoApi } from './video/index.ts';
import type { VideoStore } from './video/store.ts';
import { registerDeviceSessions } from './deviceSessions/routes.ts';
import { registerAutoscalers } from './autoscalers/routes.ts';
import { registerPlayer } from './player/routes.ts';

/** Where the video data API is served: the `{api}` of docs/reference/facts.md. */
export const VIDEO_BASE_PATH = '/video/v3';
/** Not requests of an app to a service: control endpoints, pictures, and the embedded player's pages and reports. */
const UNCOUNTED_PREFIXES = ['/emulator/', '/embed/', '/player/', '/watch'];

export interface Emulator {
  server: Server;
  ctx: EmulatorContext;
  router: Router;
  /** The video platform's data, for tests that need to know what the seed holds. */
  videoStore: VideoStore;
  /** Starts listening; resolves to the base URL (http://host:port). */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export function createEmulator(overrides: Partial<EmulatorOptions> = {}, clock: Clock = createClock()): Emulator {
  const options: EmulatorOptions = { ...defaultOptions, ...overrides };
  const accounts = seedAccounts;
  const auth = new AuthService(options, clock, [...accounts, ...seedUnlinkedPeople]);
  const ctx: EmulatorContext = {
    options,
    clock,
    accounts,
    auth,
    securityEvents: new SecurityEvents(clock, options.securityEventReceiver),
    stats: new Stats(),
  };
  const router = new Router();
  registerControl(router, ctx);
  registerAvatars(router, ctx);
  registerAuth(router, ctx);
  const store = registerVideoApi(router, ctx, VIDEO_BASE_PATH);
  registerPlayer(router, ctx, store);
  registerDeviceSessions(router, ctx);
  registerAutoscalers(router, ctx);

  const server = createServer((raw, res) => {
    handle(router, ctx, raw, res).catch((error: unknown) => {
      // A bug, never an answer to bad input: bad input is refused with a 4xx before it gets here.
      console.error('[emulator] handler failed:', error);
      if (!res.headersSent) sendJson(res, 500, { error: { code: 500, message: 'Internal emulator error', status: 'INTERNAL' } });
      else res.destroy();
    });
  });
  // Malformed HTTP (bad header bytes, an oversized header block) never reaches `handle`: Node answers
  // it 400 or 431 itself and closes that socket, and the server goes on.

  return {
    server,
    ctx,
    router,
    videoStore: store,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host, () => {
          const { port } = server.address() as AddressInfo;
          const host = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
          resolve(`http://${host}:${port}`);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The request's URL, or undefined when its target is not one (`//`, `http://[`...). */
function requestUrl(target: string | undefined): URL | undefined {
  try {
    return new URL(target ?? '/', 'http://emulator.local');
  } catch {
    return undefined;
  }
}

function refuse(res: ServerResponse, status: number, message: string, statusText: string): void {
  sendJson(res, status, { error: { code: status, message, status: statusText } });
}

/**
 * CORS for the app's pages only (security/origins.ts): the app calls the emulator cross-origin,
 * exactly as it calls the real provider, and no other site may read the answers. The phone and
 * account pages are never for fetching: they get no CORS at all.
 */
function setCors(raw: IncomingMessage, res: ServerResponse, pathname: string, ctx: EmulatorContext): void {
  res.setHeader('Vary', 'Origin');
  const origin = raw.headers.origin;
  if (origin === undefined || isPagePath(pathname) || !isAppOrigin(origin, raw.headers, ctx.options)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Goog-Request-Id');
  res.setHeader('Access-Control-Max-Age', '600');
}

async function handle(router: Router, ctx: EmulatorContext, raw: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = raw.method ?? 'GET';
  const url = requestUrl(raw.url);
  if (!url) return refuse(res, 400, 'The request target is not a URL path.', 'INVALID_ARGUMENT');
  if (!hostAllowed(raw.headers.host, ctx.options.hosts)) {
    return refuse(res, 421, `The emulator does not answer to the host name in "Host: ${String(raw.headers.host).slice(0, 100)}" (add it to EMULATOR_HOSTS).`, 'MISDIRECTED');
  }
  setCors(raw, res, url.pathname, ctx);
  if (method === 'OPTIONS') {
    res.writeHead(204);
    res.end();
    return;
  }
  if (isControlPath(url.pathname)) {
    const refusal = controlRefusal(raw, ctx.options.controlFromLan);
    if (refusal) return refuse(res, 403, refusal, 'PERMISSION_DENIED');
  }
  const target = faultTarget(method, url.pathname);
  const latency = target === 'api' ? ctx.options.latencyMs : target === 'auth' ? ctx.options.authLatencyMs : 0;
  if (latency > 0) await new Promise((r) => setTimeout(r, latency));
  if (injectFault(target, ctx.options, raw, res)) return;
  const found = router.match(method, url.pathname);
  if (found === 'bad-path') return refuse(res, 400, 'The path is not valid percent-encoding (RFC 3986 section 2.1).', 'INVALID_ARGUMENT');
  if (found === 'not-found' || found === 'method-not-allowed') {
    const status = found === 'not-found' ? 404 : 405;
    const path = redactText(url.pathname, ctx.auth.knownSecrets()).slice(0, 200);
    return refuse(res, status, `${method} ${path} is not served by the emulator.`, found === 'not-found' ? 'NOT_FOUND' : 'METHOD_NOT_ALLOWED');
  }
  const body = await readBody(raw);
  if (!body.ok) {
    if (body.reason === 'too-large') refuse(res, 413, 'The request body is larger than the emulator accepts (1 MB).', 'PAYLOAD_TOO_LARGE');
    return;
  }
  const req: EmulatorRequest = { method, url, params: found.params, headers: raw.headers, body: body.text, raw };
  if (!UNCOUNTED_PREFIXES.some((p) => url.pathname.startsWith(p))) {
    // Secrets never reach the log or the terminal (security/redact.ts).
    const secrets = ctx.auth.knownSecrets();
    const path = redactText(url.pathname, secrets);
    ctx.stats.record(`${method} ${path}`, `${method} ${path}?${redactedQuery(url.searchParams, secrets)}`);
    if (ctx.options.logRequests) console.log(`[emulator] ${method} ${path}`);
  }
  await found.handler(req, res);
}
