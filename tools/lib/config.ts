import { ApiError, createApiCore, type ApiCore, type TokenSource } from '../../src/api/core.ts';
import { UsageError } from './args.ts';
import { parseHumanDuration } from './humanDuration.ts';
import type { Io } from './io.ts';
import { timedFetch } from './timedFetch.ts';
import { runTokenCommand } from './tokenCommand.ts';

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
  TENFOOT_POLL_INTERVAL        how often watch and create poll, e.g. 2s or 500ms (default 2s for
                               device sessions, 1s for operations; 500ms to 10m, or down to
                               10ms when both URLs are the local emulator)
  TENFOOT_REQUEST_TIMEOUT      how long one request may go unanswered before it is tried again
                               or given up, e.g. 30s (default 30s)`;

export interface ToolConfig {
  deviceSessionsUrl: string;
  computeUrl: string;
  project?: string;
  zone?: string;
  pollMs: number;
  /** TENFOOT_POLL_INTERVAL as given, when it was: checked against the service polled (checkPollInterval). */
  pollSetting?: string;
  /** How long one request may go unanswered (timedFetch.ts). */
  requestTimeoutMs: number;
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

/**
 * A service root: http(s), and nothing the tools would carry into every request unseen. A user and
 * password in it would be printed in every message that names the service, a query or fragment
 * would end up inside each request's path.
 */
export function checkUrl(name: string, url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new UsageError(`${name} must be an http(s) URL; got "${url}".`);
  }
  if (parsed.username || parsed.password) throw new UsageError(`${name} must not hold a user name or password: the tools send a token instead (TENFOOT_TOKEN or TENFOOT_TOKEN_COMMAND).`);
  if (parsed.search || parsed.hash || url.includes('?') || url.includes('#')) throw new UsageError(`${name} must be the service's root, with no ?query or #fragment; got "${url}".`);
  return url.replace(/\/+$/, '');
}

/** Polling faster than this would spend a real service's quota for nothing; the emulator is local. */
const MIN_POLL_MS = 500;
const MIN_LOCAL_POLL_MS = 10;
const MAX_POLL_MS = 10 * 60_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const MIN_TIMEOUT_MS = 100;
const MAX_TIMEOUT_MS = 10 * 60_000;

/**
 * The poll interval, checked where a command is about to poll `url` (watch, a wait, an operation):
 * a command that never polls is not refused for a setting it does not use. Above about 24.8 days a
 * timer fires at once ("30d" polled every millisecond); below 500 ms a real service's quota goes
 * on nothing. The local emulator may be polled as fast as 10 ms (the tools' own tests).
 */
export function checkPollInterval(config: ToolConfig, url: string): number {
  if (!config.pollSetting) return config.pollMs;
  const local = isLocal(url);
  if (config.pollMs < (local ? MIN_LOCAL_POLL_MS : MIN_POLL_MS) || config.pollMs > MAX_POLL_MS) {
    throw new UsageError(`TENFOOT_POLL_INTERVAL must be between ${local ? '10ms' : '500ms'} and 10m${local ? '' : ' against the real services'}; got "${config.pollSetting}".`);
  }
  return config.pollMs;
}

function durationSetting(name: string, text: string): number {
  try {
    return parseHumanDuration(text);
  } catch (error) {
    throw new UsageError(`${name}: ${(error as Error).message}.`);
  }
}

/**
 * A token as it goes in the Authorization header: one line of visible ASCII (RFC 6750's b64token).
 * Anything else made fetch throw before sending, and the tools said the service could not be reached.
 */
export function checkToken(token: string, origin: string): string {
  if (!token) throw new UsageError(`${origin} gave an empty token.`);
  // eslint-disable-next-line no-control-regex
  if (/[^\x21-\x7e]/.test(token)) throw new UsageError(`${origin} gave a token with a space, line break or non-ASCII character in it: a token is one line of letters, digits and -._~+/= (a command must print only the token).`);
  return token;
}

