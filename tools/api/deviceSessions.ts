import type { ApiCore } from '../../src/api/core.ts';
import { segment } from './pathSegment.ts';

/**
 * The device session service (testing v1) over the shared fetch core. Type and field names
 * mirror the discovery document (docs/reference/device-sessions.v1.discovery.json); the client's
 * base URL is the service root, e.g. `https://testing.googleapis.com` or `{emulator}/testing`.
 */

/**
 * SessionState of the discovery document plus TIMEOUT_INACTIVITY, which the description of
 * `inactivityTimeout` names without listing it in the enum
 * (docs/reference/facts.md, Device sessions: states; docs/tools.md). A reader should treat any
 * other unknown value as final: new states may appear.
 */
export type SessionState =
  | 'SESSION_STATE_UNSPECIFIED'
  | 'REQUESTED'
  | 'PENDING'
  | 'ACTIVE'
  | 'EXPIRED'
  | 'FINISHED'
  | 'UNAVAILABLE'
  | 'ERROR'
  | 'TIMEOUT_INACTIVITY';

export const SESSION_STATES: readonly SessionState[] = ['REQUESTED', 'PENDING', 'ACTIVE', 'EXPIRED', 'FINISHED', 'UNAVAILABLE', 'ERROR', 'TIMEOUT_INACTIVITY'];

/** States a session can still leave; everything else (including states unknown to this client) is final. */
const LIVE_STATES: ReadonlySet<string> = new Set(['REQUESTED', 'PENDING', 'ACTIVE']);

export function isFinalState(state: string | undefined): boolean {
  return state !== undefined && state !== 'SESSION_STATE_UNSPECIFIED' && !LIVE_STATES.has(state);
}

export interface AndroidDevice {
  androidModelId?: string;
  androidVersionId?: string;
  locale?: string;
  orientation?: string;
}

export interface SessionStateEvent {
  sessionState?: SessionState;
  /** RFC 3339 UTC timestamp (wireFormats.parseTimestamp). */
  eventTime?: string;
  stateMessage?: string;
}

export interface DeviceSession {
  /** `projects/{project_id}/deviceSessions/{session_id}`. */
  name?: string;
  displayName?: string;
  state?: SessionState;
  stateHistories?: SessionStateEvent[];
  /** Duration, e.g. "600s" (wireFormats.parseDuration). */
  inactivityTimeout?: string;
  createTime?: string;
  activeStartTime?: string;
  androidDevice?: AndroidDevice;
  /** Union `expiration`: at most one of ttl and expireTime. */
  ttl?: string;
  expireTime?: string;
}

/** What create takes: a device (all four fields required) and at most one member of the union `expiration`. */
export type NewDeviceSession = { androidDevice: Required<AndroidDevice> } & ({ ttl?: string; expireTime?: never } | { expireTime?: string; ttl?: never });

export interface ListDeviceSessionsResponse {
  deviceSessions?: DeviceSession[];
  nextPageToken?: string;
}

export interface ListDeviceSessionsParams {
  pageSize?: number;
  pageToken?: string;
  /** Allowed field: session_state, e.g. `session_state=ACTIVE`. */
  filter?: string;
}

/** The patchable union: exactly one of ttl and expireTime, named by the update mask. */
export type DeviceSessionUpdate = { ttl: string; expireTime?: never } | { expireTime: string; ttl?: never };

/** The cancel request has no fields: `{}`. */
export type CancelDeviceSessionRequest = Record<string, never>;
/** The cancel answer: `{}`. */
export type Empty = Record<string, never>;

/** The parts of TestEnvironmentCatalog the tools read (testEnvironmentCatalog.get, ANDROID). */
export interface AndroidModel {
  id?: string;
  name?: string;
  manufacturer?: string;
  brand?: string;
  codename?: string;
  form?: string;
  formFactor?: string;
  screenX?: number;
  screenY?: number;
  supportedVersionIds?: string[];
  tags?: string[];
}

