import { nextStart, parseCron } from './cron.ts';
import type { SeedGroup } from './seed.ts';
import { groupDetails, growthDetails, loadBalancerSignal, metricUsable, type StatusDetail } from './situations.ts';

/**
 * What a running autoscaler reports (status, statusDetails, recommendedSize, scalingScheduleStatus:
 * docs/reference/facts.md, Autoscalers: status), computed from the clock and the group's seeded
 * load at each read.
 */

type Json = Record<string, unknown>;

/** Each type's severity, as the description of AutoscalerStatusDetails.type gives it: an ERROR makes the status ERROR. */
const SEVERITY: Record<string, 'ERROR' | 'WARNING'> = {
  ALL_INSTANCES_UNHEALTHY: 'WARNING',
  BACKEND_SERVICE_DOES_NOT_EXIST: 'ERROR',
  CAPPED_AT_MAX_NUM_REPLICAS: 'WARNING',
  CUSTOM_METRIC_DATA_POINTS_TOO_SPARSE: 'WARNING',
  CUSTOM_METRIC_INVALID: 'ERROR',
  MIN_EQUALS_MAX: 'WARNING',
  MISSING_CUSTOM_METRIC_DATA_POINTS: 'WARNING',
  MISSING_LOAD_BALANCING_DATA_POINTS: 'WARNING',
  MODE_OFF: 'WARNING',
  MODE_ONLY_UP: 'WARNING',
  MODE_ONLY_SCALE_OUT: 'WARNING',
  MORE_THAN_ONE_BACKEND_SERVICE: 'ERROR',
  NOT_ENOUGH_QUOTA_AVAILABLE: 'ERROR',
  REGION_RESOURCE_STOCKOUT: 'ERROR',
  SCALING_TARGET_DOES_NOT_EXIST: 'ERROR',
  SCHEDULED_INSTANCES_GREATER_THAN_AUTOSCALER_MAX: 'WARNING',
  SCHEDULED_INSTANCES_LESS_THAN_AUTOSCALER_MIN: 'WARNING',
  UNSUPPORTED_MAX_RATE_LOAD_BALANCING_CONFIGURATION: 'ERROR',
  ZONE_RESOURCE_STOCKOUT: 'ERROR',
};

/**
 * Errors that still leave a recommendation: the autoscaler knows the size it wants and cannot get
 * the machines. The other errors leave it without a prediction, and recommendedSize is left out.
 */
const RESOURCE_ERRORS = new Set(['NOT_ENOUGH_QUOTA_AVAILABLE', 'REGION_RESOURCE_STOCKOUT', 'ZONE_RESOURCE_STOCKOUT']);

export type { StatusDetail };

export interface ScheduleStatus {
  state: 'ACTIVE' | 'DISABLED' | 'OBSOLETE' | 'READY';
  nextStartTime?: string;
  lastStartTime?: string;
}