export function readConfig(env: Io['env']): ToolConfig {
  const deviceSessionsUrl = checkUrl('TENFOOT_DEVICE_SESSIONS_URL', env.TENFOOT_DEVICE_SESSIONS_URL || DEFAULT_DEVICE_SESSIONS_URL);
  const computeUrl = checkUrl('TENFOOT_COMPUTE_URL', env.TENFOOT_COMPUTE_URL || DEFAULT_COMPUTE_URL);
  const pollSetting = env.TENFOOT_POLL_INTERVAL || undefined;
  const pollMs = pollSetting ? durationSetting('TENFOOT_POLL_INTERVAL', pollSetting) : 2000;
  const requestTimeoutMs = env.TENFOOT_REQUEST_TIMEOUT ? durationSetting('TENFOOT_REQUEST_TIMEOUT', env.TENFOOT_REQUEST_TIMEOUT) : DEFAULT_REQUEST_TIMEOUT_MS;
  // Above about 24.8 days a timer fires at once: every request would have run out of time in 1 ms.
  if (requestTimeoutMs < MIN_TIMEOUT_MS || requestTimeoutMs > MAX_TIMEOUT_MS) throw new UsageError(`TENFOOT_REQUEST_TIMEOUT must be between 100ms and 10m; got "${env.TENFOOT_REQUEST_TIMEOUT}".`);
  const staticToken = env.TENFOOT_TOKEN;
  const command = env.TENFOOT_TOKEN_COMMAND;
  let tokenOrigin: string;
  let getAccessToken: TokenSource;
  if (command) {
    tokenOrigin = 'TENFOOT_TOKEN_COMMAND';
    let cached: Promise<string> | undefined;
    getAccessToken = ({ forceRefresh }) => {
      if (!cached || forceRefresh) cached = runTokenCommand(command).then((token) => checkToken(token, 'TENFOOT_TOKEN_COMMAND'));
      return cached;
    };
  } else if (staticToken) {
    tokenOrigin = 'TENFOOT_TOKEN';
    checkToken(staticToken.trim(), 'TENFOOT_TOKEN');
    getAccessToken = async () => staticToken.trim();
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
    ...(pollSetting ? { pollSetting } : {}),
    requestTimeoutMs,
    tokenOrigin,
    getAccessToken,
  };
}

/** A core for one service; refuses to send the emulator's token anywhere but a local emulator. */
export function coreFor(config: ToolConfig, baseUrl: string, urlVariable: string, io: Io): ApiCore {
  if (config.tokenOrigin === "the emulator's developer token" && !isLocal(baseUrl)) {
    throw new UsageError(`${urlVariable} points at ${new URL(baseUrl).host}, which is not the local emulator: set TENFOOT_TOKEN or TENFOOT_TOKEN_COMMAND.`);
  }
  const core = createApiCore({
    baseUrl,
    getAccessToken: config.getAccessToken,
    fetch: timedFetch(io.fetch ?? fetch, config.requestTimeoutMs),
    retry: { attempts: 3, baseDelayMs: 250, maxDelayMs: 2000 },
  });
  return { ...core, request: answeredWithObject(core.request) };
}

/**
 * Every answer of both services is a JSON object (`{}` for a cancel): an empty answer or `null`
 * is a service, or a URL, that is not the one expected. It said "Cannot read properties of undefined".
 */
function answeredWithObject(request: ApiCore['request']): ApiCore['request'] {
  return async <T>(...args: Parameters<ApiCore['request']>) => {
    const answer = await request<T>(...args);
    if (answer === null || typeof answer !== 'object') throw new ApiError({ code: 'parse', message: 'The service answered without a JSON object.', status: 200 });
    return answer;
  };
}

/**
 * --project, else TENFOOT_PROJECT; required. A resource name pasted whole (`projects/tenfoot-dev`)
 * gives its id; anything else that could step out of the id's place in a path (`a/../b`) is refused:
 * it created a session in another project.
 */
export function requireProject(flag: string | undefined, config: ToolConfig): string {
  if (flag !== undefined && !flag.trim()) throw new UsageError('--project is empty; give a project id, e.g. --project tenfoot-dev.');
  const project = (flag ?? config.project)?.trim().replace(/^projects\//, '');
  if (!project) throw new UsageError('--project is required (or set TENFOOT_PROJECT), e.g. --project tenfoot-dev.');
  // Project ids are lower-case letters, digits and hyphens; older domain-scoped ones add "example.com:".
  if (!/^[A-Za-z0-9][A-Za-z0-9.:_-]*$/.test(project)) throw new UsageError(`"${flag ?? config.project}" is not a project id: use letters, digits and hyphens, e.g. tenfoot-dev${flag === undefined ? ' (from TENFOOT_PROJECT)' : ''}.`);
  return project;
}

/** --zone, else TENFOOT_ZONE; required, and a zone's own characters only (it goes in a path). */
export function requireZone(flag: string | undefined, config: ToolConfig): string {
  if (flag !== undefined && !flag.trim()) throw new UsageError('--zone is empty; give a zone, e.g. --zone europe-west1-b.');
  const zone = (flag ?? config.zone)?.trim().replace(/^zones\//, '');
  if (!zone) throw new UsageError('--zone is required (or set TENFOOT_ZONE), e.g. --zone europe-west1-b.');
  if (!/^[a-z0-9][a-z0-9-]*$/.test(zone)) throw new UsageError(`"${flag ?? config.zone}" is not a zone: use lower-case letters, digits and hyphens, e.g. europe-west1-b${flag === undefined ? ' (from TENFOOT_ZONE)' : ''}.`);
  return zone;
}
