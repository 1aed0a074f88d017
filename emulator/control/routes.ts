import type { EmulatorContext } from '../context.ts';
import { sendJson } from '../http.ts';
import type { Router } from '../router.ts';
import { readAdvance } from './clockAdvance.ts';

/**
 * Endpoints for tests and benchmarks; not part of any emulated service. They answer this computer
 * only (control/access.ts), and what they show keeps no secret: the request log is redacted, the
 * grants are listed without their tokens.
 */
export function registerControl(router: Router, ctx: EmulatorContext): void {
  router.add('GET', '/emulator/stats', (_req, res) => sendJson(res, 200, ctx.stats));
  router.add('POST', '/emulator/stats/reset', (_req, res) => {
    ctx.stats.reset();
    sendJson(res, 200, ctx.stats);
  });
  router.add('POST', '/emulator/clock/advance', (req, res) => {
    const step = readAdvance(req.body, ctx.clock.now(), Date.now());
    if ('error' in step) {
      sendJson(res, 400, { error: { code: 400, message: step.error, status: 'INVALID_ARGUMENT' } });
      return;
    }
    ctx.clock.advance(step.ms);
    sendJson(res, 200, { now: new Date(ctx.clock.now()).toISOString() });
  });
  router.add('GET', '/emulator/clock', (_req, res) => sendJson(res, 200, { now: new Date(ctx.clock.now()).toISOString() }));
  router.add('GET', '/emulator/security-events', (_req, res) => sendJson(res, 200, { events: ctx.securityEvents.log }));
  // Grants without their tokens: lets tests see that a sign-out really revoked at the server.
  router.add('GET', '/emulator/grants', (_req, res) =>
    sendJson(res, 200, {
      grants: [...ctx.auth.grants.values()].map((g) => ({
        id: g.id,
        accountId: g.accountId,
        clientId: g.clientId,
        scopes: g.scopes,
        revoked: g.revokedAt !== undefined,
        revokedBy: g.revokedBy,
        // Past the per-client refresh token limit: the refresh token no longer works (auth/refreshLimit.ts).
        refreshTokenRetired: g.refreshRetiredAt !== undefined,
      })),
    }),
  );
}
