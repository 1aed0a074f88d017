import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, type Clock } from '../../emulator/clock.ts';
import { createEmulator, type Emulator } from '../../emulator/server.ts';
import { broken, INVALID_CASES, validAutoscaler, WHERE } from '../autoscaler/fixtures/invalidAutoscalers.ts';
import { createAutoscalersClient, instanceGroupManagerUrl, isRequestId, operationErrors, type Autoscaler, type AutoscalersClient, type Operation } from './autoscalers.ts';
import { ApiError, createApiCore } from '../../src/api/core.ts';

/**
 * Contract tests: the typed client against the emulator, the clock frozen at T0 and moved by the
 * tests. One emulator for the file: each test scales its own seeded group, since a group has at
 * most one autoscaler.
 */

// A Sunday, 16:00 in Paris (UTC+1 in March): the evening peak is two hours away.
const T0 = Date.parse('2030-03-03T15:00:00Z');
const DEV = 'emulator-developer-token';

let emulator: Emulator;
let clock: Clock;
let base: string;
let client: AutoscalersClient;
let ids = 0;

function clientWith(token: string | undefined, fetchImpl?: typeof fetch): AutoscalersClient {
  return createAutoscalersClient(
    createApiCore({ baseUrl: base, getAccessToken: async () => token, retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 }, ...(fetchImpl ? { fetch: fetchImpl } : {}) }),
    { retryDelayMs: 1, newRequestId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}` },
  );
}

beforeAll(async () => {
  clock = createClock(() => T0);
  emulator = createEmulator({ port: 0, host: '127.0.0.1', operationPendingSeconds: 1, operationRunningSeconds: 4, autoscalerPendingSeconds: 2 }, clock);
  base = await emulator.listen();
  client = clientWith(DEV);
});

afterAll(async () => {
  await emulator.close();
});

const advance = (seconds: number) => clock.advance(seconds * 1000);

function autoscalerFor(project: string, zone: string, group: string, name: string, policy: Autoscaler['autoscalingPolicy']): Autoscaler {
  return { name, target: instanceGroupManagerUrl(project, zone, group), autoscalingPolicy: policy };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Inserts, lets the operation and the autoscaler's PENDING period pass, returns both. */
async function created(project: string, zone: string, a: Autoscaler): Promise<{ op: Operation; autoscaler: Autoscaler }> {
  const inserted = await client.insert(project, zone, a);
  advance(5 + 2);
  const op = await client.getZoneOperation(project, zone, inserted.name!);
  expect(operationErrors(op)).toEqual([]);
  return { op, autoscaler: await client.get(project, zone, a.name!) };
}

describe('autoscalers.insert and its zonal operation', () => {
  it('moves PENDING -> RUNNING -> DONE with progress and times; the autoscaler appears at DONE, PENDING, then ACTIVE', async () => {
    const requestId = '7d3f6a52-1c2b-4e8f-9a0d-5b6c7d8e9f01';
    const a = validAutoscaler();
    const op = await client.insert(WHERE.project, WHERE.zone, a, { requestId });
    expect(op).toMatchObject({
      kind: 'compute#operation',
      operationType: 'insert',
      status: 'PENDING',
      progress: 0,
      clientOperationId: requestId,
      user: 'ada@example.com',
      insertTime: '2030-03-03T15:00:00.000Z',
      zone: `${base}/compute/v1/projects/tenfoot-dev/zones/europe-west1-b`,
      targetLink: `${base}/compute/v1/projects/tenfoot-dev/zones/europe-west1-b/autoscalers/tenfoot-web-scaler`,
    });
    expect(op.id).toMatch(/^\d+$/);
    expect(op.targetId).toMatch(/^\d+$/);
    expect(op.startTime).toBeUndefined();
    expect(op.selfLink).toBe(`${base}/compute/v1/projects/tenfoot-dev/zones/europe-west1-b/operations/${op.name}`);
    expect((await failure(client.get(WHERE.project, WHERE.zone, a.name!))).status).toBe(404);

    const seen: Operation[] = [];
    for (const step of [1, 1, 2, 1]) {
      advance(step);
      seen.push(await client.getZoneOperation(WHERE.project, WHERE.zone, op.name!));
    }
    expect(seen.map((o) => [o.status, o.progress])).toEqual([['RUNNING', 0], ['RUNNING', 25], ['RUNNING', 75], ['DONE', 100]]);
    expect(seen[0]!.startTime).toBe('2030-03-03T15:00:01.000Z');
    expect(seen[2]!.endTime).toBeUndefined();
    expect(seen[3]!.endTime).toBe('2030-03-03T15:00:05.000Z');
    expect(seen[3]!.error).toBeUndefined();

    const pending = await client.get(WHERE.project, WHERE.zone, a.name!);
    expect(pending.status).toBe('PENDING');
    expect(pending.recommendedSize).toBeUndefined();
    expect(pending.id).toBe(op.targetId);
    expect(pending.creationTimestamp).toBe('2030-03-03T15:00:05.000Z');
    advance(2);
    const active = await client.get(WHERE.project, WHERE.zone, a.name!);
    expect(active).toMatchObject({ kind: 'compute#autoscaler', status: 'ACTIVE', recommendedSize: 2, target: `${base}/compute/v1/${a.target}` });
    expect(active.selfLink).toBe(op.targetLink);
  });

  it('follows the operation with waitForOperation, reporting each poll', async () => {
    const a = autoscalerFor('tenfoot-prod', 'europe-west1-c', 'tenfoot-web', 'web-follow', { maxNumReplicas: 8 });
    const statuses: string[] = [];
    const inserted = await client.insert('tenfoot-prod', 'europe-west1-c', a);
    const done = await createAutoscalersClient(createApiCore({ baseUrl: base, getAccessToken: async () => DEV }), {
      sleep: async () => advance(1.5),
    }).waitForOperation('tenfoot-prod', 'europe-west1-c', inserted, { onUpdate: (o) => statuses.push(o.status!) });
    expect(done.status).toBe('DONE');
    expect(statuses).toEqual(['PENDING', 'RUNNING', 'RUNNING', 'RUNNING', 'DONE']);
  });

  it('applies the defaults: CPU 0.6 when no signal is named, coolDown 60, mode ON, schedule time zone UTC', async () => {
    const { autoscaler } = await created('tenfoot-dev', 'us-central1-a', autoscalerFor('tenfoot-dev', 'us-central1-a', 'tenfoot-web', 'web-defaults', {
      maxNumReplicas: 5,
      scaleInControl: { maxScaledInReplicas: { percent: 50 } },
      scalingSchedules: { lunch: { minRequiredReplicas: 3, schedule: '0 12 * * *', durationSec: 3600 } },
    }));
    expect(autoscaler.autoscalingPolicy).toEqual({
      minNumReplicas: 1,
      maxNumReplicas: 5,
      coolDownPeriodSec: 60,
      mode: 'ON',
      cpuUtilization: { utilizationTarget: 0.6, predictiveMethod: 'NONE' },
      scaleInControl: { maxScaledInReplicas: { percent: 50, calculated: 1 } },
      scalingSchedules: { lunch: { minRequiredReplicas: 3, schedule: '0 12 * * *', durationSec: 3600, timeZone: 'UTC', disabled: false } },
    });
  });

  it('reports statusDetails and the schedules as time passes: READY, ACTIVE with lastStartTime, DISABLED, OBSOLETE', async () => {
    const project = 'tenfoot-prod';
    const zone = 'europe-west1-b';
    const t = clock.now();
    const paris = (hhmm: string) => new Date(t).toISOString().slice(0, 11) + hhmm; // same day; Paris is UTC+1 in March
    const { autoscaler, op } = await created(project, zone, autoscalerFor(project, zone, 'tenfoot-web', 'web-peak', {
      minNumReplicas: 3,
      maxNumReplicas: 8,
      cpuUtilization: { utilizationTarget: 0.3 },
      mode: 'ONLY_UP',
      scalingSchedules: {
        'evening-peak': { minRequiredReplicas: 10, schedule: '0 18 * * *', timeZone: 'Europe/Paris', durationSec: 3600 },
        'maintenance': { minRequiredReplicas: 4, schedule: '0 3 * * *', durationSec: 600, disabled: true },
        'launch-night': { minRequiredReplicas: 4, schedule: '0 20 1 JAN * 2029', durationSec: 600 },
      },
    }));
    expect(op.warnings?.map((w) => w.code)).toEqual(['DEPRECATED_TYPE_USED']);
    // Group of 6 at 72% CPU with a 30% target asks for 15 VMs; max is 8.
    expect(autoscaler.recommendedSize).toBe(8);
    expect(autoscaler.status).toBe('ACTIVE');
    expect(autoscaler.statusDetails?.map((d) => d.type).sort()).toEqual(['CAPPED_AT_MAX_NUM_REPLICAS', 'MODE_ONLY_UP', 'SCHEDULED_INSTANCES_GREATER_THAN_AUTOSCALER_MAX']);
    expect(autoscaler.scalingScheduleStatus).toEqual({
      'evening-peak': { state: 'READY', nextStartTime: paris('17:00:00.000Z') },
      maintenance: { state: 'DISABLED' },
      'launch-night': { state: 'OBSOLETE' },
    });

    clock.advance(Date.parse(paris('17:00:00.000Z')) - clock.now() + 60_000);
    const during = await client.get(project, zone, 'web-peak');
    expect(during.scalingScheduleStatus!['evening-peak']).toEqual({ state: 'ACTIVE', lastStartTime: paris('17:00:00.000Z'), nextStartTime: `${new Date(t + 86_400_000).toISOString().slice(0, 11)}17:00:00.000Z` });
    advance(3600);
    expect((await client.get(project, zone, 'web-peak')).scalingScheduleStatus!['evening-peak']!.state).toBe('READY');
  });

  it('reports status ERROR when the load-balancing signal has no backend service', async () => {
    const { autoscaler } = await created('tenfoot-dev', 'europe-west1-b', autoscalerFor('tenfoot-dev', 'europe-west1-b', 'tenfoot-worker', 'worker', {
      minNumReplicas: 2,
      maxNumReplicas: 2,
      loadBalancingUtilization: {},
    }));
    expect(autoscaler.status).toBe('ERROR');
    expect(autoscaler.statusDetails?.map((d) => d.type).sort()).toEqual(['BACKEND_SERVICE_DOES_NOT_EXIST', 'MIN_EQUALS_MAX']);
    expect(autoscaler.recommendedSize).toBeUndefined();
    expect(autoscaler.autoscalingPolicy?.loadBalancingUtilization).toEqual({ utilizationTarget: 0.8 });
    expect(autoscaler.autoscalingPolicy?.cpuUtilization).toBeUndefined();
  });

  it('fails inside the Operation with QUOTA_EXCEEDED and quotaInfo when the project has too many autoscalers', async () => {
    const project = 'tenfoot-crowded';
    const op = await client.insert(project, 'europe-west1-b', autoscalerFor(project, 'europe-west1-b', 'tenfoot-web', 'one-too-many', { maxNumReplicas: 4 }));
    expect(op.error).toBeUndefined(); // failures show once the operation is DONE
    advance(5);
    const done = await client.getZoneOperation(project, 'europe-west1-b', op.name!);
    expect(done).toMatchObject({ status: 'DONE', progress: 100, httpErrorStatusCode: 403, httpErrorMessage: 'FORBIDDEN' });
    const [error] = operationErrors(done);
    expect(error!.code).toBe('QUOTA_EXCEEDED');
    expect(error!.errorDetails?.[0]?.quotaInfo).toEqual({ metricName: 'compute.googleapis.com/autoscalers', limitName: 'AUTOSCALERS-per-project-region', dimensions: { region: 'europe-west1' }, limit: 2 });
    expect(error!.errorDetails?.[1]?.errorInfo?.reason).toBe('QUOTA_EXCEEDED');
    expect(error!.errorDetails?.[2]?.help?.links?.[0]?.url).toMatch(/^https:/);
    expect(error!.errorDetails?.[3]?.localizedMessage).toEqual({ locale: 'en-US', message: error!.message });
    expect((await failure(client.get(project, 'europe-west1-b', 'one-too-many'))).status).toBe(404);
  });

  it('fails inside the Operation when the group already has an autoscaler', async () => {
    const project = 'tenfoot-prod';
    const zone = 'us-east1-b';
    await created(project, zone, autoscalerFor(project, zone, 'tenfoot-web', 'east-first', { maxNumReplicas: 6 }));
    const op = await client.insert(project, zone, autoscalerFor(project, zone, 'tenfoot-web', 'east-second', { maxNumReplicas: 6 }));
    advance(5);
    const done = await client.getZoneOperation(project, zone, op.name!);
    expect(done.httpErrorStatusCode).toBe(400);
    expect(operationErrors(done)).toMatchObject([{ code: 'RESOURCE_IN_USE_BY_ANOTHER_RESOURCE', location: 'resource.target' }]);
  });
});

describe('requestId idempotency', () => {
  it('returns the first Operation for the same requestId and creates nothing more, even with another body', async () => {
    const project = 'tenfoot-dev';
    const zone = 'europe-west1-b';
    const requestId = '3b0f3c1e-9a8b-4c7d-8e6f-102030405060';
    const a = autoscalerFor(project, zone, 'tenfoot-web', 'same-request', { maxNumReplicas: 3 });
    // tenfoot-web already has an autoscaler from the first test: the outcome does not matter here, only that nothing new appears.
    const first = await client.insert(project, zone, a, { requestId });
    advance(2);
    const again = await client.insert(project, zone, { ...a, name: 'another-name' }, { requestId });
    expect(again.name).toBe(first.name);
    expect(again.id).toBe(first.id);
    expect(again.clientOperationId).toBe(requestId);
    expect(again.status).toBe('RUNNING');
    advance(5);
    expect((await failure(client.get(project, zone, 'another-name'))).status).toBe(404);
  });

  it('re-sends with the same requestId after a network failure, so the retry does not create two', async () => {
    const project = 'tenfoot-dev';
    const zone = 'europe-west1-b';
    const posts: string[] = [];
    let dropped = false;
    // The first POST reaches the emulator, then the answer is lost, as when a connection drops.
    const flaky: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === 'POST') {
        posts.push(new URL(String(input)).searchParams.get('requestId')!);
        if (!dropped) {
          dropped = true;
          throw new TypeError('fetch failed');
        }
      }
      return response;
    };
    const retries: number[] = [];
    const op = await clientWith(DEV, flaky).insert(project, zone, autoscalerFor(project, zone, 'tenfoot-canary', 'retried', { maxNumReplicas: 3 }), { onRetry: (n) => retries.push(n) });
    expect(retries).toEqual([1]);
    expect(posts).toHaveLength(2);
    expect(posts[0]).toBe(posts[1]);
    expect(isRequestId(posts[0]!)).toBe(true);
    expect(op.clientOperationId).toBe(posts[0]);
    advance(5);
    expect(operationErrors(await client.getZoneOperation(project, zone, op.name!))).toEqual([]);
    // Only one exists: a new request (new id) for the same name is refused as a duplicate.
    const duplicate = await failure(client.insert(project, zone, autoscalerFor(project, zone, 'tenfoot-canary', 'retried', { maxNumReplicas: 3 })));
    expect(duplicate.status).toBe(409);
    expect(duplicate.reason).toBe('alreadyExists');
  });

  it.each([
    ['not a UUID', 'retry-1'],
    ['the zero UUID', '00000000-0000-0000-0000-000000000000'],
  ])('rejects a requestId that is %s', async (_label, requestId) => {
    const error = await failure(client.insert(WHERE.project, WHERE.zone, validAutoscaler(), { requestId }));
    expect(error.status).toBe(400);
    expect(error.errors.map((e) => e.location)).toEqual(['requestId']);
  });
});

describe('validation: every documented field rule answers 400 naming the field', () => {
  it.each(INVALID_CASES)('%s', async (_label, mutate, field) => {
    const error = await failure(client.insert(WHERE.project, WHERE.zone, broken(mutate) as Autoscaler));
    expect(error.status).toBe(400);
    expect(error.statusText).toBe('INVALID_ARGUMENT');
    expect(error.errors.map((e) => e.location)).toEqual([`resource.${field}`]);
    expect(error.errors[0]!.reason).toMatch(/^(invalid|required)$/);
  });

  it('names every bad field in one answer', async () => {
    const error = await failure(client.insert(WHERE.project, WHERE.zone, { name: 'X', autoscalingPolicy: { minNumReplicas: 3, maxNumReplicas: 1 } }));
    expect(error.errors.map((e) => e.location)).toEqual(['resource.name', 'resource.target', 'resource.autoscalingPolicy.maxNumReplicas']);
    expect(error.message).toContain('(and 2 more problems)');
  });

  it('rejects a body that is not JSON', async () => {
    const res = await fetch(`${base}/compute/v1/projects/tenfoot-dev/zones/europe-west1-b/autoscalers`, { method: 'POST', headers: { Authorization: `Bearer ${DEV}` }, body: '{' });
    expect(res.status).toBe(400);
  });
});

describe('references, permissions and authentication', () => {
  it.each([
    ['an unknown project', 'tenfoot-nowhere', 'europe-west1-b', 'tenfoot-web', 404, 'notFound'],
    ['an unknown zone', 'tenfoot-dev', 'mars-north1-a', 'tenfoot-web', 400, 'invalid'],
    ['a zone that is not a zone name', 'tenfoot-dev', 'Europe_West', 'tenfoot-web', 400, 'invalid'],
    ['a group that does not exist', 'tenfoot-dev', 'europe-west1-b', 'tenfoot-api', 404, 'notFound'],
    ['a group the caller may not use', 'tenfoot-partner', 'europe-west1-b', 'partner-web', 403, 'forbidden'],
  ])('refuses %s', async (_label, project, zone, group, status, reason) => {
    const error = await failure(client.insert(project, zone, autoscalerFor(project, zone, group, 'refused', { maxNumReplicas: 2 })));
    expect(error.status).toBe(status);
    expect(error.reason).toBe(reason);
  });

  it('refuses a name already taken in the zone with 409', async () => {
    const error = await failure(client.insert('tenfoot-crowded', 'europe-west1-b', autoscalerFor('tenfoot-crowded', 'europe-west1-b', 'tenfoot-web', 'legacy-api', { maxNumReplicas: 2 })));
    expect(error.status).toBe(409);
    expect(error.message).toContain('already exists');
  });

  it('answers 404 for an unknown operation or autoscaler', async () => {
    expect((await failure(client.getZoneOperation('tenfoot-dev', 'europe-west1-b', 'operation-0'))).status).toBe(404);
    expect((await failure(client.get('tenfoot-dev', 'europe-west1-b', 'nope'))).status).toBe(404);
  });

  it('answers 401 without a valid token, 403 without the compute or cloud-platform scope', async () => {
    expect((await failure(clientWith(undefined).get('tenfoot-crowded', 'europe-west1-b', 'legacy-api'))).status).toBe(401);
    const bad = await failure(clientWith('stolen').get('tenfoot-crowded', 'europe-west1-b', 'legacy-api'));
    expect(bad.status).toBe(401);
    expect(bad.statusText).toBe('UNAUTHENTICATED');
    const scoped = await failure(clientWith('emulator-wrong-scope-token').insert(WHERE.project, WHERE.zone, validAutoscaler()));
    expect(scoped.status).toBe(403);
    expect(scoped.reason).toBe('insufficientPermissions');
    // The compute scope alone is enough (docs/reference/facts.md, Autoscalers: scopes and permissions).
    expect((await clientWith('emulator-compute-token').get('tenfoot-crowded', 'europe-west1-b', 'legacy-api')).status).toBe('ACTIVE');
  });
});