export interface LiveStatus {
  status: 'PENDING' | 'ACTIVE' | 'ERROR';
  statusDetails?: StatusDetail[];
  recommendedSize?: number;
  scalingScheduleStatus?: Record<string, ScheduleStatus>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A schedule's state at `now`: ACTIVE inside one of its intervals, READY before the next, OBSOLETE when none is left. */
export function scheduleStatus(schedule: Json, createdAt: number, now: number): ScheduleStatus {
  if (schedule.disabled === true) return { state: 'DISABLED' };
  const cron = parseCron(schedule.schedule as string);
  const tz = schedule.timeZone as string;
  const durationMs = (schedule.durationSec as number) * 1000;
  const current = nextStart(cron, tz, now - durationMs + 1);
  const activeNow = current !== undefined && current <= now;
  const next = nextStart(cron, tz, activeNow ? current + 60_000 : now);
  const status: ScheduleStatus = { state: activeNow ? 'ACTIVE' : next === undefined ? 'OBSOLETE' : 'READY' };
  if (next !== undefined) status.nextStartTime = iso(next);
  // The actual start: an interval already running when the autoscaler appeared starts acting at its creation.
  if (activeNow) status.lastStartTime = iso(Math.max(current, createdAt));
  return status;
}

function ceilDiv(a: number, b: number): number {
  return Math.max(0, Math.ceil(a / b - 1e-9));
}

/** The size each configured signal asks for, plus the details its data (or lack of it) raises. */
function signalSizes(policy: Json, group: SeedGroup, details: StatusDetail[]): number[] {
  const sizes: number[] = [];
  const cpu = policy.cpuUtilization as Json | undefined;
  if (cpu) sizes.push(ceilDiv(group.targetSize * group.cpuUtilization, cpu.utilizationTarget as number));
  const lb = policy.loadBalancingUtilization as Json | undefined;
  if (lb) {
    const wanted = loadBalancerSignal(group, lb.utilizationTarget as number, details);
    if (wanted !== undefined) sizes.push(ceilDiv(wanted, 1));
  }
  for (const m of (policy.customMetricUtilizations as Json[] | undefined) ?? []) {
    const data = group.metrics?.[m.metric as string];
    if (!metricUsable(String(m.metric), data, details)) continue;
    const total = data.perGroup ? data.value : data.value * group.targetSize;
    const per = (m.singleInstanceAssignment ?? m.utilizationTarget) as number;
    sizes.push(ceilDiv(total, per));
  }
  return sizes;
}

export function liveStatus(policy: Json, group: SeedGroup, createdAt: number, activeAt: number, now: number): LiveStatus {
  // PENDING while the backend has not read the new or updated configuration (docs/reference/facts.md, Autoscalers: status).
  if (now < activeAt) return { status: 'PENDING' };
  // A group deleted under its autoscaler: nothing to measure or scale.
  if (group.deleted) return { status: 'ERROR', statusDetails: [{ type: 'SCALING_TARGET_DOES_NOT_EXIST', message: `The instance group ${group.name} the autoscaler scales does not exist any more.` }] };
  const details: StatusDetail[] = groupDetails(group);
  const min = policy.minNumReplicas as number;
  const max = policy.maxNumReplicas as number;
  const sizes = signalSizes(policy, group, details);
  let wanted = sizes.length > 0 ? Math.max(...sizes) : group.targetSize;

  const schedules = (policy.scalingSchedules ?? {}) as Record<string, Json>;
  const scheduleStates: Record<string, ScheduleStatus> = {};
  for (const [name, schedule] of Object.entries(schedules)) {
    const state = scheduleStatus(schedule, createdAt, now);
    scheduleStates[name] = state;
    const required = schedule.minRequiredReplicas as number;
    // Overlapping schedules: the greatest minRequiredReplicas applies (docs/reference/facts.md, Autoscalers: status).
    if (state.state === 'ACTIVE') wanted = Math.max(wanted, required);
    if (schedule.disabled !== true && required > max) {
      details.push({ type: 'SCHEDULED_INSTANCES_GREATER_THAN_AUTOSCALER_MAX', message: `Scaling schedule ${name} asks for ${required} instances, more than maxNumReplicas (${max}); the autoscaler stops at ${max}.` });
    }
    if (schedule.disabled !== true && required < min) {
      details.push({ type: 'SCHEDULED_INSTANCES_LESS_THAN_AUTOSCALER_MIN', message: `Scaling schedule ${name} asks for ${required} instances, fewer than minNumReplicas (${min}); it has no effect.` });
    }
  }
  if (wanted > max) details.push({ type: 'CAPPED_AT_MAX_NUM_REPLICAS', message: `The autoscaler recommends ${wanted} instances, more than maxNumReplicas (${max}); the recommendation is capped at ${max}.` });
  if (min === max) details.push({ type: 'MIN_EQUALS_MAX', message: `minNumReplicas equals maxNumReplicas (${max}): the autoscaler cannot add or remove instances.` });
  const mode = policy.mode as string;
  if (mode === 'OFF') details.push({ type: 'MODE_OFF', message: "Autoscaling is turned off. The number of instances in the group won't change automatically. The autoscaling configuration is preserved." });
  if (mode === 'ONLY_SCALE_OUT') details.push({ type: 'MODE_ONLY_SCALE_OUT', message: 'Autoscaling is in the "Autoscale only out" mode. The autoscaler can add instances but not remove any.' });
  if (mode === 'ONLY_UP') details.push({ type: 'MODE_ONLY_UP', message: 'Autoscaling is in the "Autoscale only out" mode (ONLY_UP, a deprecated name of ONLY_SCALE_OUT). The autoscaler can add instances but not remove any.' });

  const recommended = Math.min(max, Math.max(min, wanted));
  details.push(...growthDetails(group, recommended));

  const errors = details.filter((d) => SEVERITY[d.type] === 'ERROR');
  const predicted = errors.every((d) => RESOURCE_ERRORS.has(d.type));
  return {
    status: errors.length ? 'ERROR' : 'ACTIVE',
    ...(details.length ? { statusDetails: details } : {}),
    // Computed even when the mode is not ON (docs/reference/facts.md, Autoscalers: status); empty when the autoscaler made no prediction.
    ...(predicted ? { recommendedSize: recommended } : {}),
    ...(Object.keys(scheduleStates).length ? { scalingScheduleStatus: scheduleStates } : {}),
  };
}
