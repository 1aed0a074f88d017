import { globalParameters } from './discovery/methods.generated.ts';
import type { MethodSpec, ParameterSpec } from './discovery/spec.ts';
import { errors } from './errors.ts';

type Value = string | number | boolean | string[];

/** RFC 3339 date-time (the discovery document's google-datetime), e.g. 2024-05-01T00:00:00Z. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

/** A request's query, validated against the method's discovery entry: names, types, ranges, enums. */
export class Params {
  constructor(
    private readonly spec: MethodSpec,
    private readonly values: Map<string, Value>,
  ) {}

  /** True when the request sets the parameter (globals such as key are not counted). */
  has(name: string): boolean {
    return this.values.has(name);
  }

  /** The method parameters the request sets, in the order of the query. */
  given(): string[] {
    return [...this.values.keys()].filter((k) => k in this.spec.parameters);
  }

  string(name: string): string | undefined {
    const v = this.values.get(name);
    return typeof v === 'string' ? v : undefined;
  }

  bool(name: string): boolean {
    return this.values.get(name) === true;
  }

  /** An integer, or the discovery default (maxResults: 5). */
  int(name: string): number {
    const v = this.values.get(name);
    if (typeof v === 'number') return v;
    return Number(this.spec.parameters[name]?.default ?? 0);
  }

  list(name: string): string[] | undefined {
    const v = this.values.get(name);
    return Array.isArray(v) ? v : undefined;
  }

  /** A google-datetime parameter as epoch ms. */
  time(name: string): number | undefined {
    const v = this.string(name);
    return v === undefined ? undefined : Date.parse(v);
  }
}

function parseOne(name: string, spec: ParameterSpec, raw: string): Value {
  switch (spec.type) {
    case 'boolean': {
      const lower = raw.toLowerCase();
      if (lower !== 'true' && lower !== 'false') throw errors.invalidParameter(name, `Invalid boolean value for ${name}: '${raw}'. Use true or false.`);
      return lower === 'true';
    }
    case 'integer': {
      const min = spec.minimum ?? Number.MIN_SAFE_INTEGER;
      const max = spec.maximum ?? Number.MAX_SAFE_INTEGER;
      const n = /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        throw errors.invalidParameter(name, `Invalid value '${raw}' for ${name}. Values must be within the range: [${spec.minimum ?? ''}, ${spec.maximum ?? ''}]`);
      }
      return n;
    }
    default:
      if (spec.enum && !spec.enum.includes(raw)) {
        throw errors.invalidParameter(name, `Invalid string value '${raw}' for ${name}. Allowed values: [${spec.enum.join(', ')}]`);
      }
      if (spec.format === 'google-datetime' && (!RFC3339.test(raw) || Number.isNaN(Date.parse(raw)))) {
        throw errors.invalidParameter(name, `Invalid value '${raw}' for ${name}: expected an RFC 3339 date-time such as 2024-05-01T00:00:00Z (percent-encode the '+' of an offset).`);
      }
      return raw;
  }
}

/**
 * Validates a query against the discovery entry. `part` is required and repeatable (comma-separated
 * and/or repeated), unknown names are rejected rather than ignored so a client typo fails loudly.
 */
export function parseParams(spec: MethodSpec, query: URLSearchParams): Params {
  const values = new Map<string, Value>();
  for (const name of new Set(query.keys())) {
    const param = spec.parameters[name] ?? globalParameters[name];
    if (!param) throw errors.unexpectedParameter(name);
    const raws = query.getAll(name);
    if (param.repeated) {
      const items = raws.flatMap((r) => r.split(',')).map((s) => s.trim()).filter(Boolean);
      for (const item of items) parseOne(name, param, item);
      if (items.length) values.set(name, items);
      continue;
    }
    if (raws.length > 1) throw errors.invalidParameter(name, `The ${name} parameter appears more than once.`);
    values.set(name, parseOne(name, param, raws[0]!));
  }
  if (spec.parameters.part?.required && !values.has('part')) throw errors.missingPart();
  // A delete's `id` is required too: without it there is nothing to delete, not a 404.
  for (const [name, param] of Object.entries(spec.parameters)) if (param.required && !values.has(name)) throw errors.missingParameter(name);
  return new Params(spec, values);
}
