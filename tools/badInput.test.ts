import { readFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/server.ts';
import type { Autoscaler } from './api/autoscalers.ts';
import type { DeviceSession } from './api/deviceSessions.ts';
import { runAutoscaler } from './autoscaler/main.ts';
import { runDevice } from './device/main.ts';
import { fakeIo, type FakeIo } from './testing/fakeIo.ts';
import { startEmulator, toolEnv } from './testing/emulatorForTools.ts';

/**
 * Both tools given what people really type and what services really do: empty values, values out
 * of range, a service that never answers or answers nothing, Ctrl-C at the wrong moment. Each gets
 * a clear message and the right exit code, and nothing is reserved or changed unseen.
 */

let emulator: Emulator;
let base: string;
let project = 0;

beforeAll(async () => {
  ({ emulator, base } = await startEmulator());
});

afterAll(async () => {
  await emulator.close();
});

interface Run {
  env?: Record<string, string>;
  fetch?: typeof fetch;
  files?: Record<string, string>;
  setup?: (io: FakeIo) => void;
}

async function run(tool: typeof runDevice, args: string[], options: Run = {}) {
  const io = fakeIo(toolEnv(base, { TENFOOT_PROJECT: `bad-${++project}`, TENFOOT_ZONE: 'europe-west1-b', ...options.env }), options);
  options.setup?.(io);
  const code = await tool(args, io);
  return { code, io, out: io.output, err: io.errors, project: `bad-${project}` };
}

const device = (args: string[], options?: Run) => run(runDevice, args, options);
const autoscaler = (args: string[], options?: Run) => run(runAutoscaler, args, options);

const sessionsMade = (p: string) => emulator.ctx.stats.requests.get(`POST /testing/v1/projects/${p}/deviceSessions`) ?? 0;

/** A fetch that answers through the emulator, except what `answer` takes over (returning a Response). */
function through(answer: (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined): typeof fetch {
  return async (input, init) => (await answer(String(input), init)) ?? fetch(input, init);
}

describe('device: empty and out-of-range values are refused, nothing is sent', () => {
  it.each([
    [['--ttl', ''], '--ttl: empty duration'],
    [['--expire-time', ''], '--expire-time must be an RFC 3339 time'],
    [['--ttl', '100000000h'], '--ttl: a session cannot last that long'],
    [['--project', 'no such/../x'], 'is not a project id'],
    [['--project', ''], '--project is empty'],
  ])('create %j', async (extra, message) => {
    const { code, err, project: p } = await device(['create', '--model', 'sabrina', '--version', '31', ...extra]);
    expect(err).toContain(message);
    expect(code).toBe(2);
    expect(sessionsMade(p)).toBe(0);
    expect(sessionsMade('x')).toBe(0);
  });

  it('a project pasted as its resource name is taken as its id', async () => {
    const { code, out } = await device(['create', '--model', 'sabrina', '--version', '31', '--project', 'projects/pasted-1', '--json']);
    expect(code).toBe(0);
    expect((JSON.parse(out) as DeviceSession).name).toMatch(/^projects\/pasted-1\/deviceSessions\//);
  });

  it('extend --add past the longest duration is the user\'s mistake (2), not the tool\'s', async () => {
    const made = await device(['create', '--model', 'sabrina', '--version', '31', '--json']);
    const name = (JSON.parse(made.out) as DeviceSession).name!;
    const { code, err } = await device(['extend', name, '--add', '100000000h']);
    expect(code).toBe(2);
    expect(err).toContain('--add: a session cannot last that long');
    expect(err).not.toContain('..');
  });

  it.each([
    [{ TENFOOT_POLL_INTERVAL: '30d' }, 'TENFOOT_POLL_INTERVAL must be between 10ms and 10m'],
    [{ TENFOOT_POLL_INTERVAL: '1ms' }, 'TENFOOT_POLL_INTERVAL must be between 10ms and 10m'],
    [{ TENFOOT_POLL_INTERVAL: '100ms', TENFOOT_DEVICE_SESSIONS_URL: 'https://testing.googleapis.com', TENFOOT_TOKEN: 't' }, 'between 500ms and 10m against the real services'],
    [{ TENFOOT_DEVICE_SESSIONS_URL: 'http://ada:s3cret@127.0.0.1:1/testing' }, 'must not hold a user name or password'],
    [{ TENFOOT_DEVICE_SESSIONS_URL: 'http://127.0.0.1:1/testing?x=1' }, 'no ?query or #fragment'],
    [{ TENFOOT_TOKEN: 'abc\ndef' }, 'TENFOOT_TOKEN gave a token with a space, line break or non-ASCII character'],
    [{ TENFOOT_TOKEN: 'tök€n' }, 'TENFOOT_TOKEN gave a token with a space, line break or non-ASCII character'],
    [{ TENFOOT_TOKEN_COMMAND: 'printf "a\\nb"' }, 'TENFOOT_TOKEN_COMMAND gave a token with a space, line break'],
    [{ TENFOOT_TOKEN_COMMAND: 'true' }, 'TENFOOT_TOKEN_COMMAND gave an empty token'],
    [{ TENFOOT_REQUEST_TIMEOUT: '30d' }, 'TENFOOT_REQUEST_TIMEOUT must be between 100ms and 10m'],
    [{ TENFOOT_REQUEST_TIMEOUT: 'soon' }, 'TENFOOT_REQUEST_TIMEOUT: "soon" is not a duration'],
  ])('settings %j', async (env, message) => {
    // watch polls, so the poll interval is checked too (a command that never polls is not).
    const { code, err, out } = await device(['watch', 'projects/p/deviceSessions/s'], { env });
    expect(err).toContain(message);
    expect(code).toBe(2);
    expect(`${out}${err}`).not.toContain('s3cret');
  });
});

describe('device: services that misbehave', () => {
  let hung: Server;
  let hungUrl: string;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // Takes every connection and never answers.
    hung = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const address = hung.address() as { port: number };
    hungUrl = `http://127.0.0.1:${address.port}/testing`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hung.close(resolve));
  });

  it('a poll interval a command does not use does not refuse it', async () => {
    const { code } = await device(['list'], { env: { TENFOOT_POLL_INTERVAL: '30d' } });
    expect(code).toBe(0);
  });

  it('a change sent to a service that never answers may have been made: said so, with where to look', async () => {
    const { code, err } = await device(['create', '--model', 'sabrina', '--version', '31'], { env: { TENFOOT_DEVICE_SESSIONS_URL: hungUrl, TENFOOT_REQUEST_TIMEOUT: '200ms' } });
    expect(code).toBe(1);
    expect(err).toContain('did not answer within 0.2 s');
    expect(err).toContain('The POST may have been carried out all the same: check with "list" or "get" before sending it again.');
  });

  it('a service that takes the connection and never answers is given up on, and said so', async () => {
    const started = Date.now();
    const { code, err } = await device(['list'], { env: { TENFOOT_DEVICE_SESSIONS_URL: hungUrl, TENFOOT_REQUEST_TIMEOUT: '200ms' } });
    expect(code).toBe(1);
    expect(err).toContain(`The device sessions service at ${hungUrl} took the connection but did not answer within 0.2 s.`);
    expect(err).toContain('TENFOOT_REQUEST_TIMEOUT');
    expect(err).not.toContain('Is the emulator running');
    // Three tries of 0.2 s and their backoff, not the system's own minutes.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it.each([[''], ['null']])('an answer of %j is named as not the service expected', async (body) => {
    const { code, err } = await device(['list'], { fetch: through((url) => (url.includes('/deviceSessions') ? new Response(body, { status: 200 }) : undefined)) });
    expect(code).toBe(1);
    expect(err).toContain('answered 200 with something other than JSON: is TENFOOT_DEVICE_SESSIONS_URL the service\'s root?');
    expect(err).not.toContain('Cannot read properties');
  });

  it('create --wait rides out a service answering 500 for a while, and ends ACTIVE', async () => {
    let failing = 0;
    const flaky = through((url, init) => {
      // The first polls after the session is made answer 500, each of the core's tries.
      if (init?.method === 'GET' && /deviceSessions\/\w+$/.test(url) && failing++ < 6) return new Response('{"error":{"code":500,"message":"internal","status":"INTERNAL"}}', { status: 500 });
      return undefined;
    });
    // A virtual model: the lab's two sabrina devices may be taken by this file's other sessions.
    const { code, out, err } = await device(['create', '--model', 'tv_1080p', '--version', '34', '--wait'], { fetch: flaky });
    expect(err).toMatch(/The service answered 500; still waiting for projects\/bad-\d+\/deviceSessions\/\w+, asking again/);
    expect(err).toContain('The service answers again');
    expect(out).toMatch(/ACTIVE: projects\/.* accepts connections/);
    expect(code).toBe(0);
  });

  it('create --wait that fails after the session is made names the session and how to release it', async () => {
    const refusing = through((url, init) => (init?.method === 'GET' && /deviceSessions\/\w+$/.test(url) ? new Response('{"error":{"code":403,"message":"no","status":"PERMISSION_DENIED"}}', { status: 403 }) : undefined));
    const { code, err } = await device(['create', '--model', 'sabrina', '--version', '31', '--wait'], { fetch: refusing });
    expect(code).toBe(1);
    expect(err).toContain('403 PERMISSION_DENIED');
    expect(err).toMatch(/projects\/bad-\d+\/deviceSessions\/\w+ is still reserved: follow it with "npm run device -- watch projects\/.*", or release it with "npm run device -- cancel projects\//);
  });

  it('Ctrl-C while a plain create is out says the session may have been made', async () => {
    let io: FakeIo | undefined;
    const stalled: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
        setTimeout(() => io!.interrupt(), 20);
      });
    const { code, err } = await device(['create', '--model', 'sabrina', '--version', '31'], { fetch: stalled, setup: (i) => (io = i) });
    expect(code).toBe(130);
    expect(err).toContain('Interrupted before the service answered: the session may have been created. Check "npm run device -- list"');
    // With --json, the same said as the one JSON document a script reads.
    const json = await device(['create', '--model', 'sabrina', '--version', '31', '--json'], { fetch: stalled, setup: (i) => (io = i) });
    expect(json.code).toBe(130);
    expect((JSON.parse(json.out) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'interrupted', message: expect.stringContaining('may have been created') });
  });

  it('Ctrl-C whose cancel fails ends with 1, not "after cleaning up" 130', async () => {
    const noCancel = through((url) => (url.endsWith(':cancel') ? new Response('{"error":{"code":500,"message":"down","status":"INTERNAL"}}', { status: 500 }) : undefined));
    const { code, err } = await device(['create', '--model', 'boreal', '--version', '31', '--wait'], {
      fetch: noCancel,
      setup: (io) => {
        io.onOut = (line) => {
          if (line.startsWith('Waiting for the device')) io.interrupt();
        };
      },
    });
    expect(err).toContain('Cancel it yourself: npm run device -- cancel projects/');
    expect(code).toBe(1);
  });
});

