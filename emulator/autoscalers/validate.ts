import { parseCron } from './cron.ts';
import type { ComputeErrorItem } from './errors.ts';
import { isTimeZone } from './zonedTime.ts';

/**
 * Every request rule for autoscalers.insert (docs/reference/facts.md, Autoscalers: field rules),
 * checked all at once so the 400 names every bad field (`location` = `resource.<path>`).
 * Output-only fields are not errors: they are ignored and reported back as warnings.
 * The CLI has its own copy of these rules (tools/autoscaler/validate.ts): the emulator shares no
 * code with the app, and a parity test keeps the two in step.
 */

type Json = Record<string, unknown>;

export interface Checked {
  violations: ComputeErrorItem[];
  /** Output-only fields found in the request, ignored. */
  ignored: string[];
}

const NAME = /^[a-z](?:[-a-z0-9]{0,61}[a-z0-9])?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT32_MAX = 2 ** 31 - 1;
export const MAX_SCHEDULES = 128;
export const MIN_SCHEDULE_SECONDS = 300;

const FIELDS = {
  autoscaler: { known: ['name', 'description', 'target', 'autoscalingPolicy'], outputOnly: ['kind', 'id', 'creationTimestamp', 'zone', 'region', 'selfLink', 'status', 'statusDetails', 'recommendedSize', 'scalingScheduleStatus'] },
  policy: { known: ['minNumReplicas', 'maxNumReplicas', 'scaleInControl', 'coolDownPeriodSec', 'cpuUtilization', 'customMetricUtilizations', 'loadBalancingUtilization', 'mode', 'scalingSchedules'], outputOnly: [] },
  cpu: { known: ['utilizationTarget', 'predictiveMethod'], outputOnly: [] },
  lb: { known: ['utilizationTarget'], outputOnly: [] },
  metric: { known: ['metric', 'filter', 'utilizationTargetType', 'utilizationTarget', 'singleInstanceAssignment'], outputOnly: [] },
  scaleIn: { known: ['maxScaledInReplicas', 'timeWindowSec'], outputOnly: [] },
  fixedOrPercent: { known: ['fixed', 'percent'], outputOnly: ['calculated'] },
  schedule: { known: ['minRequiredReplicas', 'schedule', 'timeZone', 'durationSec', 'disabled', 'description'], outputOnly: [] },
} as const;

export const MODES = ['OFF', 'ON', 'ONLY_SCALE_OUT', 'ONLY_UP'];
const PREDICTIVE = ['NONE', 'OPTIMIZE_AVAILABILITY'];
const TARGET_TYPES = ['GAUGE', 'DELTA_PER_SECOND', 'DELTA_PER_MINUTE'];

class Collector {
  readonly violations: ComputeErrorItem[] = [];
  readonly ignored: string[] = [];

  required(path: string): void {
    this.violations.push({ reason: 'required', location: `resource.${path}`, locationType: 'body', message: `Required field 'resource.${path}' not specified.` });
  }

  invalid(path: string, value: unknown, why: string): void {
    const shown = typeof value === 'string' ? value : JSON.stringify(value);
    this.violations.push({ reason: 'invalid', location: `resource.${path}`, locationType: 'body', message: `Invalid value for field 'resource.${path}': '${shown}'. ${why}` });
  }

