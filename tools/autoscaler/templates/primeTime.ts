import type { Autoscaler } from '../../api/autoscalers.ts';
import { UsageError } from '../../lib/args.ts';

/**
 * `--template prime-time`: the autoscaler of the web tier that serves tenfoot, sized for the
 * evening peak when living rooms switch the TV on. CPU keeps the group near its target all day;
 * a scaling schedule raises the floor before the peak, in the audience's time zone.
 */

export interface PrimeTimeOptions {
  /** Full URL of the group to scale (the web tier, tenfoot-web by default). */
  target: string;
  group: string;
  timeZone: string;
  name?: string;
  /** Local wall times, HH:MM. */
  peakStart?: string;
  peakEnd?: string;
  /** VMs during the peak. */
  peakMin?: number;
  min?: number;
  max?: number;
  cpu?: number;
  /** Minutes the schedule starts before the peak: a schedule only says when capacity is wanted, and VMs need time to start (docs/reference/facts.md, Autoscalers: field rules). */
  leadMinutes?: number;
  /** Cron day-of-week field, e.g. * or MON-FRI or FRI,SAT. */
  days?: string;
}

export const PRIME_TIME_DEFAULTS = { peakStart: '18:00', peakEnd: '23:00', peakMin: 6, min: 2, max: 12, cpu: 0.6, leadMinutes: 10, days: '*' };

function minutesOf(hhmm: string, flag: string): number {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(hhmm.trim());
  if (!m) throw new UsageError(`${flag} must be a time of day HH:MM such as 18:00; got "${hhmm}".`);
  return Number(m[1]) * 60 + Number(m[2]);
}

export function primeTime(options: PrimeTimeOptions): Autoscaler {
  const o = { ...PRIME_TIME_DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) } as Required<PrimeTimeOptions>;
  const start = minutesOf(o.peakStart, '--peak-start');
  const end = minutesOf(o.peakEnd, '--peak-end');
  const peak = (end - start + 1440) % 1440;
  if (peak === 0) throw new UsageError('--peak-end must differ from --peak-start.');
  if (!Number.isInteger(o.leadMinutes) || o.leadMinutes < 0 || o.leadMinutes >= 1440 - peak) throw new UsageError(`--lead must be between 0 and ${1440 - peak - 1} minutes.`);
  const begin = start - o.leadMinutes;
  if (begin < 0 && o.days.trim() !== '*') {
    throw new UsageError('With --days, the lead must not move the start before midnight: choose a later --peak-start or a shorter --lead.');
  }
  const first = (begin + 1440) % 1440;
  const fmt = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return {
    name: o.name ?? `${o.group}-prime-time`,
    description: `tenfoot web tier: CPU ${Math.round(o.cpu * 100)}%, at least ${o.peakMin} VMs ${fmt(start)}-${fmt(end)} ${o.timeZone} (prime-time template)`,
    target: o.target,
    autoscalingPolicy: {
      minNumReplicas: o.min,
      maxNumReplicas: o.max,
      coolDownPeriodSec: 90,
      mode: 'ON',
      cpuUtilization: { utilizationTarget: o.cpu },
      // After the peak, shed at most a quarter of the VMs per 15 minutes: late viewers keep their streams.
      scaleInControl: { maxScaledInReplicas: { percent: 25 }, timeWindowSec: 900 },
      scalingSchedules: {
        'evening-peak': {
          minRequiredReplicas: o.peakMin,
          schedule: `${first % 60} ${Math.floor(first / 60)} * * ${o.days.trim()}`,
          timeZone: o.timeZone,
          durationSec: (peak + o.leadMinutes) * 60,
          description: `Evening peak ${fmt(start)}-${fmt(end)}, starting ${o.leadMinutes} min early so new VMs serve by ${fmt(start)}.`,
        },
      },
    },
  };
}
