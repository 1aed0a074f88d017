import type { Autoscaler, AutoscalerMode, AutoscalingPolicy, AutoscalingPolicyScalingSchedule } from '../api/autoscalers.ts';
import { FlagReader, listOption, MAX_INT32, stringOption, UsageError, wholeNumber, type Parsed } from '../lib/args.ts';
import { unreadableFile } from '../lib/fileErrors.ts';
import { parseHumanDuration } from '../lib/humanDuration.ts';
import { primeTime } from './templates/primeTime.ts';

/**
 * The Autoscaler to send, from a JSON file, from the prime-time template, or from flags (flags
 * also override the template). Only the shape is assembled here; validate.ts judges it.
 */

export interface Where {
  project: string;
  zone: string;
  /** Service root, to turn a group name into its full URL. */
  computeUrl: string;
}

export type Source = 'file' | 'template' | 'flags';

export const BUILD_OPTIONS = {
  file: { type: 'string' },
  template: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  target: { type: 'string' },
  min: { type: 'string' },
  max: { type: 'string' },
  'cool-down': { type: 'string' },
  mode: { type: 'string' },
  cpu: { type: 'string' },
  predictive: { type: 'boolean' },
  lb: { type: 'string' },
  'scale-in-percent': { type: 'string' },
  'scale-in-fixed': { type: 'string' },
  'scale-in-window': { type: 'string' },
  schedule: { type: 'string', multiple: true },
  'time-zone': { type: 'string' },
  'peak-start': { type: 'string' },
  'peak-end': { type: 'string' },
  'peak-min': { type: 'string' },
  lead: { type: 'string' },
  days: { type: 'string' },
} as const;

const TEMPLATES = ['prime-time'];
const POLICY_FLAGS = ['min', 'max', 'cool-down', 'mode', 'cpu', 'predictive', 'lb', 'scale-in-percent', 'scale-in-fixed', 'scale-in-window', 'schedule'];
const TEMPLATE_FLAGS = ['time-zone', 'peak-start', 'peak-end', 'peak-min', 'lead', 'days'];

/** The flag that set a field, so a problem names what the user typed. */
export function flagFor(field: string, source: Source): string | undefined {
  if (source === 'file') return undefined;
  const table: [RegExp, string][] = [
    [/^name$/, '--name'],
    [/^description$/, '--description'],
    [/^target$/, '--target'],
    [/minNumReplicas$/, '--min'],
    [/maxNumReplicas$/, '--max'],
    [/coolDownPeriodSec$/, '--cool-down'],
    [/\.mode$/, '--mode'],
    [/cpuUtilization/, '--cpu'],
    [/loadBalancingUtilization/, '--lb'],
    [/maxScaledInReplicas\.percent$/, '--scale-in-percent'],
    [/maxScaledInReplicas\.fixed$/, '--scale-in-fixed'],
    [/timeWindowSec$/, '--scale-in-window'],
    [/scalingSchedules\["evening-peak"\]\.minRequiredReplicas$/, source === 'template' ? '--peak-min' : '--schedule'],
    [/scalingSchedules\["evening-peak"\]\.timeZone$/, source === 'template' ? '--time-zone' : '--schedule'],
    [/scalingSchedules\["evening-peak"\]\.(schedule|durationSec)$/, source === 'template' ? '--peak-start/--peak-end/--lead/--days' : '--schedule'],
    [/scalingSchedules/, '--schedule'],
  ];
  return table.find(([pattern]) => pattern.test(field))?.[1];
}

function seconds(values: Parsed['values'], flag: string): number | undefined {
  const raw = stringOption(values, flag);
  if (raw === undefined) return undefined;
  // A bare number here is seconds, as in the API field; a unit is welcome too (90s, 2m).
  if (/^\d+$/.test(raw.trim())) return wholeNumber(raw, `--${flag}`);
  let ms: number;
  try {
    // 0 and 0s alike: a lead or cool-down of nothing is a setting (0m had been refused, 0 taken).
    ms = parseHumanDuration(raw, { allowZero: true });
  } catch (error) {
    throw new UsageError(`--${flag}: ${(error as Error).message}.`);
  }
  if (ms % 1000 !== 0) throw new UsageError(`--${flag} must be whole seconds; got "${raw}".`);
  if (ms / 1000 > MAX_INT32) throw new UsageError(`--${flag} ${raw.trim()} is too large: the longest the service accepts is ${MAX_INT32} seconds (about 68 years).`);
  return ms / 1000;
}

const YES = ['true', 'yes', 'on', '1'];
const NO = ['false', 'no', 'off', '0'];