describe('device: help', () => {
  it('help COMMAND is that command\'s help; no command at all is a usage error on stderr', async () => {
    const help = await device(['help', 'create']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: npm run device -- create --model ID --version ID');
    const bare = await device([]);
    expect(bare.code).toBe(2);
    expect(bare.out).toBe('');
    expect(bare.err).toContain('Usage: npm run device -- <command>');
  });
});

describe('autoscaler: values read as written', () => {
  const dryRun = async (args: string[], options?: Run) => {
    const result = await autoscaler(['create', ...args, '--dry-run', '--json'], options);
    return { ...result, sent: result.code === 0 ? (JSON.parse(result.out) as { autoscaler: Autoscaler }).autoscaler : undefined };
  };
  const schedule = (disabled: string) => ['--name', 'web', '--target', 'tenfoot-web', '--max', '5', '--schedule', `name=evening;cron=0 18 * * *;min=6;duration=5h;disabled=${disabled}`];

  it.each([['no', false], ['false', false], ['off', false], ['0', false], ['FALSE', false], ['yes', true], ['True', true]])('a schedule\'s disabled=%s is %s', async (word, disabled) => {
    const { code, sent } = await dryRun(schedule(word));
    expect(code).toBe(0);
    expect(sent!.autoscalingPolicy!.scalingSchedules!.evening!.disabled).toBe(disabled);
  });

  it('a schedule\'s disabled=maybe is refused', async () => {
    const { code, err } = await autoscaler(['create', ...schedule('maybe'), '--dry-run']);
    expect(code).toBe(2);
    expect(err).toContain('disabled must be true or false (or yes/no); got "maybe"');
  });

  it('every unreadable flag is listed at once', async () => {
    const { code, err } = await autoscaler(['create', '--name', 'web1', '--target', 'tenfoot-web', '--max', 'abc', '--cpu', 'abc', '--min', 'x', '--cool-down', 'soon']);
    expect(code).toBe(2);
    expect(err).toContain('4 flag values cannot be used; nothing was sent.');
    for (const flag of ['--min', '--max', '--cpu', '--cool-down']) expect(err).toContain(`  ${flag}: `);
  });

  it('zero is zero however it is written', async () => {
    for (const zero of ['0', '0s', '0m']) {
      const { code, sent } = await dryRun(['--name', 'web', '--target', 'tenfoot-web', '--max', '5', '--cool-down', zero]);
      expect(code).toBe(0);
      expect(sent!.autoscalingPolicy!.coolDownPeriodSec).toBe(0);
    }
    const lead = await dryRun(['--template', 'prime-time', '--time-zone', 'Europe/Paris', '--lead', '0m']);
    expect(lead.code).toBe(0);
    expect(lead.sent!.autoscalingPolicy!.scalingSchedules!['evening-peak']!.schedule).toBe('0 18 * * *');
  });

  it("the template's times and the other flags are refused together, each named by its flag", async () => {
    const { code, err } = await autoscaler(['create', '--template', 'prime-time', '--time-zone', 'UTC', '--peak-start', '7pm', '--peak-end', '25:00', '--max', 'many']);
    expect(code).toBe(2);
    expect(err).toContain('3 flag values cannot be used; nothing was sent.');
    expect(err).toContain('  --peak-start: must be a time of day HH:MM such as 18:00; got "7pm"');
    expect(err).toContain('  --peak-end: must be a time of day HH:MM such as 18:00; got "25:00"');
    expect(err).toContain('  --max: ');
    const same = await autoscaler(['create', '--template', 'prime-time', '--time-zone', 'UTC', '--peak-start', '20:00', '--peak-end', '20:00']);
    expect(same.code).toBe(2);
    expect(same.err).toContain('  --peak-end: must differ from --peak-start');
    const long = await autoscaler(['create', '--template', 'prime-time', '--time-zone', 'UTC', '--peak-start', '18:00', '--peak-end', '17:00', '--lead', '2h']);
    expect(long.code).toBe(2);
    expect(long.err).toContain('  --lead: must be between 0 and 59 minutes');
  });

  it('a template flag that cannot be read is named, not a default it fell back to', async () => {
    const { code, err } = await autoscaler(['create', '--template', 'prime-time', '--time-zone', 'UTC', '--lead', 'abc', '--days', 'MON-FRI', '--peak-start', '00:05']);
    expect(code).toBe(2);
    expect(err).toContain('--lead: ');
    expect(err).not.toContain('before midnight');
  });

  it('a --file saved with a byte-order mark is read', async () => {
    const file = JSON.stringify({ name: 'from-file', target: 'projects/bom/zones/europe-west1-b/instanceGroupManagers/tenfoot-web', autoscalingPolicy: { maxNumReplicas: 4 } });
    const { code, sent } = await dryRun(['--file', 'bom.json', '--project', 'bom'], { files: { 'bom.json': `\uFEFF${file}` } });
    expect(code).toBe(0);
    expect(sent!.name).toBe('from-file');
  });

  it('a request id first used for another autoscaler is said so (2), not reported as not found', async () => {
    const requestId = 'b0ffee00-1234-4abc-8def-0123456789ab';
    const common = ['--project', 'tenfoot-dev', '--zone', 'europe-west1-c', '--target', 'tenfoot-web', '--max', '4', '--request-id', requestId];
    const first = await autoscaler(['create', '--name', 'first-of-id', ...common]);
    expect(first.code).toBe(0);
    const second = await autoscaler(['create', '--name', 'second-of-id', ...common]);
    expect(second.err).toContain(`Request id ${requestId} was first used to create first-of-id`);
    expect(second.err).toContain('second-of-id was not created');
    expect(second.err).not.toContain('not found');
    expect(second.code).toBe(2);
    // Found from the insert's first answer: --no-wait does not report the other one's operation as this one's.
    const noWait = await autoscaler(['create', '--name', 'third-of-id', ...common, '--no-wait']);
    expect(noWait.err).toContain(`Request id ${requestId} was first used to create first-of-id`);
    expect(noWait.code).toBe(2);
  });

  it('Ctrl-C while the insert is out says how to resume it, and with --json says it as JSON', async () => {
    let io: FakeIo | undefined;
    const stalled: typeof fetch = (input, init) =>
      init?.method === 'POST'
        ? new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
            setTimeout(() => io!.interrupt(), 20);
          })
        : fetch(input, init);
    const args = ['create', '--name', 'cut-short', '--target', 'tenfoot-web', '--max', '4', '--request-id', 'a0ffee00-1234-4abc-8def-0123456789ab'];
    const plain = await autoscaler(args, { fetch: stalled, setup: (i) => (io = i) });
    expect(plain.code).toBe(130);
    expect(plain.err).toContain('Interrupted before the service answered: it may be creating cut-short. Re-run with --request-id a0ffee00-1234-4abc-8def-0123456789ab');
    const json = await autoscaler([...args, '--json'], { fetch: stalled, setup: (i) => (io = i) });
    expect(json.code).toBe(130);
    expect((JSON.parse(json.out) as { error: { code: string } }).error.code).toBe('interrupted');
  });

  /** A fetch that holds each GET matching `held` until it is aborted, pressing Ctrl-C as it holds one. */
  const ctrlCAt = (held: RegExp, io: () => FakeIo): typeof fetch => (input, init) =>
    (init?.method ?? 'GET') === 'GET' && held.test(String(input))
      ? new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
          setTimeout(() => io().interrupt(), 20);
        })
      : fetch(input, init);

  // Each run on a group of its own: the emulator, as the service, lets a group have one autoscaler.
  it.each([
    ['while its operation runs', /\/operations\//, ['us-central1-a/tenfoot-web', 'europe-west1-b/tenfoot-canary'], 'Interrupted: the service goes on with ', 'Follow it with: npm run autoscaler -- operation '],
    ['once its operation is done, while the autoscaler reads its configuration', /\/autoscalers\/cut-/, ['europe-west1-b/tenfoot-web', 'europe-west1-b/tenfoot-worker'], 'is created and reading its configuration', 'See it with: npm run autoscaler -- get cut-'],
  ])('Ctrl-C %s says what is left and how to see it, as JSON with --json', async (_when, held, groups, said, next) => {
    let io: FakeIo | undefined;
    const args = (group: string, extra: string[] = []) => {
      const [zone, target] = group.split('/') as [string, string];
      return ['create', '--name', `cut-${project + 1}`, '--project', 'tenfoot-dev', '--zone', zone, '--target', target, '--max', '4', ...extra];
    };
    const plain = await autoscaler(args(groups[0]!), { fetch: ctrlCAt(held, () => io!), setup: (i) => (io = i) });
    expect(plain.code, plain.err).toBe(130);
    expect(plain.err).toContain(said);
    expect(plain.err).toContain(next);
    const json = await autoscaler(args(groups[1]!, ['--json']), { fetch: ctrlCAt(held, () => io!), setup: (i) => (io = i) });
    expect(json.code, json.out + json.err).toBe(130);
    const answer = JSON.parse(json.out) as { error: { code: string; message: string }; operation?: { name?: string } };
    expect(answer.error.code).toBe('interrupted');
    expect(answer.error.message).toContain(said);
    // The operation the service answered the insert with, so a script can follow it.
    expect(answer.operation?.name).toMatch(/./);
  });
});

