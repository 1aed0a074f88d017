import type { EmulatorContext } from '../context.ts';
import { answeringErrors, sendJson } from '../http.ts';
import type { Router } from '../router.ts';
import { registerDeveloperTokens, requireCaller } from './auth.ts';
import { androidCatalogResponse } from './catalog.ts';
import { RpcError, sendRpcError } from './errors.ts';
import { DeviceLab } from './lab.ts';
import { page } from './listing.ts';
import { presentSession } from './present.ts';
import { parseJsonObject, validateCreate, validateUpdate } from './validate.ts';

/** Base path of the testing API: the client's base URL is `{emulator}/testing`. */
export const TESTING_BASE_PATH = '/testing/v1';
const RPC = 'google.devtools.testing.v1.DirectAccessService';

const guarded = answeringErrors(RpcError, sendRpcError);

/** Splits `{id}` or `{id}:{verb}` (the testing API's custom methods ride on the last segment). */
function idAndVerb(segment: string): { id: string; verb?: string } {
  const colon = segment.indexOf(':');
  return colon < 0 ? { id: segment } : { id: segment.slice(0, colon), verb: segment.slice(colon + 1) };
}

/** The device session methods (docs/reference/facts.md, Device sessions: methods): both patch forms, cancel's body and answer. */
export function registerDeviceSessions(router: Router, ctx: EmulatorContext): DeviceLab {
  registerDeveloperTokens(ctx);
  const o = ctx.options;
  const lab = new DeviceLab({
    checkMs: o.deviceCheckSeconds * 1000,
    allocationMs: o.deviceAllocationSeconds * 1000,
    queueTimeoutMs: o.deviceQueueTimeoutSeconds * 1000,
    inactivityMs: o.deviceInactivitySeconds * 1000,
    faultModels: o.deviceFaultModels,
  });
  const now = () => ctx.clock.now();
  const base = `${TESTING_BASE_PATH}/projects/:project/deviceSessions`;

  router.add('POST', base, guarded((req, res) => {
    const owner = requireCaller(req, ctx, `${RPC}.CreateDeviceSession`);
    const { device, expiration } = validateCreate(parseJsonObject(req.body), now());
    const record = lab.create(req.params.project!, owner, device, expiration, now());
    sendJson(res, 200, presentSession(record));
  }));

  router.add('GET', base, guarded((req, res) => {
    const owner = requireCaller(req, ctx, `${RPC}.ListDeviceSessions`);
    const result = page(lab.list(req.params.project!, owner, now()), req.url.searchParams);
    sendJson(res, 200, { deviceSessions: result.items.map(presentSession), ...(result.nextPageToken ? { nextPageToken: result.nextPageToken } : {}) });
  }));

  router.add('GET', `${base}/:session`, guarded((req, res) => {
    const { id, verb } = idAndVerb(req.params.session!);
    if (verb !== undefined) throw new RpcError('NOT_FOUND', `GET ${req.url.pathname} is not a method of this API.`);
    const owner = requireCaller(req, ctx, `${RPC}.GetDeviceSession`);
    sendJson(res, 200, presentSession(lab.get(req.params.project!, id, owner, now())));
  }));

  // PATCH v1/{name}?updateMask= (discovery) and v1/{name}:updateDeviceSession (reference pages) are the same method.
  router.add('PATCH', `${base}/:session`, guarded((req, res) => {
    const { id, verb } = idAndVerb(req.params.session!);
    if (verb !== undefined && verb !== 'updateDeviceSession') throw new RpcError('NOT_FOUND', `PATCH ${req.url.pathname} is not a method of this API.`);
    const owner = requireCaller(req, ctx, `${RPC}.UpdateDeviceSession`);
    const body = parseJsonObject(req.body);
    const mask = req.url.searchParams.get('updateMask') ?? req.url.searchParams.get('update_mask');
    const expiration = validateUpdate(body, mask, now());
    sendJson(res, 200, presentSession(lab.update(req.params.project!, id, owner, expiration, now())));
  }));

  // POST v1/{name}:cancel with {} answers {} (docs/reference/facts.md, Device sessions: methods).
  router.add('POST', `${base}/:session`, guarded((req, res) => {
    const { id, verb } = idAndVerb(req.params.session!);
    if (verb !== 'cancel') throw new RpcError('NOT_FOUND', `POST ${req.url.pathname} is not a method of this API.`);
    const owner = requireCaller(req, ctx, `${RPC}.CancelDeviceSession`);
    const body = parseJsonObject(req.body);
    if (Object.keys(body).length > 0) throw RpcError.invalid([{ field: Object.keys(body)[0]!, description: 'CancelDeviceSessionRequest has no fields; send {}.' }]);
    lab.cancel(req.params.project!, id, owner, now());
    sendJson(res, 200, {});
  }));

  router.add('GET', `${TESTING_BASE_PATH}/testEnvironmentCatalog/:type`, guarded((req, res) => {
    requireCaller(req, ctx, 'google.devtools.testing.v1.TestEnvironmentDiscoveryService.GetTestEnvironmentCatalog', ['cloud-platform', 'cloud-platform.read-only']);
    if (req.params.type !== 'ANDROID') throw new RpcError('NOT_FOUND', `The emulator's lab has only ANDROID devices; got environment type "${req.params.type}".`);
    sendJson(res, 200, androidCatalogResponse());
  }));

  // Emulator control, not part of the API: stands in for someone using the device (adb traffic),
  // which is what keeps an ACTIVE session from TIMEOUT_INACTIVITY.
  router.add('POST', '/emulator/device-sessions/interact', guarded((req, res) => {
    const owner = requireCaller(req, ctx, 'emulator.Interact');
    const name = String(parseJsonObject(req.body).name ?? '');
    const m = /^projects\/([^/]+)\/deviceSessions\/([^/]+)$/.exec(name);
    if (!m) throw RpcError.invalid([{ field: 'name', description: 'Send {"name":"projects/{project}/deviceSessions/{id}"}.' }]);
    sendJson(res, 200, presentSession(lab.interact(m[1]!, m[2]!, owner, now())));
  }));

  return lab;
}
