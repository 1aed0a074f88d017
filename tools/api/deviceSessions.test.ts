import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClock, type Clock } from '../../emulator/clock.ts';
import type { EmulatorOptions } from '../../emulator/options.ts';
import { createEmulator, type Emulator } from '../../emulator/server.ts';
import { ApiError, createApiCore } from '../../src/api/core.ts';
import { createDeviceSessionsClient, isFinalState, parentOf, type DeviceSession, type DeviceSessionsClient, type NewDeviceSession } from './deviceSessions.ts';
import { formatTimestamp, isUtcTimestamp, parseDuration, parseTimestamp } from './wireFormats.ts';

/**
 * Contract tests: the typed client against the emulator, time moved by the controllable clock
 * (frozen at T0 and only ever advanced by the tests, so every eventTime is exact).
 */

const T0 = Date.parse('2030-03-01T18:00:00Z');
const DEVELOPER = 'emulator-developer-token';
/** A project per test: list shows one project's sessions, and tests share an emulator. */
let PROJECT = 'tenfoot-dev';
let PARENT = parentOf(PROJECT);
let projects = 0;
beforeEach(() => {
  PROJECT = `tenfoot-dev-${++projects}`;
  PARENT = parentOf(PROJECT);
});

interface Lab {
  emulator: Emulator;
  clock: Clock;
  base: string;
  client: DeviceSessionsClient;
  clientFor(token: string | undefined): DeviceSessionsClient;
  advance(seconds: number): void;
  /** Lets `seconds` pass, then reads the session back: how most tests see a transition happen. */
  readAfter(seconds: number, name: string): Promise<DeviceSession>;
}

async function startLab(knobs: Partial<EmulatorOptions> = {}): Promise<Lab> {
  const clock = createClock(() => T0);
  const emulator = createEmulator({ port: 0, host: '127.0.0.1', deviceCheckSeconds: 2, deviceAllocationSeconds: 8, ...knobs }, clock);
  const base = await emulator.listen();
  const clientFor = (token: string | undefined) =>
    createDeviceSessionsClient(createApiCore({ baseUrl: `${base}/testing`, getAccessToken: async () => token, retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 } }));
  const client = clientFor(DEVELOPER);
  const advance = (seconds: number) => clock.advance(seconds * 1000);
  const readAfter = (seconds: number, name: string) => {
    advance(seconds);
    return client.get(name);
  };
  return { emulator, clock, base, client, clientFor, advance, readAfter };
}

/**
 * One emulator per describe block (building one seeds the whole video API, which is not free).
 * After each test a day passes, so every session a test made is final and no device stays taken.
 */
function sharedLab(knobs: Partial<EmulatorOptions> = {}): () => Lab {
  let current: Lab | undefined;
  beforeAll(async () => {
    current = await startLab(knobs);
  });
  afterEach(() => current?.advance(86_400));
  afterAll(async () => {
    await current?.emulator.close();
  });
  return () => current!;
}

function device(model = 'sabrina', version = '31', orientation = 'landscape'): NewDeviceSession['androidDevice'] {
  return { androidModelId: model, androidVersionId: version, locale: 'en_US', orientation };
}

/** [state, seconds after createTime] for each history entry: the transitions and their exact instants. */
function timeline(s: DeviceSession): [string, number][] {
  const created = parseTimestamp(s.createTime!).getTime();
  return (s.stateHistories ?? []).map((e) => [e.sessionState!, (parseTimestamp(e.eventTime!).getTime() - created) / 1000]);
}

