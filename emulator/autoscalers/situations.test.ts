import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../server.ts';
import { withDefaults } from './defaults.ts';
import { liveStatus } from './status.ts';

let emulator: Emulator;
let base: string;
beforeAll(async () => {
  emulator = createEmulator({ host: '127.0.0.1', port: 0, operationPendingSeconds: 1, operationRunningSeconds: 2, autoscalerPendingSeconds: 1 });
  base = await emulator.listen();
});
afterAll(() => emulator.close());

const auth = { Authorization: 'Bearer emulator-developer-token' };
const get = async (path: string) => {
  const res = await fetch(`${base}/compute/v1/projects/tenfoot-trouble/${path}`, { headers: auth });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { status?: string; statusDetails?: { type: string; message: string }[]; recommendedSize?: number } };
};

describe('statusDetails the policy alone cannot cause, each from a seeded situation (project tenfoot-trouble)', () => {
  it.each([
    ['unhealthy-web', 'ALL_INSTANCES_UNHEALTHY', 'ACTIVE'],
    ['sparse-transcoder', 'CUSTOM_METRIC_DATA_POINTS_TOO_SPARSE', 'ACTIVE'],
    ['unlabelled-player', 'CUSTOM_METRIC_INVALID', 'ERROR'],
    ['quiet-web', 'MISSING_LOAD_BALANCING_DATA_POINTS', 'ACTIVE'],
    ['shared-web', 'MORE_THAN_ONE_BACKEND_SERVICE', 'ERROR'],
    ['max-rate-web', 'UNSUPPORTED_MAX_RATE_LOAD_BALANCING_CONFIGURATION', 'ERROR'],
    ['quota-bound-web', 'NOT_ENOUGH_QUOTA_AVAILABLE', 'ERROR'],
    ['stockout-web', 'ZONE_RESOURCE_STOCKOUT', 'ERROR'],
    ['retired-web', 'SCALING_TARGET_DOES_NOT_EXIST', 'ERROR'],
  ])('%s reports %s (status %s), with a message', async (name, type, status) => {
    const { status: http, body } = await get(`zones/europe-west1-d/autoscalers/${name}`);
    expect(http).toBe(200);
    expect(body.status).toBe(status);
    const detail = body.statusDetails!.find((d) => d.type === type);
    expect(detail?.message.length).toBeGreaterThan(20);
  });

  it('REGION_RESOURCE_STOCKOUT from the regional autoscaler, read with regionAutoscalers.get', async () => {
    const { status, body } = await get('regions/us-central1/autoscalers/regional-web');
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'compute#autoscaler', status: 'ERROR', region: `${base}/compute/v1/projects/tenfoot-trouble/regions/us-central1`, selfLink: `${base}/compute/v1/projects/tenfoot-trouble/regions/us-central1/autoscalers/regional-web` });
    expect(body.zone).toBeUndefined();
    expect(body.statusDetails!.map((d) => d.type)).toEqual(['REGION_RESOURCE_STOCKOUT']);
    expect((await get('regions/us-central1/autoscalers/nope')).status).toBe(404);
    expect((await get('regions/mars-north1/autoscalers/regional-web')).status).toBe(400);
  });

  it('resource errors keep the recommendation (the size is known, the machines are not there); configuration errors have none', async () => {
    expect((await get('zones/europe-west1-d/autoscalers/quota-bound-web')).body.recommendedSize).toBe(7);
    expect((await get('zones/europe-west1-d/autoscalers/stockout-web')).body.recommendedSize).toBe(6);
    expect((await get('zones/europe-west1-d/autoscalers/shared-web')).body.recommendedSize).toBeUndefined();
    expect((await get('zones/europe-west1-d/autoscalers/retired-web')).body.recommendedSize).toBeUndefined();
  });

  it('a deleted group takes no new autoscaler (404), and no stockout shows while the group is not growing', async () => {
    const res = await fetch(`${base}/compute/v1/projects/tenfoot-trouble/zones/europe-west1-d/autoscalers`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'again', target: 'projects/tenfoot-trouble/zones/europe-west1-d/instanceGroupManagers/retired-web', autoscalingPolicy: { maxNumReplicas: 3 } }),
    });
    expect(res.status).toBe(404);
    const stockout = { name: 'g', targetSize: 4, cpuUtilization: 0.3, stockout: 'zone' as const };
    expect(liveStatus(withDefaults({ maxNumReplicas: 10 }, 4), stockout, 0, 0, 0)).toEqual({ status: 'ACTIVE', recommendedSize: 2 });
  });
});

describe("the Operation's own words", () => {
  it('description from the start, statusMessage at each state, creationTimestamp as insertTime; no operationGroupId', async () => {
    const insert = await fetch(`${base}/compute/v1/projects/tenfoot-dev/zones/europe-west1-c/autoscalers`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'words', target: 'projects/tenfoot-dev/zones/europe-west1-c/instanceGroupManagers/tenfoot-web', autoscalingPolicy: { maxNumReplicas: 4 } }),
    });
    const op = (await insert.json()) as Record<string, string>;
    expect(op).toMatchObject({ status: 'PENDING', description: 'Insert autoscaler words', statusMessage: 'Waiting to start.', creationTimestamp: op.insertTime });
    expect(op.operationGroupId).toBeUndefined();
    const read = async () => (await (await fetch(op.selfLink!, { headers: auth })).json()) as Record<string, string>;
    emulator.ctx.clock.advance(1500);
    expect(await read()).toMatchObject({ status: 'RUNNING', description: 'Insert autoscaler words', statusMessage: 'Creating autoscaler words.' });
    emulator.ctx.clock.advance(2000);
    expect(await read()).toMatchObject({ status: 'DONE', statusMessage: 'Created autoscaler words.', creationTimestamp: op.insertTime });
  });

  it('a failed operation says why in statusMessage', async () => {
    const insert = await fetch(`${base}/compute/v1/projects/tenfoot-crowded/zones/europe-west1-b/autoscalers`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'one-too-many', target: 'projects/tenfoot-crowded/zones/europe-west1-b/instanceGroupManagers/tenfoot-web', autoscalingPolicy: { maxNumReplicas: 4 } }),
    });
    const op = (await insert.json()) as Record<string, string>;
    emulator.ctx.clock.advance(5000);
    const done = (await (await fetch(op.selfLink!, { headers: auth })).json()) as Record<string, string>;
    expect(done).toMatchObject({ status: 'DONE', statusMessage: expect.stringMatching(/^Failed: Quota 'AUTOSCALERS' exceeded/) });
  });
});
