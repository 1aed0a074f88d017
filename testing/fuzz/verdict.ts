import type { EmulatorOptions } from '../../emulator/options.ts';
import { faultTarget } from '../../emulator/faults.ts';
import type { RawAnswer } from '../contract/rawHttp.ts';
import type { HostileRequest } from './hostileRequests.ts';

/** Whether a 5xx body is one the fault knobs make (emulator/faults.ts, emulator/auth/faults.ts), not a bug. */
function isKnobFault(target: 'api' | 'auth' | undefined, answer: RawAnswer, method: string): boolean {
  const text = answer.text;
  // An answer to HEAD has no body to tell by: its status has to do.
  if (target === 'api') return answer.status === 503 && (method === 'HEAD' || text.includes('"reason":"backendError"'));
  if (target === 'auth') return (answer.status === 500 && text.includes('"internal_failure"')) || (answer.status === 503 && text.includes('"UNAVAILABLE"'));
  return false;
}

/**
 * What is wrong with an answer to a hostile request, or undefined when nothing is:
 * - a 5xx other than 501 (not implemented) and the knobs' faults is a bug;
 * - a reset connection is a bug, unless a fault knob cuts that kind of request;
 * - an answer must be a status code (Node's own 400 and 431 for malformed HTTP count).
 */
export function verdict(req: HostileRequest, answer: RawAnswer | 'reset', options: EmulatorOptions): string | undefined {
  let target: 'api' | 'auth' | undefined;
  try {
    target = faultTarget(req.method, new URL(req.path, 'http://x').pathname);
  } catch {
    target = undefined;
  }
  const cuts = (target === 'api' && options.faultRate > 0) || (target === 'auth' && options.authFaultRate > 0);
  if (answer === 'reset') return cuts ? undefined : 'connection reset';
  if (answer.status < 100) return `no status (${answer.status})`;
  if (answer.status >= 500 && answer.status !== 501 && !isKnobFault(target, answer, req.method)) return `${answer.status} ${answer.text.slice(0, 200)}`;
  return undefined;
}
