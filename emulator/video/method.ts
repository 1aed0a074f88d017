import type { ServerResponse } from 'node:http';
import { publicOrigin, type EmulatorContext } from '../context.ts';
import { sendJson, type EmulatorRequest } from '../http.ts';
import type { Router } from '../router.ts';
import { identify, type Caller } from './access.ts';
import { methods } from './discovery/methods.generated.ts';
import { VideoApiError, errors, sendVideoError } from './errors.ts';
import { etagOf } from './etag.ts';
import { paginate, querySignature, type Page } from './paging.ts';
import { parseParams, type Params } from './params.ts';
import { checkParts, selectParts, type ResourceName } from './parts.ts';
import type { QuotaLedger } from './quota.ts';
import type { View } from './resources/view.ts';
import type { VideoStore } from './store.ts';

export type MethodId = keyof typeof methods;

/** Everything a method's logic gets: validated parameters, requested parts, the caller, a view. */
export interface Call {
  params: Params;
  parts: ReadonlySet<string>;
  caller: Caller;
  view: View;
  store: VideoStore;
  now: number;
  prefix: string;
}

/** The full, ordered result set of a list call; the framework pages and renders it. */
export interface ListResult<T> {
  items: readonly T[];
  /** Unique within the result set: page tokens point at items by it. */
  keyOf(item: T): string;
  render(view: View, item: T): object;
  /** Extra top-level fields (search: regionCode). */
  extra?: Record<string, unknown>;
  /** All items in one page, maxResults and pageToken ignored (videos.list by id, as on the real service). */
  unpaged?: boolean;
}

interface Common {
  id: MethodId;
  resource: ResourceName;
  /** Quota units (list 1, insert, update and delete 50, search 100: docs/reference/facts.md, Data API: quota). */
  cost: number;
  /** Name of the list response kind, e.g. channelListResponse. */
  listKind?: string;
}

export interface ListMethod<T> extends Common {
  list(call: Call): ListResult<T>;
}

export interface InsertMethod extends Common {
  insert(call: Call, body: Record<string, unknown>): object;
}

export interface UpdateMethod extends Common {
  /** Replaces the parts the call names in the resource the body's `id` names; returns the resource. */
  update(call: Call, body: Record<string, unknown>): object;
}

export interface DeleteMethod extends Common {
  /** Removes what the call's `id` names, or throws the service's error. */
  remove(call: Call): void;
}

/** Parameters that say which items, not how many or which page: a page token fits only its own query. */
const NOT_IN_SIGNATURE = new Set(['pageToken', 'maxResults', 'part', 'key', 'access_token', 'prettyPrint', 'fields', 'quotaUser', 'alt']);

/** Content-owner parameters need a partner account the emulator does not have. */
const PARTNER_PARAMETERS = ['onBehalfOfContentOwner', 'onBehalfOfContentOwnerChannel', 'forContentOwner'];

export interface MethodHost {
  router: Router;
  ctx: EmulatorContext;
  basePath: string;
  store: VideoStore;
  quota: QuotaLedger;
}

function prepare(host: MethodHost, def: Common, req: EmulatorRequest, caller: Caller): Call {
  const { ctx, store } = host;
  const params = parseParams(methods[def.id], req.url.searchParams);
  // Every method but a delete names its parts (the discovery document makes `part` required there).
  const partList = params.list('part');
  const parts = partList ? checkParts(partList, def.resource) : new Set<string>();
  for (const name of PARTNER_PARAMETERS) if (params.has(name)) throw errors.notImplemented(`the ${name} parameter (content partners)`);
  const now = Math.floor(ctx.clock.now() / 1000) * 1000;
  return { params, parts, caller, store, now, prefix: ctx.options.kindPrefix, view: { prefix: ctx.options.kindPrefix, origin: publicOrigin(req), store, caller, now, hl: params.string('hl') } };
}

/**
 * Runs one call: identify the caller, validate, check the budget, run, charge. A call refused
 * after its credentials were accepted (a key or a token) costs 1 unit, as invalid requests do on
 * the real service; one refused for its credentials has no project to charge.
 */
async function run(host: MethodHost, def: Common, req: EmulatorRequest, res: ServerResponse, body: (call: Call) => unknown): Promise<void> {
  let identified = false;
  try {
    const caller = identify(req, host.ctx);
    identified = caller.kind !== 'anonymous';
    const call = prepare(host, def, req, caller);
    host.quota.ensure(def.cost);
    const result = body(call);
    host.quota.charge(def.cost);
    if (result === undefined) {
      // A delete answers 204 with no body, as the real service does.
      res.writeHead(204);
      res.end();
    } else sendJson(res, 200, result);
  } catch (error) {
    if (!(error instanceof VideoApiError)) throw error;
    // A 401 (also an account without a channel) has no project to charge, like a refused credential.
    if (identified && error.reason !== 'quotaExceeded' && error.status !== 401) host.quota.charge(1);
    sendVideoError(res, error, host.ctx.options.kindPrefix);
  }
}

export function registerList<T>(host: MethodHost, def: ListMethod<T>): void {
  const spec = methods[def.id];
  host.router.add(spec.httpMethod, `${host.basePath}/${spec.path}`, (req, res) =>
    run(host, def, req, res, (call) => {
      const result = def.list(call);
      const signature = querySignature([
        def.id,
        call.caller.kind === 'user' ? call.caller.accountId : 'public',
        ...call.params.given().filter((k) => !NOT_IN_SIGNATURE.has(k)).sort().map((k) => `${k}=${req.url.searchParams.getAll(k).join(',')}`),
      ]);
      const maxResults = result.unpaged ? result.items.length : call.params.int('maxResults');
      const page: Page<T> = result.unpaged ? { items: [...result.items], totalResults: result.items.length } : paginate(result.items, result.keyOf, maxResults, call.params.string('pageToken'), signature);
      const items = page.items.map((item) => selectParts(result.render(call.view, item) as { etag?: string }, call.parts));
      return {
        kind: `${call.prefix}#${def.listKind}`,
        etag: etagOf([items.map((i) => i.etag), page.nextPageToken, page.prevPageToken, page.totalResults]),
        ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
        ...(page.prevPageToken ? { prevPageToken: page.prevPageToken } : {}),
        ...result.extra,
        pageInfo: { totalResults: Math.min(page.totalResults, 1_000_000), resultsPerPage: maxResults },
        items,
      };
    }),
  );
}

function parseBody(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw errors.parseError();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw errors.parseError();
  return value as Record<string, unknown>;
}

/** A write with a body (POST insert, PUT update): answers the resource with the parts asked for. */
function registerWrite(host: MethodHost, def: Common, write: (call: Call, body: Record<string, unknown>) => object): void {
  const spec = methods[def.id];
  host.router.add(spec.httpMethod, `${host.basePath}/${spec.path}`, (req, res) =>
    run(host, def, req, res, (call) => selectParts(write(call, parseBody(req.body)), call.parts)),
  );
}

export function registerInsert(host: MethodHost, def: InsertMethod): void {
  registerWrite(host, def, (call, body) => def.insert(call, body));
}

export function registerUpdate(host: MethodHost, def: UpdateMethod): void {
  registerWrite(host, def, (call, body) => def.update(call, body));
}

export function registerDelete(host: MethodHost, def: DeleteMethod): void {
  const spec = methods[def.id];
  host.router.add(spec.httpMethod, `${host.basePath}/${spec.path}`, (req, res) =>
    run(host, def, req, res, (call) => {
      def.remove(call);
      return undefined;
    }),
  );
}