  object(value: unknown, path: string, spec: { known: readonly string[]; outputOnly: readonly string[] }): Json | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.invalid(path || 'resource', value, 'Must be a JSON object.');
      return undefined;
    }
    const obj = value as Json;
    for (const key of Object.keys(obj)) {
      const at = path ? `${path}.${key}` : key;
      if ((spec.outputOnly as readonly string[]).includes(key)) this.ignored.push(at);
      else if (!(spec.known as readonly string[]).includes(key)) this.invalid(at, obj[key], 'Unknown field name: there is no such field in the Autoscaler resource.');
    }
    return obj;
  }

  int(obj: Json, key: string, path: string, min: number, rule: string): number | undefined {
    const value = obj[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value > INT32_MAX || value < -INT32_MAX - 1) {
      this.invalid(path, value, 'Must be a 32-bit integer.');
      return undefined;
    }
    if (value < min) {
      this.invalid(path, value, rule);
      return undefined;
    }
    return value;
  }

  number(obj: Json, key: string, path: string, ok: (n: number) => boolean, rule: string): number | undefined {
    const value = obj[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) this.invalid(path, value, 'Must be a number.');
    else if (!ok(value)) this.invalid(path, value, rule);
    else return value;
    return undefined;
  }

  string(obj: Json, key: string, path: string): string | undefined {
    const value = obj[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') {
      this.invalid(path, value, 'Must be a string.');
      return undefined;
    }
    return value;
  }

  oneOf(obj: Json, key: string, path: string, allowed: string[]): void {
    const value = this.string(obj, key, path);
    if (value !== undefined && !allowed.includes(value)) this.invalid(path, value, `Must be one of ${allowed.join(', ')}.`);
  }
}

export function checkRequestId(requestId: string | null): ComputeErrorItem | undefined {
  if (requestId === null) return undefined;
  const bad = (why: string): ComputeErrorItem => ({ reason: 'invalid', location: 'requestId', locationType: 'parameter', message: `Invalid value for field 'requestId': '${requestId}'. ${why}` });
  if (!UUID.test(requestId)) return bad('Must be a valid UUID, e.g. 123e4567-e89b-12d3-a456-426614174000.');
  if (/^[0-]+$/.test(requestId)) return bad('The zero UUID is not supported.');
  return undefined;
}

