import type { IncomingMessage, ServerResponse } from 'node:http';
import { authFault } from './auth/faults.ts';
import { sendJson } from './http.ts';
import type { EmulatorOptions } from './options.ts';

/** Paths of the emulated APIs: EMULATOR_LATENCY_MS and EMULATOR_FAULT_RATE apply to these only. */
export const API_PREFIXES = ['/video/', '/testing/', '/compute/'];

/** What a request is to the fault knobs: an API call, a sign-in call (device code, token), or neither. */
export function faultTarget(method: string, pathname: string): 'api' | 'auth' | undefined {
  if (API_PREFIXES.some((p) => pathname.startsWith(p))) return 'api';
  if (method === 'POST' && /^\/(device\/code|token)\/?$/.test(pathname)) return 'auth';
  return undefined;
}

/**
 * Fails the request as the knobs say, and answers true when it did. API faults: half
 * `503 backendError` (the data API's error body), half a connection cut before any answer.
 * Sign-in faults (EMULATOR_AUTH_FAULT_RATE): the authorization server's own failures (auth/faults.ts).
 */
export function injectFault(target: 'api' | 'auth' | undefined, options: EmulatorOptions, raw: IncomingMessage, res: ServerResponse, random: () => number = Math.random): boolean {
  const rate = target === 'api' ? options.faultRate : target === 'auth' ? options.authFaultRate : 0;
  if (!(rate > 0) || random() >= rate) return false;
  if (target === 'auth') {
    const fault = authFault(random());
    if (fault === 'cut') raw.socket.destroy();
    else sendJson(res, fault.status, fault.body, fault.headers);
    return true;
  }
  if (random() < 0.5) {
    sendJson(res, 503, { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE', errors: [{ message: 'Backend Error', domain: 'global', reason: 'backendError' }] } });
  } else raw.socket.destroy();
  return true;
}
