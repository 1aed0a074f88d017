import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthService } from './auth/authService.ts';
import { registerAuth } from './auth/routes.ts';
import { SecurityEvents } from './auth/securityEvents.ts';
import { createClock, type Clock } from './clock.ts';
import type { EmulatorContext } from './context.ts';
import { readBody, sendJson, sendText, type EmulatorRequest } from './http.ts';
import { avatarSvg } from './media/avatar.ts';
import { defaultOptions, type EmulatorOptions } from './options.ts';
import { Router } from './router.ts';
import { seedAccounts } from './seed/accounts.ts';
import { Stats } from './stats.ts';
import { registerVideoApi } from './video/index.ts';
import type { VideoStore } from './video/store.ts';
import { registerDeviceSessions } from './deviceSessions/routes.ts';
import { registerAutoscalers } from './autoscalers/routes.ts';
import { registerPlayer } from './player/routes.ts';

/** Paths of the emulated APIs: latency and faults apply to these only, never to sign-in pages. */
export const VIDEO_BASE_PATH = '/video/v3';
const API_PREFIXES = ['/video/', '/testing/', '/compute/'];
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
  const auth = new AuthService(options, clock, accounts);
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
  registerAuth(router, ctx);
  const store = registerVideoApi(router, ctx, VIDEO_BASE_PATH);
  registerPlayer(router, ctx, store);
  registerDeviceSessions(router, ctx);
  registerAutoscalers(router, ctx);

  const server = createServer((raw, res) => {
    handle(router, ctx, raw, res).catch((error: unknown) => {
      console.error('[emulator] handler failed:', error);
      if (!res.headersSent) sendJson(res, 500, { error: { code: 500, message: 'Internal emulator error', status: 'INTERNAL' } });
      else res.destroy();
    });
  });

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

function setCors(raw: IncomingMessage, res: ServerResponse): void {
  // The app calls the emulator cross-origin, exactly as it calls the real provider.
  const origin = raw.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Goog-Request-Id');
  res.setHeader('Access-Control-Max-Age', '600');
}

async function handle(router: Router, ctx: EmulatorContext, raw: IncomingMessage, res: ServerResponse): Promise<void> {
  setCors(raw, res);
  const method = raw.method ?? 'GET';
  if (method === 'OPTIONS') {
    res.writeHead(204);
    res.end();
    return;
  }
  const url = new URL(raw.url ?? '/', 'http://emulator.local');
  const isApi = API_PREFIXES.some((p) => url.pathname.startsWith(p));
  if (isApi && ctx.options.latencyMs > 0) await new Promise((r) => setTimeout(r, ctx.options.latencyMs));
  if (isApi && ctx.options.faultRate > 0 && Math.random() < ctx.options.faultRate) {
    // Half the faults are a 503, half a connection cut mid-flight.
    if (Math.random() < 0.5) sendJson(res, 503, { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE', errors: [{ message: 'Backend Error', domain: 'global', reason: 'backendError' }] } });
    else raw.socket.destroy();
    return;
  }
  const found = router.match(method, url.pathname);
  if (found === 'not-found' || found === 'method-not-allowed') {
    const status = found === 'not-found' ? 404 : 405;
    sendJson(res, status, { error: { code: status, message: `${method} ${url.pathname} is not served by the emulator.`, status: found === 'not-found' ? 'NOT_FOUND' : 'METHOD_NOT_ALLOWED' } });
    return;
  }
  let body = '';
  try {
    body = await readBody(raw);
  } catch {
    sendJson(res, 413, { error: { code: 413, message: 'Request body too large.' } });
    return;
  }
  const req: EmulatorRequest = { method, url, params: found.params, headers: raw.headers, body, raw };
  if (!UNCOUNTED_PREFIXES.some((p) => url.pathname.startsWith(p))) {
    const query = [...url.searchParams.entries()].filter(([k]) => k !== 'access_token').sort(([a], [b]) => a.localeCompare(b));
    ctx.stats.record(`${method} ${url.pathname}`, `${method} ${url.pathname}?${new URLSearchParams(query).toString()}`);
    if (ctx.options.logRequests) console.log(`[emulator] ${method} ${url.pathname}`);
  }
  await found.handler(req, res);
}

/** Endpoints for tests and benchmarks; not part of any emulated service. */
function registerControl(router: Router, ctx: EmulatorContext): void {
  router.add('GET', '/emulator/stats', (_req, res) => sendJson(res, 200, ctx.stats));
  router.add('POST', '/emulator/stats/reset', (_req, res) => {
    ctx.stats.reset();
    sendJson(res, 200, ctx.stats);
  });
  router.add('POST', '/emulator/clock/advance', (req, res) => {
    const seconds = Number(JSON.parse(req.body || '{}').seconds);
    if (!Number.isFinite(seconds) || seconds < 0) {
      sendJson(res, 400, { error: { code: 400, message: 'Body must be {"seconds": <number >= 0>}' } });
      return;
    }
    ctx.clock.advance(seconds * 1000);
    sendJson(res, 200, { now: new Date(ctx.clock.now()).toISOString() });
  });
  router.add('GET', '/emulator/clock', (_req, res) => sendJson(res, 200, { now: new Date(ctx.clock.now()).toISOString() }));
  router.add('GET', '/emulator/security-events', (_req, res) => sendJson(res, 200, { events: ctx.securityEvents.log }));
  // Grants without their tokens: lets tests see that a sign-out really revoked at the server.
  router.add('GET', '/emulator/grants', (_req, res) =>
    sendJson(res, 200, {
      grants: [...ctx.auth.grants.values()].map((g) => ({ id: g.id, accountId: g.accountId, clientId: g.clientId, scopes: g.scopes, revoked: g.revokedAt !== undefined, revokedBy: g.revokedBy })),
    }),
  );
  router.add('GET', '/emulator/avatars/:file', (req, res) => {
    const id = req.params.file!.replace(/\.svg$/, '');
    const account = ctx.auth.accounts.get(id);
    const size = Math.min(800, Math.max(16, Number(req.url.searchParams.get('size')) || 88));
    if (!account) {
      sendJson(res, 404, { error: { code: 404, message: 'No such avatar.' } });
      return;
    }
    sendText(res, 200, 'image/svg+xml', avatarSvg(account, size), 3600);
  });
}
