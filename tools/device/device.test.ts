import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/server.ts';
import type { DeviceSession } from '../api/deviceSessions.ts';
import { fakeIo } from '../testing/fakeIo.ts';
import { startEmulator, toolEnv } from '../testing/emulatorForTools.ts';
import { runDevice } from './main.ts';

/** The device tool run in-process (same code as `npm run device`), against a fast emulator. */

let emulator: Emulator;
let base: string;
let projects = 0;

beforeAll(async () => {
  ({ emulator, base } = await startEmulator());
});

afterAll(async () => {
  await emulator.close();
});

/** Each run in its own project unless told otherwise, so lists only see that test's sessions. */
async function device(args: string[], env: Record<string, string> = {}, setup?: (io: ReturnType<typeof fakeIo>) => void) {
  const io = fakeIo(toolEnv(base, { TENFOOT_PROJECT: `cli-${projects}`, ...env }));
  setup?.(io);
  const code = await runDevice(args, io);
  return { code, io, out: io.output, err: io.errors };
}

function newProject(): string {
  return `cli-${++projects}`;
}

async function createdName(extra: string[] = []): Promise<string> {
  const { code, out } = await device(['create', '--model', 'tv_1080p', '--version', '34', '--json', ...extra]);
  expect(code).toBe(0);
  return (JSON.parse(out) as DeviceSession).name!;
}

describe('device create', () => {
  it('reserves a device and says how to follow it', async () => {
    newProject();
    const { code, out, err } = await device(['create', '--model', 'sabrina', '--version', '31', '--ttl', '30m']);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(/^projects\/cli-\d+\/deviceSessions\/\w+ {2}REQUESTED/);
    expect(out).toContain('ttl 30m, counted from when the device becomes ACTIVE');
    expect(out).toContain('Follow it with: npm run device -- watch projects/');
  });

  it('--wait prints each transition with its time since creation until ACTIVE', async () => {
    newProject();
    const { code, out } = await device(['create', '--model', 'shiba', '--version', '34', '--orientation', 'portrait', '--ttl', '1h', '--wait']);
    expect(code).toBe(0);
    expect(out).toMatch(/\+0s\s+REQUESTED/);
    expect(out).toMatch(/\+\d+ms\s+PENDING/);
    expect(out).toMatch(/ACTIVE\s+Device allocated/);
    expect(out).toMatch(/ACTIVE: projects\/.* accepts connections until \S+Z \(ttl 1h from activeStartTime\)/);
  });

  it('--wait --json prints only the final session', async () => {
    newProject();
    const { code, out } = await device(['create', '--model', 'tv_1080p', '--version', '34', '--expire-time', '2099-01-01T20:00:00+01:00', '--wait', '--json']);
    expect(code).toBe(0);
    const session = JSON.parse(out) as DeviceSession;
    expect(session.state).toBe('ACTIVE');
    expect(session.expireTime).toBe('2099-01-01T19:00:00Z');
  });

  it('--wait exits 1 when the session never becomes ACTIVE', async () => {
    newProject();
    const { code, err } = await device(['create', '--model', 'toaster9000', '--version', '31', '--wait']);
    expect(code).toBe(1);
    expect(err).toContain('UNAVAILABLE: Model "toaster9000" is not in the device catalog');
  });

  it('an interrupt while waiting cancels the session, so nothing stays reserved', async () => {
    newProject();
    const { code, err, io } = await device(['create', '--model', 'boreal', '--version', '31', '--wait'], {}, (io) => {
      io.onOut = (line) => {
        if (line.startsWith('Waiting for the device')) io.interrupt();
      };
    });
    expect(code).toBe(130);
    const name = /cancelled (\S+),/.exec(err)?.[1];
    expect(name).toBeDefined();
    expect(io.stdout[0]).toContain(name);
    const after = await device(['get', name!, '--json']);
    const session = JSON.parse(after.out) as DeviceSession;
    expect(session.state).toBe('FINISHED');
    expect(session.stateHistories!.at(-1)!.stateMessage).toContain('Cancelled by the user');
  });

  it.each([
    [['create'], ['--model: required', '--version: required']],
    [['create', '--model', 'sabrina', '--version', '31', '--ttl', '30'], ['"30" has no unit']],
    [['create', '--model', 'sabrina', '--version', '31', '--ttl', 'soon'], ['is not a duration']],
    [['create', '--model', 'sabrina', '--version', '31', '--ttl', '5m', '--expire-time', '2099-01-01T00:00:00Z'], ['--ttl/--expire-time']],
    [['create', '--model', 'sabrina', '--version', '31', '--expire-time', 'tomorrow'], ['RFC 3339']],
    [['create', '--model', 'sabrina', '--version', '31', '--expire-time', '2001-01-01T00:00:00Z'], ['in the past']],
    [['create', '--model', 'sabrina', '--versoin', '31'], ["Unknown option '--versoin'"]],
    [['create', 'sabrina'], ['no positional arguments']],
  ])('refuses bad usage %j with exit code 2 before sending anything', async (args, messages) => {
    const before = emulator.ctx.stats.requests.get(`POST /testing/v1/projects/cli-${projects}/deviceSessions`) ?? 0;
    const { code, err } = await device(args);
    expect(code).toBe(2);
    for (const m of messages) expect(err).toContain(m);
    expect(emulator.ctx.stats.requests.get(`POST /testing/v1/projects/cli-${projects}/deviceSessions`) ?? 0).toBe(before);
  });

  it('shows each field the service refused, exit code 2', async () => {
    const { code, err } = await device(['create', '--model', 'sabrina', '--version', '29', '--locale', 'xx_XX', '--orientation', 'portrait']);
    expect(code).toBe(2);
    expect(err).toContain('refused the request (400 INVALID_ARGUMENT)');
    expect(err).toContain('androidDevice.androidVersionId: Android version "29" is not offered on sabrina');
    expect(err).toContain('androidDevice.locale:');
    expect(err).toContain('androidDevice.orientation:');
  });

  it('needs a project', async () => {
    const { code, err } = await device(['create', '--model', 'sabrina', '--version', '31'], { TENFOOT_PROJECT: '' });
    expect(code).toBe(2);
    expect(err).toContain('--project is required (or set TENFOOT_PROJECT)');
  });
});