/** A yes or no in a --schedule: anything else is refused (`disabled=no` had disabled the schedule). */
function yesOrNo(text: string, key: string): boolean {
  const word = text.trim().toLowerCase();
  if (YES.includes(word)) return true;
  if (NO.includes(word)) return false;
  throw new UsageError(`--schedule: ${key} must be true or false (or yes/no); got "${text}".`);
}

/** `--schedule "name=evening-peak;cron=0 18 * * *;min=6;duration=5h;tz=Europe/Paris[;disabled][;description=...]"`. */
export function parseScheduleFlag(spec: string): [string, AutoscalingPolicyScalingSchedule] {
  const fields = new Map<string, string>();
  for (const part of spec.split(';')) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const eq = trimmed.indexOf('=');
    const key = (eq < 0 ? trimmed : trimmed.slice(0, eq)).trim().toLowerCase();
    fields.set(key, eq < 0 ? 'true' : trimmed.slice(eq + 1).trim());
  }
  const known = ['name', 'cron', 'min', 'duration', 'tz', 'disabled', 'description'];
  const unknown = [...fields.keys()].filter((k) => !known.includes(k));
  const example = '--schedule "name=evening-peak;cron=0 18 * * *;min=6;duration=5h;tz=Europe/Paris"';
  if (unknown.length) throw new UsageError(`--schedule: unknown key ${unknown.join(', ')}; keys are ${known.join(', ')}. Example: ${example}`);
  const missing = ['name', 'cron', 'min', 'duration'].filter((k) => !fields.has(k));
  if (missing.length) throw new UsageError(`--schedule "${spec}" lacks ${missing.join(', ')}. Example: ${example}`);
  const min = fields.get('min')!;
  if (!/^\d+$/.test(min)) throw new UsageError(`--schedule: min must be a whole number of VMs; got "${min}".`);
  wholeNumber(min, '--schedule: min');
  const durationText = fields.get('duration')!;
  let durationSec: number;
  try {
    durationSec = /^\d+$/.test(durationText) ? Number(durationText) : parseHumanDuration(durationText) / 1000;
  } catch (error) {
    throw new UsageError(`--schedule: duration: ${(error as Error).message}.`);
  }
  if (durationSec > MAX_INT32) throw new UsageError(`--schedule: duration ${durationText} is too large: the longest the service accepts is ${MAX_INT32} seconds (about 68 years).`);
  const schedule: AutoscalingPolicyScalingSchedule = { minRequiredReplicas: Number(min), schedule: fields.get('cron')!, durationSec };
  if (fields.has('tz')) schedule.timeZone = fields.get('tz')!;
  if (fields.has('disabled')) schedule.disabled = yesOrNo(fields.get('disabled')!, 'disabled');
  if (fields.has('description')) schedule.description = fields.get('description')!;
  return [fields.get('name')!, schedule];
}

/** A group name becomes its full URL in this project and zone; a URL is kept as given. */
export function targetUrl(target: string, where: Where): string {
  if (target.includes('/')) return target;
  return `${where.computeUrl}/compute/v1/projects/${where.project}/zones/${where.zone}/instanceGroupManagers/${target}`;
}

function applyFlags(base: Autoscaler, flags: FlagReader, where: Where): Autoscaler {
  const values = flags.values;
  const a: Autoscaler = { ...base };
  const policy: AutoscalingPolicy = { ...base.autoscalingPolicy };
  const name = stringOption(values, 'name');
  if (name !== undefined) a.name = name;
  const description = stringOption(values, 'description');
  if (description !== undefined) a.description = description;
  const target = stringOption(values, 'target');
  if (target !== undefined) a.target = targetUrl(target, where);
  const min = flags.int('min');
  if (min !== undefined) policy.minNumReplicas = min;
  const max = flags.int('max');
  if (max !== undefined) policy.maxNumReplicas = max;
  const coolDown = flags.read('cool-down', seconds);
  if (coolDown !== undefined) policy.coolDownPeriodSec = coolDown;
  const mode = stringOption(values, 'mode');
  if (mode !== undefined) policy.mode = mode.toUpperCase() as AutoscalerMode;
  const cpu = flags.ratio('cpu');
  if (cpu !== undefined || values.predictive) {
    policy.cpuUtilization = { ...policy.cpuUtilization, ...(cpu !== undefined ? { utilizationTarget: cpu } : {}), ...(values.predictive ? { predictiveMethod: 'OPTIMIZE_AVAILABILITY' as const } : {}) };
  }
  const lb = flags.ratio('lb');
  if (lb !== undefined) policy.loadBalancingUtilization = { utilizationTarget: lb };
  const percent = flags.int('scale-in-percent');
  // At least one VM (validate.ts: "a positive number of VMs").
  const fixed = flags.int('scale-in-fixed', 1);
  const window = flags.read('scale-in-window', seconds);
  if (percent !== undefined || fixed !== undefined || window !== undefined) {
    const control = { ...policy.scaleInControl };
    if (percent !== undefined || fixed !== undefined) control.maxScaledInReplicas = { ...(percent !== undefined ? { percent } : {}), ...(fixed !== undefined ? { fixed } : {}) };
    if (window !== undefined) control.timeWindowSec = window;
    policy.scaleInControl = control;
  }
  const schedules = listOption(values, 'schedule').map((spec) => flags.read('schedule', () => parseScheduleFlag(spec)));
  // Two --schedule flags of one name: the second had silently replaced the first. (One named as
  // a template's schedule does replace it: flags override the template.)
  const names = schedules.filter((s) => s !== undefined).map(([n]) => n);
  for (const twice of new Set(names.filter((n, i) => names.indexOf(n) !== i))) {
    flags.note('schedule', `the name "${twice}" is given to more than one schedule; give each schedule its own name, or drop the extra one.`);
  }
  if (schedules.length) policy.scalingSchedules = { ...policy.scalingSchedules, ...Object.fromEntries(schedules.filter((s) => s !== undefined)) };
  if (Object.keys(policy).length) a.autoscalingPolicy = policy;
  return a;
}

