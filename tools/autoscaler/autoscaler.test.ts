import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/server.ts';
import type { Autoscaler, Operation } from '../api/autoscalers.ts';
import { fakeIo } from '../testing/fakeIo.ts';
import { startEmulator, toolEnv } from '../testing/emulatorForTools.ts';
import { validAutoscaler } from './fixtures/invalidAutoscalers.ts';
import { runAutoscaler } from './main.ts';

/** The autoscaler tool run in-process (same code as `npm run autoscaler`), against a fast emulator. */

let emulator: Emulator;
let base: string;

beforeAll(async () => {
  ({ emulator, base } = await startEmulator());
});

afterAll(async () => {
  await emulator.close();
});

async function autoscaler(args: string[], options: { env?: Record<string, string>; files?: Record<string, string>; fetch?: typeof fetch; isTTY?: boolean } = {}) {
  const io = fakeIo(toolEnv(base, { TENFOOT_ZONE: 'europe-west1-b', ...options.env }), options);
  const code = await runAutoscaler(args, io);
  return { code, io, out: io.output, err: io.errors };
}

function inserts(project: string, zone: string): number {
  return emulator.ctx.stats.requests.get(`POST /compute/v1/projects/${project}/zones/${zone}/autoscalers`) ?? 0;
}

describe('autoscaler create', () => {
  it('creates the prime-time autoscaler, following the operation until DONE', async () => {
    const { code, out, err } = await autoscaler(['create', '--template', 'prime-time', '--time-zone', 'Europe/Paris']);
    expect(code).toBe(0);
    expect(err).toMatch(/Creating autoscaler tenfoot-web-prime-time in tenfoot-dev\/europe-west1-b \(request id [0-9a-f-]{36}/);
    expect(err).toMatch(/Operation operation-\S+: PENDING \(0%\)[\s\S]*: DONE \(100%\)/);
    expect(out).toContain('Created autoscaler tenfoot-web-prime-time in tenfoot-dev/europe-west1-b.');
    expect(out).toContain('tenfoot-web-prime-time  ACTIVE');
    expect(out).toContain('min 2, max 12 · recommended now 2');
    expect(out).toContain('CPU target    60%');
    expect(out).toMatch(/evening-peak: at least 6 VMs from "50 17 \* \* \*" Europe\/Paris for 5h10m · READY, next start 2026-01-15T16:50:00.000Z/);
    expect(out).toContain('Scale-in      at most 25% (1 now) per 15m');
  });

  it('draws a live progress bar on a terminal', async () => {
    const { code, io } = await autoscaler(['create', '--template', 'prime-time', '--time-zone', 'America/New_York', '--zone', 'europe-west1-c'], { isTTY: true });
    expect(code).toBe(0);
    expect(io.statuses.some((s) => /^\[#* *\] +\d+% {2}(PENDING|RUNNING|DONE)/.test(s))).toBe(true);
  });

  it('creates from a JSON file and prints operation and autoscaler with --json', async () => {
    const file = { ...validAutoscaler(), name: 'from-file', target: 'projects/tenfoot-prod/zones/us-east1-b/instanceGroupManagers/tenfoot-web' };
    const { code, out } = await autoscaler(['create', '--project', 'tenfoot-prod', '--zone', 'us-east1-b', '--file', 'scaler.json', '--json'], { files: { 'scaler.json': JSON.stringify(file) } });
    expect(code).toBe(0);
    const result = JSON.parse(out) as { operation: Operation; autoscaler: Autoscaler };
    expect(result.operation.status).toBe('DONE');
    expect(result.autoscaler.name).toBe('from-file');
    expect(result.autoscaler.status).toBe('ACTIVE');
  });

  it('names every bad field, with the flag that set it, and sends nothing (exit 2)', async () => {
    const before = inserts('tenfoot-dev', 'europe-west1-b');
    const { code, err } = await autoscaler([
      'create', '--name', 'Web_Tier', '--target', 'tenfoot-web', '--min', '5', '--max', '2', '--cpu', '150%',
      '--schedule', 'name=peak;cron=0 25 * * *;min=4;duration=2m;tz=Europe/Pariss',
    ]);
    expect(code).toBe(2);
    expect(err).toContain('The autoscaler is not valid (6 problems); nothing was sent.');
    expect(err).toContain('name (--name): "Web_Tier" must be 1-63 characters');
    expect(err).toContain('autoscalingPolicy.maxNumReplicas (--max): must not be lower than minNumReplicas (5); got 2');
    expect(err).toContain('autoscalingPolicy.cpuUtilization.utilizationTarget (--cpu): must be in (0, 1]');
    expect(err).toContain('autoscalingPolicy.scalingSchedules["peak"].schedule (--schedule): is not an extended cron expression: hour 25 is outside 0-23');
    expect(err).toContain('autoscalingPolicy.scalingSchedules["peak"].timeZone (--schedule): "Europe/Pariss" is not a tz database name');
    expect(err).toContain('durationSec (--schedule): must be at least 300 seconds; got 120');
    expect(inserts('tenfoot-dev', 'europe-west1-b')).toBe(before);
  });

  it.each([
    [['create', '--file', 'missing.json'], 'Could not read --file missing.json: there is no such file'],
    [['create', '--file', 'broken.json'], 'is not valid JSON'],
    [['create', '--file', 'broken.json', '--max', '3'], '--file gives the whole autoscaler; drop --max'],
    [['create', '--template', 'prime-time'], 'needs --time-zone'],
    [['create', '--template', 'late-night', '--time-zone', 'UTC'], 'Unknown template "late-night"'],
    [['create', '--time-zone', 'UTC', '--name', 'x', '--target', 'y', '--max', '2'], '--time-zone belongs to --template prime-time'],
    [['create', '--template', 'prime-time', '--time-zone', 'UTC', '--peak-start', '7pm'], '--peak-start: must be a time of day HH:MM'],
    [['create', '--template', 'prime-time', '--time-zone', 'UTC', '--days', 'MON-FRI', '--peak-start', '00:05'], 'before midnight'],
    [['create', '--name', 'x', '--target', 'y', '--max', 'many'], '--max: must be a whole number'],
    [['create', '--name', 'x', '--target', 'y', '--max', '2', '--schedule', 'name=x;cron=0 1 * * *'], 'lacks min, duration'],
    [['create', '--name', 'x', '--target', 'y', '--max', '2', '--request-id', 'again'], '--request-id: "again" is not a UUID'],
    [['create', '--name', 'x', '--target', 'y', '--max', '2', '--zone', ''], '--zone is empty'],
    [['create', '--template', 'prime-time', '--time-zone', 'Mars/Olympus_Mons'], 'timeZone (--time-zone)'],
  ])('refuses %j with exit code 2', async (args, message) => {
    const { code, err } = await autoscaler(args, { files: { 'broken.json': '{"name": ' }, env: args.includes('--zone') ? { TENFOOT_ZONE: '' } : {} });
    expect(err).toContain(message);
    expect(code).toBe(2);
  });

  it('--dry-run validates and prints the request without sending it', async () => {
    const before = inserts('tenfoot-dev', 'us-central1-a');
    const { code, out } = await autoscaler(['create', '--zone', 'us-central1-a', '--template', 'prime-time', '--time-zone', 'Asia/Tokyo', '--peak-start', '19:30', '--peak-end', '00:30', '--lead', '15m', '--dry-run', '--json']);
    expect(code).toBe(0);
    const plan = JSON.parse(out) as { autoscaler: Autoscaler; requestId: string };
    expect(plan.autoscaler.autoscalingPolicy?.scalingSchedules?.['evening-peak']).toMatchObject({ schedule: '15 19 * * *', timeZone: 'Asia/Tokyo', durationSec: (5 * 60 + 15) * 60, minRequiredReplicas: 6 });
    expect(plan.autoscaler.target).toBe(`${base}/compute/v1/projects/tenfoot-dev/zones/us-central1-a/instanceGroupManagers/tenfoot-web`);
    expect(inserts('tenfoot-dev', 'us-central1-a')).toBe(before);
  });

  it('reports a QUOTA_EXCEEDED operation with its quota and help (exit 1)', async () => {
    const { code, err } = await autoscaler(['create', '--project', 'tenfoot-crowded', '--template', 'prime-time', '--time-zone', 'Europe/Paris']);
    expect(code).toBe(1);
    expect(err).toContain('The operation failed (403 FORBIDDEN):');
    expect(err).toContain("QUOTA_EXCEEDED: Quota 'AUTOSCALERS' exceeded.  Limit: 2.0 in region europe-west1.");
    expect(err).toContain('quota AUTOSCALERS-per-project-region (compute.googleapis.com/autoscalers): limit 2 for region=europe-west1');
    expect(err).toMatch(/help: Request a higher quota limit\. https:\/\//);
  });

  it('reports an autoscaler whose configuration has errors (exit 1)', async () => {
    const { code, out, err } = await autoscaler(['create', '--name', 'worker-lb', '--target', 'tenfoot-worker', '--max', '4', '--lb', '0.7']);
    expect(code).toBe(1);
    expect(out).toContain('worker-lb  ERROR');
    expect(out).toContain('Status        BACKEND_SERVICE_DOES_NOT_EXIST');
    expect(err).toContain('configuration has errors');
  });

  it('re-sends with the same request id after a network failure and creates one autoscaler', async () => {
    let dropped = false;
    const flaky: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === 'POST' && !dropped) {
        dropped = true;
        throw new TypeError('fetch failed');
      }
      return response;
    };
    const before = inserts('tenfoot-dev', 'europe-west1-b');
    const { code, out, err } = await autoscaler(['create', '--name', 'canary', '--target', 'tenfoot-canary', '--max', '3', '--cpu', '70%'], { fetch: flaky });
    expect(code).toBe(0);
    expect(err).toContain('The request failed (network); re-sending with the same request id (try 2).');
    expect(out).toContain('canary  ACTIVE');
    expect(inserts('tenfoot-dev', 'europe-west1-b')).toBe(before + 2);
    const again = await autoscaler(['create', '--name', 'canary', '--target', 'tenfoot-canary', '--max', '3']);
    expect(again.code).toBe(1);
    expect(again.err).toContain('409');
    expect(again.err).toContain('already exists');
  });

  it('resumes with --request-id: the same operation, nothing new', async () => {
    const requestId = 'c0ffee00-1234-4abc-8def-0123456789ab';
    const args = ['create', '--project', 'tenfoot-dev', '--zone', 'us-central1-a', '--name', 'resumed', '--target', 'tenfoot-web', '--max', '4', '--request-id', requestId, '--json'];
    const first = await autoscaler(args);
    const second = await autoscaler(args);
    expect(first.code).toBe(0);
    expect(second.code).toBe(0);
    const [a, b] = [first, second].map((r) => JSON.parse(r.out) as { operation: Operation; autoscaler: Autoscaler });
    expect(b!.operation.name).toBe(a!.operation.name);
    expect(b!.operation.clientOperationId).toBe(requestId);
    expect(b!.autoscaler.id).toBe(a!.autoscaler.id);
  });

  it('--no-wait returns with the operation, which `operation --wait` then follows', async () => {
    const created = await autoscaler(['create', '--project', 'tenfoot-prod', '--zone', 'europe-west1-b', '--name', 'later', '--target', 'tenfoot-web', '--max', '9', '--no-wait']);
    expect(created.code).toBe(0);
    const name = /Operation (operation-\S+): PENDING/.exec(created.out)?.[1];
    expect(name).toBeDefined();
    const followed = await autoscaler(['operation', name!, '--project', 'tenfoot-prod', '--zone', 'europe-west1-b', '--wait']);
    expect(followed.code).toBe(0);
    expect(followed.out).toMatch(new RegExp(`^${name} insert DONE 100% → .*/autoscalers/later`));
    expect(followed.out).toContain('by ada@example.com');
    const shown = await autoscaler(['get', 'later', '--project', 'tenfoot-prod', '--zone', 'europe-west1-b']);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/^later {2}(PENDING|ACTIVE)/);
  });
});

describe('autoscaler get, operation, help and failures', () => {
  it('shows a seeded autoscaler, and 404 for a missing one', async () => {
    const seeded = await autoscaler(['get', 'legacy-api', '--project', 'tenfoot-crowded', '--json']);
    expect(seeded.code).toBe(0);
    expect((JSON.parse(seeded.out) as Autoscaler).status).toBe('ACTIVE');
    const missing = await autoscaler(['get', 'nope']);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('404 NOT_FOUND');
    expect((await autoscaler(['get'])).code).toBe(2);
    expect((await autoscaler(['operation'])).code).toBe(2);
  });

  it('prints help for the tool and each command', async () => {
    const top = await autoscaler(['--help']);
    expect(top.code).toBe(0);
    expect(top.out).toContain('TENFOOT_COMPUTE_URL');
    for (const command of ['create', 'get', 'operation']) {
      const help = await autoscaler([command, '--help']);
      expect(help.code).toBe(0);
      expect(help.out).toContain(`npm run autoscaler -- ${command}`);
    }
    expect((await autoscaler(['scale'])).code).toBe(2);
  });

  it('explains a token without the compute or cloud-platform scope', async () => {
    const { code, err } = await autoscaler(['get', 'legacy-api', '--project', 'tenfoot-crowded'], { env: { TENFOOT_TOKEN: 'emulator-wrong-scope-token' } });
    expect(code).toBe(1);
    expect(err).toContain('403');
    expect(err).toContain('lacks the cloud-platform scope');
  });

  it('says when the service cannot be reached', async () => {
    const { code, err, out } = await autoscaler(['get', 'x', '--json'], { env: { TENFOOT_COMPUTE_URL: 'http://127.0.0.1:9' } });
    expect(code).toBe(1);
    expect(err).toBe('');
    expect((JSON.parse(out) as { error: { code: string } }).error.code).toBe('network');
  });
});
