/**
 * The emulated compute projects: who may do what, the managed instance groups that serve tenfoot,
 * their current load (what recommendedSize is computed from) and autoscalers that already exist.
 */

export type Permission = 'compute.autoscalers.create' | 'compute.autoscalers.get' | 'compute.zoneOperations.get' | 'compute.instanceGroupManagers.use';

export const ALL_PERMISSIONS: Permission[] = ['compute.autoscalers.create', 'compute.autoscalers.get', 'compute.zoneOperations.get', 'compute.instanceGroupManagers.use'];

export interface SeedMetric {
  /** Per-instance metrics (gce_instance) carry one value per VM; per-group metrics the group's total. */
  perGroup: boolean;
  value: number;
  /** Samples arrive too seldom to scale on (CUSTOM_METRIC_DATA_POINTS_TOO_SPARSE). */
  sparse?: boolean;
  /** Exported without the labels autoscaling needs, e.g. a per-instance metric without instance_id (CUSTOM_METRIC_INVALID). */
  unlabelled?: boolean;
}

/**
 * A managed instance group and what it is going through: each optional field is one of the
 * situations an autoscaler reports in statusDetails (status.ts, situations.ts).
 */
export interface SeedGroup {
  name: string;
  targetSize: number;
  /** Average CPU utilization of the group now (0..1). */
  cpuUtilization: number;
  /** Utilization of the backend service the group sits behind; absent: no load balancer. */
  backendUtilization?: number;
  metrics?: Record<string, SeedMetric>;
  /** Instances RUNNING and healthy; all of them when absent (0: ALL_INSTANCES_UNHEALTHY). */
  healthyInstances?: number;
  /** Backend services the group is attached to; one when it has a load balancer (more: MORE_THAN_ONE_BACKEND_SERVICE). */
  backendServices?: number;
  /** Its HTTP(S) load balancer balances by maxRate (UNSUPPORTED_MAX_RATE_LOAD_BALANCING_CONFIGURATION). */
  maxRateBalancing?: boolean;
  /** Behind a load balancer that has sent it no request yet (MISSING_LOAD_BALANCING_DATA_POINTS). */
  noLoadBalancedRequests?: boolean;
  /** Deleted after its autoscaler was made (SCALING_TARGET_DOES_NOT_EXIST); new autoscalers cannot name it. */
  deleted?: boolean;
  /** Instances the project's quota still allows in the group's region; unlimited when absent (NOT_ENOUGH_QUOTA_AVAILABLE). */
  quotaHeadroom?: number;
  /** No capacity for new VMs: in its zone (ZONE_RESOURCE_STOCKOUT) or, for a regional group, its region (REGION_RESOURCE_STOCKOUT). */
  stockout?: 'zone' | 'region';
}

export interface SeedAutoscaler {
  name: string;
  target: string;
  minNumReplicas: number;
  maxNumReplicas: number;
  /** More of the policy (a signal, a mode); the defaults fill the rest. */
  policy?: Record<string, unknown>;
}

export interface SeedZone {
  groups: SeedGroup[];
  autoscalers?: SeedAutoscaler[];
}

export interface SeedProject {
  id: string;
  /** Numeric project number, for ids. */
  number: string;
  members: Record<string, Permission[]>;
  /** Autoscalers allowed per region; the emulator's autoscalerQuota knob when absent. */
  autoscalerLimit?: number;
  zones: Record<string, SeedZone>;
  /** Regional groups and their autoscalers (read with regionAutoscalers.get). */
  regions?: Record<string, SeedZone>;
}

export const KNOWN_ZONES = ['europe-west1-b', 'europe-west1-c', 'europe-west1-d', 'us-central1-a', 'us-central1-b', 'us-east1-b', 'asia-northeast1-a'];

export function regionOf(zone: string): string {
  return zone.replace(/-[a-z]$/, '');
}

export const KNOWN_REGIONS = [...new Set(KNOWN_ZONES.map(regionOf))];

const streams = 'custom.googleapis.com/tenfoot/active_streams';
const backlog = 'pubsub.googleapis.com/subscription/num_undelivered_messages';
const queueDepth = 'custom.googleapis.com/tenfoot/transcode_queue_depth';
const sessions = 'custom.googleapis.com/tenfoot/player_sessions';

/** A group of the troubled project, and the autoscaler that already scales it (named after it). */
function troubled(group: SeedGroup, policy: Record<string, unknown> = {}): { group: SeedGroup; autoscaler: SeedAutoscaler } {
  return { group, autoscaler: { name: group.name, target: group.name, minNumReplicas: 1, maxNumReplicas: 10, policy } };
}

/**
 * One autoscaler per statusDetails type that configuration alone cannot cause: each group below is
 * in one situation, and `npm run autoscaler -- get` (or a test) reads what its autoscaler reports.
 */
