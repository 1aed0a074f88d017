import { abortableSleep } from '../../src/api/sleep.ts';
import { ApiError, type ApiCore } from '../../src/api/core.ts';
import { segment } from './pathSegment.ts';

/**
 * Zonal autoscalers of the compute API v1 over the shared fetch core: insert, the zonal Operation
 * that follows it, and the resulting Autoscaler. Names mirror the discovery document
 * (docs/reference/autoscalers-insert.compute.v1.discovery.json); the base URL is the service root, e.g.
 * `https://compute.googleapis.com` or the emulator's origin (paths start with /compute/v1).
 */

export type AutoscalerMode = 'OFF' | 'ON' | 'ONLY_SCALE_OUT' | 'ONLY_UP';
export type PredictiveMethod = 'NONE' | 'OPTIMIZE_AVAILABILITY';
export type UtilizationTargetType = 'GAUGE' | 'DELTA_PER_SECOND' | 'DELTA_PER_MINUTE';
export type AutoscalerStatus = 'PENDING' | 'DELETING' | 'ACTIVE' | 'ERROR';
export type OperationStatus = 'PENDING' | 'RUNNING' | 'DONE';
export type ScalingScheduleState = 'ACTIVE' | 'DISABLED' | 'OBSOLETE' | 'READY';

export interface AutoscalingPolicyCpuUtilization {
  utilizationTarget?: number;
  predictiveMethod?: PredictiveMethod;
}

export interface AutoscalingPolicyLoadBalancingUtilization {
  utilizationTarget?: number;
}

export interface AutoscalingPolicyCustomMetricUtilization {
  metric?: string;
  filter?: string;
  utilizationTargetType?: UtilizationTargetType;
  utilizationTarget?: number;
  singleInstanceAssignment?: number;
}

export interface FixedOrPercent {
  fixed?: number;
  percent?: number;
  /** Output only. */
  calculated?: number;
}

export interface AutoscalingPolicyScaleInControl {
  maxScaledInReplicas?: FixedOrPercent;
  timeWindowSec?: number;
}

export interface AutoscalingPolicyScalingSchedule {
  minRequiredReplicas?: number;
  /** Extended cron with an optional year field, e.g. "0 18 * * *". */
  schedule?: string;
  /** tz database name; UTC when empty. */
  timeZone?: string;
  durationSec?: number;
  disabled?: boolean;
  description?: string;
}

export interface AutoscalingPolicy {
  minNumReplicas?: number;
  maxNumReplicas?: number;
  scaleInControl?: AutoscalingPolicyScaleInControl;
  coolDownPeriodSec?: number;
  cpuUtilization?: AutoscalingPolicyCpuUtilization;
  customMetricUtilizations?: AutoscalingPolicyCustomMetricUtilization[];
  loadBalancingUtilization?: AutoscalingPolicyLoadBalancingUtilization;
  mode?: AutoscalerMode;
  scalingSchedules?: Record<string, AutoscalingPolicyScalingSchedule>;
}

export interface AutoscalerStatusDetails {
  message?: string;
  /** An enum to which new values may be added (docs/reference/facts.md, Autoscalers: status): kept as a string. */
  type?: string;
}

export interface ScalingScheduleStatus {
  nextStartTime?: string;
  lastStartTime?: string;
  state?: ScalingScheduleState;
}

export interface Autoscaler {
  kind?: string;
  id?: string;
  creationTimestamp?: string;
  name?: string;
  description?: string;
  target?: string;
  autoscalingPolicy?: AutoscalingPolicy;
  zone?: string;
  region?: string;
  selfLink?: string;
  status?: AutoscalerStatus;
  statusDetails?: AutoscalerStatusDetails[];
  recommendedSize?: number;
  scalingScheduleStatus?: Record<string, ScalingScheduleStatus>;
}

export interface ErrorInfo {
  reason?: string;
  domain?: string;
  metadatas?: Record<string, string>;
}

export interface QuotaExceededInfo {
  metricName?: string;
  limitName?: string;
  dimensions?: Record<string, string>;
  limit?: number;
  futureLimit?: number;
  rolloutStatus?: string;
}

export interface HelpLink {
  description?: string;
  url?: string;
}

export interface Help {
  links?: HelpLink[];
}

export interface LocalizedMessage {
  locale?: string;
  message?: string;
}

export interface OperationErrorDetail {
  errorInfo?: ErrorInfo;
  quotaInfo?: QuotaExceededInfo;
  help?: Help;
  localizedMessage?: LocalizedMessage;
}

export interface OperationErrorItem {
  code?: string;
  location?: string;
  message?: string;
  errorDetails?: OperationErrorDetail[];
}

export interface OperationWarning {
  code?: string;
  message?: string;
  data?: { key?: string; value?: string }[];
}

