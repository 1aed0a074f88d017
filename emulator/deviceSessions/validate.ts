import { catalogLocales, catalogOrientations, catalogVersions, findModel } from './catalog.ts';
import { RpcError, type FieldViolation } from './errors.ts';
import { parseDurationMs, parseTimestampMs } from './wireFormat.ts';

/** The request checks of a DeviceSession (docs/reference/facts.md, Device sessions: the resource), kept apart from the state machine. */

export interface AndroidDevice {
  androidModelId: string;
  androidVersionId: string;
  locale: string;
  orientation: string;
}

/** The union field `expiration` (docs/reference/facts.md, Device sessions: the resource): a time-to-live counted from ACTIVE, or a fixed end. */
export type Expiration = { ttlMs: number } | { expireAt: number; expireText: string };

/** Default initial allocation (docs/reference/facts.md, Device sessions: the resource). */
export const DEFAULT_TTL_MS = 15 * 60 * 1000;

const OUTPUT_ONLY = ['displayName', 'state', 'stateHistories', 'inactivityTimeout', 'createTime', 'activeStartTime'];
const SESSION_FIELDS = new Set(['name', 'androidDevice', 'ttl', 'expireTime', ...OUTPUT_ONLY]);
const DEVICE_FIELDS = ['androidModelId', 'androidVersionId', 'locale', 'orientation'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Unknown JSON names are refused, as protobuf's JSON parser does ("Cannot find field"). */
function unknownFields(body: Record<string, unknown>, known: Set<string>, at: string): FieldViolation[] {
  return Object.keys(body)
    .filter((key) => !known.has(key))
    .map((key) => ({ field: at ? `${at}.${key}` : key, description: `Invalid JSON payload received. Unknown name "${key}": cannot find field.` }));
}

export function parseJsonObject(text: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new RpcError('INVALID_ARGUMENT', 'Invalid JSON payload received: the body is not valid JSON.');
  }
  if (!isObject(body)) throw new RpcError('INVALID_ARGUMENT', 'Invalid JSON payload received: expected a JSON object.');
  return body;
}

function checkDevice(value: unknown, out: FieldViolation[]): AndroidDevice | undefined {
  if (value === undefined || value === null) {
    out.push({ field: 'androidDevice', description: 'androidDevice is required: name androidModelId, androidVersionId, locale and orientation.' });
    return undefined;
  }
  if (!isObject(value)) {
    out.push({ field: 'androidDevice', description: 'androidDevice must be an object.' });
    return undefined;
  }
  out.push(...unknownFields(value, new Set(DEVICE_FIELDS), 'androidDevice'));
  const device: Partial<AndroidDevice> = {};
  for (const key of DEVICE_FIELDS) {
    const field = value[key];
    if (typeof field !== 'string' || field.trim() === '') out.push({ field: `androidDevice.${key}`, description: `androidDevice.${key} is required (a non-empty string).` });
    else device[key] = field;
  }
  const { androidModelId, androidVersionId, locale, orientation } = device;
  // An unknown model is not a bad request: the session is accepted and becomes UNAVAILABLE
  // (UNAVAILABLE: "a device not in the catalog"; docs/reference/facts.md, Device sessions: states).
  // The other fields are still checked.
  const model = androidModelId ? findModel(androidModelId) : undefined;
  if (androidVersionId) {
    const allowed = model ? model.supportedVersionIds : catalogVersions.map((v) => v.id);
    if (!allowed.includes(androidVersionId)) {
      out.push({
        field: 'androidDevice.androidVersionId',
        description: model
          ? `Android version "${androidVersionId}" is not offered on ${model.id} (${model.name}); choose one of: ${allowed.join(', ')}.`
          : `Android version "${androidVersionId}" is not in the catalog; choose one of: ${allowed.join(', ')}.`,
      });
    }
  }
  if (locale && !catalogLocales.some((l) => l.id === locale)) {
    out.push({ field: 'androidDevice.locale', description: `Locale "${locale}" is not in the catalog; choose one of: ${catalogLocales.map((l) => l.id).join(', ')}.` });
  }
  if (orientation) {
    const allowed = model ? model.orientations : catalogOrientations;
    if (!allowed.includes(orientation)) {
      out.push({
        field: 'androidDevice.orientation',
        description: model ? `${model.id} (${model.name}) supports only: ${allowed.join(', ')}; got "${orientation}".` : `Orientation must be one of: ${allowed.join(', ')}; got "${orientation}".`,
      });
    }
  }
  return out.some((v) => v.field.startsWith('androidDevice')) ? undefined : (device as AndroidDevice);
}

function checkTtl(value: unknown, out: FieldViolation[]): number | undefined {
  const ms = typeof value === 'string' ? parseDurationMs(value) : undefined;
  if (ms === undefined) {
    out.push({ field: 'ttl', description: `ttl must be a duration in seconds ending in "s" with at most 9 fractional digits, e.g. "900s" or "1.5s"; got ${JSON.stringify(value)}.` });
    return undefined;
  }
  if (ms <= 0) {
    out.push({ field: 'ttl', description: `ttl must be positive; got "${String(value)}".` });
    return undefined;
  }
  return ms;
}