describe('names that a URL would fold into another resource', () => {
  const requests = () => [...emulator.ctx.stats.requests.values()].reduce((sum, n) => sum + n, 0);

  it.each([
    [['get', '.'], 'is not a session name'],
    [['get', '..'], 'is not a session name'],
    [['watch', '.'], 'is not a session name'],
    [['extend', '..', '--ttl', '1h'], 'is not a session name'],
    [['get', 'projects/../deviceSessions/x'], 'is not a project in a session name'],
    [['get', 'projects/p/deviceSessions/..'], 'is not a session id in a session name'],
  ])('device %j is refused (2) and nothing is sent: `get .` printed the list of sessions as one, `watch .` polled it for ever', async (args, message) => {
    const before = requests();
    const { code, err } = await device(args);
    expect(err).toContain(message);
    expect(code).toBe(2);
    expect(requests()).toBe(before);
  });

  it.each([
    [['get', '.'], 'is not an autoscaler name'],
    [['get', '..'], 'is not an autoscaler name'],
    [['operation', '..'], 'is not an operation name'],
    [['operation', '.', '--wait'], 'is not an operation name'],
  ])('autoscaler %j is refused (2) and nothing is sent', async (args, message) => {
    const before = requests();
    const { code, err } = await autoscaler(args);
    expect(err).toContain(message);
    expect(code).toBe(2);
    expect(requests()).toBe(before);
  });
});

