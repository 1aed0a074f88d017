import { execFile } from 'node:child_process';
import { createApiCore, type ApiCore, type TokenSource } from '../../src/api/core.ts';
import { UsageError } from './args.ts';
import { parseHumanDuration } from './humanDuration.ts';
import type { Io } from './io.ts';

/**
 * Where the tools send requests and with which token. Defaults reach the bundled emulator; the
 * environment points them at the real services. A token is never printed, not even in errors.
 */

export const DEFAULT_DEVICE_SESSIONS_URL = 'http://localhost:8787/testing';
export const DEFAULT_COMPUTE_URL = 'http://localhost:8787';
/** The emulator's developer token (its EMULATOR_DEVELOPER_TOKEN default). */
export const EMULATOR_DEVELOPER_TOKEN = 'emulator-developer-token';

export const ENV_HELP = `Environment:
  TENFOOT_DEVICE_SESSIONS_URL  device sessions service root (default ${DEFAULT_DEVICE_SESSIONS_URL};
                               real service: https://testing.googleapis.com)
  TENFOOT_COMPUTE_URL          compute service root (default ${DEFAULT_COMPUTE_URL};
                               real service: https://compute.googleapis.com)
  TENFOOT_TOKEN                OAuth access token with the cloud-platform scope
                               (default: the emulator's developer token)
  TENFOOT_TOKEN_COMMAND        command that prints a fresh token, re-run when the token is refused,
                               e.g. "gcloud auth print-access-token"
  TENFOOT_PROJECT              default for --project
  TENFOOT_ZONE                 default for --zone (autoscaler)
  TENFOOT_POLL_INTERVAL        how often watch and create poll, e.g. 2s or 500ms (default 2s)`;

export interface ToolConfig {
  deviceSessionsUrl: string;
  computeUrl: string;
  project?: string;
  zone?: string;
  pollMs: number;
  /** Which setting supplied the token, for messages (never the token itself). */
  tokenOrigin: string;
  getAccessToken: TokenSource;
}

function isLocal(url: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

function checkUrl(name: string, url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new UsageError(`${name} must be an http(s) URL; got "${url}".`);
  }
  return url.replace(/\/+$/, '');
}

function runTokenCommand(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('/bin/sh', ['-c', command], { timeout: 30_000 }, (error, stdout) => {
      // The command's own output may hold the token: never echo it in the error.
      if (error) reject(new UsageError(`TENFOOT_TOKEN_COMMAND failed (exit ${String((error as NodeJS.ErrnoException).code ?? 'unknown')}).`));
      else resolve(stdout.trim());
    });
  });
}

export function readConfig(env: Io['env']): ToolConfig {
  const deviceSessionsUrl = checkUrl('TENFOOT_DEVICE_SESSIONS_URL', env.TENFOOT_DEVICE_SESSIONS_URL || DEFAULT_DEVICE_SESSIONS_URL);
  const computeUrl = checkUrl('TENFOOT_COMPUTE_URL', env.TENFOOT_COMPUTE_URL || DEFAULT_COMPUTE_URL);
  let pollMs = 2000;
  if (env.TENFOOT_POLL_INTERVAL) {
    try {
      pollMs = parseHumanDuration(env.TENFOOT_POLL_INTERVAL);
    } catch (error) {
      throw new UsageError(`TENFOOT_POLL_INTERVAL: ${(error as Error).message}.`);
    }
  }
  const staticToken = env.TENFOOT_TOKEN;
  const command = env.TENFOOT_TOKEN_COMMAND;
  let tokenOrigin: string;
  let getAccessToken: TokenSource;
  if (command) {
    tokenOrigin = 'TENFOOT_TOKEN_COMMAND';
    let cached: Promise<string> | undefined;
    getAccessToken = ({ forceRefresh }) => {
      if (!cached || forceRefresh) cached = runTokenCommand(command);
      return cached;
    };
  } else if (staticToken) {
    tokenOrigin = 'TENFOOT_TOKEN';
    getAccessToken = async () => staticToken;
  } else {
    tokenOrigin = "the emulator's developer token";
    getAccessToken = async () => EMULATOR_DEVELOPER_TOKEN;
  }
  return {
    deviceSessionsUrl,
    computeUrl,
    project: env.TENFOOT_PROJECT || undefined,
    zone: env.TENFOOT_ZONE || undefined,
    pollMs,
    tokenOrigin,
    getAccessToken,
  };
}

/** A core for one service; refuses to send the emulator's token anywhere but a local emulator. */
export function coreFor(config: ToolConfig, baseUrl: string, urlVariable: string, io: Io): ApiCore {
  if (config.tokenOrigin === "the emulator's developer token" && !isLocal(baseUrl)) {
    throw new UsageError(`${urlVariable} points at ${new URL(baseUrl).host}, which is not the local emulator: set TENFOOT_TOKEN or TENFOOT_TOKEN_COMMAND.`);
  }
  return createApiCore({
    baseUrl,
    getAccessToken: config.getAccessToken,
    ...(io.fetch ? { fetch: io.fetch } : {}),
    retry: { attempts: 3, baseDelayMs: 250, maxDelayMs: 2000 },
  });
}

/** --project, else TENFOOT_PROJECT; required. */
export function requireProject(flag: string | undefined, config: ToolConfig): string {
  const project = flag ?? config.project;
  if (!project) throw new UsageError('--project is required (or set TENFOOT_PROJECT), e.g. --project tenfoot-dev.');
  return project;
}

export function requireZone(flag: string | undefined, config: ToolConfig): string {
  const zone = flag ?? config.zone;
  if (!zone) throw new UsageError('--zone is required (or set TENFOOT_ZONE), e.g. --zone europe-west1-b.');
  return zone;
}
