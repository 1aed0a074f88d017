/**
 * Every knob of the emulator. `optionsFromEnv` maps the documented EMULATOR_* variables onto it;
 * tests build options directly so each test can run its own emulator with its own knobs.
 */
export interface EmulatorOptions {
  host: string;
  port: number;
  /** Seconds between polls that the device code response asks for (EMULATOR_INTERVAL). */
  interval: number;
  /** Lifetime of a device code / user code in seconds (EMULATOR_EXPIRES_IN). */
  expiresIn: number;
  /** Lifetime of an access token in seconds (EMULATOR_ACCESS_TOKEN_TTL). */
  accessTokenTtl: number;
  /** A fixed user code, to test display limits (EMULATOR_USER_CODE). */
  userCode?: string;
  /** What device/code returns as verification_url (EMULATOR_VERIFICATION_URL); default: this server's /device. */
  verificationUrl?: string;
  /** Device code requests per minute per client (EMULATOR_DEVICE_CODE_QUOTA). */
  deviceCodeQuota: number;
  /** Where security events are POSTed as JSON (EMULATOR_SECURITY_EVENT_RECEIVER). */
  securityEventReceiver?: string;
  /** Common prefix of scope identifiers (EMULATOR_SCOPE_BASE); must match the app's config scopeBase. */
  scopeBase: string;
  /** Prefix of kind markers, e.g. `video#channel` (EMULATOR_KIND_PREFIX). */
  kindPrefix: string;
  /** Daily quota of the video data API in units (EMULATOR_QUOTA). */
  quota: number;
  /** Added delay on every API request in ms (EMULATOR_LATENCY_MS). */
  latencyMs: number;
  /** Share (0..1) of API requests answered 503 or cut off (EMULATOR_FAULT_RATE). */
  faultRate: number;
  /** Share (0..1) of device-code and token requests that fail as the real server fails: 500, 503, 429 or a cut (EMULATOR_AUTH_FAULT_RATE). */
  authFaultRate: number;
  /** Added delay on every device-code and token request in ms (EMULATOR_AUTH_LATENCY_MS): a slow network during sign-in. */
  authLatencyMs: number;
  /** Live refresh tokens per client and account; issuing one more retires the oldest (EMULATOR_REFRESH_TOKEN_LIMIT). */
  refreshTokenLimit: number;
  /** Origins of the app besides this computer's own (a TV on the LAN serving it itself): they get CORS (EMULATOR_APP_ORIGINS, comma-separated). */
  appOrigins: string[];
  /** Ports this computer serves the app on (the dev server's PORT or 5173, the preview's 4173): pages from them at the address the request came to get CORS. */
  appPorts: number[];
  /** Host names the emulator answers to besides this computer's addresses and names (EMULATOR_HOSTS, comma-separated). */
  hosts: string[];
  /** Let clients on the network use the control endpoints (/emulator/stats, clock...), not only this computer (EMULATOR_CONTROL_FROM_LAN=1). */
  controlFromLan: boolean;
  /** The video data API key accepted for public data (EMULATOR_API_KEY). */
  apiKey: string;
  /** Bearer token of the developer tools (device sessions, autoscalers), EMULATOR_DEVELOPER_TOKEN. */
  developerToken: string;
  /** Log each request to stdout (never tokens). */
  logRequests: boolean;
  /** Device sessions: seconds a new session stays REQUESTED while it is checked (EMULATOR_DEVICE_CHECK_SECONDS). */
  deviceCheckSeconds: number;
  /** Device sessions: seconds from PENDING until a free device is handed over (EMULATOR_DEVICE_ALLOCATION_SECONDS). */
  deviceAllocationSeconds: number;
  /** Device sessions: seconds a request may wait in its model's queue before it becomes UNAVAILABLE (EMULATOR_DEVICE_QUEUE_TIMEOUT_SECONDS). */
  deviceQueueTimeoutSeconds: number;
  /** Device sessions: the inactivityTimeout of a session, in seconds (EMULATOR_DEVICE_INACTIVITY_SECONDS). */
  deviceInactivitySeconds: number;
  /** Device sessions: model ids whose allocation fails with ERROR, to test that path (EMULATOR_DEVICE_FAULT_MODELS, comma-separated). */
  deviceFaultModels: string[];
  /** Autoscalers: seconds an insert operation stays PENDING (EMULATOR_OPERATION_PENDING_SECONDS). */
  operationPendingSeconds: number;
  /** Autoscalers: seconds an insert operation stays RUNNING before DONE (EMULATOR_OPERATION_RUNNING_SECONDS). */
  operationRunningSeconds: number;
  /** Autoscalers: seconds a new autoscaler reports status PENDING before ACTIVE or ERROR (EMULATOR_AUTOSCALER_PENDING_SECONDS). */
  autoscalerPendingSeconds: number;
  /** Autoscalers allowed per project and region unless the seed sets a project's own limit (EMULATOR_AUTOSCALER_QUOTA). */
  autoscalerQuota: number;
  /** Video data: seed of the generated channels, titles and ids (EMULATOR_SEED). */
  seed?: number;
  /** Video data: the data's "now" in epoch ms (EMULATOR_SEED_TIME, RFC 3339); default: the start hour. */
  seedTime?: number;
  /** Embedded player: media seconds per wall-clock second while a video plays (EMULATOR_PLAYER_SPEED), to reach the end sooner in tests. */
  playerSpeed: number;
}

