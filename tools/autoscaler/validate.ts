import { isRequestId } from '../api/autoscalers.ts';
import { cronProblem } from './cron.ts';

/**
 * The autoscaler rules (docs/reference/facts.md, Autoscalers: field rules), checked before anything
 * is sent, so that every bad field is named at once. This is the one module the CLI validates with
 * (files, flags and templates alike); the emulator enforces the same rules with its own code, and a
 * parity test keeps them in step. No Node or DOM dependencies: Intl is the only runtime service
 * used (time zone names).
 */

export interface Violation {
  /** Path in the Autoscaler resource, e.g. autoscalingPolicy.maxNumReplicas. */
  field: string;
  message: string;
}

export interface Validation {
  violations: Violation[];
  /** Not errors: output-only fields the service will ignore, a deprecated mode. */
  warnings: Violation[];
}

type Json = Record<string, unknown>;

const RFC1035 = /^[a-z](?:[-a-z0-9]{0,61}[a-z0-9])?$/;
const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
export const MAX_SCALING_SCHEDULES = 128;
export const MIN_SCHEDULE_DURATION_SEC = 300;

/** Per object: the fields a request may set, and those that are output only. */
const SHAPES: Record<string, { fields: string[]; outputOnly?: string[] }> = {
  autoscaler: {
    fields: ['name', 'description', 'target', 'autoscalingPolicy'],
    outputOnly: ['kind', 'id', 'creationTimestamp', 'zone', 'region', 'selfLink', 'status', 'statusDetails', 'recommendedSize', 'scalingScheduleStatus'],
  },
  policy: { fields: ['minNumReplicas', 'maxNumReplicas', 'scaleInControl', 'coolDownPeriodSec', 'cpuUtilization', 'customMetricUtilizations', 'loadBalancingUtilization', 'mode', 'scalingSchedules'] },
  cpuUtilization: { fields: ['utilizationTarget', 'predictiveMethod'] },
  loadBalancingUtilization: { fields: ['utilizationTarget'] },
  customMetric: { fields: ['metric', 'filter', 'utilizationTargetType', 'utilizationTarget', 'singleInstanceAssignment'] },
  scaleInControl: { fields: ['maxScaledInReplicas', 'timeWindowSec'] },
  maxScaledInReplicas: { fields: ['fixed', 'percent'], outputOnly: ['calculated'] },
  schedule: { fields: ['minRequiredReplicas', 'schedule', 'timeZone', 'durationSec', 'disabled', 'description'] },
};

const MODES = ['OFF', 'ON', 'ONLY_SCALE_OUT', 'ONLY_UP'];
const PREDICTIVE_METHODS = ['NONE', 'OPTIMIZE_AVAILABILITY'];
const TARGET_TYPES = ['GAUGE', 'DELTA_PER_SECOND', 'DELTA_PER_MINUTE'];