export interface AndroidVersion {
  id?: string;
  versionString?: string;
  apiLevel?: number;
  codeName?: string;
}

export interface Locale {
  id?: string;
  name?: string;
  region?: string;
}

export interface Orientation {
  id?: string;
  name?: string;
}

export interface TestEnvironmentCatalog {
  androidDeviceCatalog?: {
    models?: AndroidModel[];
    versions?: AndroidVersion[];
    runtimeConfiguration?: { locales?: Locale[]; orientations?: Orientation[] };
  };
}

export interface CallOptions {
  signal?: AbortSignal;
}

const SESSION_NAME = /^projects\/([^/]+)\/deviceSessions\/([^/:]+)$/;

export function parentOf(projectId: string): string {
  return `projects/${projectId}`;
}

export function sessionName(projectId: string, sessionId: string): string {
  return `projects/${projectId}/deviceSessions/${sessionId}`;
}

/** `{project, sessionId}` of a session name, or undefined when the text is not one. */
export function parseSessionName(name: string): { project: string; sessionId: string } | undefined {
  const m = SESSION_NAME.exec(name);
  return m ? { project: m[1]!, sessionId: m[2]! } : undefined;
}

/** `v1/{+name}`: each segment percent-encoded, the slashes kept (discovery "reserved expansion"). */
function path(resource: string): string {
  return `/v1/${resource.split('/').map(segment).join('/')}`;
}

export interface DeviceSessionsClient {
  create(parent: string, session: NewDeviceSession, options?: CallOptions): Promise<DeviceSession>;
  get(name: string, options?: CallOptions): Promise<DeviceSession>;
  list(parent: string, params?: ListDeviceSessionsParams, options?: CallOptions): Promise<ListDeviceSessionsResponse>;
  /** Every page of list, in order. */
  listAll(parent: string, params?: Omit<ListDeviceSessionsParams, 'pageToken'>, options?: CallOptions): Promise<DeviceSession[]>;
  /** PATCH v1/{name}?updateMask=ttl|expireTime: the mask is derived from the one field given. */
  patch(name: string, update: DeviceSessionUpdate, options?: CallOptions): Promise<DeviceSession>;
  cancel(name: string, options?: CallOptions): Promise<Empty>;
  getAndroidCatalog(projectId?: string, options?: CallOptions): Promise<TestEnvironmentCatalog>;
}

export function createDeviceSessionsClient(core: ApiCore): DeviceSessionsClient {
  const client: DeviceSessionsClient = {
    create: (parent, session, options = {}) => core.request<DeviceSession>('POST', `${path(parent)}/deviceSessions`, { body: session, signal: options.signal }),
    get: (name, options = {}) => core.request<DeviceSession>('GET', path(name), { signal: options.signal }),
    list: (parent, params = {}, options = {}) =>
      core.request<ListDeviceSessionsResponse>('GET', `${path(parent)}/deviceSessions`, {
        query: { pageSize: params.pageSize, pageToken: params.pageToken, filter: params.filter },
        signal: options.signal,
      }),
    async listAll(parent, params = {}, options = {}) {
      const all: DeviceSession[] = [];
      let pageToken: string | undefined;
      do {
        const page = await client.list(parent, { ...params, pageToken }, options);
        all.push(...(page.deviceSessions ?? []));
        pageToken = page.nextPageToken;
      } while (pageToken);
      return all;
    },
    patch: (name, update, options = {}) => {
      const updateMask = update.ttl !== undefined ? 'ttl' : 'expireTime';
      return core.request<DeviceSession>('PATCH', path(name), { query: { updateMask }, body: update, signal: options.signal });
    },
    cancel: (name, options = {}) => core.request<Empty>('POST', `${path(name)}:cancel`, { body: {} satisfies CancelDeviceSessionRequest, signal: options.signal }),
    getAndroidCatalog: (projectId, options = {}) =>
      core.request<TestEnvironmentCatalog>('GET', '/v1/testEnvironmentCatalog/ANDROID', { query: { projectId }, signal: options.signal }),
  };
  return client;
}