export const defaultOptions: EmulatorOptions = {
  host: '0.0.0.0',
  port: 8787,
  interval: 5,
  expiresIn: 1800,
  accessTokenTtl: 3600,
  deviceCodeQuota: 30,
  scopeBase: 'https://scopes.tenfoot.emulator',
  kindPrefix: 'video',
  quota: 10_000,
  latencyMs: 0,
  faultRate: 0,
  authFaultRate: 0,
  authLatencyMs: 0,
  // The public OAuth documentation's limit per client and account (docs/reference/facts.md, Tokens: keeping refresh tokens).
  refreshTokenLimit: 100,
  appOrigins: [],
  appPorts: [5173, 4173],
  hosts: [],
  controlFromLan: false,
  apiKey: 'emulator-api-key',
  developerToken: 'emulator-developer-token',
  logRequests: false,
  deviceCheckSeconds: 2,
  deviceAllocationSeconds: 8,
  deviceQueueTimeoutSeconds: 600,
  deviceInactivitySeconds: 600,
  deviceFaultModels: [],
  operationPendingSeconds: 1,
  operationRunningSeconds: 3,
  autoscalerPendingSeconds: 2,
  autoscalerQuota: 100,
  playerSpeed: 1,
};

function num(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    throw new Error(`${name} must be a number >= ${min}, got "${raw}"`);
  }
  return value;
}

function playerSpeedFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw === '') return defaultOptions.playerSpeed;
  const value = Number(raw);
  // Zero would freeze every video; there is no playing backwards.
  if (!Number.isFinite(value) || value <= 0) throw new Error(`EMULATOR_PLAYER_SPEED must be a number above 0, got "${raw}"`);
  return value;
}

function seedTimeFromEnv(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const ms = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(ms)) throw new Error(`EMULATOR_SEED_TIME must be an RFC 3339 time such as 2025-01-06T18:00:00Z, got "${raw}"`);
  return ms;
}

function rate(env: NodeJS.ProcessEnv, name: string): number {
  const value = num(env, name, 0);
  if (value > 1) throw new Error(`${name} must be between 0 and 1, got "${env[name]}"`);
  return value;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

/** EMULATOR_APP_ORIGINS: each an http(s) origin such as http://192.168.1.30:8080, kept in URL's normal form. */
function originsFromEnv(raw: string | undefined): string[] {
  return list(raw).map((item) => {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`EMULATOR_APP_ORIGINS must list origins such as http://192.168.1.30:5173, got "${item}"`);
    return url.origin;
  });
}

/** The app's ports on this computer: npm start's PORT (it hands it to the emulator too), else the dev server's 5173, and the preview's 4173. */
function appPortsFromEnv(env: NodeJS.ProcessEnv): number[] {
  // PORT belongs to the dev server, which checks it: here an unusable value only adds nothing.
  const port = Number(env.PORT);
  return [...new Set([...(Number.isInteger(port) && port > 0 && port < 65536 ? [port] : []), ...defaultOptions.appPorts])];
}