describe('a request id first used in another zone', () => {
  it('is said so (2), with where it was used, not reported as done then not found', async () => {
    const requestId = 'c0ffee00-1234-4abc-8def-0123456789ab';
    const common = ['--name', 'zoned-once', '--project', 'tenfoot-prod', '--target', 'tenfoot-web', '--max', '8', '--request-id', requestId];
    const first = await autoscaler(['create', ...common, '--zone', 'europe-west1-c']);
    expect(first.code, first.err).toBe(0);
    for (const extra of [[], ['--no-wait']]) {
      const again = await autoscaler(['create', ...common, '--zone', 'us-east1-b', ...extra]);
      expect(again.err).toContain(`Request id ${requestId} was first used to create zoned-once in project tenfoot-prod, zone europe-west1-c`);
      expect(again.err).toContain('zoned-once was not created in us-east1-b');
      expect(again.err).not.toContain('not found');
      expect(again.code).toBe(2);
    }
  });
});

describe('a connection that breaks', () => {
  /** Node's fetch failing as it does: a TypeError whose cause has the socket's code. */
  const failing = (code: string, method: string): typeof fetch => through((_url, init) => {
    if ((init?.method ?? 'GET') === method) throw new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });
    return undefined;
  });

  it('after a change was sent says it may have been made and how to check, not "is the emulator running?"', async () => {
    const { code, err } = await device(['create', '--model', 'sabrina', '--version', '31'], { fetch: failing('ECONNRESET', 'POST') });
    expect(err).toContain('broke before it answered');
    expect(err).toContain('The POST may have been carried out all the same: check with "list" or "get" before sending it again.');
    expect(err).not.toContain('Is the emulator running');
    expect(code).toBe(1);
    const compute = await autoscaler(['create', '--name', 'cut-conn', '--project', 'tenfoot-dev', '--zone', 'europe-west1-b', '--target', 'tenfoot-web', '--max', '3'], { fetch: failing('ECONNRESET', 'POST') });
    expect(compute.err).toContain('The POST may have been carried out all the same: check with "get" before sending it again.');
    expect(compute.err).not.toContain('"list"');
    expect(compute.code).toBe(1);
  });

  it('refused before anything was sent is still "could not reach" (nothing was made)', async () => {
    const { code, err } = await device(['create', '--model', 'sabrina', '--version', '31'], { fetch: failing('ECONNREFUSED', 'POST') });
    expect(err).toContain('Could not reach the device sessions service');
    expect(err).not.toContain('may have been carried out');
    expect(code).toBe(1);
  });
});

