import { ApiError } from '../../src/api/core.ts';
import { UsageError } from './args.ts';
import { ConnectionCut, RequestTimeout } from './timedFetch.ts';
import { EXIT, type ExitCode } from './exitCodes.ts';
import type { Io } from './io.ts';

/**
 * Every failure a command can meet, as one human explanation (with a next step) or one JSON
 * document, and its exit code. The service's own words are kept; tokens never appear.
 */

export interface Problem {
  field: string;
  message: string;
}

export interface Explained {
  exitCode: ExitCode;
  message: string;
  problems: Problem[];
  hint?: string;
  json: Record<string, unknown>;
}

export interface ServiceContext {
  /** e.g. "device sessions service". */
  service: string;
  baseUrl: string;
  urlVariable: string;
  tokenOrigin: string;
  /** How to see whether a change sent without an answer was made, e.g. 'check with "list" or "get"'. */
  checkAfterChange: string;
}

interface RpcDetail {
  '@type'?: string;
  fieldViolations?: { field?: string; description?: string }[];
  reason?: string;
}

/** Bad fields from either error dialect: google.rpc.BadRequest details (testing) or errors[].location (compute). */
function problemsOf(error: ApiError): Problem[] {
  const body = error.body as { error?: { details?: RpcDetail[] } } | undefined;
  const violations = (body?.error?.details ?? []).flatMap((d) => d.fieldViolations ?? []);
  if (violations.length) return violations.map((v) => ({ field: v.field ?? '', message: v.description ?? '' }));
  return error.errors.filter((e) => e.location).map((e) => ({ field: (e.location ?? '').replace(/^resource\./, ''), message: e.message ?? e.reason ?? '' }));
}

function detailReason(error: ApiError): string | undefined {
  const body = error.body as { error?: { details?: RpcDetail[] } } | undefined;
  return body?.error?.details?.find((d) => d.reason)?.reason ?? error.reason;
}

/**
 * A failure that leaves something behind the user should know of (a session still reserved): the
 * failure is explained as ever, with the next step added to its hint and its JSON.
 */
export class FailedWithNextStep extends Error {
  constructor(
    override readonly cause: unknown,
    readonly nextStep: string,
    readonly json: Record<string, unknown>,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

export function explain(error: unknown, context?: ServiceContext): Explained {
  if (error instanceof FailedWithNextStep) {
    const inner = explain(error.cause, context);
    return { ...inner, hint: [inner.hint, error.nextStep].filter(Boolean).join('\n'), json: { ...inner.json, ...error.json } };
  }
  if (error instanceof UsageError) {
    return { exitCode: EXIT.USAGE, message: error.message, problems: error.problems, json: { error: { code: 'usage', message: error.message, problems: error.problems } } };
  }
  if (error instanceof ApiError && context) {
    const problems = problemsOf(error);
    const base = { code: error.code, status: error.status, statusText: error.statusText, message: error.message, problems };
    if (error.code === 'network' && error.cause instanceof RequestTimeout) {
      const message = `The ${context.service} at ${context.baseUrl} took the connection but did not answer within ${error.cause.timeoutMs / 1000} s.`;
      // A change sent without an answer may have been made all the same: sent again, it could
      // reserve a second device.
      const hint = error.cause.method === 'GET'
        ? `Check ${context.urlVariable}, or give a slow service longer with TENFOOT_REQUEST_TIMEOUT (e.g. 2m).`
        : `The ${error.cause.method} may have been carried out all the same: ${context.checkAfterChange} before sending it again. Check ${context.urlVariable}, or give a slow service longer with TENFOOT_REQUEST_TIMEOUT (e.g. 2m).`;
      return { exitCode: EXIT.SERVICE, message, problems, hint, json: { error: { ...base, code: 'timeout', message } } };
    }
    if (error.code === 'parse') {
      const message = `The ${context.service} at ${context.baseUrl} answered ${error.status} with something other than JSON: is ${context.urlVariable} the service's root?`;
      return { exitCode: EXIT.SERVICE, message, problems, json: { error: { ...base, message } } };
    }
    // The connection broke after a change went out: the service may have made it. Said as "could
    // not reach" (is the emulator running?), it read as nothing done, and sent again it could
    // reserve a second device.
    if (error.code === 'network' && error.cause instanceof ConnectionCut) {
      const message = `The connection to the ${context.service} at ${context.baseUrl} broke before it answered.`;
      const hint = `The ${error.cause.method} may have been carried out all the same: ${context.checkAfterChange} before sending it again.`;
      return { exitCode: EXIT.SERVICE, message, problems, hint, json: { error: { ...base, code: 'connectionCut', message } } };
    }
    if (error.code === 'network') {
      const message = `Could not reach the ${context.service} at ${context.baseUrl}.`;
      const hint = /\/\/(localhost|127\.|\[::1\])/.test(context.baseUrl)
        ? `Is the emulator running? Start it with "npm run emulator", or set ${context.urlVariable}.`
        : `Check ${context.urlVariable} and your network.`;
      return { exitCode: EXIT.SERVICE, message, problems, hint, json: { error: { ...base, message } } };
    }
    if (error.code !== 'http') return { exitCode: EXIT.SERVICE, message: error.message, problems, json: { error: base } };
    const label = `${error.status}${error.statusText ? ` ${error.statusText}` : ''}`;
    let hint: string | undefined;
    if (error.status === 401) hint = `The token (from ${context.tokenOrigin}) was refused: it may have expired. Set TENFOOT_TOKEN to a fresh access token, or TENFOOT_TOKEN_COMMAND to a command that prints one.`;
    else if (error.status === 403 && (detailReason(error) === 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' || error.reason === 'insufficientPermissions')) {
      hint = `The token (from ${context.tokenOrigin}) lacks the cloud-platform scope. Sign-in tokens of the TV app carry only video scopes; use a developer token.`;
    } else if (error.status === 403) hint = 'Ask a project owner for the permission named above.';
    // A request the service found invalid is bad input (2); everything else it refused is a service failure (1).
    const invalid = error.status === 400 && error.statusText !== 'FAILED_PRECONDITION';
    return {
      exitCode: invalid ? EXIT.USAGE : EXIT.SERVICE,
      message: problems.length ? `The ${context.service} refused the request (${label}):` : `The ${context.service} answered ${label}: ${error.message}`,
      problems,
      ...(hint ? { hint } : {}),
      json: { error: base },
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { exitCode: EXIT.SERVICE, message, problems: [], json: { error: { code: 'unexpected', message } } };
}

/** Prints an explanation: JSON on stdout for scripts, else sentences on stderr. */
export function report(io: Io, explained: Explained, json: boolean, prefix: string): ExitCode {
  if (json) {
    io.out(JSON.stringify(explained.json, null, 2));
    return explained.exitCode;
  }
  io.err(`${prefix}: ${explained.message}`);
  for (const p of explained.problems) io.err(`  ${p.field}: ${p.message}`);
  if (explained.hint) io.err(explained.hint);
  return explained.exitCode;
}