/** Edit distance, to suggest the field a typo meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

export function isTimeZoneName(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The filter rules for a custom metric (docs/reference/facts.md, Autoscalers: field rules); undefined when the filter is acceptable. */
export function metricFilterProblem(filter: string, metric: string | undefined): string | undefined {
  if (filter.trim() === '') return undefined;
  if (/\bOR\b/.test(filter)) return 'selectors may only be joined with AND (no OR)';
  if (/\bNOT\b/.test(filter) || /(^|\s)-[a-z]/.test(filter)) return 'negation is not allowed; use direct equality (=)';
  let resourceType: string | undefined;
  const labelFilters: string[] = [];
  for (const raw of filter.split(/\s+AND\s+/)) {
    const selector = raw.trim();
    const m = /^([A-Za-z_][\w.]*)\s*(!=|=~|<=|>=|=|:|<|>)\s*(.+)$/.exec(selector);
    if (!m) return `"${selector}" is not a selector like metric.labels.name = "value"`;
    const [, key, operator, value] = m as unknown as [string, string, string, string];
    if (operator !== '=') return `"${selector}" uses ${operator}; only direct equality (=) is allowed`;
    if (/^[\w.]+\s*\(/.test(value)) return `"${selector}" uses a function; compare with a plain value`;
    const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(value);
    if (!quoted && !/^[\w.\-/]+$/.test(value)) return `"${selector}" must compare with one quoted value`;
    const text = quoted ? quoted[1]! : value;
    if (key === 'metric.type' && metric !== undefined && text !== metric) return `the filter names metric "${text}" but metric is "${metric}": they must be identical`;
    if (key === 'resource.type') resourceType = text;
    if (/^resource\.labels?\./.test(key)) labelFilters.push(key);
  }
  if ((resourceType ?? 'gce_instance') === 'gce_instance' && labelFilters.length) {
    return `a per-instance metric (resource type gce_instance, the default) cannot filter on resource labels (${labelFilters.join(', ')})`;
  }
  return undefined;
}

class Checker {
  readonly violations: Violation[] = [];
  readonly warnings: Violation[] = [];

  bad(field: string, message: string): void {
    this.violations.push({ field, message });
  }

  /** An object of a known shape: unknown fields are errors (with a suggestion), output-only ones warnings. */
  shape(value: unknown, field: string, shape: keyof typeof SHAPES): Json | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.bad(field || '(request)', 'must be a JSON object');
      return undefined;
    }
    const { fields, outputOnly = [] } = SHAPES[shape]!;
    for (const key of Object.keys(value)) {
      const at = field ? `${field}.${key}` : key;
      if (outputOnly.includes(key)) this.warnings.push({ field: at, message: 'is output only; the service ignores it' });
      else if (!fields.includes(key)) {
        const guess = fields.find((f) => distance(f, key) <= 2);
        this.bad(at, `is not a field of this object${guess ? ` (did you mean ${guess}?)` : ''}`);
      }
    }
    return value as Json;
  }

  int(obj: Json, key: string, field: string, min: number, rule: string): number | undefined {
    const value = obj[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) this.bad(field, `must be a whole number; got ${JSON.stringify(value)}`);
    // A whole number past int32 is one the service refuses: said so, with the largest it takes.
    else if (value > INT32.max) this.bad(field, `is too large: the largest value the service accepts is ${INT32.max}; got ${value}`);
    else if (value < min || value < INT32.min) this.bad(field, `${rule}; got ${value}`);
    else return value;
    return undefined;
  }

  number(obj: Json, key: string, field: string, ok: (n: number) => boolean, rule: string): void {
    const value = obj[key];
    if (value === undefined || value === null) return;
    if (typeof value !== 'number' || !Number.isFinite(value)) this.bad(field, `must be a number; got ${JSON.stringify(value)}`);
    else if (!ok(value)) this.bad(field, `${rule}; got ${value}`);
  }

  text(obj: Json, key: string, field: string): string | undefined {
    const value = obj[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') {
      this.bad(field, `must be a string; got ${JSON.stringify(value)}`);
      return undefined;
    }
    return value;
  }

  choice(obj: Json, key: string, field: string, allowed: string[]): string | undefined {
    const value = this.text(obj, key, field);
    if (value !== undefined && !allowed.includes(value)) this.bad(field, `must be one of ${allowed.join(', ')}; got "${value}"`);
    return value;
  }
}

const isSet = (v: unknown) => v !== undefined && v !== null;

function checkMetric(c: Checker, value: unknown, field: string): void {
  const m = c.shape(value, field, 'customMetric');
  if (!m) return;
  const metric = c.text(m, 'metric', `${field}.metric`);
  if (!isSet(m.metric)) c.bad(`${field}.metric`, 'is required: the monitoring metric type, e.g. custom.googleapis.com/tenfoot/active_streams');
  else if (metric !== undefined && metric.trim() === '') c.bad(`${field}.metric`, 'must not be empty');
  const filter = c.text(m, 'filter', `${field}.filter`);
  if (filter !== undefined) {
    const problem = metricFilterProblem(filter, metric);
    if (problem) c.bad(`${field}.filter`, problem);
  }
  c.choice(m, 'utilizationTargetType', `${field}.utilizationTargetType`, TARGET_TYPES);
  c.number(m, 'utilizationTarget', `${field}.utilizationTarget`, (n) => n > 0, 'must be positive');
  c.number(m, 'singleInstanceAssignment', `${field}.singleInstanceAssignment`, (n) => n > 0, 'must be positive');
  if (isSet(m.utilizationTarget) === isSet(m.singleInstanceAssignment)) {
    c.bad(`${field}.utilizationTarget`, 'set exactly one of utilizationTarget and singleInstanceAssignment');
  }
}