describe('autoscaler operation --wait', () => {
  it('Ctrl-C stops the following, says the operation goes on and how to follow it again, as JSON with --json', async () => {
    let io: FakeIo | undefined;
    // An operation still running: an insert whose answer is kept, then followed by name.
    const op = await autoscaler(['create', '--name', 'followed', '--project', 'tenfoot-dev', '--zone', 'us-central1-a', '--target', 'tenfoot-web', '--max', '3', '--no-wait', '--json']);
    expect(op.code, op.err).toBe(0);
    const name = (JSON.parse(op.out) as { operation: { name: string } }).operation.name;
    const held: typeof fetch = (input, init) =>
      /\/operations\//.test(String(input))
        ? new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
            setTimeout(() => io!.interrupt(), 20);
          })
        : fetch(input, init);
    const args = ['operation', name, '--project', 'tenfoot-dev', '--zone', 'us-central1-a', '--wait'];
    const plain = await autoscaler(args, { fetch: held, setup: (i) => (io = i) });
    expect(plain.code).toBe(130);
    expect(plain.err).toContain(`Stopped following ${name}: the service goes on with it.`);
    const json = await autoscaler([...args, '--json'], { fetch: held, setup: (i) => (io = i) });
    expect(json.code).toBe(130);
    expect((JSON.parse(json.out) as { error: { code: string } }).error.code).toBe('interrupted');
  });
});

