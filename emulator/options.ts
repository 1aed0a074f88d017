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

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): EmulatorOptions {
  const faultRate = num(env, 'EMULATOR_FAULT_RATE', defaultOptions.faultRate);
  if (faultRate > 1) throw new Error(`EMULATOR_FAULT_RATE must be between 0 and 1, got "${env.EMULATOR_FAULT_RATE}"`);
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
    faultRate,
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
