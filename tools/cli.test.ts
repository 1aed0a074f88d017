import { spawn } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/server.ts';
import type { Autoscaler, Operation } from './api/autoscalers.ts';
import type { DeviceSession } from './api/deviceSessions.ts';
import { startEmulator, toolEnv } from './testing/emulatorForTools.ts';

/**
 * The real commands as processes: `node --import tsx tools/device.ts` and the same for
 * tools/autoscaler.ts are what `npm run device` and `npm run autoscaler` run (one test goes through
 * npm itself). The emulator runs in this process; its URL reaches the commands through the environment.
 */

const ROOT = new URL('..', import.meta.url).pathname;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: Record<string, string>, onStdout?: (text: string, pid: number) => void): Promise<Run> {
  return new Promise((resolve, reject) => {
    // Its own process group, so an interrupt can reach it as Ctrl-C in a terminal reaches a job.
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env, NO_COLOR: '1' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onStdout?.(stdout, child.pid!);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

const tool = (name: 'device' | 'autoscaler', args: string[], env: Record<string, string>, onStdout?: (text: string, pid: number) => void) => run(process.execPath, ['--import', 'tsx', `tools/${name}.ts`, ...args], env, onStdout);

let emulator: Emulator;
let base: string;

beforeAll(async () => {
  ({ emulator, base } = await startEmulator());
});

afterAll(async () => {
  await emulator.close();
});

describe.concurrent('npm run device', { timeout: 60_000 }, () => {
  it('is wired as an npm script', async () => {
    const result = await run('npm', ['run', '--silent', 'device', '--', '--help'], toolEnv(base));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: npm run device -- <command> [options]');
  });

  it('create --wait, list --json, cancel: exit 0 with the session ACTIVE then FINISHED', async () => {
    const env = toolEnv(base, { TENFOOT_PROJECT: 'spawn-device' });
    const created = await tool('device', ['create', '--model', 'sabrina', '--version', '34', '--ttl', '30m', '--wait'], env);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/REQUESTED[\s\S]*PENDING[\s\S]*ACTIVE: (projects\/spawn-device\/deviceSessions\/\w+) accepts connections/);
    const name = /ACTIVE: (\S+) accepts/.exec(created.stdout)![1]!;

    const cancelled = await tool('device', ['cancel', name, '--json'], env);
    expect(cancelled.code).toBe(0);
    expect((JSON.parse(cancelled.stdout) as DeviceSession).state).toBe('FINISHED');
  });

  it('exits 1 when the service refuses: a session already final cannot be cancelled', async () => {
    const res = await fetch(`${base}/testing/v1/projects/spawn-final/deviceSessions`, {
      method: 'POST',
      headers: { Authorization: 'Bearer emulator-developer-token' },
      body: JSON.stringify({ androidDevice: { androidModelId: 'nope', androidVersionId: '31', locale: 'en_US', orientation: 'landscape' } }),
    });
    const { name } = (await res.json()) as DeviceSession;
    await fetch(`${base}/testing/v1/${name}:cancel`, { method: 'POST', headers: { Authorization: 'Bearer emulator-developer-token' }, body: '{}' });
    const again = await tool('device', ['cancel', name!], toolEnv(base));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('400 FAILED_PRECONDITION');
  });

  it('exits 2 on bad usage, naming what is missing', async () => {
    const result = await tool('device', ['create', '--ttl', '30m'], toolEnv(base));
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('--model: required');
    expect(result.stderr).toContain('--version: required');
  });

  it('Ctrl-C during create --wait cancels the session and exits 130', async () => {
    // A lab where allocation takes a minute: the session is still PENDING when interrupted.
    const slow = await startEmulator({ deviceAllocationSeconds: 60 });
    try {
      let sent = false;
      const result = await tool('device', ['create', '--model', 'shiba', '--version', '35', '--orientation', 'portrait', '--wait'], toolEnv(slow.base, { TENFOOT_PROJECT: 'spawn-interrupt' }), (text, pid) => {
        if (!sent && text.includes('Waiting for the device')) {
          sent = true;
          process.kill(-pid, 'SIGINT');
        }
      });
      expect(result.code).toBe(130);
      const name = /cancelled (\S+), so the device is not left reserved/.exec(result.stderr)?.[1];
      expect(name).toBeDefined();
      const res = await fetch(`${slow.base}/testing/v1/${name}`, { headers: { Authorization: 'Bearer emulator-developer-token' } });
      const session = (await res.json()) as DeviceSession;
      expect(session.state).toBe('FINISHED');
      expect(session.activeStartTime).toBeUndefined();
    } finally {
      await slow.emulator.close();
    }
  });

  it('a second Ctrl-C while the cancel is on its way quits at once, and names the session it leaves reserved (exit 1)', async () => {
    // Every answer 2 s late: the second press comes while the cancel waits for its answer.
    const slow = await startEmulator({ deviceAllocationSeconds: 60, latencyMs: 2000 });
    try {
      let sent = false;
      const result = await tool('device', ['create', '--model', 'shiba', '--version', '35', '--wait'], toolEnv(slow.base, { TENFOOT_PROJECT: 'spawn-twice' }), (text, pid) => {
        if (!sent && text.includes('Waiting for the device')) {
          sent = true;
          process.kill(-pid, 'SIGINT');
          setTimeout(() => process.kill(-pid, 'SIGINT'), 800);
        }
      });
      // It quit without a word, exit 130, and the device stayed reserved.
      expect(result.stderr).toMatch(/Quit without cancelling projects\/spawn-twice\/deviceSessions\/\w+: it stays reserved until its time ends\. Release it with: npm run device -- cancel projects\/spawn-twice\/deviceSessions\/\w+/);
      expect(result.code).toBe(1);
    } finally {
      await slow.emulator.close();
    }
  });
});

/** A proxy that forwards everything but loses the answer to the first insert, as a dropped connection does. */
async function lossyProxy(target: string): Promise<{ server: Server; url: string; inserts: () => number }> {
  let inserts = 0;
  const server = createServer((req, res) => {
    const isInsert = req.method === 'POST' && (req.url ?? '').includes('/autoscalers');
    if (isInsert) inserts++;
    const upstream = request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      if (isInsert && inserts === 1) {
        answer.resume();
        answer.on('end', () => res.socket?.destroy());
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, inserts: () => inserts };
}

describe.concurrent('npm run autoscaler', { timeout: 60_000 }, () => {
  it('creates the prime-time autoscaler (exit 0) and prints JSON for scripts', async () => {
    const result = await tool('autoscaler', ['create', '--project', 'tenfoot-prod', '--zone', 'europe-west1-b', '--template', 'prime-time', '--time-zone', 'Europe/London', '--json'], toolEnv(base));
    expect(result.code).toBe(0);
    const { operation, autoscaler } = JSON.parse(result.stdout) as { operation: Operation; autoscaler: Autoscaler };
    expect(operation.status).toBe('DONE');
    expect(autoscaler.autoscalingPolicy?.scalingSchedules?.['evening-peak']?.timeZone).toBe('Europe/London');
  });

  it('exits 2 and names the bad fields before sending anything', async () => {
    const result = await tool('autoscaler', ['create', '--project', 'tenfoot-dev', '--zone', 'europe-west1-b', '--name', 'web', '--target', 'tenfoot-web', '--max', '0', '--min', '1', '--scale-in-percent', '120'], toolEnv(base));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('autoscalingPolicy.maxNumReplicas (--max)');
    expect(result.stderr).toContain('autoscalingPolicy.scaleInControl.maxScaledInReplicas.percent (--scale-in-percent)');
    expect(result.stderr).not.toContain('Creating autoscaler');
  });

  it('exits 1 with the operation errors when the quota is exceeded', async () => {
    const result = await tool('autoscaler', ['create', '--project', 'tenfoot-crowded', '--zone', 'europe-west1-b', '--template', 'prime-time', '--time-zone', 'UTC'], toolEnv(base));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('QUOTA_EXCEEDED');
  });

  it('survives a lost answer: re-sends with the same request id and creates one autoscaler', async () => {
    const proxy = await lossyProxy(base);
    try {
      const result = await tool('autoscaler', ['create', '--project', 'tenfoot-dev', '--zone', 'us-central1-a', '--name', 'through-proxy', '--target', 'tenfoot-web', '--max', '5'], toolEnv(proxy.url));
      expect(result.stderr).toContain('re-sending with the same request id');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Created autoscaler through-proxy');
      expect(proxy.inserts()).toBe(2);
      // Both sends carried one request id: the emulator holds a single insert operation for it.
      const requestId = /request id ([0-9a-f-]{36})/.exec(result.stderr)![1]!;
      expect(emulator.ctx.stats.requestLog.filter((line) => line.includes(`requestId=${requestId}`))).toHaveLength(2);
      const again = await fetch(`${base}/compute/v1/projects/tenfoot-dev/zones/us-central1-a/autoscalers?requestId=${requestId}`, {
        method: 'POST',
        headers: { Authorization: 'Bearer emulator-developer-token' },
        body: JSON.stringify({ name: 'through-proxy' }),
      });
      expect(((await again.json()) as Operation).targetLink).toMatch(/\/autoscalers\/through-proxy$/);
    } finally {
      proxy.server.closeAllConnections();
      proxy.server.close();
    }
  });
});
