import { parentOf, type DeviceSession, type NewDeviceSession } from '../../api/deviceSessions.ts';
import { formatDuration, formatTimestamp, parseTimestamp } from '../../api/wireFormats.ts';
import { parseCommand, stringOption, UsageError, type Parsed } from '../../lib/args.ts';
import { checkPollInterval, requireProject } from '../../lib/config.ts';
import { EXIT, type ExitCode } from '../../lib/exitCodes.ts';
import { parseHumanDuration } from '../../lib/humanDuration.ts';
import type { DeviceContext } from '../context.ts';
import { follow } from '../follow.ts';
import { budgetLine, eventLine, renderSession, troubleLine } from '../render.ts';
import { cancelQuietly, sayInterrupted, waitOutcome } from './shared.ts';
import { ApiError } from '../../../src/api/core.ts';

/** Ctrl-C while the create request was out: whether it made a session, only the service knows. */
const MAYBE_CREATED = 'Interrupted before the service answered: the session may have been created. Check "npm run device -- list" for a session to cancel.';
import { FailedWithNextStep } from '../../lib/failures.ts';
import { abortOnInterrupt } from '../../lib/io.ts';

const OPTIONS = {
  model: { type: 'string' },
  version: { type: 'string' },
  locale: { type: 'string' },
  orientation: { type: 'string' },
  ttl: { type: 'string' },
  'expire-time': { type: 'string' },
  wait: { type: 'boolean' },
  project: { type: 'string' },
  json: { type: 'boolean' },
} as const;

/** A user's time (RFC 3339, any offset) as the wire wants it: UTC with Z (docs/reference/facts.md, Wire formats: Duration and Timestamp). */
export function expireTimeOption(raw: string, flag: string): string {
  let at: Date;
  try {
    at = parseTimestamp(raw);
  } catch {
    throw new UsageError(`${flag} must be an RFC 3339 time such as 2030-01-01T20:00:00Z or 2030-01-01T21:00:00+01:00; got "${raw}".`);
  }
  if (at.getTime() <= Date.now()) throw new UsageError(`${flag} ${raw} is in the past.`);
  return formatTimestamp(at);
}

/**
 * The shortest ttl the tools send. The service states no minimum (the discovery document and the
 * emulator only refuse zero), but a session given less than a minute ends before anyone can
 * connect to the device: `--ttl 1ms` reserved one for nothing, and read like a typo of 1m.
 */
export const MIN_TTL_MS = 60_000;

export function ttlOption(raw: string, flag: string): string {
  let ms: number;
  try {
    ms = parseHumanDuration(raw);
  } catch (error) {
    throw new UsageError(`${flag}: ${(error as Error).message}.`);
  }
  if (ms < MIN_TTL_MS) throw new UsageError(`${flag} ${raw.trim()} is too short: a session needs at least 1m to be used; give e.g. ${flag} 30m.`);
  return wireDuration(ms, flag);
}

/** The wire's Duration for a length the user typed; one past what the wire can carry is their mistake (exit 2), not the tool's. */
export function wireDuration(ms: number, flag: string): string {
  try {
    return formatDuration(ms / 1000);
  } catch {
    throw new UsageError(`${flag}: a session cannot last that long (the longest duration the service takes is about 10,000 years).`);
  }
}

/** The request, checked locally first so a typo costs no round trip. */
export function buildRequest(values: Parsed['values']): NewDeviceSession {
  const get = (name: string) => stringOption(values, name);
  const problems: { field: string; message: string }[] = [];
  const model = get('model');
  const version = get('version');
  if (!model) problems.push({ field: '--model', message: 'required, e.g. --model sabrina (see "npm run device -- catalog")' });
  if (!version) problems.push({ field: '--version', message: 'required, e.g. --version 31' });
  const ttl = get('ttl');
  const expire = get('expire-time');
  // An empty value is a mistake, not "no value": `--ttl ''` had reserved a device for the default 15 minutes.
  if (ttl !== undefined && expire !== undefined) problems.push({ field: '--ttl/--expire-time', message: 'give one of them: ttl and expireTime are one union field' });
  if (problems.length) throw new UsageError('The device request is incomplete.', problems);
  const androidDevice = { androidModelId: model!, androidVersionId: version!, locale: get('locale') ?? 'en_US', orientation: get('orientation') ?? 'landscape' };
  if (expire !== undefined) return { androidDevice, expireTime: expireTimeOption(expire, '--expire-time') };
  return ttl !== undefined ? { androidDevice, ttl: ttlOption(ttl, '--ttl') } : { androidDevice };
}

