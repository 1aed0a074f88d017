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
}

export interface SeedGroup {
  name: string;
  targetSize: number;
  /** Average CPU utilization of the group now (0..1). */
  cpuUtilization: number;
  /** Utilization of the backend service the group sits behind; absent: no load balancer. */
  backendUtilization?: number;
  metrics?: Record<string, SeedMetric>;
}

export interface SeedAutoscaler {
  name: string;
  target: string;
  minNumReplicas: number;
  maxNumReplicas: number;
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
}

export const KNOWN_ZONES = ['europe-west1-b', 'europe-west1-c', 'europe-west1-d', 'us-central1-a', 'us-central1-b', 'us-east1-b', 'asia-northeast1-a'];

export function regionOf(zone: string): string {
  return zone.replace(/-[a-z]$/, '');
}

const streams = 'custom.googleapis.com/tenfoot/active_streams';
const backlog = 'pubsub.googleapis.com/subscription/num_undelivered_messages';

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
    // A partner's project: the developer may create autoscalers but not use the partner's groups.
    id: 'tenfoot-partner',
    number: '410000000004',
    members: { 'acct-ada': ['compute.autoscalers.create', 'compute.autoscalers.get', 'compute.zoneOperations.get'] },
    zones: { 'europe-west1-b': { groups: [{ name: 'partner-web', targetSize: 2, cpuUtilization: 0.5, backendUtilization: 0.4 }] } },
  },
];