function used(values: Parsed['values'], flags: string[]): string[] {
  return flags.filter((f) => values[f] !== undefined);
}

export async function buildAutoscaler(values: Parsed['values'], where: Where, readFile: (path: string) => Promise<string>): Promise<{ autoscaler: Autoscaler; source: Source }> {
  const file = stringOption(values, 'file');
  const template = stringOption(values, 'template');
  if (file !== undefined) {
    const mixed = used(values, ['template', 'name', 'description', 'target', ...POLICY_FLAGS, ...TEMPLATE_FLAGS]);
    if (mixed.length) throw new UsageError(`--file gives the whole autoscaler; drop ${mixed.map((f) => `--${f}`).join(', ')} (or edit the file).`);
    let text: string;
    try {
      text = await readFile(file);
    } catch (error) {
      throw new UsageError(unreadableFile('--file', file, error));
    }
    try {
      // A byte-order mark, as some Windows editors save: JSON.parse called it an unexpected token, invisibly.
      return { autoscaler: JSON.parse(text.replace(/^\uFEFF/, '')) as Autoscaler, source: 'file' };
    } catch (error) {
      throw new UsageError(`--file ${file} is not valid JSON: ${(error as Error).message}.`);
    }
  }
  if (template !== undefined) {
    if (!TEMPLATES.includes(template)) throw new UsageError(`Unknown template "${template}"; available: ${TEMPLATES.join(', ')}.`);
    const timeZone = stringOption(values, 'time-zone');
    if (!timeZone) throw new UsageError('The prime-time template needs --time-zone, the tz database name of the audience, e.g. --time-zone Europe/Paris.');
    const group = stringOption(values, 'target') ?? 'tenfoot-web';
    const flags = new FlagReader(values);
    const peakMin = flags.int('peak-min');
    const lead = flags.read('lead', (v, name) => {
      const sec = seconds(v, name);
      if (sec !== undefined && sec % 60 !== 0) throw new UsageError('must be whole minutes, e.g. 10m.');
      return sec;
    });
    const settings = {
      target: targetUrl(group, where),
      group: group.split('/').pop()!,
      timeZone,
      name: stringOption(values, 'name'),
      peakStart: stringOption(values, 'peak-start'),
      peakEnd: stringOption(values, 'peak-end'),
      peakMin,
      min: flags.int('min'),
      max: flags.int('max'),
      cpu: flags.ratio('cpu'),
      leadMinutes: lead === undefined ? undefined : lead / 60,
      days: stringOption(values, 'days'),
    };
    // The template's problems and the flags' are said together (FlagReader.add leaves out one
    // about a flag that could not be read: it would be about its default).
    let base: Autoscaler;
    try {
      base = primeTime(settings);
    } catch (error) {
      if (!(error instanceof UsageError) || !error.problems.length) throw error;
      flags.add(error.problems);
      flags.check();
      throw error;
    }
    const autoscaler = applyFlags(base, flags, where);
    flags.check();
    return { autoscaler, source: 'template' };
  }
  const stray = used(values, TEMPLATE_FLAGS);
  if (stray.length) throw new UsageError(`${stray.map((f) => `--${f}`).join(', ')} belong${stray.length === 1 ? 's' : ''} to --template prime-time.`);
  const flags = new FlagReader(values);
  const autoscaler = applyFlags({}, flags, where);
  flags.check();
  return { autoscaler, source: 'flags' };
}