export async function createCommand(ctx: DeviceContext, argv: string[]): Promise<ExitCode> {
  const { values, positionals } = parseCommand(argv, OPTIONS, 'npm run device -- create');
  if (positionals.length) throw new UsageError(`create takes no positional arguments; got "${positionals.join(' ')}".`);
  const request = buildRequest(values);
  const parent = parentOf(requireProject(stringOption(values, 'project'), ctx.config));
  const { io, client } = ctx;
  // Checked before anything is sent: a wait refused after the request would leave a device reserved.
  const pollMs = values.wait ? checkPollInterval(ctx.config, ctx.config.deviceSessionsUrl) : ctx.config.pollMs;

  if (!values.wait) {
    // Ctrl-C while the request is out stops waiting for its answer; the request may have reserved
    // a device already, so the message says where to look (it used to end without a word).
    const stop = abortOnInterrupt(io);
    let session: DeviceSession;
    try {
      session = await client.create(parent, request, { signal: stop.signal });
    } catch (error) {
      if (!stop.interrupted) throw error;
      sayInterrupted(ctx, MAYBE_CREATED);
      return EXIT.INTERRUPTED;
    } finally {
      stop.release();
    }
    if (ctx.json) io.out(JSON.stringify(session, null, 2));
    else {
      for (const line of renderSession(session)) io.out(line);
      io.out(`Follow it with: npm run device -- watch ${session.name}`);
    }
    return EXIT.OK;
  }

  // --wait: an interrupt cancels the session, so no device stays reserved behind a dead terminal.
  let session: DeviceSession | undefined;
  // A second Ctrl-C quits before that cancel is done: the session stays reserved, and is named.
  const stop = abortOnInterrupt(io, () =>
    session?.name
      ? `Quit without cancelling ${session.name}: it stays reserved until its time ends. Release it with: npm run device -- cancel ${session.name}`
      : 'Quit before the service answered: a session may have been created. Check with: npm run device -- list',
  );
  try {
    // Not abortable: once the request is sent, only its answer tells which session to cancel.
    session = await client.create(parent, request);
    if (!ctx.json) {
      io.out(`Requested ${session.name} (${budgetLine(session)}).`);
      io.out('Waiting for the device; Ctrl-C cancels the session.');
    }
    if (stop.interrupted) throw new Error('interrupted');
    const started = Date.now();
    const final = await follow(client, session.name ?? '', {
      pollMs,
      signal: stop.signal,
      onEvent: (s, e) => {
        if (!ctx.json) io.out(eventLine(s, e));
      },
      onTick: (s) => io.status(`  … ${s.state} · waiting ${Math.round((Date.now() - started) / 1000)}s`),
      onTrouble: (error) => io.err(troubleLine(error, session!.name ?? '')),
    }, session);
    return waitOutcome(ctx, final);
  } catch (error) {
    if (!stop.interrupted) {
      // The wait failed, not the session: it is still reserved, and says so rather than vanish from
      // view (unless the service says it is gone).
      if (session?.name && !(error instanceof ApiError && error.status === 404)) {
        const name = session.name;
        throw new FailedWithNextStep(error, `${name} is still reserved: follow it with "npm run device -- watch ${name}", or release it with "npm run device -- cancel ${name}".`, { session: name });
      }
      throw error;
    }
    if (session?.name) return (await cancelQuietly(ctx, session.name)) ? EXIT.INTERRUPTED : EXIT.SERVICE;
    sayInterrupted(ctx, MAYBE_CREATED);
    return EXIT.INTERRUPTED;
  } finally {
    stop.release();
  }
}
