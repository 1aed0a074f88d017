import type { SeedGroup, SeedMetric } from './seed.ts';

/**
 * What a group's situation makes its autoscaler report (the seed's optional fields of SeedGroup),
 * in the words of the discovery document's AutoscalerStatusDetails types. The load-balancing and
 * custom-metric ones concern a signal the policy names; the others the group as a whole.
 */

export interface StatusDetail {
  type: string;
  message: string;
}

/** The load balancer as a signal: its size, or why it gives none. */
export function loadBalancerSignal(group: SeedGroup, target: number, details: StatusDetail[]): number | undefined {
  if (group.backendUtilization === undefined) {
    details.push({ type: 'BACKEND_SERVICE_DOES_NOT_EXIST', message: `There is no backend service attached to the instance group ${group.name}, so load balancing utilization cannot be used.` });
    return undefined;
  }
  if ((group.backendServices ?? 1) > 1) {
    details.push({ type: 'MORE_THAN_ONE_BACKEND_SERVICE', message: `The instance group ${group.name} is attached to ${group.backendServices} backend services; it cannot be autoscaled on load balancing utilization.` });
    return undefined;
  }
  if (group.maxRateBalancing) {
    details.push({ type: 'UNSUPPORTED_MAX_RATE_LOAD_BALANCING_CONFIGURATION', message: `The HTTP(S) load balancer in front of ${group.name} balances by maxRate; autoscaling on load balancing utilization does not work with it.` });
    return undefined;
  }
  if (group.noLoadBalancedRequests) {
    details.push({ type: 'MISSING_LOAD_BALANCING_DATA_POINTS', message: `The instance group ${group.name} has not received any request from the load balancer yet.` });
    return undefined;
  }
  return group.targetSize * group.backendUtilization / target;
}

/** A custom metric's data as a signal: usable, or why not. */
export function metricUsable(name: string, data: SeedMetric | undefined, details: StatusDetail[]): data is SeedMetric {
  if (!data) {
    details.push({ type: 'MISSING_CUSTOM_METRIC_DATA_POINTS', message: `The autoscaler did not receive any data from the custom metric ${name}.` });
    return false;
  }
  if (data.unlabelled) {
    details.push({ type: 'CUSTOM_METRIC_INVALID', message: `The custom metric ${name} does not have the labels autoscaling needs (a per-instance metric must name its instance).` });
    return false;
  }
  if (data.sparse) {
    details.push({ type: 'CUSTOM_METRIC_DATA_POINTS_TOO_SPARSE', message: `The custom metric ${name} is not exported often enough to scale on.` });
    return false;
  }
  return true;
}

/** What the group reports whatever the policy: unhealthy instances. */
export function groupDetails(group: SeedGroup): StatusDetail[] {
  return group.healthyInstances === 0 && group.targetSize > 0
    ? [{ type: 'ALL_INSTANCES_UNHEALTHY', message: `All ${group.targetSize} instances of ${group.name} are unhealthy (not RUNNING); their load is not a base for scaling.` }]
    : [];
}

/** Why growing from the group's size to `size` cannot happen now: no capacity, or no quota. */
export function growthDetails(group: SeedGroup, size: number): StatusDetail[] {
  const more = size - group.targetSize;
  if (more <= 0) return [];
  const out: StatusDetail[] = [];
  if (group.stockout === 'zone') out.push({ type: 'ZONE_RESOURCE_STOCKOUT', message: `The zone of ${group.name} is out of the resources for new instances; the autoscaler cannot add the ${more} it recommends.` });
  if (group.stockout === 'region') out.push({ type: 'REGION_RESOURCE_STOCKOUT', message: `The region of ${group.name} is out of the resources for new instances; the autoscaler cannot add the ${more} it recommends.` });
  if (group.quotaHeadroom !== undefined && more > group.quotaHeadroom) {
    out.push({ type: 'NOT_ENOUGH_QUOTA_AVAILABLE', message: `The project's quota allows ${group.quotaHeadroom} more instance${group.quotaHeadroom === 1 ? '' : 's'} in the region of ${group.name}; the autoscaler recommends ${more} more.` });
  }
  return out;
}