function lastMessage(s: DeviceSession): string {
  return s.stateHistories?.at(-1)?.stateMessage ?? '';
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function violations(error: ApiError): string[] {
  const body = error.body as { error: { details?: { fieldViolations?: { field: string }[] }[] } };
  return (body.error.details ?? []).flatMap((d) => d.fieldViolations ?? []).map((v) => v.field);
}

async function interact(l: Lab, name: string): Promise<void> {
  const res = await fetch(`${l.base}/emulator/device-sessions/interact`, { method: 'POST', headers: { Authorization: `Bearer ${DEVELOPER}` }, body: JSON.stringify({ name }) });
  expect(res.status).toBe(200);
}

describe('device session lifecycle (the documented states and transitions)', () => {
  const lab = sharedLab({ deviceInactivitySeconds: 300, deviceQueueTimeoutSeconds: 120, deviceFaultModels: ['a14'] });
  it('REQUESTED -> PENDING -> ACTIVE after the check and allocation delays, with every output field filled in', async () => {
    const l = lab();
    const start = l.clock.now();
    const created = await l.client.create(PARENT, { androidDevice: device() });
    expect(created.state).toBe('REQUESTED');
    expect(created.name).toMatch(new RegExp(`^projects/${PROJECT}/deviceSessions/[a-z0-9]+$`));
    expect(created.createTime).toBe(formatTimestamp(start));
    expect(created.ttl).toBe('900s'); // 15 minutes by default (docs/reference/facts.md, Device sessions: the resource)
    expect(created.inactivityTimeout).toBe('300s');
    expect(created.displayName).toContain('Chromecast with Google TV');
    expect(created.activeStartTime).toBeUndefined();

    l.advance(2);
    expect((await l.client.get(created.name!)).state).toBe('PENDING');
    l.advance(7.999);
    expect((await l.client.get(created.name!)).state).toBe('PENDING');
    l.advance(0.001);
    const active = await l.client.get(created.name!);
    expect(active.state).toBe('ACTIVE');
    expect(active.activeStartTime).toBe(formatTimestamp(start + 10_000));
    expect(timeline(active)).toEqual([['REQUESTED', 0], ['PENDING', 2], ['ACTIVE', 10]]);
    for (const event of active.stateHistories!) {
      expect(isUtcTimestamp(event.eventTime!)).toBe(true);
      expect(event.stateMessage).toBeTruthy();
    }
  });

  it('transitions happen at their own instants even when read much later', async () => {
    const l = lab();
    const s = await l.client.create(PARENT, { androidDevice: device('MediumPhone.arm', '34'), ttl: '60s' });
    const done = await l.readAfter(3600, s.name!);
    expect(timeline(done)).toEqual([['REQUESTED', 0], ['PENDING', 2], ['ACTIVE', 10], ['FINISHED', 70]]);
  });

  it('ACTIVE -> FINISHED when the ttl, counted from activeStartTime, runs out', async () => {
    const l = lab();
    const s = await l.client.create(PARENT, { androidDevice: device('MediumPhone.arm', '34'), ttl: '90s' });
    l.advance(10 + 89);
    expect((await l.client.get(s.name!)).state).toBe('ACTIVE');
    const done = await l.readAfter(1, s.name!);
    expect(done.state).toBe('FINISHED');
    expect(lastMessage(done)).toMatch(/ttl 1m30s.*connections were closed/);
    expect(isFinalState(done.state)).toBe(true);
  });

  it('ACTIVE -> FINISHED at expireTime', async () => {
    const l = lab();
    const end = formatTimestamp(l.clock.now() + 240_000);
    const s = await l.client.create(PARENT, { androidDevice: device('MediumPhone.arm', '34'), expireTime: end });
    expect(s.expireTime).toBe(end);
    expect(s.ttl).toBeUndefined();
    l.advance(239);
    expect((await l.client.get(s.name!)).state).toBe('ACTIVE');
    const done = await l.readAfter(1, s.name!);
    expect(timeline(done).at(-1)).toEqual(['FINISHED', 240]);
    expect(lastMessage(done)).toContain(`expireTime ${end} reached`);
  });

  it('ACTIVE -> EXPIRED when the device reservation period (adt3: 2h) ends before the ttl', async () => {
    const l = lab();
    const s = await l.client.create(PARENT, { androidDevice: device('adt3', '33'), ttl: '10800s' });
    l.advance(10);
    // Someone keeps using the device, so only the reservation period can end it.
    for (let t = 0; t < 7200; t += 250) {
      await interact(l, s.name!);
      l.advance(Math.min(250, 7200 - t));
    }
    const done = await l.client.get(s.name!);
    expect(timeline(done).at(-1)).toEqual(['EXPIRED', 7210]);
    expect(lastMessage(done)).toContain('reservation period of 2h');
  });

  it('ACTIVE -> TIMEOUT_INACTIVITY without interaction; an interaction or an update restarts the countdown', async () => {
    const l = lab();
    const idle = await l.client.create(PARENT, { androidDevice: device('tv_1080p', '34'), ttl: '3600s' });
    const used = await l.client.create(PARENT, { androidDevice: device('tv_1080p', '34'), ttl: '3600s' });
    const extended = await l.client.create(PARENT, { androidDevice: device('tv_1080p', '34'), ttl: '3600s' });
    expect(used.inactivityTimeout).toBe('300s');
    l.advance(10 + 200);
    await interact(l, used.name!);
    await l.client.patch(extended.name!, { ttl: '4000s' });
    l.advance(100);
    const timedOut = await l.client.get(idle.name!);
    expect(timeline(timedOut).at(-1)).toEqual(['TIMEOUT_INACTIVITY', 310]);
    expect(lastMessage(timedOut)).toContain('inactivityTimeout');
    expect((await l.client.get(used.name!)).state).toBe('ACTIVE');
    expect((await l.client.get(extended.name!)).state).toBe('ACTIVE');
    l.advance(200);
    expect(timeline(await l.client.get(used.name!)).at(-1)).toEqual(['TIMEOUT_INACTIVITY', 510]);
  });

  it('REQUESTED -> UNAVAILABLE for a model not in the catalog', async () => {
    const l = lab();
    const s = await l.client.create(PARENT, { androidDevice: device('toaster9000', '31') });
    expect(s.state).toBe('REQUESTED');
    const done = await l.readAfter(2, s.name!);
    expect(timeline(done)).toEqual([['REQUESTED', 0], ['UNAVAILABLE', 2]]);
    expect(lastMessage(done)).toContain('"toaster9000" is not in the device catalog');
  });

  it('PENDING -> ERROR when allocation fails in the lab (a model marked faulty)', async () => {
    const l = lab();
    const s = await l.client.create(PARENT, { androidDevice: device('a14', '34', 'portrait') });
    const done = await l.readAfter(10, s.name!);
    expect(timeline(done)).toEqual([['REQUESTED', 0], ['PENDING', 2], ['ERROR', 10]]);
    expect(lastMessage(done)).toContain('Infrastructure failure');
  });

  it('queues per model, first come first served, within the lab capacity', async () => {
    const l = lab();
    // boreal: one device in the lab.
    const first = await l.client.create(PARENT, { androidDevice: device('boreal'), ttl: '600s' });
    l.advance(1);
    const second = await l.client.create(PARENT, { androidDevice: device('boreal'), ttl: '30s' });
    l.advance(1);
    const third = await l.client.create(PARENT, { androidDevice: device('boreal'), ttl: '600s' });
    const other = await l.client.create(PARENT, { androidDevice: device('sabrina') });
    l.advance(60);
    expect((await l.client.get(first.name!)).state).toBe('ACTIVE');
    const waiting = await l.client.get(third.name!);
    expect(waiting.state).toBe('PENDING');
    expect(waiting.stateHistories![1]!.stateMessage).toContain('2 requests ahead');
    expect((await l.client.get(second.name!)).state).toBe('PENDING');
    expect((await l.client.get(other.name!)).state).toBe('ACTIVE'); // another model's queue is not blocked

    await l.client.cancel(first.name!);
    expect(timeline(await l.client.get(second.name!)).at(-1)).toEqual(['ACTIVE', 61]);
    expect((await l.client.get(third.name!)).state).toBe('PENDING');
    l.advance(45); // second's ttl runs out: the device passes on to third at that instant
    expect(timeline(await l.client.get(second.name!)).at(-1)).toEqual(['FINISHED', 91]);
    expect(timeline(await l.client.get(third.name!)).at(-1)).toEqual(['ACTIVE', 90]);
  });

  it('PENDING -> UNAVAILABLE when the request expires in the allocation queue', async () => {
    const l = lab();
    await l.client.create(PARENT, { androidDevice: device('boreal'), ttl: '3600s' });
    const queued = await l.client.create(PARENT, { androidDevice: device('boreal'), ttl: '3600s' });
    const done = await l.readAfter(122, queued.name!);
    expect(timeline(done)).toEqual([['REQUESTED', 0], ['PENDING', 2], ['UNAVAILABLE', 122]]);
    expect(lastMessage(done)).toContain('expired in the allocation queue');
  });

  it('PENDING -> UNAVAILABLE when its expireTime passes before a device is free', async () => {
    const l = lab();
    await l.client.create(PARENT, { androidDevice: device('boreal'), ttl: '3600s' });
    const queued = await l.client.create(PARENT, { androidDevice: device('boreal'), expireTime: formatTimestamp(l.clock.now() + 60_000) });
    const done = await l.readAfter(60, queued.name!);
    expect(timeline(done).at(-1)).toEqual(['UNAVAILABLE', 60]);
    expect(lastMessage(done)).toContain('passed before a device was allocated');
  });

  it.each([
    ['REQUESTED', 0, 'before a device was allocated'],
    ['PENDING', 3, 'before a device was allocated'],
    ['ACTIVE', 12, 'all connections were closed'],
  ])('cancel moves a %s session to FINISHED', async (state, after, message) => {
    const l = lab();
    const s = await l.client.create(PARENT, { androidDevice: device('shiba', '34', 'portrait') });
    l.advance(after);
    expect((await l.client.get(s.name!)).state).toBe(state);
    expect(await l.client.cancel(s.name!)).toEqual({});
    const done = await l.client.get(s.name!);
    expect(timeline(done).at(-1)).toEqual(['FINISHED', after]);
    expect(lastMessage(done)).toContain(message);
    l.advance(3600);
    expect((await l.client.get(s.name!)).stateHistories).toHaveLength(done.stateHistories!.length);
  });

  it('cancelling a session already final is FAILED_PRECONDITION', async () => {
    const l = lab();
    const s = await l.client.create(PARENT, { androidDevice: device() });
    await l.client.cancel(s.name!);
    const error = await failure(l.client.cancel(s.name!));
    expect(error.status).toBe(400);
    expect(error.statusText).toBe('FAILED_PRECONDITION');
    expect(error.message).toContain('already FINISHED');
  });

  it('keeps final sessions readable for 28 days, then deletes them', async () => {
    const l = lab();
    const s = await l.client.create(PARENT, { androidDevice: device() });
    await l.client.cancel(s.name!);
    l.advance(28 * 86_400 - 1);
    expect((await l.client.get(s.name!)).state).toBe('FINISHED');
    l.advance(1);
    expect((await failure(l.client.get(s.name!))).status).toBe(404);
  });
});

describe('create validation', () => {
  const lab = sharedLab();
  const cases: [string, unknown, string[]][] = [
    ['androidDevice missing', {}, ['androidDevice']],
    ['every device field missing', { androidDevice: {} }, ['androidDevice.androidModelId', 'androidDevice.androidVersionId', 'androidDevice.locale', 'androidDevice.orientation']],
    ['a version the model does not offer', { androidDevice: device('sabrina', '30') }, ['androidDevice.androidVersionId']],
    ['a version not in the catalog, unknown model', { androidDevice: device('toaster9000', '9') }, ['androidDevice.androidVersionId']],
    ['a locale not in the catalog', { androidDevice: { ...device(), locale: 'tlh_KX' } }, ['androidDevice.locale']],
    ['portrait on a TV', { androidDevice: device('sabrina', '31', 'portrait') }, ['androidDevice.orientation']],
    ['an orientation that does not exist', { androidDevice: device('shiba', '34', 'sideways') }, ['androidDevice.orientation']],
    ['both members of the union', { androidDevice: device(), ttl: '60s', expireTime: '2099-03-01T19:00:00Z' }, ['expiration']],
    ['a ttl with minutes', { androidDevice: device(), ttl: '15m' }, ['ttl']],
    ['a ttl with 10 fractional digits', { androidDevice: device(), ttl: '1.1234567891s' }, ['ttl']],
    ['a ttl as a number', { androidDevice: device(), ttl: 900 }, ['ttl']],
    ['a zero ttl', { androidDevice: device(), ttl: '0s' }, ['ttl']],
    ['a negative ttl', { androidDevice: device(), ttl: '-5s' }, ['ttl']],
    ['an expireTime with an offset', { androidDevice: device(), expireTime: '2099-03-01T20:00:00+01:00' }, ['expireTime']],
    ['an expireTime with 10 fractional digits', { androidDevice: device(), expireTime: '2099-03-01T20:00:00.0000000001Z' }, ['expireTime']],
    ['an expireTime in the past', { androidDevice: device(), expireTime: '2030-03-01T17:59:59Z' }, ['expireTime']],
    ['an unknown field', { androidDevice: { ...device(), colour: 'red' }, tll: '60s' }, ['tll', 'androidDevice.colour']],
  ];

  it.each(cases)('rejects %s with 400 INVALID_ARGUMENT naming the field', async (_label, body, fields) => {
    const l = lab();
    const error = await failure(l.client.create(PARENT, body as NewDeviceSession));
    expect(error.status).toBe(400);
    expect(error.statusText).toBe('INVALID_ARGUMENT');
    expect(violations(error).sort()).toEqual([...fields].sort());
    expect((await l.client.list(PARENT)).deviceSessions).toEqual([]);
  });

  it('accepts 9 fractional digits in ttl and expireTime', async () => {
    const l = lab();
    const a = await l.client.create(PARENT, { androidDevice: device(), ttl: '60.123456789s' });
    expect(parseDuration(a.ttl!)).toBeCloseTo(60.123456789, 9);
    const b = await l.client.create(PARENT, { androidDevice: device(), expireTime: '2099-03-01T19:00:00.123456789Z' });
    expect(b.expireTime).toBe('2099-03-01T19:00:00.123456789Z');
  });

  it('ignores output-only fields and a client-chosen name on create', async () => {
    const l = lab();
    const now = l.clock.now();
    const s = await l.client.create(PARENT, {
      androidDevice: device(),
      state: 'ACTIVE',
      createTime: '2000-01-01T00:00:00Z',
      displayName: 'mine',
      stateHistories: [],
      name: `${PARENT}/deviceSessions/chosen`,
    } as unknown as NewDeviceSession);
    expect(s.state).toBe('REQUESTED');
    expect(s.createTime).toBe(formatTimestamp(now));
    expect(s.displayName).not.toBe('mine');
    expect(s.name).not.toContain('chosen');
  });

  it('rejects a body that is not JSON', async () => {
    const l = lab();
    const res = await fetch(`${l.base}/testing/v1/projects/${PROJECT}/deviceSessions`, { method: 'POST', headers: { Authorization: `Bearer ${DEVELOPER}` }, body: '{"androidDevice":' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { status: string } }).error.status).toBe('INVALID_ARGUMENT');
  });
});