function checkScaleIn(c: Checker, value: unknown, field: string): void {
  const s = c.shape(value, field, 'scaleInControl');
  if (!s) return;
  c.int(s, 'timeWindowSec', `${field}.timeWindowSec`, 0, 'must not be negative');
  if (!isSet(s.maxScaledInReplicas)) return;
  const at = `${field}.maxScaledInReplicas`;
  const r = c.shape(s.maxScaledInReplicas, at, 'maxScaledInReplicas');
  if (!r) return;
  if (isSet(r.fixed) && isSet(r.percent)) c.bad(`${at}.percent`, 'set either fixed or percent, not both');
  c.int(r, 'fixed', `${at}.fixed`, 1, 'must be a positive number of VMs');
  const percent = c.int(r, 'percent', `${at}.percent`, 0, 'must be between 0 and 100');
  if (percent !== undefined && percent > 100) c.bad(`${at}.percent`, `must be between 0 and 100; got ${percent}`);
}

function checkSchedule(c: Checker, value: unknown, field: string): void {
  const s = c.shape(value, field, 'schedule');
  if (!s) return;
  if (!isSet(s.minRequiredReplicas)) c.bad(`${field}.minRequiredReplicas`, 'is required');
  else c.int(s, 'minRequiredReplicas', `${field}.minRequiredReplicas`, 0, 'must not be negative');
  const cron = c.text(s, 'schedule', `${field}.schedule`);
  if (!isSet(s.schedule)) c.bad(`${field}.schedule`, 'is required: an extended cron expression such as "0 18 * * *"');
  else if (cron !== undefined) {
    const problem = cronProblem(cron);
    if (problem) c.bad(`${field}.schedule`, `is not an extended cron expression: ${problem}`);
  }
  const tz = c.text(s, 'timeZone', `${field}.timeZone`);
  if (tz !== undefined && tz !== '' && !isTimeZoneName(tz)) c.bad(`${field}.timeZone`, `"${tz}" is not a tz database name such as Europe/Paris or America/New_York`);
  if (!isSet(s.durationSec)) c.bad(`${field}.durationSec`, `is required (at least ${MIN_SCHEDULE_DURATION_SEC} seconds)`);
  else c.int(s, 'durationSec', `${field}.durationSec`, MIN_SCHEDULE_DURATION_SEC, `must be at least ${MIN_SCHEDULE_DURATION_SEC} seconds`);
  if (isSet(s.disabled) && typeof s.disabled !== 'boolean') c.bad(`${field}.disabled`, 'must be true or false');
  c.text(s, 'description', `${field}.description`);
}