describe('device list, get, watch, extend, cancel', () => {
  it('lists the project sessions, filtered by state', async () => {
    newProject();
    const active = await createdName(['--wait']);
    const cancelled = await createdName();
    await device(['cancel', cancelled]);
    const all = await device(['list']);
    expect(all.code).toBe(0);
    expect(all.io.stdout[0]).toMatch(/^SESSION\s+STATE\s+DEVICE\s+LOCALE\s+CREATED$/);
    expect(all.io.stdout).toHaveLength(3);
    const onlyActive = await device(['list', '--state', 'active', '--json']);
    expect((JSON.parse(onlyActive.out) as { deviceSessions: DeviceSession[] }).deviceSessions.map((s) => s.name)).toEqual([active]);
    const none = await device(['list', '--state', 'ERROR']);
    expect(none.out).toContain('No device sessions of yours in cli-');
    expect((await device(['list', '--state', 'SLEEPING'])).code).toBe(2);
  });

  it('gets a session by full name or by id with --project', async () => {
    const project = newProject();
    const name = await createdName();
    const byId = await device(['get', name.split('/').pop()!, '--project', project]);
    expect(byId.code).toBe(0);
    expect(byId.out).toContain(`${name}  REQUESTED`);
    expect(byId.out).toContain('History');
    expect(byId.out).toContain('Inactivity    ends after 10m without interaction');
    expect((await device(['get', 'projects/x/notASession'])).code).toBe(2);
    expect((await device(['get'])).code).toBe(2);
    const missing = await device(['get', `projects/${project}/deviceSessions/missing`]);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('404 NOT_FOUND');
  });

  it('watches until ACTIVE (exit 0) or until a final state without a device (exit 1)', async () => {
    newProject();
    const name = await createdName();
    const watched = await device(['watch', name]);
    expect(watched.code).toBe(0);
    expect(watched.out).toMatch(/REQUESTED[\s\S]*PENDING[\s\S]*ACTIVE/);
    const lost = await device(['create', '--model', 'toaster9000', '--version', '31', '--json']);
    const unavailable = await device(['watch', (JSON.parse(lost.out) as DeviceSession).name!]);
    expect(unavailable.code).toBe(1);
    const ndjson = await device(['watch', name, '--json']);
    expect(ndjson.code).toBe(0);
    expect(ndjson.io.stdout.map((l) => (JSON.parse(l) as DeviceSession).state)).toEqual(['ACTIVE']);
  });

  it('extends with --ttl, --add and --expire-time', async () => {
    newProject();
    const name = await createdName(['--ttl', '30m', '--wait']);
    const set = await device(['extend', name, '--ttl', '45m']);
    expect(set.code).toBe(0);
    expect(set.out).toContain('ttl 45m from activeStartTime');
    const added = await device(['extend', name, '--add', '15m', '--json']);
    expect((JSON.parse(added.out) as DeviceSession).ttl).toBe('3600s');
    const fixed = await device(['extend', name, '--expire-time', '2099-01-01T00:00:00Z']);
    expect(fixed.out).toContain('until 2099-01-01T00:00:00Z (expireTime)');
    const cannotAdd = await device(['extend', name, '--add', '5m']);
    expect(cannotAdd.code).toBe(2);
    expect(cannotAdd.err).toContain('use --expire-time or --ttl');
    expect((await device(['extend', name])).code).toBe(2);
    expect((await device(['extend', name, '--ttl', '1h', '--add', '1m'])).code).toBe(2);
  });

  it('cancels, and reports a second cancel as a service failure', async () => {
    newProject();
    const name = await createdName();
    const first = await device(['cancel', name]);
    expect(first.code).toBe(0);
    expect(first.out).toContain(`Cancelled ${name}: FINISHED.`);
    const second = await device(['cancel', name]);
    expect(second.code).toBe(1);
    expect(second.err).toContain('400 FAILED_PRECONDITION');
    expect(second.err).toContain('already FINISHED');
    const json = await device(['cancel', name, '--json']);
    expect(json.code).toBe(1);
    expect((JSON.parse(json.out) as { error: { statusText: string } }).error.statusText).toBe('FAILED_PRECONDITION');
  });

  it('lists the catalog', async () => {
    const { code, out } = await device(['catalog']);
    expect(code).toBe(0);
    expect(out).toMatch(/sabrina\s+TV\s+Chromecast with Google TV \(4K\)\s+31 \(Android 12\), 34 \(Android 14\)/);
    expect(out).toMatch(/shiba\s+PHONE/);
    expect(out).toContain('Orientations: portrait, landscape');
  });
});