describe('update (PATCH with an update mask)', () => {
  const lab = sharedLab({ deviceInactivitySeconds: 86_400 });
  async function active(l: Lab, body: Partial<NewDeviceSession> = {}): Promise<DeviceSession> {
    const s = await l.client.create(PARENT, { androidDevice: device(), ttl: '600s', ...body } as NewDeviceSession);
    l.advance(10);
    return s;
  }

  it('extends the ttl (counted from activeStartTime) with updateMask=ttl', async () => {
    const l = lab();
    const s = await active(l);
    l.advance(500);
    const updated = await l.client.patch(s.name!, { ttl: '1200s' });
    expect(updated.ttl).toBe('1200s');
    l.advance(599);
    expect((await l.client.get(s.name!)).state).toBe('ACTIVE');
    l.advance(101);
    expect(timeline(await l.client.get(s.name!)).at(-1)).toEqual(['FINISHED', 1210]);
  });

  it("accepts the reference's :updateDeviceSession form and snake_case masks", async () => {
    const l = lab();
    const s = await active(l);
    const res = await fetch(`${l.base}/testing/v1/${s.name}:updateDeviceSession?update_mask=expire_time`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${DEVELOPER}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ expireTime: '2099-03-01T20:00:00Z' }),
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as DeviceSession;
    // The union switched member: expireTime replaces the ttl.
    expect(updated.expireTime).toBe('2099-03-01T20:00:00Z');
    expect(updated.ttl).toBeUndefined();
  });

  it.each([
    ['no mask', '', { ttl: '60s' }, 'updateMask'],
    ['an output-only field', 'state', { state: 'FINISHED' }, 'updateMask'],
    ['another output-only field', 'createTime', {}, 'updateMask'],
    ['the immutable device', 'androidDevice', { androidDevice: device('shiba', '34') }, 'updateMask'],
    ['an unknown path', 'ttl.seconds', { ttl: '60s' }, 'updateMask'],
    ['a wildcard', '*', { ttl: '60s' }, 'updateMask'],
    ['both union members', 'ttl,expireTime', { ttl: '60s' }, 'updateMask'],
    ['a masked field missing from the body', 'ttl', {}, 'ttl'],
    ['a bad duration', 'ttl', { ttl: '1h' }, 'ttl'],
    ['an expireTime in the past', 'expireTime', { expireTime: '2030-03-01T17:00:00Z' }, 'expireTime'],
    ['a ttl that would end the session in the past', 'ttl', { ttl: '5s' }, 'ttl'],
  ])('rejects %s with 400 INVALID_ARGUMENT', async (_label, mask, body, field) => {
    const l = lab();
    const s = await active(l);
    l.advance(30);
    const res = await fetch(`${l.base}/testing/v1/${s.name}${mask ? `?updateMask=${mask}` : ''}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${DEVELOPER}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    const error = (await res.json()) as { error: { status: string; details: { fieldViolations: { field: string }[] }[] } };
    expect(error.error.status).toBe('INVALID_ARGUMENT');
    expect(error.error.details[0]!.fieldViolations.map((v) => v.field)).toContain(field);
    expect((await l.client.get(s.name!)).ttl).toBe('600s');
  });

  it('refuses to update a final session', async () => {
    const l = lab();
    const s = await active(l);
    await l.client.cancel(s.name!);
    const error = await failure(l.client.patch(s.name!, { ttl: '3600s' }));
    expect(error.statusText).toBe('FAILED_PRECONDITION');
  });
});

describe('get and list', () => {
  const lab = sharedLab();
  it('lists only the caller\'s sessions of the project, newest first, page by page', async () => {
    const l = lab();
    l.emulator.ctx.auth.addStaticToken('grace-developer-token', 'acct-grace', ['https://scopes.tenfoot.emulator/auth/cloud-platform']);
    const grace = l.clientFor('grace-developer-token');
    const mine: string[] = [];
    for (let i = 0; i < 5; i++) {
      mine.unshift((await l.client.create(PARENT, { androidDevice: device('tv_1080p', '34') })).name!);
      l.advance(1);
    }
    const hers = await grace.create(PARENT, { androidDevice: device() });
    await l.client.create(parentOf('tenfoot-other'), { androidDevice: device() });

    const first = await l.client.list(PARENT, { pageSize: 2 });
    expect(first.deviceSessions!.map((s) => s.name)).toEqual(mine.slice(0, 2));
    expect(first.nextPageToken).toBeTruthy();
    const second = await l.client.list(PARENT, { pageSize: 2, pageToken: first.nextPageToken });
    expect(second.deviceSessions!.map((s) => s.name)).toEqual(mine.slice(2, 4));
    const third = await l.client.list(PARENT, { pageSize: 2, pageToken: second.nextPageToken });
    expect(third.deviceSessions!.map((s) => s.name)).toEqual(mine.slice(4));
    expect(third.nextPageToken).toBeUndefined();
    expect((await l.client.listAll(PARENT, { pageSize: 2 })).map((s) => s.name)).toEqual(mine);

    expect((await grace.listAll(PARENT)).map((s) => s.name)).toEqual([hers.name]);
    expect((await failure(grace.get(mine[0]!))).status).toBe(404);
    expect((await failure(grace.cancel(mine[0]!))).status).toBe(404);
  });

  it('filters on session_state with =, != and OR / AND', async () => {
    const l = lab();
    const cancelled = await l.client.create(PARENT, { androidDevice: device('tv_1080p', '34') });
    await l.client.cancel(cancelled.name!);
    const active = await l.client.create(PARENT, { androidDevice: device('tv_1080p', '34') });
    l.advance(10);
    const requested = await l.client.create(PARENT, { androidDevice: device('tv_1080p', '34') });
    const names = async (filter: string) => (await l.client.listAll(PARENT, { filter })).map((s) => s.name);
    expect(await names('session_state=ACTIVE')).toEqual([active.name]);
    expect(await names('session_state = "FINISHED"')).toEqual([cancelled.name]);
    expect(await names('session_state=ACTIVE OR session_state=REQUESTED')).toEqual([requested.name, active.name]);
    expect(await names('session_state!=FINISHED AND session_state!=REQUESTED')).toEqual([active.name]);
  });

  it.each([
    ['filter', { filter: 'model=sabrina' }, 'Only session_state'],
    ['filter', { filter: 'session_state=SLEEPING' }, 'not a session state'],
    ['filter', { filter: 'session_state=ACTIVE OR session_state=PENDING AND session_state=ERROR' }, 'not both'],
    ['pageSize', { pageSize: -1 }, 'non-negative'],
    ['pageToken', { pageToken: 'garbage' }, 'not a token'],
  ])('rejects a bad %s', async (field, params, message) => {
    const l = lab();
    const error = await failure(l.client.list(PARENT, params));
    expect(error.status).toBe(400);
    expect(violations(error)).toEqual([field]);
    expect(error.message).toContain(message);
  });

  it('refuses a page token made for another filter', async () => {
    const l = lab();
    for (let i = 0; i < 3; i++) await l.client.create(PARENT, { androidDevice: device('tv_1080p', '34') });
    const page = await l.client.list(PARENT, { pageSize: 1, filter: 'session_state=REQUESTED' });
    const error = await failure(l.client.list(PARENT, { pageSize: 1, pageToken: page.nextPageToken, filter: 'session_state=ACTIVE' }));
    expect(violations(error)).toEqual(['pageToken']);
  });

  it('answers 404 for a session that does not exist and for a GET on a custom verb', async () => {
    const l = lab();
    const error = await failure(l.client.get(`${PARENT}/deviceSessions/nope`));
    expect(error.status).toBe(404);
    expect(error.statusText).toBe('NOT_FOUND');
    const res = await fetch(`${l.base}/testing/v1/projects/${PROJECT}/deviceSessions/abc:cancel`, { headers: { Authorization: `Bearer ${DEVELOPER}` } });
    expect(res.status).toBe(404);
  });

  it('serves the device catalog with TV and phone models', async () => {
    const l = lab();
    const catalog = await l.client.getAndroidCatalog(PROJECT);
    const models = catalog.androidDeviceCatalog!.models!;
    expect(models.filter((m) => m.tags?.includes('tv')).map((m) => m.id)).toContain('sabrina');
    expect(models.filter((m) => m.formFactor === 'PHONE').map((m) => m.id)).toContain('shiba');
    expect(catalog.androidDeviceCatalog!.runtimeConfiguration!.orientations!.map((o) => o.id)).toEqual(['portrait', 'landscape']);
  });
});

describe('authentication: a Bearer token with the cloud-platform scope', () => {
  const lab = sharedLab();
  it('answers 401 UNAUTHENTICATED without a token or with an unknown one', async () => {
    const l = lab();
    for (const token of [undefined, 'not-a-token']) {
      const error = await failure(l.clientFor(token).list(PARENT));
      expect(error.status).toBe(401);
      expect(error.statusText).toBe('UNAUTHENTICATED');
    }
    const res = await fetch(`${l.base}/testing/v1/projects/${PROJECT}/deviceSessions`);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });

  it('answers 403 PERMISSION_DENIED to a token without the scope, such as the TV app\'s video tokens', async () => {
    const l = lab();
    l.emulator.ctx.auth.addStaticToken('tv-app-token', 'acct-ada', ['https://scopes.tenfoot.emulator/auth/video', 'https://scopes.tenfoot.emulator/auth/video.readonly']);
    for (const token of ['emulator-wrong-scope-token', 'tv-app-token', 'emulator-compute-token']) {
      const error = await failure(l.clientFor(token).create(PARENT, { androidDevice: device() }));
      expect(error.status).toBe(403);
      expect(error.statusText).toBe('PERMISSION_DENIED');
      expect(error.message).toContain('insufficient authentication scopes');
    }
    expect((await l.client.list(PARENT)).deviceSessions).toEqual([]);
  });
});
