import { describe, expect, it } from 'vitest';
import { nextStart, parseCron } from './cron.ts';
import { withDefaults } from './defaults.ts';
import { liveStatus, scheduleStatus } from './status.ts';
import { instantOf, isTimeZone } from './zonedTime.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('extended cron in a time zone', () => {
  it('finds the next start in the schedule time zone, across daylight-saving changes', () => {
    const daily = parseCron('0 18 * * *');
    // Paris is UTC+1 in winter, UTC+2 from 2030-03-31.
    expect(iso(nextStart(daily, 'Europe/Paris', at('2030-03-30T12:00:00Z')))).toBe('2030-03-30T17:00:00.000Z');
    expect(iso(nextStart(daily, 'Europe/Paris', at('2030-03-30T17:00:01Z')))).toBe('2030-03-31T16:00:00.000Z');
    expect(iso(nextStart(daily, 'America/New_York', at('2030-07-01T00:00:00Z')))).toBe('2030-07-01T22:00:00.000Z');
    expect(iso(nextStart(daily, 'UTC', at('2030-07-01T18:00:00Z')))).toBe('2030-07-01T18:00:00.000Z');
  });

  it('skips a wall time that a daylight-saving gap removes', () => {
    expect(instantOf({ year: 2030, month: 3, day: 31, hour: 2, minute: 30 }, 'Europe/Paris')).toBeUndefined();
    expect(iso(nextStart(parseCron('30 2 * * *'), 'Europe/Paris', at('2030-03-30T12:00:00Z')))).toBe('2030-04-01T00:30:00.000Z');
  });

  it('matches either day field when both are restricted, as cron does', () => {
    // 13th of the month OR a Friday: from Monday 2030-07-01, the first is Friday the 5th.
    expect(iso(nextStart(parseCron('0 9 13 * FRI'), 'UTC', at('2030-07-01T00:00:00Z')))).toBe('2030-07-05T09:00:00.000Z');
    expect(iso(nextStart(parseCron('0 9 13 * *'), 'UTC', at('2030-07-01T00:00:00Z')))).toBe('2030-07-13T09:00:00.000Z');
    expect(iso(nextStart(parseCron('0 9 * * 7'), 'UTC', at('2030-07-01T00:00:00Z')))).toBe('2030-07-07T09:00:00.000Z');
  });

  it('runs once with a year, and never after it', () => {
    const once = parseCron('0 20 24 DEC * 2030');
    expect(iso(nextStart(once, 'UTC', at('2030-01-01T00:00:00Z')))).toBe('2030-12-24T20:00:00.000Z');
    expect(nextStart(once, 'UTC', at('2030-12-24T20:00:01Z'))).toBeUndefined();
  });

  it('knows tz database names and nothing else', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('+02:00')).toBe(false);
  });
});

describe('scaling schedule state', () => {
  const peak = { minRequiredReplicas: 6, schedule: '0 18 * * *', timeZone: 'UTC', durationSec: 3600, disabled: false };
  const created = at('2030-07-01T12:00:00Z');

  it('is READY before, ACTIVE during and READY again after an interval', () => {
    expect(scheduleStatus(peak, created, at('2030-07-01T17:59:00Z'))).toEqual({ state: 'READY', nextStartTime: '2030-07-01T18:00:00.000Z' });
    expect(scheduleStatus(peak, created, at('2030-07-01T18:30:00Z'))).toEqual({ state: 'ACTIVE', lastStartTime: '2030-07-01T18:00:00.000Z', nextStartTime: '2030-07-02T18:00:00.000Z' });
    expect(scheduleStatus(peak, created, at('2030-07-01T19:00:00Z')).state).toBe('READY');
  });

  it('starts acting at creation when created inside an interval', () => {
    expect(scheduleStatus(peak, at('2030-07-01T18:20:00Z'), at('2030-07-01T18:30:00Z')).lastStartTime).toBe('2030-07-01T18:20:00.000Z');
  });

  it('is DISABLED when disabled and OBSOLETE when no start is left', () => {
    expect(scheduleStatus({ ...peak, disabled: true }, created, created)).toEqual({ state: 'DISABLED' });
    expect(scheduleStatus({ ...peak, schedule: '0 18 1 1 * 2029' }, created, created)).toEqual({ state: 'OBSOLETE' });
  });
});

describe('autoscaler status', () => {
  const group = { name: 'tenfoot-web', targetSize: 4, cpuUtilization: 0.9, backendUtilization: 0.5, metrics: { 'custom.googleapis.com/streams': { perGroup: false, value: 150 }, 'pubsub.googleapis.com/backlog': { perGroup: true, value: 1000 } } };
  const now = at('2030-07-01T12:00:00Z');
  const status = (policy: Record<string, unknown>) => liveStatus(withDefaults({ maxNumReplicas: 20, minNumReplicas: 1, ...policy }, group.targetSize), group, 0, 0, now);

  it('is PENDING until the backend has read the configuration', () => {
    expect(liveStatus(withDefaults({ maxNumReplicas: 5 }, 4), group, now, now + 1, now)).toEqual({ status: 'PENDING' });
  });

  it('recommends the largest size any signal asks for', () => {
    expect(status({}).recommendedSize).toBe(6); // 4 VMs at 90% CPU, target 60%
    expect(status({ loadBalancingUtilization: { utilizationTarget: 0.1 } }).recommendedSize).toBe(20); // LB only: 4 * 0.5 / 0.1
    expect(status({ customMetricUtilizations: [{ metric: 'custom.googleapis.com/streams', utilizationTarget: 50 }] }).recommendedSize).toBe(12); // 4 * 150 / 50
    expect(status({ customMetricUtilizations: [{ metric: 'pubsub.googleapis.com/backlog', singleInstanceAssignment: 100 }] }).recommendedSize).toBe(10); // 1000 / 100
  });

  it.each([
    [{ mode: 'OFF' }, 'MODE_OFF'],
    [{ mode: 'ONLY_SCALE_OUT' }, 'MODE_ONLY_SCALE_OUT'],
    [{ minNumReplicas: 5, maxNumReplicas: 5 }, 'MIN_EQUALS_MAX'],
    [{ maxNumReplicas: 3 }, 'CAPPED_AT_MAX_NUM_REPLICAS'],
    [{ customMetricUtilizations: [{ metric: 'custom.googleapis.com/missing', utilizationTarget: 1 }] }, 'MISSING_CUSTOM_METRIC_DATA_POINTS'],
    [{ minNumReplicas: 3, scalingSchedules: { night: { minRequiredReplicas: 2, schedule: '0 1 * * *', durationSec: 600 } } }, 'SCHEDULED_INSTANCES_LESS_THAN_AUTOSCALER_MIN'],
  ])('reports %j as %s, still ACTIVE', (policy, type) => {
    const s = status(policy);
    expect(s.status).toBe('ACTIVE');
    expect(s.statusDetails?.map((d) => d.type)).toContain(type);
  });

  it('keeps the recommendation within min and max and applies an active schedule', () => {
    expect(status({ minNumReplicas: 8 }).recommendedSize).toBe(8);
    expect(status({ scalingSchedules: { noon: { minRequiredReplicas: 15, schedule: '0 12 * * *', durationSec: 600 } } }).recommendedSize).toBe(15);
  });
});