/** Host names to answer to: EMULATOR_HOSTS, and the hosts the app's origins and the verification URL name. */
function hostsFromEnv(env: NodeJS.ProcessEnv, appOrigins: string[]): string[] {
  const named = [...appOrigins, ...(env.EMULATOR_VERIFICATION_URL ? [env.EMULATOR_VERIFICATION_URL] : [])].flatMap((u) => {
    try {
      return [new URL(u).hostname];
    } catch {
      return [];
    }
  });
  return [...new Set([...list(env.EMULATOR_HOSTS), ...named])];
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): EmulatorOptions {
  const appOrigins = originsFromEnv(env.EMULATOR_APP_ORIGINS);
  return {
    ...defaultOptions,
    host: env.EMULATOR_HOST || defaultOptions.host,
    port: num(env, 'EMULATOR_PORT', defaultOptions.port),
    interval: num(env, 'EMULATOR_INTERVAL', defaultOptions.interval, 1),
    expiresIn: num(env, 'EMULATOR_EXPIRES_IN', defaultOptions.expiresIn, 1),
    accessTokenTtl: num(env, 'EMULATOR_ACCESS_TOKEN_TTL', defaultOptions.accessTokenTtl, 1),
    userCode: env.EMULATOR_USER_CODE || undefined,
    verificationUrl: env.EMULATOR_VERIFICATION_URL || undefined,
    deviceCodeQuota: num(env, 'EMULATOR_DEVICE_CODE_QUOTA', defaultOptions.deviceCodeQuota, 1),
    securityEventReceiver: env.EMULATOR_SECURITY_EVENT_RECEIVER || undefined,
    scopeBase: env.EMULATOR_SCOPE_BASE || defaultOptions.scopeBase,
    kindPrefix: env.EMULATOR_KIND_PREFIX || defaultOptions.kindPrefix,
    quota: num(env, 'EMULATOR_QUOTA', defaultOptions.quota),
    latencyMs: num(env, 'EMULATOR_LATENCY_MS', defaultOptions.latencyMs),
    faultRate: rate(env, 'EMULATOR_FAULT_RATE'),
    authFaultRate: rate(env, 'EMULATOR_AUTH_FAULT_RATE'),
    authLatencyMs: num(env, 'EMULATOR_AUTH_LATENCY_MS', defaultOptions.authLatencyMs),
    refreshTokenLimit: num(env, 'EMULATOR_REFRESH_TOKEN_LIMIT', defaultOptions.refreshTokenLimit, 1),
    appOrigins,
    appPorts: appPortsFromEnv(env),
    hosts: hostsFromEnv(env, appOrigins),
    controlFromLan: env.EMULATOR_CONTROL_FROM_LAN === '1',
    apiKey: env.EMULATOR_API_KEY || defaultOptions.apiKey,
    developerToken: env.EMULATOR_DEVELOPER_TOKEN || defaultOptions.developerToken,
    logRequests: env.EMULATOR_LOG === '1',
    deviceCheckSeconds: num(env, 'EMULATOR_DEVICE_CHECK_SECONDS', defaultOptions.deviceCheckSeconds),
    deviceAllocationSeconds: num(env, 'EMULATOR_DEVICE_ALLOCATION_SECONDS', defaultOptions.deviceAllocationSeconds),
    deviceQueueTimeoutSeconds: num(env, 'EMULATOR_DEVICE_QUEUE_TIMEOUT_SECONDS', defaultOptions.deviceQueueTimeoutSeconds, 1),
    deviceInactivitySeconds: num(env, 'EMULATOR_DEVICE_INACTIVITY_SECONDS', defaultOptions.deviceInactivitySeconds, 1),
    deviceFaultModels: (env.EMULATOR_DEVICE_FAULT_MODELS ?? '').split(',').map((m) => m.trim()).filter(Boolean),
    operationPendingSeconds: num(env, 'EMULATOR_OPERATION_PENDING_SECONDS', defaultOptions.operationPendingSeconds),
    operationRunningSeconds: num(env, 'EMULATOR_OPERATION_RUNNING_SECONDS', defaultOptions.operationRunningSeconds),
    autoscalerPendingSeconds: num(env, 'EMULATOR_AUTOSCALER_PENDING_SECONDS', defaultOptions.autoscalerPendingSeconds),
    autoscalerQuota: num(env, 'EMULATOR_AUTOSCALER_QUOTA', defaultOptions.autoscalerQuota),
    seed: env.EMULATOR_SEED ? num(env, 'EMULATOR_SEED', 0) : undefined,
    seedTime: seedTimeFromEnv(env.EMULATOR_SEED_TIME),
    playerSpeed: playerSpeedFromEnv(env.EMULATOR_PLAYER_SPEED),
  };
}