describe('numbers past what the service takes, and negative ones, are named by their rule', () => {
  const compute = () => [...emulator.ctx.stats.requests.entries()].filter(([k]) => k.includes('/compute/')).reduce((sum, [, n]) => sum + n, 0);

  it.each([
    [['--max', '99999999999'], '  --max: 99999999999 is too large: the largest value the service accepts is 2147483647.'],
    [['--max', '5', '--cool-down', '99999999999'], '  --cool-down: 99999999999 is too large: the largest value the service accepts is 2147483647.'],
    [['--max', '5', '--schedule', 'name=big;cron=0 18 * * *;min=99999999999;duration=1h'], '--schedule: min 99999999999 is too large: the largest value the service accepts is 2147483647.'],
  ])('create %j is refused (2) as too large, with the largest accepted value, and nothing is sent', async (extra, message) => {
    const before = compute();
    const { code, err } = await autoscaler(['create', '--name', 'big', '--target', 'tenfoot-web', ...extra]);
    expect(err).toContain(message);
    expect(err).not.toContain('must be a whole number');
    expect(code).toBe(2);
    expect(compute()).toBe(before);
  });

  it('a --file with a number past int32 is said to be too large', async () => {
    const file = JSON.stringify({ name: 'big-file', target: 'tenfoot-web', autoscalingPolicy: { maxNumReplicas: 99999999999 } });
    const { code, err } = await autoscaler(['create', '--file', 'big.json'], { files: { 'big.json': file } });
    expect(err).toContain('autoscalingPolicy.maxNumReplicas: is too large: the largest value the service accepts is 2147483647; got 99999999999');
    expect(code).toBe(2);
  });

  it.each([
    [['--max', '5', '--min', '-3'], '  --min: must be 0 or more; got "-3".'],
    [['--max', '-3'], '  --max: must be 0 or more; got "-3".'],
    [['--max', '5', '--scale-in-fixed', '-1'], '  --scale-in-fixed: must be 1 or more; got "-1".'],
    [['--max', '5', '--scale-in-percent', '-10'], '  --scale-in-percent: must be 0 or more; got "-10".'],
    [['--max', '5', '--cpu', '-0.5'], '  --cpu: must be more than 0, e.g. 0.6 or 60%; got "-0.5".'],
    [['--max', '5', '--cool-down', '-5'], '  --cool-down: "-5" is negative: a duration must be 0 or more'],
  ])('create %j: the flag\'s own rule, not parseArgs\' "ambiguous argument", and nothing is sent', async (extra, message) => {
    const before = compute();
    const { code, err } = await autoscaler(['create', '--name', 'negative', '--target', 'tenfoot-web', ...extra]);
    expect(err).toContain(message);
    expect(err).not.toContain('ambiguous');
    expect(code).toBe(2);
    expect(compute()).toBe(before);
  });

  it('device create --ttl -5m says a duration must be longer than zero', async () => {
    const { code, err, project: p } = await device(['create', '--model', 'sabrina', '--version', '31', '--ttl', '-5m']);
    expect(err).toContain('--ttl: "-5m" is negative: a duration must be longer than zero');
    expect(err).not.toContain('ambiguous');
    expect(code).toBe(2);
    expect(sessionsMade(p)).toBe(0);
  });
});

