import { describe, expect, it } from 'vitest';
import { cronProblem } from './cron.ts';
import { broken, INVALID_CASES, validAutoscaler, WHERE } from './fixtures/invalidAutoscalers.ts';
import { metricFilterProblem, requestIdProblem, validateAutoscaler } from './validate.ts';

describe('local validation of an autoscaler (the documented field rules)', () => {
  it('accepts a valid autoscaler, and an autoscaler with every optional part', () => {
    expect(validateAutoscaler(validAutoscaler(), WHERE)).toEqual({ violations: [], warnings: [] });
    const full = validAutoscaler();
    full.description = 'web tier';
    full.autoscalingPolicy = {
      ...full.autoscalingPolicy,
      coolDownPeriodSec: 90,
      mode: 'ONLY_SCALE_OUT',
      cpuUtilization: { utilizationTarget: 1, predictiveMethod: 'OPTIMIZE_AVAILABILITY' },
      loadBalancingUtilization: { utilizationTarget: 0.8 },
      customMetricUtilizations: [
        { metric: 'custom.googleapis.com/tenfoot/active_streams', filter: 'metric.type = "custom.googleapis.com/tenfoot/active_streams" AND metric.labels.tier = "web"', utilizationTarget: 100, utilizationTargetType: 'GAUGE' },
        { metric: 'pubsub.googleapis.com/subscription/num_undelivered_messages', filter: 'resource.type = pubsub_subscription AND resource.labels.subscription_id = "encode"', singleInstanceAssignment: 50 },
      ],
      scaleInControl: { maxScaledInReplicas: { percent: 0 }, timeWindowSec: 600 },
      scalingSchedules: {
        'evening-peak': { minRequiredReplicas: 6, schedule: '50 17 * * MON-FRI', timeZone: 'America/New_York', durationSec: 300, disabled: false, description: 'peak' },
        'final-night': { minRequiredReplicas: 20, schedule: '0 20 24 DEC * 2030', durationSec: 7200 },
      },
    };
    expect(validateAutoscaler(full, WHERE).violations).toEqual([]);
  });

  it.each(INVALID_CASES)('names the field when %s', (_label, mutate, field) => {
    const { violations } = validateAutoscaler(broken(mutate), WHERE);
    expect(violations.map((v) => v.field)).toEqual([field]);
    expect(violations[0]!.message.length).toBeGreaterThan(5);
  });

  it('names every bad field at once', () => {
    const { violations } = validateAutoscaler(
      { name: 'Bad Name', autoscalingPolicy: { minNumReplicas: 5, maxNumReplicas: 2, cpuUtilization: { utilizationTarget: 2 }, scalingSchedules: { peak: { schedule: 'often', durationSec: 10 } } } },
      WHERE,
    );
    expect(violations.map((v) => v.field)).toEqual([
      'name',
      'target',
      'autoscalingPolicy.maxNumReplicas',
      'autoscalingPolicy.cpuUtilization.utilizationTarget',
      'autoscalingPolicy.scalingSchedules["peak"].minRequiredReplicas',
      'autoscalingPolicy.scalingSchedules["peak"].schedule',
      'autoscalingPolicy.scalingSchedules["peak"].durationSec',
    ]);
  });

  it('suggests the field a typo meant', () => {
    const { violations } = validateAutoscaler(broken((a) => (a.autoscalingPolicy.cpuUtilisation = {})), WHERE);
    expect(violations[0]!.message).toContain('did you mean cpuUtilization?');
  });

  it('warns, without failing, about output-only fields and the deprecated mode', () => {
    const a = { ...validAutoscaler(), status: 'ACTIVE', id: '1', autoscalingPolicy: { ...validAutoscaler().autoscalingPolicy, mode: 'ONLY_UP', scaleInControl: { maxScaledInReplicas: { percent: 10, calculated: 1 } } } };
    const result = validateAutoscaler(a, WHERE);
    expect(result.violations).toEqual([]);
    expect(result.warnings.map((w) => w.field)).toEqual(['status', 'id', 'autoscalingPolicy.mode', 'autoscalingPolicy.scaleInControl.maxScaledInReplicas.calculated']);
  });

  it('accepts full and partial group URLs on any host', () => {
    for (const target of [
      'projects/tenfoot-dev/zones/europe-west1-b/instanceGroupManagers/tenfoot-web',
      'https://compute.googleapis.com/compute/v1/projects/tenfoot-dev/zones/europe-west1-b/instanceGroupManagers/tenfoot-web',
      'http://localhost:8787/compute/v1/projects/tenfoot-dev/zones/europe-west1-b/instanceGroupManagers/tenfoot-web',
    ]) {
      expect(validateAutoscaler({ ...validAutoscaler(), target }, WHERE).violations).toEqual([]);
    }
  });

  it('rejects a request that is not an object', () => {
    expect(validateAutoscaler([], WHERE).violations).toHaveLength(1);
    expect(validateAutoscaler(null, WHERE).violations).toHaveLength(1);
  });
});

describe('extended cron', () => {
  it.each(['0 18 * * *', '*/15 * * * *', '0 18-22/2 * * MON-FRI', '30 17 1,15 JAN-MAR *', '0 0 * * 7', '0 20 24 DEC * 2030', '5/10 * * * SUN'])('accepts %s', (cron) => {
    expect(cronProblem(cron)).toBeUndefined();
  });

  it.each([
    ['0 18 * *', /5 fields/],
    ['60 * * * *', /minute 60/],
    ['0 24 * * *', /hour 24/],
    ['0 0 0 * *', /day of month 0/],
    ['0 0 * 13 *', /month 13/],
    ['0 0 * * 8', /day of week 8/],
    ['0 0 * * * 2100', /year 2100/],
    ['0 0 * * MON-', /range/],
    ['0 0 * * FRI-MON', /backwards/],
    ['*/0 * * * *', /step/],
    ['0 0 1,,2 * *', /not a valid/],
    ['? 0 * * *', /not a minute/],
  ])('rejects %s', (cron, problem) => {
    expect(cronProblem(cron)).toMatch(problem);
  });
});

describe('custom metric filters', () => {
  it('allows AND-joined equalities, and resource labels for per-group metrics', () => {
    expect(metricFilterProblem('metric.labels.a = "x" AND metric.labels.b = y', 'm')).toBeUndefined();
    expect(metricFilterProblem('resource.type = "pubsub_subscription" AND resource.labels.subscription_id = "s"', 'm')).toBeUndefined();
    expect(metricFilterProblem('metric.type = "m"', 'm')).toBeUndefined();
  });
});

describe('requestId', () => {
  it('must be a UUID other than the zero one', () => {
    expect(requestIdProblem('123e4567-e89b-12d3-a456-426614174000')).toBeUndefined();
    expect(requestIdProblem('00000000-0000-0000-0000-000000000000')).toMatch(/zero UUID/);
    expect(requestIdProblem('retry-1')).toMatch(/not a UUID/);
  });
});
