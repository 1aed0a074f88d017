import { publicOrigin, type EmulatorContext } from '../context.ts';
import { answeringErrors, sendJson } from '../http.ts';
import type { Router } from '../router.ts';
import { registerComputeTokens, requireComputeCaller } from './auth.ts';
import { ComputeError, sendComputeError } from './errors.ts';
import { COMPUTE_BASE_PATH } from './links.ts';
import { ComputeService } from './service.ts';

const guarded = answeringErrors(ComputeError, sendComputeError);

function parseBody(text: string): unknown {
  try {
    return text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw ComputeError.one(400, 'parseError', 'Parse Error: the request body is not valid JSON.');
  }
}

/**
 * POST .../zones/{zone}/autoscalers?requestId=, plus what a client needs to follow it
 * (docs/reference/facts.md, Autoscalers: insert and its operation): GET
 * .../zones/{zone}/operations/{operation} and GET .../autoscalers/{name}.
 */
export function registerAutoscalers(router: Router, ctx: EmulatorContext): ComputeService {
  registerComputeTokens(ctx);
  const o = ctx.options;
  const service = new ComputeService(
    {
      pendingMs: o.operationPendingSeconds * 1000,
      runningMs: o.operationRunningSeconds * 1000,
      autoscalerPendingMs: o.autoscalerPendingSeconds * 1000,
      defaultQuota: o.autoscalerQuota,
    },
    (account) => ctx.auth.accounts.get(account)?.email ?? `${account}@developer.tenfoot.emulator`,
  );
  const zone = `${COMPUTE_BASE_PATH}/projects/:project/zones/:zone`;

  router.add('POST', `${zone}/autoscalers`, guarded((req, res) => {
    const account = requireComputeCaller(req, ctx);
    const now = ctx.clock.now();
    const op = service.insert(req.params.project!, req.params.zone!, req.url.searchParams.get('requestId'), parseBody(req.body), account, now);
    sendJson(res, 200, service.presentOperation(op, now, publicOrigin(req)));
  }));

  router.add('GET', `${zone}/operations/:operation`, guarded((req, res) => {
    const account = requireComputeCaller(req, ctx);
    const op = service.getOperation(req.params.project!, req.params.zone!, req.params.operation!, account);
    sendJson(res, 200, service.presentOperation(op, ctx.clock.now(), publicOrigin(req)));
  }));

  router.add('GET', `${zone}/autoscalers/:autoscaler`, guarded((req, res) => {
    const account = requireComputeCaller(req, ctx);
    const now = ctx.clock.now();
    const record = service.getAutoscaler(req.params.project!, req.params.zone!, req.params.autoscaler!, account, now);
    sendJson(res, 200, service.presentAutoscaler(record, now, publicOrigin(req)));
  }));

  // regionAutoscalers.get (<https://cloud.google.com/compute/docs/reference/rest/v1/regionAutoscalers/get>): the seeded regional autoscalers.
  router.add('GET', `${COMPUTE_BASE_PATH}/projects/:project/regions/:region/autoscalers/:autoscaler`, guarded((req, res) => {
    const account = requireComputeCaller(req, ctx);
    const record = service.getRegionalAutoscaler(req.params.project!, req.params.region!, req.params.autoscaler!, account);
    sendJson(res, 200, service.presentAutoscaler(record, ctx.clock.now(), publicOrigin(req)));
  }));

  return service;
}