function checkExpireTime(value: unknown, now: number, out: FieldViolation[]): number | undefined {
  const at = typeof value === 'string' ? parseTimestampMs(value) : undefined;
  if (at === undefined) {
    out.push({ field: 'expireTime', description: `expireTime must be an RFC 3339 UTC timestamp ending in "Z" with at most 9 fractional digits, e.g. "2030-01-01T20:00:00Z"; got ${JSON.stringify(value)}.` });
    return undefined;
  }
  if (at <= now) {
    out.push({ field: 'expireTime', description: `expireTime ${String(value)} is not in the future (now ${new Date(now).toISOString()}).` });
    return undefined;
  }
  return at;
}

const UNION_MESSAGE = 'ttl and expireTime are the one union field "expiration": set at most one of them.';

function present(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function checkExpiration(body: Record<string, unknown>, now: number, out: FieldViolation[]): Expiration | undefined {
  if (present(body.ttl) && present(body.expireTime)) {
    out.push({ field: 'expiration', description: UNION_MESSAGE });
    return undefined;
  }
  if (present(body.expireTime)) {
    const at = checkExpireTime(body.expireTime, now, out);
    return at === undefined ? undefined : { expireAt: at, expireText: body.expireTime as string };
  }
  if (present(body.ttl)) {
    const ms = checkTtl(body.ttl, out);
    return ms === undefined ? undefined : { ttlMs: ms };
  }
  return { ttlMs: DEFAULT_TTL_MS };
}

/** create: androidDevice required; output-only fields (and `name`, which the server assigns) are ignored. */
export function validateCreate(body: Record<string, unknown>, now: number): { device: AndroidDevice; expiration: Expiration } {
  const out: FieldViolation[] = [...unknownFields(body, SESSION_FIELDS, '')];
  const device = checkDevice(body.androidDevice, out);
  const expiration = checkExpiration(body, now, out);
  if (out.length > 0 || !device || !expiration) throw RpcError.invalid(out);
  return { device, expiration };
}

const SNAKE_TO_CAMEL: Record<string, string> = {
  expire_time: 'expireTime',
  display_name: 'displayName',
  state_histories: 'stateHistories',
  inactivity_timeout: 'inactivityTimeout',
  create_time: 'createTime',
  active_start_time: 'activeStartTime',
  android_device: 'androidDevice',
};

/** The fields an update mask may name: only the union `expiration` can change after creation. */
function checkMask(mask: string | null, out: FieldViolation[]): string[] {
  if (mask === null || mask.trim() === '') {
    out.push({ field: 'updateMask', description: 'updateMask is required: name the fields to change, e.g. updateMask=ttl or updateMask=expireTime.' });
    return [];
  }
  const paths = mask.split(',').map((p) => p.trim());
  const fields: string[] = [];
  for (const path of paths) {
    const top = path.split('.')[0]!;
    const name = SNAKE_TO_CAMEL[top] ?? top;
    if (path === '') out.push({ field: 'updateMask', description: `updateMask "${mask}" has an empty field path.` });
    else if (path === '*') out.push({ field: 'updateMask', description: 'A wildcard update mask is not supported: name ttl or expireTime.' });
    else if (OUTPUT_ONLY.includes(name)) out.push({ field: 'updateMask', description: `${name} is output only and cannot be updated.` });
    else if (name === 'name' || name === 'androidDevice') out.push({ field: 'updateMask', description: `${name} cannot be changed after creation; create a new session instead.` });
    else if ((name === 'ttl' || name === 'expireTime') && path === top) fields.push(name);
    else out.push({ field: 'updateMask', description: `updateMask names "${path}", which is not a field of DeviceSession that can be updated (ttl, expireTime).` });
  }
  if (fields.includes('ttl') && fields.includes('expireTime')) out.push({ field: 'updateMask', description: UNION_MESSAGE });
  return fields;
}

/** patch: the new expiration, checked like on create; "now" rules out an end in the past. */
export function validateUpdate(body: Record<string, unknown>, mask: string | null, now: number): Expiration {
  const out: FieldViolation[] = [...unknownFields(body, SESSION_FIELDS, '')];
  const fields = checkMask(mask, out);
  let expiration: Expiration | undefined;
  const field = fields[0];
  if (out.length === 0 && field) {
    if (!present(body[field])) out.push({ field, description: `updateMask names ${field} but the request body has no ${field}.` });
    else if (field === 'ttl') {
      const ms = checkTtl(body.ttl, out);
      if (ms !== undefined) expiration = { ttlMs: ms };
    } else {
      const at = checkExpireTime(body.expireTime, now, out);
      if (at !== undefined) expiration = { expireAt: at, expireText: body.expireTime as string };
    }
  }
  if (out.length > 0 || !expiration) throw RpcError.invalid(out);
  return expiration;
}