describe('device: help, configuration and failures', () => {
  it('prints help for the tool and each command', async () => {
    const top = await device(['--help']);
    expect(top.code).toBe(0);
    expect(top.out).toContain('TENFOOT_DEVICE_SESSIONS_URL');
    for (const command of ['create', 'list', 'get', 'watch', 'extend', 'cancel', 'catalog']) {
      const help = await device([command, '--help']);
      expect(help.code).toBe(0);
      expect(help.out).toContain(`npm run device -- ${command}`);
    }
    expect((await device([])).code).toBe(2);
    const unknown = await device(['reserve']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "reserve"');
  });

  it('explains a token without the scope, without printing the token', async () => {
    const { code, err, out } = await device(['list'], { TENFOOT_TOKEN: 'emulator-wrong-scope-token' });
    expect(code).toBe(1);
    expect(err).toContain('403 PERMISSION_DENIED');
    expect(err).toContain('lacks the cloud-platform scope');
    expect(`${out}${err}`).not.toContain('emulator-wrong-scope-token');
  });

  it('explains a refused token', async () => {
    const { code, err } = await device(['list'], { TENFOOT_TOKEN: 'expired-or-bogus' });
    expect(code).toBe(1);
    expect(err).toContain('401 UNAUTHENTICATED');
    expect(err).toContain('from TENFOOT_TOKEN) was refused');
    expect(err).not.toContain('expired-or-bogus');
  });

  it('re-runs TENFOOT_TOKEN_COMMAND for its token', async () => {
    const { code } = await device(['list'], { TENFOOT_TOKEN_COMMAND: 'echo emulator-developer-token' });
    expect(code).toBe(0);
  });

  it('says when the service cannot be reached', async () => {
    const { code, err } = await device(['list'], { TENFOOT_DEVICE_SESSIONS_URL: 'http://127.0.0.1:9/testing' });
    expect(code).toBe(1);
    expect(err).toContain('Could not reach the device sessions service at http://127.0.0.1:9/testing');
    expect(err).toContain('npm run emulator');
  });

  it("never sends the emulator's token to another host", async () => {
    const { code, err } = await device(['list'], { TENFOOT_DEVICE_SESSIONS_URL: 'https://testing.googleapis.com', TENFOOT_POLL_INTERVAL: '2s' });
    expect(code).toBe(2);
    expect(err).toContain('set TENFOOT_TOKEN or TENFOOT_TOKEN_COMMAND');
  });

  it('rejects bad settings', async () => {
    expect((await device(['list'], { TENFOOT_POLL_INTERVAL: 'often' })).code).toBe(2);
    expect((await device(['list'], { TENFOOT_DEVICE_SESSIONS_URL: 'ftp://x' })).code).toBe(2);
  });
});