/** Custom metrics (docs/reference/facts.md, Autoscalers: field rules): AND joins only; `=` only, no functions; metric identical in both places; per-instance metrics cannot filter on resource labels. */
export function filterProblem(filter: string, metric: string | undefined): string | undefined {
  if (filter.trim() === '') return undefined;
  if (/\bOR\b/.test(filter)) return 'Only AND may join selectors; OR is not allowed.';
  if (/\bNOT\b/.test(filter) || /(^|\s)-[a-z]/.test(filter)) return 'Negation is not allowed; use direct equality (=).';
  let resourceType: string | undefined;
  const labels: string[] = [];
  for (const selector of filter.split(/\s+AND\s+/)) {
    const m = /^\s*([A-Za-z_][\w.]*)\s*(=|!=|=~|:|<=|>=|<|>)\s*(.*?)\s*$/.exec(selector);
    if (!m) return `"${selector.trim()}" is not a selector of the form key = "value".`;
    const [, key, op, raw] = m as unknown as [string, string, string, string];
    if (op !== '=') return `Selector "${selector.trim()}" uses "${op}"; only direct equality (=) is allowed.`;
    if (/^[\w.]+\s*\(/.test(raw)) return `Selector "${selector.trim()}" uses a function; only direct equality with a value is allowed.`;
    const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(raw);
    if (!quoted && !/^[\w.\-/]+$/.test(raw)) return `Selector "${selector.trim()}" must compare with a single quoted value.`;
    const val = quoted ? quoted[1]! : raw;
    if (key === 'metric.type' && metric !== undefined && val !== metric) return `The filter names metric "${val}" but the metric field is "${metric}"; when both name it they must be identical.`;
    if (key === 'resource.type') resourceType = val;
    if (/^resource\.labels?\./.test(key)) labels.push(key);
  }
  if ((resourceType === undefined || resourceType === 'gce_instance') && labels.length > 0) {
    return `A per-instance metric (resource type gce_instance) cannot filter on resource labels (${labels.join(', ')}); set resource.type to the per-group resource.`;
  }
  return undefined;
}

function checkCustomMetric(c: Collector, value: unknown, path: string): void {
  const m = c.object(value, path, FIELDS.metric);
  if (!m) return;
  const metric = c.string(m, 'metric', `${path}.metric`);
  if (m.metric === undefined || m.metric === null) c.required(`${path}.metric`);
  else if (metric !== undefined && metric.trim() === '') c.invalid(`${path}.metric`, metric, 'Must name a monitoring metric type, e.g. custom.googleapis.com/tenfoot/active_streams.');
  const filter = c.string(m, 'filter', `${path}.filter`);
  if (filter !== undefined) {
    const problem = filterProblem(filter, metric);
    if (problem) c.invalid(`${path}.filter`, filter, problem);
  }
  c.oneOf(m, 'utilizationTargetType', `${path}.utilizationTargetType`, TARGET_TYPES);
  const hasTarget = m.utilizationTarget !== undefined && m.utilizationTarget !== null;
  const hasAssignment = m.singleInstanceAssignment !== undefined && m.singleInstanceAssignment !== null;
  c.number(m, 'utilizationTarget', `${path}.utilizationTarget`, (n) => n > 0, 'Must be positive.');
  c.number(m, 'singleInstanceAssignment', `${path}.singleInstanceAssignment`, (n) => n > 0, 'Must be positive.');
  if (hasTarget === hasAssignment) {
    c.invalid(`${path}.utilizationTarget`, hasTarget ? m.utilizationTarget : null, 'Set exactly one of utilizationTarget and singleInstanceAssignment.');
  }
}

function checkScaleIn(c: Collector, value: unknown, path: string): void {
  const s = c.object(value, path, FIELDS.scaleIn);
  if (!s) return;
  c.int(s, 'timeWindowSec', `${path}.timeWindowSec`, 0, 'Must not be negative.');
  if (s.maxScaledInReplicas === undefined || s.maxScaledInReplicas === null) return;
  const at = `${path}.maxScaledInReplicas`;
  const r = c.object(s.maxScaledInReplicas, at, FIELDS.fixedOrPercent);
  if (!r) return;
  const hasFixed = r.fixed !== undefined && r.fixed !== null;
  const hasPercent = r.percent !== undefined && r.percent !== null;
  if (hasFixed && hasPercent) c.invalid(`${at}.percent`, r.percent, 'Set either fixed or percent, not both.');
  c.int(r, 'fixed', `${at}.fixed`, 1, 'Must be a positive number of VMs.');
  const percent = c.int(r, 'percent', `${at}.percent`, 0, 'Must be between 0 and 100 inclusive.');
  if (percent !== undefined && percent > 100) c.invalid(`${at}.percent`, percent, 'Must be between 0 and 100 inclusive.');
}

function checkSchedule(c: Collector, value: unknown, path: string): void {
  const s = c.object(value, path, FIELDS.schedule);
  if (!s) return;
  if (s.minRequiredReplicas === undefined || s.minRequiredReplicas === null) c.required(`${path}.minRequiredReplicas`);
  else c.int(s, 'minRequiredReplicas', `${path}.minRequiredReplicas`, 0, 'Must not be negative.');
  const cron = c.string(s, 'schedule', `${path}.schedule`);
  if (s.schedule === undefined || s.schedule === null) c.required(`${path}.schedule`);
  else if (cron !== undefined) {
    try {
      parseCron(cron);
    } catch (error) {
      c.invalid(`${path}.schedule`, cron, `Not an extended cron expression: ${(error as Error).message}.`);
    }
  }
  const tz = c.string(s, 'timeZone', `${path}.timeZone`);
  if (tz !== undefined && tz !== '' && !isTimeZone(tz)) c.invalid(`${path}.timeZone`, tz, 'Must be a tz database time zone name, e.g. Europe/Paris or America/New_York.');
  if (s.durationSec === undefined || s.durationSec === null) c.required(`${path}.durationSec`);
  else c.int(s, 'durationSec', `${path}.durationSec`, MIN_SCHEDULE_SECONDS, `Must be at least ${MIN_SCHEDULE_SECONDS} seconds.`);
  if (s.disabled !== undefined && s.disabled !== null && typeof s.disabled !== 'boolean') c.invalid(`${path}.disabled`, s.disabled, 'Must be true or false.');
  c.string(s, 'description', `${path}.description`);
}

function checkPolicy(c: Collector, value: unknown): void {
  if (value === undefined || value === null) {
    c.required('autoscalingPolicy.maxNumReplicas');
    return;
  }
  const p = c.object(value, 'autoscalingPolicy', FIELDS.policy);
  if (!p) return;
  const at = (key: string) => `autoscalingPolicy.${key}`;
  const min = c.int(p, 'minNumReplicas', at('minNumReplicas'), 0, 'Must not be negative.');
  if (p.maxNumReplicas === undefined || p.maxNumReplicas === null) c.required(at('maxNumReplicas'));
  else {
    const max = c.int(p, 'maxNumReplicas', at('maxNumReplicas'), 0, 'Must not be negative.');
    if (max !== undefined && min !== undefined && max < min) c.invalid(at('maxNumReplicas'), max, `Must not be lower than minNumReplicas (${min}).`);
  }
  c.int(p, 'coolDownPeriodSec', at('coolDownPeriodSec'), 0, 'Must not be negative.');
  c.oneOf(p, 'mode', at('mode'), MODES);
  if (p.cpuUtilization !== undefined && p.cpuUtilization !== null) {
    const cpu = c.object(p.cpuUtilization, at('cpuUtilization'), FIELDS.cpu);
    if (cpu) {
      c.number(cpu, 'utilizationTarget', at('cpuUtilization.utilizationTarget'), (n) => n > 0 && n <= 1, 'Must be in the range (0, 1], e.g. 0.6 for 60%.');
      c.oneOf(cpu, 'predictiveMethod', at('cpuUtilization.predictiveMethod'), PREDICTIVE);
    }
  }
  if (p.loadBalancingUtilization !== undefined && p.loadBalancingUtilization !== null) {
    const lb = c.object(p.loadBalancingUtilization, at('loadBalancingUtilization'), FIELDS.lb);
    if (lb) c.number(lb, 'utilizationTarget', at('loadBalancingUtilization.utilizationTarget'), (n) => n > 0, 'Must be positive, e.g. 0.8 for 80% of backend capacity.');
  }
  if (p.customMetricUtilizations !== undefined && p.customMetricUtilizations !== null) {
    if (!Array.isArray(p.customMetricUtilizations)) c.invalid(at('customMetricUtilizations'), p.customMetricUtilizations, 'Must be an array.');
    else p.customMetricUtilizations.forEach((m, i) => checkCustomMetric(c, m, `${at('customMetricUtilizations')}[${i}]`));
  }
  if (p.scaleInControl !== undefined && p.scaleInControl !== null) checkScaleIn(c, p.scaleInControl, at('scaleInControl'));
  if (p.scalingSchedules !== undefined && p.scalingSchedules !== null) {
    const schedules = p.scalingSchedules;
    if (typeof schedules !== 'object' || Array.isArray(schedules)) c.invalid(at('scalingSchedules'), schedules, 'Must be a map from schedule name to schedule.');
    else {
      const entries = Object.entries(schedules as Json);
      if (entries.length > MAX_SCHEDULES) c.invalid(at('scalingSchedules'), `${entries.length} schedules`, `At most ${MAX_SCHEDULES} scaling schedules are allowed.`);
      for (const [name, schedule] of entries) {
        const path = `${at('scalingSchedules')}["${name}"]`;
        if (!NAME.test(name)) c.invalid(path, name, 'A schedule name must be 1-63 characters of lowercase letters, digits and hyphens, starting with a letter (RFC 1035).');
        checkSchedule(c, schedule, path);
      }
    }
  }
}

export function checkAutoscaler(body: unknown): Checked {
  const c = new Collector();
  const a = c.object(body, '', FIELDS.autoscaler);
  if (!a) return c;
  const name = c.string(a, 'name', 'name');
  if (a.name === undefined || a.name === null) c.required('name');
  else if (name !== undefined && !NAME.test(name)) c.invalid('name', name, 'Must be 1-63 characters long and match [a-z]([-a-z0-9]*[a-z0-9])? (RFC 1035).');
  c.string(a, 'description', 'description');
  const target = c.string(a, 'target', 'target');
  if (a.target === undefined || a.target === null || target === '') c.required('target');
  checkPolicy(c, a.autoscalingPolicy);
  return c;
}