const TROUBLED_ZONE = [
  troubled({ name: 'unhealthy-web', targetSize: 3, cpuUtilization: 0.5, backendUtilization: 0.5, healthyInstances: 0 }),
  troubled({ name: 'sparse-transcoder', targetSize: 2, cpuUtilization: 0.4, metrics: { [queueDepth]: { perGroup: true, value: 40, sparse: true } } }, { customMetricUtilizations: [{ metric: queueDepth, singleInstanceAssignment: 10 }] }),
  troubled({ name: 'unlabelled-player', targetSize: 2, cpuUtilization: 0.4, metrics: { [sessions]: { perGroup: false, value: 30, unlabelled: true } } }, { customMetricUtilizations: [{ metric: sessions, utilizationTarget: 50, utilizationTargetType: 'GAUGE' }] }),
  troubled({ name: 'quiet-web', targetSize: 2, cpuUtilization: 0.1, backendUtilization: 0, noLoadBalancedRequests: true }, { loadBalancingUtilization: { utilizationTarget: 0.8 } }),
  troubled({ name: 'shared-web', targetSize: 2, cpuUtilization: 0.5, backendUtilization: 0.6, backendServices: 2 }, { loadBalancingUtilization: { utilizationTarget: 0.8 } }),
  troubled({ name: 'max-rate-web', targetSize: 2, cpuUtilization: 0.5, backendUtilization: 0.6, maxRateBalancing: true }, { loadBalancingUtilization: { utilizationTarget: 0.8 } }),
  troubled({ name: 'quota-bound-web', targetSize: 4, cpuUtilization: 0.95, backendUtilization: 0.9, quotaHeadroom: 1 }),
  troubled({ name: 'stockout-web', targetSize: 4, cpuUtilization: 0.9, backendUtilization: 0.9, stockout: 'zone' }),
  troubled({ name: 'retired-web', targetSize: 0, cpuUtilization: 0, deleted: true }),
];
const TROUBLED_REGION = [troubled({ name: 'regional-web', targetSize: 6, cpuUtilization: 0.9, backendUtilization: 0.85, stockout: 'region' })];

function web(targetSize: number, cpuUtilization: number, backendUtilization: number): SeedGroup {
  return { name: 'tenfoot-web', targetSize, cpuUtilization, backendUtilization, metrics: { [streams]: { perGroup: false, value: 90 } } };
}

export const seedProjects: SeedProject[] = [
  {
    id: 'tenfoot-dev',
    number: '410000000001',
    members: { 'acct-ada': ALL_PERMISSIONS },
    zones: {
      'europe-west1-b': {
        groups: [
          web(2, 0.45, 0.5),
          { name: 'tenfoot-canary', targetSize: 1, cpuUtilization: 0.35, backendUtilization: 0.3 },
          { name: 'tenfoot-worker', targetSize: 1, cpuUtilization: 0.3, metrics: { [backlog]: { perGroup: true, value: 340 } } },
        ],
      },
      'europe-west1-c': { groups: [web(2, 0.4, 0.45)] },
      'us-central1-a': { groups: [web(2, 0.5, 0.55)] },
    },
  },
  {
    id: 'tenfoot-prod',
    number: '410000000002',
    members: { 'acct-ada': ALL_PERMISSIONS },
    zones: {
      'europe-west1-b': { groups: [web(6, 0.72, 0.65)] },
      'europe-west1-c': { groups: [web(6, 0.68, 0.6)] },
      'us-east1-b': { groups: [web(4, 0.81, 0.7)] },
    },
  },
  {
    // Two autoscalers already fill this project's regional limit: the next one hits QUOTA_EXCEEDED.
    id: 'tenfoot-crowded',
    number: '410000000003',
    members: { 'acct-ada': ALL_PERMISSIONS },
    autoscalerLimit: 2,
    zones: {
      'europe-west1-b': {
        groups: [web(3, 0.6, 0.6), { name: 'legacy-api', targetSize: 2, cpuUtilization: 0.4 }, { name: 'legacy-batch', targetSize: 2, cpuUtilization: 0.2 }],
        autoscalers: [
          { name: 'legacy-api', target: 'legacy-api', minNumReplicas: 2, maxNumReplicas: 4 },
          { name: 'legacy-batch', target: 'legacy-batch', minNumReplicas: 1, maxNumReplicas: 3 },
        ],
      },
    },
  },
  {
    // Every statusDetails type the policy alone cannot cause, one seeded autoscaler each (TROUBLED_ZONE).
    id: 'tenfoot-trouble',
    number: '410000000005',
    members: { 'acct-ada': ALL_PERMISSIONS },
    zones: { 'europe-west1-d': { groups: TROUBLED_ZONE.map((t) => t.group), autoscalers: TROUBLED_ZONE.map((t) => t.autoscaler) } },
    regions: { 'us-central1': { groups: TROUBLED_REGION.map((t) => t.group), autoscalers: TROUBLED_REGION.map((t) => t.autoscaler) } },
  },
  {
    // A partner's project: the developer may create autoscalers but not use the partner's groups.
    id: 'tenfoot-partner',
    number: '410000000004',
    members: { 'acct-ada': ['compute.autoscalers.create', 'compute.autoscalers.get', 'compute.zoneOperations.get'] },
    zones: { 'europe-west1-b': { groups: [{ name: 'partner-web', targetSize: 2, cpuUtilization: 0.5, backendUtilization: 0.4 }] } },
  },
];