describe('autoscaler: two --schedule flags of one name', () => {
  it('are refused (2), naming the name, and nothing is sent: the second had silently replaced the first', async () => {
    const { code, err, project: p } = await autoscaler([
      'create', '--name', 'twice', '--target', 'tenfoot-web', '--max', '5',
      '--schedule', 'name=evening;cron=0 18 * * *;min=6;duration=5h',
      '--schedule', 'name=evening;cron=0 19 * * *;min=2;duration=1h',
    ]);
    expect(err).toContain('  --schedule: the name "evening" is given to more than one schedule; give each schedule its own name, or drop the extra one.');
    expect(code).toBe(2);
    expect(emulator.ctx.stats.requests.get(`POST /compute/v1/projects/${p}/zones/europe-west1-b/autoscalers`) ?? 0).toBe(0);
  });

  it('of different names are both sent', async () => {
    const { code, out } = await autoscaler(['create', '--name', 'two', '--target', 'tenfoot-web', '--max', '5', '--schedule', 'name=a;cron=0 18 * * *;min=6;duration=5h', '--schedule', 'name=b;cron=0 7 * * *;min=2;duration=1h', '--dry-run', '--json']);
    expect(code).toBe(0);
    expect(Object.keys((JSON.parse(out) as { autoscaler: Autoscaler }).autoscaler.autoscalingPolicy!.scalingSchedules!)).toEqual(['a', 'b']);
  });
});

describe('autoscaler: a --file that cannot be read is said in words', () => {
  const withCode = (code: string) => (io: FakeIo) => {
    io.readFile = () => Promise.reject(Object.assign(new Error(`${code}: open`), { code }));
  };
  it.each([
    ['missing', {}, 'Could not read --file scaler.json: there is no such file (check the path'],
    ['a directory (the real file system)', { setup: (io: FakeIo) => (io.readFile = (path) => readFile(path, 'utf8')) }, `Could not read --file ${tmpdir()}: it is a directory; give the path of a file in it.`],
    ['not readable', { setup: withCode('EACCES') }, 'Could not read --file scaler.json: you are not allowed to read it (check its permissions).'],
  ])('%s', async (what, options, message) => {
    const path = what.startsWith('a directory') ? tmpdir() : 'scaler.json';
    const { code, err } = await autoscaler(['create', '--file', path], options);
    expect(err).toContain(message);
    expect(err).not.toMatch(/\bE[A-Z]{3,}\b/);
    expect(code).toBe(2);
  });
});

