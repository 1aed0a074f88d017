import { randomBytes, randomInt } from 'node:crypto';
import { requirePermission } from './auth.ts';
import { withDefaults } from './defaults.ts';
import { ComputeError, type ComputeErrorItem } from './errors.ts';
import { groupPath, link, locationPath, parseGroupUrl, zonePath, type Scope } from './links.ts';
import { describeOperation } from './operationText.ts';
import { KNOWN_REGIONS, KNOWN_ZONES, regionOf, seedProjects, type SeedGroup, type SeedProject } from './seed.ts';
import { liveStatus } from './status.ts';
import { checkAutoscaler, checkRequestId } from './validate.ts';

/**
 * autoscalers.insert and what follows it
 * (docs/reference/facts.md, Autoscalers: insert and its operation). Time is lazy like everywhere in
 * the emulator: an operation stores when it was inserted and derives PENDING -> RUNNING -> DONE,
 * its progress and its times from the clock at each read. Whether it will succeed is decided at
 * insert, so two inserts racing for the last quota slot or for the same group get a consistent
 * answer.
 */

type Json = Record<string, unknown>;

export interface Timings {
  pendingMs: number;
  runningMs: number;
  autoscalerPendingMs: number;
  defaultQuota: number;
}

interface OperationError {
  httpStatus: number;
  httpMessage: string;
  errors: Json[];
}

interface OperationRecord {
  id: string;
  name: string;
  project: string;
  zone: string;
  requestId?: string;
  user: string;
  insertAt: number;
  startAt: number;
  endAt: number;
  targetPath: string;
  targetId: string;
  failure?: OperationError;
  warnings: Json[];
}

interface AutoscalerRecord {
  id: string;
  name: string;
  project: string;
  /** A zonal autoscaler's zone, or a regional one's region (`scope` says which). */
  zone: string;
  scope: Scope;
  description?: string;
  group: SeedGroup;
  groupPath: string;
  policy: Json;
  /** When the insert operation completes: before that the autoscaler cannot be read. */
  createdAt: number;
  /** When the backend has read the configuration: status leaves PENDING. */
  activeAt: number;
}