function checkPolicy(c: Checker, value: unknown): void {
  const field = 'autoscalingPolicy';
  if (!isSet(value)) {
    c.bad(`${field}.maxNumReplicas`, 'is required');
    return;
  }
  const p = c.shape(value, field, 'policy');
  if (!p) return;
  const min = c.int(p, 'minNumReplicas', `${field}.minNumReplicas`, 0, 'must not be negative');
  if (!isSet(p.maxNumReplicas)) c.bad(`${field}.maxNumReplicas`, 'is required');
  else {
    const max = c.int(p, 'maxNumReplicas', `${field}.maxNumReplicas`, 0, 'must not be negative');
    if (max !== undefined && min !== undefined && max < min) c.bad(`${field}.maxNumReplicas`, `must not be lower than minNumReplicas (${min}); got ${max}`);
  }
  c.int(p, 'coolDownPeriodSec', `${field}.coolDownPeriodSec`, 0, 'must not be negative');
  const mode = c.choice(p, 'mode', `${field}.mode`, MODES);
  if (mode === 'ONLY_UP') c.warnings.push({ field: `${field}.mode`, message: 'ONLY_UP is deprecated; ONLY_SCALE_OUT means the same' });
  if (isSet(p.cpuUtilization)) {
    const cpu = c.shape(p.cpuUtilization, `${field}.cpuUtilization`, 'cpuUtilization');
    if (cpu) {
      c.number(cpu, 'utilizationTarget', `${field}.cpuUtilization.utilizationTarget`, (n) => n > 0 && n <= 1, 'must be in (0, 1], e.g. 0.6 for 60%');
      c.choice(cpu, 'predictiveMethod', `${field}.cpuUtilization.predictiveMethod`, PREDICTIVE_METHODS);
    }
  }
  if (isSet(p.loadBalancingUtilization)) {
    const lb = c.shape(p.loadBalancingUtilization, `${field}.loadBalancingUtilization`, 'loadBalancingUtilization');
    if (lb) c.number(lb, 'utilizationTarget', `${field}.loadBalancingUtilization.utilizationTarget`, (n) => n > 0, 'must be positive, e.g. 0.8');
  }
  if (isSet(p.customMetricUtilizations)) {
    if (!Array.isArray(p.customMetricUtilizations)) c.bad(`${field}.customMetricUtilizations`, 'must be an array');
    else p.customMetricUtilizations.forEach((m, i) => checkMetric(c, m, `${field}.customMetricUtilizations[${i}]`));
  }
  if (isSet(p.scaleInControl)) checkScaleIn(c, p.scaleInControl, `${field}.scaleInControl`);
  if (isSet(p.scalingSchedules)) {
    const schedules = p.scalingSchedules;
    if (typeof schedules !== 'object' || Array.isArray(schedules)) c.bad(`${field}.scalingSchedules`, 'must be a map from schedule name to schedule');
    else {
      const entries = Object.entries(schedules as Json);
      if (entries.length > MAX_SCALING_SCHEDULES) c.bad(`${field}.scalingSchedules`, `has ${entries.length} schedules; at most ${MAX_SCALING_SCHEDULES} are allowed`);
      for (const [name, schedule] of entries) {
        const at = `${field}.scalingSchedules["${name}"]`;
        if (!RFC1035.test(name)) c.bad(at, 'a schedule name must be 1-63 lowercase letters, digits or hyphens, starting with a letter (RFC 1035)');
        checkSchedule(c, schedule, at);
      }
    }
  }
}

/** The group a target URL names, full (https://host/compute/v1/projects/...) or partial (projects/...). */
export function parseTargetUrl(url: string): { project: string; zone: string; group: string } | undefined {
  const m = /^(?:https?:\/\/[^/]+(?:\/[^?#]*?)?\/compute\/v1\/)?projects\/([^/]+)\/zones\/([^/]+)\/instanceGroupManagers\/([^/?#]+)$/.exec(url);
  return m ? { project: m[1]!, zone: m[2]!, group: m[3]! } : undefined;
}

/** Every documented rule for an autoscaler to be inserted in `project`/`zone`. */
export function validateAutoscaler(input: unknown, where: { project: string; zone: string }): Validation {
  const c = new Checker();
  const a = c.shape(input, '', 'autoscaler');
  if (!a) return c;
  const name = c.text(a, 'name', 'name');
  if (!isSet(a.name)) c.bad('name', 'is required');
  else if (name !== undefined && !RFC1035.test(name)) c.bad('name', `"${name}" must be 1-63 characters: a lowercase letter, then lowercase letters, digits or hyphens, not ending with a hyphen (RFC 1035)`);
  c.text(a, 'description', 'description');
  const target = c.text(a, 'target', 'target');
  if (!isSet(a.target) || target === '') c.bad('target', 'is required: the URL (or name, on the command line) of the managed instance group to scale');
  else if (target !== undefined) {
    const ref = parseTargetUrl(target);
    if (!ref) c.bad('target', `"${target}" is not a managed instance group URL such as projects/${where.project}/zones/${where.zone}/instanceGroupManagers/tenfoot-web`);
    else if (ref.project !== where.project || ref.zone !== where.zone) c.bad('target', `names a group in ${ref.project}/${ref.zone}; a zonal autoscaler scales a group of its own project and zone (${where.project}/${where.zone})`);
  }
  checkPolicy(c, a.autoscalingPolicy);
  return c;
}

export function requestIdProblem(requestId: string): string | undefined {
  if (isRequestId(requestId)) return undefined;
  return /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(requestId) ? 'the zero UUID is not accepted' : `"${requestId}" is not a UUID such as 123e4567-e89b-12d3-a456-426614174000`;
}
