/**
 * The stored policy with the documented defaults applied
 * (docs/reference/facts.md, Autoscalers: defaults): CPU utilization 0.6 when no signal is named,
 * coolDownPeriodSec 60, load balancing 0.8 when the signal is named without a target, mode ON,
 * predictive method NONE, schedule time zone UTC.
 */

type Json = Record<string, unknown>;

export const DEFAULT_CPU_TARGET = 0.6;
export const DEFAULT_LB_TARGET = 0.8;
export const DEFAULT_COOL_DOWN_SEC = 60;

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** `calculated` of scale-in control: fixed, or percent/100 * group size rounded (docs/reference/facts.md, Autoscalers: defaults). */
function scaleIn(control: Json | undefined, groupSize: number): Json | undefined {
  if (!control) return undefined;
  const out: Json = { ...control };
  const replicas = control.maxScaledInReplicas as Json | undefined;
  if (replicas) {
    const { calculated: _ignored, ...given } = replicas;
    const calculated = isSet(given.fixed) ? (given.fixed as number) : isSet(given.percent) ? Math.round(((given.percent as number) / 100) * groupSize) : undefined;
    out.maxScaledInReplicas = { ...given, ...(calculated !== undefined ? { calculated } : {}) };
  }
  return out;
}

export function withDefaults(policy: Json, groupSize: number): Json {
  const max = policy.maxNumReplicas as number;
  const hasSignal = isSet(policy.cpuUtilization) || isSet(policy.loadBalancingUtilization) || (Array.isArray(policy.customMetricUtilizations) && policy.customMetricUtilizations.length > 0);
  const out: Json = {
    // "When omitted a default depends on the maximum allowed instances": 1, or 0 when max is 0.
    minNumReplicas: isSet(policy.minNumReplicas) ? policy.minNumReplicas : Math.min(1, max),
    maxNumReplicas: max,
    coolDownPeriodSec: isSet(policy.coolDownPeriodSec) ? policy.coolDownPeriodSec : DEFAULT_COOL_DOWN_SEC,
    mode: isSet(policy.mode) ? policy.mode : 'ON',
  };
  if (isSet(policy.cpuUtilization) || !hasSignal) {
    const cpu = (policy.cpuUtilization ?? {}) as Json;
    out.cpuUtilization = { utilizationTarget: isSet(cpu.utilizationTarget) ? cpu.utilizationTarget : DEFAULT_CPU_TARGET, predictiveMethod: isSet(cpu.predictiveMethod) ? cpu.predictiveMethod : 'NONE' };
  }
  if (isSet(policy.loadBalancingUtilization)) {
    const lb = policy.loadBalancingUtilization as Json;
    out.loadBalancingUtilization = { utilizationTarget: isSet(lb.utilizationTarget) ? lb.utilizationTarget : DEFAULT_LB_TARGET };
  }
  if (Array.isArray(policy.customMetricUtilizations) && policy.customMetricUtilizations.length > 0) {
    out.customMetricUtilizations = (policy.customMetricUtilizations as Json[]).map((m) =>
      isSet(m.utilizationTarget) && !isSet(m.utilizationTargetType) ? { ...m, utilizationTargetType: 'GAUGE' } : { ...m },
    );
  }
  const control = scaleIn(policy.scaleInControl as Json | undefined, groupSize);
  if (control) out.scaleInControl = control;
  if (isSet(policy.scalingSchedules)) {
    out.scalingSchedules = Object.fromEntries(
      Object.entries(policy.scalingSchedules as Record<string, Json>).map(([name, s]) => [
        name,
        { ...s, timeZone: typeof s.timeZone === 'string' && s.timeZone !== '' ? s.timeZone : 'UTC', disabled: s.disabled === true },
      ]),
    );
  }
  return out;
}
