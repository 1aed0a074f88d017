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

type Problem = { field: string; message: string };

function minutesOf(hhmm: string, flag: string, problems: Problem[]): number | undefined {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(hhmm.trim());
  if (m) return Number(m[1]) * 60 + Number(m[2]);
  problems.push({ field: flag, message: `must be a time of day HH:MM such as 18:00; got "${hhmm}"` });
  return undefined;
}

/** What is wrong with the template's times, every problem at once: peak, lead and days, each named by its flag. */
function timesProblems(o: Required<PrimeTimeOptions>): { problems: Problem[]; start: number; end: number } {
  const problems: Problem[] = [];
  const start = minutesOf(o.peakStart, '--peak-start', problems);
  const end = minutesOf(o.peakEnd, '--peak-end', problems);
  if (start === undefined || end === undefined) return { problems, start: 0, end: 0 };
  const peak = (end - start + 1440) % 1440;
  if (peak === 0) problems.push({ field: '--peak-end', message: 'must differ from --peak-start' });
  else if (!Number.isInteger(o.leadMinutes) || o.leadMinutes < 0 || o.leadMinutes >= 1440 - peak) problems.push({ field: '--lead', message: `must be between 0 and ${1440 - peak - 1} minutes` });
  else if (start - o.leadMinutes < 0 && o.days.trim() !== '*') {
    problems.push({ field: '--lead', message: 'with --days, the lead must not move the start before midnight: choose a later --peak-start or a shorter --lead' });
  }
  return { problems, start, end };
}

export function primeTime(options: PrimeTimeOptions): Autoscaler {
  const o = { ...PRIME_TIME_DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) } as Required<PrimeTimeOptions>;
  const { problems, start, end } = timesProblems(o);
  const n = problems.length;
  if (n) throw new UsageError(`The prime-time template cannot use ${n === 1 ? 'this time' : 'these times'}; nothing was sent.`, problems);
  const peak = (end - start + 1440) % 1440;
  const begin = start - o.leadMinutes;
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