/** Discovery patterns of the path parameters. */
const PROJECT = /^(?:(?:[-a-z0-9]{1,63}\.)*(?:[a-z](?:[-a-z0-9]{0,61}[a-z0-9])?):)?(?:[0-9]{1,19}|(?:[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?))$/;
const ZONE = /^[a-z](?:[-a-z0-9]{0,61}[a-z0-9])?$/;

function uint64(): string {
  return `${randomInt(1, 9)}${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

export class ComputeService {
  private readonly projects = new Map<string, SeedProject>(seedProjects.map((p) => [p.id, p]));
  private readonly autoscalers: AutoscalerRecord[] = [];
  private readonly operations = new Map<string, OperationRecord>();
  private readonly byRequestId = new Map<string, OperationRecord>();

  constructor(
    private readonly timings: Timings,
    private readonly emailOf: (account: string) => string,
  ) {
    for (const project of seedProjects) {
      for (const [scope, locations] of [['zones', project.zones], ['regions', project.regions ?? {}]] as const) {
        for (const [zone, seed] of Object.entries(locations)) {
          for (const a of seed.autoscalers ?? []) {
            const group = seed.groups.find((g) => g.name === a.target)!;
            this.autoscalers.push({
              id: uint64(),
              name: a.name,
              project: project.id,
              zone,
              scope,
              group,
              groupPath: `${locationPath(project.id, scope, zone)}/instanceGroupManagers/${group.name}`,
              policy: withDefaults({ ...a.policy, minNumReplicas: a.minNumReplicas, maxNumReplicas: a.maxNumReplicas }, group.targetSize),
              createdAt: 0,
              activeAt: 0,
            });
          }
        }
      }
    }
  }

  private project(project: string, zone: string): SeedProject {
    const bad: ComputeErrorItem[] = [];
    if (!ZONE.test(zone)) bad.push({ reason: 'invalid', location: 'zone', locationType: 'parameter', message: `Invalid value for field 'zone': '${zone}'. Must be a zone name such as europe-west1-b.` });
    else if (!KNOWN_ZONES.includes(zone)) bad.push({ reason: 'invalid', location: 'zone', locationType: 'parameter', message: `Invalid value for field 'zone': '${zone}'. Unknown zone; known zones: ${KNOWN_ZONES.join(', ')}.` });
    return this.seededProject(project, bad);
  }

  /** The project by id, after the location's problems (`bad`) and the id's own are refused together. */
  private seededProject(project: string, bad: ComputeErrorItem[]): SeedProject {
    if (!PROJECT.test(project)) bad.unshift({ reason: 'invalid', location: 'project', locationType: 'parameter', message: `Invalid value for field 'project': '${project}'. Must be a project id or number.` });
    if (bad.length) throw new ComputeError(400, bad);
    const seed = this.projects.get(project);
    if (!seed) throw ComputeError.one(404, 'notFound', `The resource 'projects/${project}' was not found`);
    return seed;
  }

  insert(project: string, zone: string, requestId: string | null, body: unknown, account: string, now: number): OperationRecord {
    const seed = this.project(project, zone);
    requirePermission(seed, account, 'compute.autoscalers.create', `projects/${project}/zones/${zone}/autoscalers`);
    const badId = checkRequestId(requestId);
    if (badId) throw new ComputeError(400, [badId]);
    // A retry of a request already received gets the first Operation, and nothing new is made
    // (docs/reference/facts.md, Autoscalers: requestId).
    const seen = requestId ? this.byRequestId.get(`${project}/${requestId.toLowerCase()}`) : undefined;
    if (seen) return seen;

    const checked = checkAutoscaler(body);
    const a = body as Json;
    const ref = typeof a?.target === 'string' && a.target !== '' ? parseGroupUrl(a.target) : undefined;
    if (typeof a?.target === 'string' && a.target !== '') {
      if (!ref) checked.violations.push({ reason: 'invalid', location: 'resource.target', locationType: 'body', message: `Invalid value for field 'resource.target': '${a.target}'. Must be the URL of a managed instance group, e.g. projects/${project}/zones/${zone}/instanceGroupManagers/tenfoot-web.` });
      else if (ref.project !== project || ref.zone !== zone) {
        checked.violations.push({ reason: 'invalid', location: 'resource.target', locationType: 'body', message: `Invalid value for field 'resource.target': '${a.target}'. A zonal autoscaler scales a group of its own project and zone (projects/${project}/zones/${zone}).` });
      }
    }
    if (checked.violations.length) throw new ComputeError(400, checked.violations);

    // A deleted group is gone for new autoscalers (its old one reports SCALING_TARGET_DOES_NOT_EXIST).
    const group = seed.zones[zone]?.groups.find((g) => g.name === ref!.name && !g.deleted);
    const targetPath = groupPath(ref!);
    if (!group) throw ComputeError.one(404, 'notFound', `The resource '${targetPath}' was not found`);
    // Using the group needs its own permission (docs/reference/facts.md, Autoscalers: scopes and permissions).
    requirePermission(seed, account, 'compute.instanceGroupManagers.use', targetPath);
    const name = a.name as string;
    if (this.autoscalers.some((r) => r.project === project && r.scope === 'zones' && r.zone === zone && r.name === name)) {
      throw ComputeError.one(409, 'alreadyExists', `The resource '${zonePath(project, zone)}/autoscalers/${name}' already exists`);
    }

    const op: OperationRecord = {
      id: uint64(),
      name: `operation-${now}-${randomBytes(7).toString('hex').slice(0, 13)}-${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}`,
      project,
      zone,
      ...(requestId ? { requestId } : {}),
      user: this.emailOf(account),
      insertAt: now,
      startAt: now + this.timings.pendingMs,
      endAt: now + this.timings.pendingMs + this.timings.runningMs,
      targetPath: `${zonePath(project, zone)}/autoscalers/${name}`,
      targetId: uint64(),
      warnings: this.warnings(checked.ignored, a),
    };
    const failure = this.failure(seed, zone, group, targetPath);
    if (failure) op.failure = failure;
    else {
      this.autoscalers.push({
        id: op.targetId,
        name,
        project,
        zone,
        scope: 'zones',
        ...(typeof a.description === 'string' ? { description: a.description } : {}),
        group,
        groupPath: targetPath,
        policy: withDefaults(a.autoscalingPolicy as Json, group.targetSize),
        createdAt: op.endAt,
        activeAt: op.endAt + this.timings.autoscalerPendingMs,
      });
    }
    this.operations.set(`${project}/${zone}/${op.name}`, op);
    if (requestId) this.byRequestId.set(`${project}/${requestId.toLowerCase()}`, op);
    return op;
  }

  /** Failures found while the operation runs, reported inside it (docs/reference/facts.md, Autoscalers: errors). */
  private failure(seed: SeedProject, zone: string, group: SeedGroup, targetPath: string): OperationError | undefined {
    const errors: Json[] = [];
    let httpStatus = 0;
    let httpMessage = '';
    const user = this.autoscalers.find((r) => r.project === seed.id && r.scope === 'zones' && r.zone === zone && r.group === group);
    if (user) {
      errors.push({ code: 'RESOURCE_IN_USE_BY_ANOTHER_RESOURCE', location: 'resource.target', message: `The instance group '${targetPath}' is already scaled by autoscaler '${zonePath(seed.id, zone)}/autoscalers/${user.name}'; a group has at most one autoscaler.` });
      httpStatus = 400;
      httpMessage = 'BAD REQUEST';
    }
    const region = regionOf(zone);
    const limit = seed.autoscalerLimit ?? this.timings.defaultQuota;
    const used = this.autoscalers.filter((r) => r.project === seed.id && regionOf(r.zone) === region).length;
    if (used >= limit) {
      const message = `Quota 'AUTOSCALERS' exceeded.  Limit: ${limit.toFixed(1)} in region ${region}.`;
      errors.push({
        code: 'QUOTA_EXCEEDED',
        message,
        errorDetails: [
          { quotaInfo: { metricName: 'compute.googleapis.com/autoscalers', limitName: 'AUTOSCALERS-per-project-region', dimensions: { region }, limit } },
          { errorInfo: { reason: 'QUOTA_EXCEEDED', domain: 'compute.googleapis.com', metadatas: { region, autoscalersLimit: String(limit), autoscalersInUse: String(used) } } },
          { help: { links: [{ description: 'Request a higher quota limit.', url: 'https://cloud.google.com/compute/resource-usage#request_quota_increase' }] } },
          { localizedMessage: { locale: 'en-US', message } },
        ],
      });
      httpStatus = 403;
      httpMessage = 'FORBIDDEN';
    }
    return errors.length ? { httpStatus, httpMessage, errors } : undefined;
  }

  /** Operation warnings: ignored output-only fields, and the deprecated mode name. */
  private warnings(ignored: string[], a: Json): Json[] {
    const warnings: Json[] = ignored.map((field) => ({
      code: 'FIELD_VALUE_OVERRIDEN',
      message: `Field '${field}' is output only; the value in the request was ignored.`,
      data: [{ key: 'field', value: field }],
    }));
    if ((a.autoscalingPolicy as Json | undefined)?.mode === 'ONLY_UP') {
      warnings.push({ code: 'DEPRECATED_TYPE_USED', message: "Mode 'ONLY_UP' is deprecated; use 'ONLY_SCALE_OUT', which means the same.", data: [{ key: 'field', value: 'autoscalingPolicy.mode' }] });
    }
    return warnings;
  }

  getOperation(project: string, zone: string, name: string, account: string): OperationRecord {
    const seed = this.project(project, zone);
    requirePermission(seed, account, 'compute.zoneOperations.get', `${zonePath(project, zone)}/operations/${name}`);
    const op = this.operations.get(`${project}/${zone}/${name}`);
    if (!op) throw ComputeError.one(404, 'notFound', `The resource '${zonePath(project, zone)}/operations/${name}' was not found`);
    return op;
  }

  getAutoscaler(project: string, zone: string, name: string, account: string, now: number): AutoscalerRecord {
    const seed = this.project(project, zone);
    requirePermission(seed, account, 'compute.autoscalers.get', `${zonePath(project, zone)}/autoscalers/${name}`);
    const record = this.autoscalers.find((r) => r.project === project && r.scope === 'zones' && r.zone === zone && r.name === name && r.createdAt <= now);
    if (!record) throw ComputeError.one(404, 'notFound', `The resource '${zonePath(project, zone)}/autoscalers/${name}' was not found`);
    return record;
  }

  /** regionAutoscalers.get: the seeded regional autoscalers (the emulator inserts zonal ones only). */
  getRegionalAutoscaler(project: string, region: string, name: string, account: string): AutoscalerRecord {
    const bad: ComputeErrorItem[] = KNOWN_REGIONS.includes(region)
      ? []
      : [{ reason: 'invalid', location: 'region', locationType: 'parameter', message: `Invalid value for field 'region': '${region.slice(0, 100)}'. Unknown region; known regions: ${KNOWN_REGIONS.join(', ')}.` }];
    const seed = this.seededProject(project, bad);
    requirePermission(seed, account, 'compute.autoscalers.get', `${locationPath(project, 'regions', region)}/autoscalers/${name}`);
    const record = this.autoscalers.find((r) => r.project === project && r.scope === 'regions' && r.zone === region && r.name === name);
    if (!record) throw ComputeError.one(404, 'notFound', `The resource '${locationPath(project, 'regions', region)}/autoscalers/${name}' was not found`);
    return record;
  }

  /** The Operation resource at `now`, links on `origin`. */
  presentOperation(op: OperationRecord, now: number, origin: string): Json {
    const status = now < op.startAt ? 'PENDING' : now < op.endAt ? 'RUNNING' : 'DONE';
    const running = Math.max(1, op.endAt - op.startAt);
    // Progress only grows, and reaches 100 only when DONE (docs/reference/facts.md, Autoscalers: insert and its operation).
    const progress = status === 'PENDING' ? 0 : status === 'RUNNING' ? Math.min(99, Math.floor(((now - op.startAt) / running) * 100)) : 100;
    const done = status === 'DONE';
    const text = describeOperation(op.targetPath, status, done ? op.failure : undefined);
    return {
      kind: 'compute#operation',
      id: op.id,
      name: op.name,
      zone: link(origin, zonePath(op.project, op.zone)),
      description: text.description,
      statusMessage: text.statusMessage,
      // Deprecated in the schema and still part of it: the moment the operation was made, as insertTime.
      creationTimestamp: new Date(op.insertAt).toISOString(),
      ...(op.requestId ? { clientOperationId: op.requestId } : {}),
      operationType: 'insert',
      targetLink: link(origin, op.targetPath),
      targetId: op.targetId,
      status,
      user: op.user,
      progress,
      insertTime: new Date(op.insertAt).toISOString(),
      ...(status !== 'PENDING' ? { startTime: new Date(op.startAt).toISOString() } : {}),
      ...(done ? { endTime: new Date(op.endAt).toISOString() } : {}),
      ...(op.warnings.length ? { warnings: op.warnings } : {}),
      ...(done && op.failure ? { error: { errors: op.failure.errors }, httpErrorStatusCode: op.failure.httpStatus, httpErrorMessage: op.failure.httpMessage } : {}),
      selfLink: link(origin, `${zonePath(op.project, op.zone)}/operations/${op.name}`),
    };
  }

  presentAutoscaler(r: AutoscalerRecord, now: number, origin: string): Json {
    return {
      kind: 'compute#autoscaler',
      id: r.id,
      creationTimestamp: new Date(r.createdAt).toISOString(),
      name: r.name,
      ...(r.description !== undefined ? { description: r.description } : {}),
      target: link(origin, r.groupPath),
      autoscalingPolicy: r.policy,
      // A zonal autoscaler names its zone, a regional one its region (Autoscaler.zone / .region).
      [r.scope === 'zones' ? 'zone' : 'region']: link(origin, locationPath(r.project, r.scope, r.zone)),
      selfLink: link(origin, `${locationPath(r.project, r.scope, r.zone)}/autoscalers/${r.name}`),
      ...liveStatus(r.policy, r.group, r.createdAt, r.activeAt, now),
    };
  }
}