describe('TENFOOT_TOKEN_COMMAND that fails', () => {
  const requests = () => [...emulator.ctx.stats.requests.values()].reduce((sum, n) => sum + n, 0);

  it('shows the end of its stderr, never what it printed on stdout, and sends nothing', async () => {
    const command = "printf 'tok-3f9a8b7c6d5e\\n'; printf 'starting\\ntok-3f9a8b7c6d5e was refused\\nERROR: You do not currently have an active account selected.\\n' >&2; exit 3";
    const before = requests();
    const { code, err, out } = await device(['list'], { env: { TENFOOT_TOKEN_COMMAND: command } });
    expect(err).toContain('TENFOOT_TOKEN_COMMAND failed (exit 3); it said:');
    expect(err).toContain('    ERROR: You do not currently have an active account selected.');
    expect(err).toContain('    starting');
    expect(`${out}${err}`).not.toContain('tok-3f9a8b7c6d5e');
    expect(code).toBe(2);
    expect(requests()).toBe(before);
  });

  it('shows only the last few lines of a long stderr, each cut short', async () => {
    const command = `for i in $(seq 1 50); do echo "line $i" >&2; done; printf 'x %.0s' $(seq 1 150) >&2; echo >&2; exit 1`;
    const { code, err } = await device(['list'], { env: { TENFOOT_TOKEN_COMMAND: command } });
    expect(err).toContain('line 50');
    expect(err).not.toContain('line 45');
    expect(err).toContain(`${'x '.repeat(100)}…`);
    expect(err).not.toContain(`${'x '.repeat(100)}x`);
    expect(code).toBe(2);
  });

  it('hides a token it printed inside JSON, and anything token-shaped on stderr when stdout is empty', async () => {
    const token = 'ya29.a0AfB_byC3xYz-Example_Token_0123456789';
    const json = `printf '{"access_token":"${token}","expires_in":3599}\\n'; echo "got ${token} but no account" >&2; exit 1`;
    const fromJson = await device(['list'], { env: { TENFOOT_TOKEN_COMMAND: json } });
    expect(fromJson.err).toContain('got [hidden] but no account');
    expect(`${fromJson.out}${fromJson.err}`).not.toContain('ya29.');
    // A verbose tool's stderr, the command dying before stdout: the header, a JWT and a long key.
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhZGEifQ.c2lnbmF0dXJl';
    const longKey = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-';
    const verbose = `echo '> Authorization: Bearer sk-short1' >&2; echo 'id ${jwt}' >&2; echo 'key=${longKey}' >&2; echo 'see /usr/lib/tool/config.json' >&2; exit 2`;
    const { err } = await device(['list'], { env: { TENFOOT_TOKEN_COMMAND: verbose } });
    expect(err).toContain('> Authorization: Bearer [hidden]');
    expect(err).toContain('id [hidden]');
    expect(err).toContain('key=[hidden]');
    expect(err).toContain('see /usr/lib/tool/config.json'); // a path says where to look: kept
    expect(err).not.toMatch(/sk-short1|eyJhbGci|AbCdEfGh/);
  });
});

describe('device: a ttl too short to use', () => {
  it.each([[['create', '--model', 'sabrina', '--version', '31', '--ttl', '1ms']], [['create', '--model', 'sabrina', '--version', '31', '--ttl', '59s']], [['extend', 'projects/p/deviceSessions/s', '--ttl', '10s']]])('%j is refused (2), saying the minimum, and nothing is sent', async (args) => {
    const before = [...emulator.ctx.stats.requests.values()].reduce((sum, n) => sum + n, 0);
    const { code, err } = await device(args);
    expect(err).toMatch(/--ttl (1ms|59s|10s) is too short: a session needs at least 1m to be used; give e.g. --ttl 30m\./);
    expect(code).toBe(2);
    expect([...emulator.ctx.stats.requests.values()].reduce((sum, n) => sum + n, 0)).toBe(before);
  });

  it('a ttl of exactly 1m is taken', async () => {
    const { code } = await device(['create', '--model', 'tv_1080p', '--version', '34', '--ttl', '1m']);
    expect(code).toBe(0);
  });
});

describe('device watch where nothing listens', () => {
  it('says "Could not reach" within seconds, not after the 5-minute outage patience', async () => {
    // A port just freed: connections to it are refused.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const started = Date.now();
    // The default poll interval: the quick retries must not wait for it.
    const { code, err } = await device(['watch', 'projects/p/deviceSessions/s'], { env: { TENFOOT_DEVICE_SESSIONS_URL: `http://127.0.0.1:${port}/testing`, TENFOOT_POLL_INTERVAL: '2s' } });
    expect(err).toContain(`Could not reach the device sessions service at http://127.0.0.1:${port}/testing.`);
    expect(err).not.toContain('asking again (for up to 5m)');
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