export interface Operation {
  kind?: string;
  id?: string;
  creationTimestamp?: string;
  name?: string;
  zone?: string;
  region?: string;
  clientOperationId?: string;
  operationType?: string;
  targetLink?: string;
  targetId?: string;
  status?: OperationStatus;
  statusMessage?: string;
  user?: string;
  progress?: number;
  insertTime?: string;
  startTime?: string;
  endTime?: string;
  error?: { errors?: OperationErrorItem[] };
  warnings?: OperationWarning[];
  httpErrorStatusCode?: number;
  httpErrorMessage?: string;
  selfLink?: string;
  description?: string;
  operationGroupId?: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface InsertOptions extends CallOptions {
  /** The idempotency key (docs/reference/facts.md, Autoscalers: requestId); a new UUID when absent. */
  requestId?: string;
  /** Called before each re-send after a failure, with the same requestId. */
  onRetry?: (attempt: number, error: ApiError) => void;
}

export interface WaitOptions extends CallOptions {
  intervalMs?: number;
  /** Every poll's answer, the first included. */
  onUpdate?: (operation: Operation) => void;
}

export interface AutoscalersClientOptions {
  newRequestId?: () => string;
  /** Tries of an insert in all; re-sends are safe because they carry the same requestId. */
  insertAttempts?: number;
  retryDelayMs?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface AutoscalersClient {
  insert(project: string, zone: string, autoscaler: Autoscaler, options?: InsertOptions): Promise<Operation>;
  get(project: string, zone: string, autoscaler: string, options?: CallOptions): Promise<Autoscaler>;
  getZoneOperation(project: string, zone: string, operation: string, options?: CallOptions): Promise<Operation>;
  /** Polls the zonal operation until DONE (docs/reference/facts.md, Autoscalers: insert and its operation). */
  waitForOperation(project: string, zone: string, operation: Operation, options?: WaitOptions): Promise<Operation>;
}

const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

/** A request id the service accepts: a UUID, not the zero one (docs/reference/facts.md, Autoscalers: requestId). */
export function isRequestId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) && value !== ZERO_UUID;
}

/** The errors a finished operation reports; empty when it succeeded. */
export function operationErrors(operation: Operation): OperationErrorItem[] {
  return operation.error?.errors ?? [];
}

export function zonalPath(project: string, zone: string): string {
  return `/compute/v1/projects/${segment(project)}/zones/${segment(zone)}`;
}

/** The relative URL of a zonal managed instance group, the form `target` takes. */
export function instanceGroupManagerUrl(project: string, zone: string, group: string): string {
  return `projects/${project}/zones/${zone}/instanceGroupManagers/${group}`;
}

function retriable(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === 'network' || error.status === 429 || error.status >= 500);
}


/** A random (version 4) UUID; built from getRandomValues where randomUUID is missing (older engines). */
export function randomRequestId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => (x + 0x100).toString(16).slice(1)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createAutoscalersClient(core: ApiCore, options: AutoscalersClientOptions = {}): AutoscalersClient {
  const newRequestId = options.newRequestId ?? randomRequestId;
  const attempts = Math.max(1, options.insertAttempts ?? 4);
  const delay = options.retryDelayMs ?? 500;
  // abortableSleep removes its abort listener when the timer ends: a long operation followed with
  // one signal had gathered a listener a poll (MaxListenersExceededWarning after 11).
  const sleep = options.sleep ?? abortableSleep;

  const client: AutoscalersClient = {
    async insert(project, zone, autoscaler, insertOptions = {}) {
      const requestId = insertOptions.requestId ?? newRequestId();
      // The core never re-sends a POST; this one may, because the same requestId makes the
      // service return the first Operation instead of creating a second autoscaler.
      for (let attempt = 1; ; attempt++) {
        try {
          return await core.request<Operation>('POST', `${zonalPath(project, zone)}/autoscalers`, { query: { requestId }, body: autoscaler, signal: insertOptions.signal });
        } catch (error) {
          if (!retriable(error) || attempt >= attempts || insertOptions.signal?.aborted) throw error;
          insertOptions.onRetry?.(attempt, error);
          await sleep(Math.min(8000, delay * 2 ** (attempt - 1)), insertOptions.signal);
        }
      }
    },
    get: (project, zone, name, callOptions = {}) =>
      core.request<Autoscaler>('GET', `${zonalPath(project, zone)}/autoscalers/${segment(name)}`, { signal: callOptions.signal }),
    getZoneOperation: (project, zone, name, callOptions = {}) =>
      core.request<Operation>('GET', `${zonalPath(project, zone)}/operations/${segment(name)}`, { signal: callOptions.signal }),
    async waitForOperation(project, zone, operation, waitOptions = {}) {
      let current = operation;
      waitOptions.onUpdate?.(current);
      while (current.status !== 'DONE') {
        await sleep(waitOptions.intervalMs ?? 1000, waitOptions.signal);
        current = await client.getZoneOperation(project, zone, operation.name ?? '', waitOptions);
        waitOptions.onUpdate?.(current);
      }
      return current;
    },
  };
  return client;
}
